package dev.bale.compiler.cli;

import dev.bale.compiler.emit.java.JavaGenerator;
import dev.bale.compiler.emit.java.JavaOptions;
import dev.bale.compiler.emit.ts.TsGenerator;
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
      description =
          "Target language: java or ts (TypeScript; imports the runtime as '@bale-dev/runtime').")
  String lang;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "Output directory (source root; package directories are created).")
  Path out;

  @Option(
      names = "--grpc",
      description =
          "Also generate each schema service's gRPC code (SCHEMA.md §5b): Java, a class"
              + " <Service>Grpc of method descriptors (needs bale-grpc and grpc-api); TypeScript,"
              + " a module <package>.grpc.ts of grpc-js method definitions.")
  boolean grpc;

  @Parameters(arity = "1..*", paramLabel = "FILE.bale", description = "Schema files.")
  List<Path> files;

  GenCommand(Main.Io io) {
    // Writes files only; nothing on stdout on success.
  }

  @Override
  public Integer call() throws Exception {
    switch (lang) {
      case "java":
        Schema schema = SchemaLoader.load(files);
        try {
          new JavaGenerator(JavaOptions.defaults().withGrpc(grpc)).writeTo(schema, out);
        } catch (IllegalArgumentException e) {
          // A schema that Java cannot hold (JavaGenerator#generate): bad input, not a bug.
          throw new Main.InputException(e.getMessage(), e);
        }
        return 0;
      case "ts":
        new TsGenerator().withGrpc(grpc).writeTo(SchemaLoader.load(files), out);
        return 0;
      default:
        throw new Main.UsageException("unknown --lang '" + lang + "' (expected java or ts)");
    }
  }
}
