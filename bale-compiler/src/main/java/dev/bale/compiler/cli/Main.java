package dev.bale.compiler.cli;

import dev.bale.dynamic.BaleJsonException;
import dev.bale.runtime.BaleException;
import dev.bale.schema.SchemaException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code bale} command line: {@code gen}, {@code encode}, {@code decode}, {@code inspect}.
 *
 * <p>Exit codes: 0 success; 1 bad input (schema errors, malformed JSON or compact bytes, I/O
 * errors); 2 usage errors (bad options, unknown type name, unsupported language). Every error is
 * reported on stderr as {@code bale: error: ...}: for compact bytes {@code CODE at offset N in
 * PATH: detail}, for JSON {@code CODE at LINE:COL in PATH: detail}; schema errors are printed as
 * the loader renders them ({@code file:line:col: error: ...} with the source line and a caret).
 */
@Command(
    name = "bale",
    mixinStandardHelpOptions = true,
    version = "bale 0.1.0-SNAPSHOT",
    description = "Bale: schema-driven binary serialization.",
    synopsisSubcommandLabel = "COMMAND")
public final class Main implements Callable<Integer> {
  /** Exit code for bad input. */
  static final int EXIT_INPUT = 1;

  /** Exit code for usage errors. */
  static final int EXIT_USAGE = 2;

  private final Io io;

  private Main(Io io) {
    this.io = io;
  }

  /** Streams of one invocation; stdout is binary (encode writes raw bytes). */
  record Io(InputStream in, PrintStream out, PrintStream err) {}

  public static void main(String[] args) {
    int code = run(args, System.in, System.out, System.err);
    System.out.flush();
    System.exit(code);
  }

  /** Runs one invocation in-process (tests use this); returns the exit code. */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    Io io = new Io(in, out, err);
    CommandLine cl = new CommandLine(new Main(io));
    // picocli builds each command's model by reflection when it is added (~6 ms of a run each):
    // a run that names its command first gets only that one; any other (help, -V, no command, an
    // unknown one) gets them all, so that usage and errors list every command.
    boolean named = args.length > 0 && COMMANDS.contains(args[0]);
    for (String name : COMMANDS) {
      if (!named || name.equals(args[0])) {
        cl.addSubcommand(name, command(name, io));
      }
    }
    if (!named) {
      cl.addSubcommand("help", new CommandLine.HelpCommand());
    }
    cl.setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true));
    cl.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
    cl.setParameterExceptionHandler(
        (ex, args1) -> {
          CommandLine c = ex.getCommandLine();
          c.getErr().println("bale: error: " + ex.getMessage());
          c.getErr().println("Try '" + c.getCommandSpec().qualifiedName() + " --help'.");
          return EXIT_USAGE;
        });
    cl.setExecutionExceptionHandler((ex, c, parseResult) -> report(io, ex));
    int code = cl.execute(args);
    out.flush();
    err.flush();
    return code;
  }

  /** The commands, in the order usage lists them ("help" after them). */
  static final List<String> COMMANDS =
      List.of("gen", "encode", "decode", "inspect", "infer", "from-proto");

  private static Object command(String name, Io io) {
    return switch (name) {
      case "gen" -> new GenCommand(io);
      case "encode" -> new EncodeCommand(io);
      case "decode" -> new DecodeCommand(io);
      case "inspect" -> new InspectCommand(io);
      case "infer" -> new InferCommand(io);
      case "from-proto" -> new FromProtoCommand(io);
      default -> throw new IllegalArgumentException(name);
    };
  }

  /** Maps an exception to its one-line report and exit code. */
  static int report(Io io, Exception ex) {
    if (ex instanceof SchemaException) {
      io.err().println(ex.getMessage());
      return EXIT_INPUT;
    } else if (ex instanceof BaleException
        || ex instanceof BaleJsonException
        || ex instanceof InputException) {
      io.err().println("bale: error: " + ex.getMessage());
      return EXIT_INPUT;
    } else if (ex instanceof UsageException) {
      io.err().println("bale: error: " + ex.getMessage());
      return EXIT_USAGE;
    } else if (ex instanceof IOException e) {
      io.err().println("bale: error: " + ioMessage(e));
      return EXIT_INPUT;
    } else if (ex instanceof UncheckedIOException e) {
      io.err().println("bale: error: " + ioMessage(e.getCause()));
      return EXIT_INPUT;
    }
    io.err().println("bale: internal error: " + ex);
    ex.printStackTrace(io.err());
    return 70; // EX_SOFTWARE: a bug, not bad input
  }

  /**
   * One line for a failed read or write that names the file and says what went wrong: "no such
   * file: x.json", "permission denied: x.json", "x.json: is a directory" (the JDK's messages of
   * these are the bare path, or the reason without the path).
   */
  static String ioMessage(IOException e) {
    if (e instanceof NoSuchFileException f) {
      return "no such file: " + f.getFile();
    } else if (e instanceof AccessDeniedException f) {
      return "permission denied: " + f.getFile();
    } else if (e instanceof FileSystemException f && f.getFile() != null) {
      String reason = f.getReason();
      return f.getFile() + ": " + (reason != null ? reason : "cannot be read");
    }
    String m = e.getMessage();
    return "I/O error: " + (m != null ? m : e.getClass().getSimpleName());
  }

  /**
   * The path of an input file, checked to be no directory first: reading one fails with the bare
   * "Is a directory", which names no file.
   */
  static Path inputFile(String name) throws FileSystemException {
    Path p = Path.of(name);
    if (Files.isDirectory(p)) {
      throw new FileSystemException(name, null, "is a directory, not a file");
    }
    return p;
  }

  @Override
  public Integer call() {
    CommandLine.usage(this, io.err());
    return EXIT_USAGE;
  }

  /** Bad input whose message the command has completed (e.g. with a hint); exit code 1. */
  static final class InputException extends Exception {
    private static final long serialVersionUID = 1L;

    InputException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /** A usage error found after parsing (e.g. an unknown type name); exit code 2. */
  static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }
}
