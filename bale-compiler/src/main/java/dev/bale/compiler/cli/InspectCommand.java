package dev.bale.compiler.cli;

import dev.bale.dynamic.Inspector;
import dev.bale.dynamic.JsonBridge;
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
      "On malformed input, prints what it could, then the error (exit code 1).",
      "With --lines: a message or session stream, record by record."
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

  @Option(
      names = "--lines",
      description =
          "The input is a message or session stream (FORMAT.md §4.1, §4.2), as written by"
              + " encode --lines: its head, then each record (a message stream's roots dumped"
              + " item by item, a session stream's as their JSON value).")
  boolean lines;

  @Option(
      names = "--limit",
      paramLabel = "N",
      defaultValue = "10000",
      description =
          "Print at most N lines, then a line saying how many were left out (default:"
              + " ${DEFAULT-VALUE}; 0: no limit). The whole input is still checked.")
  int limit;

  @Parameters(paramLabel = "IN", description = "Input file, or - for stdin.")
  String input;

  InspectCommand(Main.Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws Exception {
    if (limit < 0) {
      throw new Main.UsageException("--limit must be 0 (no limit) or more, not " + limit);
    }
    JsonBridge.Type type = schema.resolve();
    byte[] bytes = SchemaOptions.readInput(input, io.in());
    if (lines && (codec == CodecName.flat || frame)) {
      throw new Main.UsageException(
          "--lines: a stream holds compact roots after its own frame head; drop "
              + (frame ? "--frame" : "--codec flat"));
    }
    Inspector.Result result =
        lines
            ? StreamInspect.inspect(type, bytes, false, limit)
            : codec == CodecName.flat
                ? type.inspectFlat(bytes, frame, Limits.DEFAULT, limit)
                : type.inspect(bytes, frame, Limits.DEFAULT, limit);
    io.out().write(result.render().getBytes(StandardCharsets.UTF_8));
    io.out().flush();
    if (result.error() != null) {
      io.err()
          .println(
              "bale: error: "
                  + result.error().getMessage()
                  + (lines ? "" : DecodeHint.of(type, bytes, codec, frame)));
      return Main.EXIT_INPUT;
    }
    return 0;
  }
}
