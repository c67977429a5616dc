package dev.bale.compiler.cli;

import dev.bale.json.Inspector;
import dev.bale.json.JsonBridge;
import dev.bale.runtime.Limits;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bale inspect}: an annotated dump of compact or flat bytes. */
@Command(
    name = "inspect",
    mixinStandardHelpOptions = true,
    description = {
      "Print an annotated dump of compact (default) or flat bytes: one line per item,",
      "  offset  field path  wire bytes (hex)  value.",
      "On malformed input, prints what it could, then the error (exit code 1)."
    })
final class InspectCommand implements Callable<Integer> {
  private final Main.Io io;

  @Mixin SchemaOptions schema;

  @Option(
      names = "--codec",
      paramLabel = "compact|flat",
      defaultValue = "compact",
      description = "Wire codec (default: ${DEFAULT-VALUE}).")
  CodecName codec;

  @Option(names = "--frame", description = "The input starts with a frame header.")
  boolean frame;

  @Parameters(paramLabel = "IN", description = "Input file, or - for stdin.")
  String input;

  InspectCommand(Main.Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws Exception {
    JsonBridge.Type type = schema.resolve();
    byte[] bytes = SchemaOptions.readInput(input, io.in());
    Inspector.Result result =
        codec == CodecName.flat
            ? type.inspectFlat(bytes, frame, Limits.DEFAULT)
            : type.inspect(bytes, frame);
    io.out().write(result.render().getBytes(StandardCharsets.UTF_8));
    io.out().flush();
    if (result.error() != null) {
      io.err().println("bale: error: " + result.error().getMessage());
      return Main.EXIT_INPUT;
    }
    return 0;
  }
}
