package dev.bale.compiler.cli;

import dev.bale.dynamic.infer.SchemaInference;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bale infer}: a schema from JSON or JSON Lines samples (see {@link SchemaInference}). */
@Command(
    name = "infer",
    mixinStandardHelpOptions = true,
    description = {
      "Write a schema that encodes every sample unchanged: messages from objects, maps from"
          + " objects keyed by data, optional fields from absent or null keys, i64/f64 from the"
          + " numbers seen, json where nothing else fits. The schema declares its root type, so"
          + " encode/decode/inspect need no --type.",
      "Example: bale infer --out github.bale events.json && bale encode --schema github.bale"
          + " events.json > events.bale"
    })
final class InferCommand implements Callable<Integer> {
  private final Main.Io io;

  @Option(
      names = "--lines",
      description =
          "The samples are JSON Lines (one value per line); files ending in .ndjson or .jsonl"
              + " are read so anyway.")
  boolean lines;

  @Option(
      names = "--package",
      paramLabel = "NAME",
      description = "Package of the schema (default: from the first file's name).")
  String packageName;

  @Option(
      names = "--name",
      paramLabel = "TYPE",
      description = "Name of the root type when it is an object (default: from the package name).")
  String rootName;

  @Option(
      names = "--ts-number",
      description =
          "Mark i64/u64 fields (and lists of them) whose sample values are all within +-(2^53-1)"
              + " [ts_number]: TypeScript types them number, not bigint; a TypeScript reader then"
              + " refuses a later value beyond 2^53 in them.")
  boolean tsNumber;

  @Option(
      names = "--out",
      paramLabel = "FILE.bale",
      description = "Write the schema here (default: stdout).")
  Path out;

  @Parameters(
      arity = "1..*",
      paramLabel = "SAMPLE",
      description = "JSON (comments allowed) or JSON Lines files, or - for stdin.")
  List<String> samples;

  InferCommand(Main.Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws Exception {
    if (packageName != null) {
      checkPackage(packageName);
    }
    String pkg =
        packageName != null
            ? packageName
            : SchemaInference.packageName(samples.get(0).equals("-") ? "inferred" : samples.get(0));
    SchemaInference inference = new SchemaInference();
    inference.rootName(rootName != null ? rootName : pkg).tsNumbers(tsNumber);
    for (String s : samples) {
      boolean asLines = lines || s.endsWith(".ndjson") || s.endsWith(".jsonl");
      // Documents as bytes, in the encodings `encode` reads (UTF-8, UTF-16, UTF-32); lines UTF-8.
      try (InputStream in = s.equals("-") ? io.in() : Files.newInputStream(Main.inputFile(s))) {
        if (asLines) {
          // A decoder, not a charset: malformed UTF-8 is an error, not U+FFFD.
          inference.addLines(s, new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()));
        } else {
          inference.addDocument(s, in);
        }
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        throw new Main.InputException(s + ": not JSON: " + e.getOriginalMessage(), e);
      } catch (IOException e) {
        throw new Main.InputException(Main.ioMessage(e), e);
      }
    }
    String schema;
    try {
      schema = inference.checkedSchema(pkg);
    } catch (IllegalArgumentException e) {
      throw new Main.InputException(e.getMessage(), e);
    }
    if (out != null) {
      Files.writeString(out, schema, StandardCharsets.UTF_8);
    } else {
      io.out().write(schema.getBytes(StandardCharsets.UTF_8));
      io.out().flush();
    }
    return 0;
  }

  /**
   * A --package that no schema can have (a keyword, a reserved word, not a dotted name) is a usage
   * error, not an inferred schema that does not load.
   */
  private static void checkPackage(String name) throws Main.UsageException {
    if (!name.matches("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*")) {
      throw new Main.UsageException("--package " + name + ": not a package name (a.b.c)");
    }
    try {
      SchemaLoader.loadString("package.bale", "package " + name + ";\n");
    } catch (SchemaException e) {
      String why = e.getMessage().lines().findFirst().orElse("").replaceAll("^.*error: ", "");
      throw new Main.UsageException("--package " + name + ": " + why);
    }
  }
}
