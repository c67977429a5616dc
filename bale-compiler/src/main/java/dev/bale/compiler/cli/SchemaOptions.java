package dev.bale.compiler.cli;

import dev.bale.json.JsonBridge;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.MessageDecl;
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
      required = true,
      paramLabel = "NAME",
      description = "Root type: full name (media.MediaContent) or an unambiguous simple name.")
  String typeName;

  /** Loads the schema and resolves the type. */
  JsonBridge.Type resolve() throws SchemaException, Main.UsageException {
    return resolve(false);
  }

  /** Loads the schema and resolves the type, on a bridge that reads JSON strictly or not. */
  JsonBridge.Type resolve(boolean strict) throws SchemaException, Main.UsageException {
    Schema schema = SchemaLoader.load(schemaFiles);
    JsonBridge bridge = JsonBridge.forSchema(schema).withStrict(strict);
    JsonBridge.Type type;
    try {
      type = bridge.type(typeName);
    } catch (IllegalArgumentException e) {
      throw new Main.UsageException(e.getMessage());
    }
    if (!(type.decl() instanceof MessageDecl)) {
      throw new Main.UsageException(
          "--type must name a message (a compact root); " + type.decl().fullName() + " is not");
    }
    return type;
  }

  /** All bytes of {@code input} ("-" or null: stdin). */
  static byte[] readInput(String input, InputStream stdin) throws IOException {
    if (input == null || input.equals("-")) {
      return stdin.readAllBytes();
    }
    return Files.readAllBytes(Path.of(input));
  }
}
