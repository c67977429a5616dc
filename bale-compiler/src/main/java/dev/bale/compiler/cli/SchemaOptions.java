package dev.bale.compiler.cli;

import dev.bale.dynamic.JsonBridge;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/** Options shared by encode, decode and inspect: the schema files and the root type. */
final class SchemaOptions {
  @Option(
      names = "--schema",
      required = true,
      paramLabel = "FILE.bale",
      description = "Schema file (repeat for several; imports are found relative to each file).")
  List<Path> schemaFiles;

  @Option(
      names = "--type",
      paramLabel = "TYPE",
      description =
          "Root type: a full name (media.MediaContent), an unambiguous simple name, or any type"
              + " as written in a schema ('list<github.Event>', 'map<string, Repo>'). Default: the"
              + " schema's root statement (root TYPE;).")
  String typeName;

  /** Loads the schema and resolves the type. */
  JsonBridge.Type resolve() throws SchemaException, Main.UsageException {
    return resolve(false, false);
  }

  /**
   * Loads the schema and resolves the type, on a bridge that reads JSON strictly or not, with
   * comments or not.
   */
  JsonBridge.Type resolve(boolean strict, boolean comments)
      throws SchemaException, Main.UsageException {
    return resolve(strict, comments, false);
  }

  /**
   * {@link #resolve(boolean, boolean)} on a bridge that writes 64-bit integers as JSON numbers or
   * not ({@link JsonBridge#withInt64AsNumbers}).
   */
  JsonBridge.Type resolve(boolean strict, boolean comments, boolean int64Numbers)
      throws SchemaException, Main.UsageException {
    Schema schema = SchemaLoader.load(schemaFiles);
    JsonBridge bridge =
        JsonBridge.forSchema(schema)
            .withStrict(strict)
            .withComments(comments)
            .withInt64AsNumbers(int64Numbers);
    if (typeName == null) {
      JsonBridge.Type root = bridge.declaredRoot();
      if (root == null) {
        throw new Main.UsageException(
            "--type is needed: "
                + schemaFiles.get(0)
                + " has no root statement (e.g. 'root list<Event>;')");
      }
      return root;
    }
    try {
      return bridge.type(typeName);
    } catch (IllegalArgumentException e) {
      throw new Main.UsageException(e.getMessage());
    }
  }

  /** All bytes of {@code input} ("-" or null: stdin). */
  static byte[] readInput(String input, InputStream stdin) throws IOException {
    if (input == null || input.equals("-")) {
      return stdin.readAllBytes();
    }
    return Files.readAllBytes(Main.inputFile(input));
  }
}
