package dev.bale.compiler.cli;

import dev.bale.compiler.emit.java.JavaGenerator;
import dev.bale.compiler.emit.java.JavaOptions;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bale gen}: generate code for schema files. */
@Command(
    name = "gen",
    mixinStandardHelpOptions = true,
    description = "Generate code for the given schema files (and what they import).")
final class GenCommand implements Callable<Integer> {
  @Option(
      names = "--lang",
      required = true,
      paramLabel = "LANG",
      description = "Target language: java (ts is not supported yet).")
  String lang;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "Output directory (source root; package directories are created).")
  Path out;

  @Parameters(arity = "1..*", paramLabel = "FILE.bale", description = "Schema files.")
  List<Path> files;

  GenCommand(Main.Io io) {
    // Writes files only; nothing on stdout on success.
  }

  @Override
  public Integer call() throws Exception {
    switch (lang) {
      case "java":
        break;
      case "ts":
        throw new Main.UsageException("--lang ts is not yet supported");
      default:
        throw new Main.UsageException("unknown --lang '" + lang + "' (expected java or ts)");
    }
    Schema schema = SchemaLoader.load(files);
    new JavaGenerator(JavaOptions.defaults()).writeTo(schema, out);
    return 0;
  }
}
