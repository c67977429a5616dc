package dev.bale.compiler.cli;

import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bale encode}: JSON to compact (or, with {@code --codec flat}, flat) bytes on stdout. */
@Command(
    name = "encode",
    mixinStandardHelpOptions = true,
    description = {
      "Encode a JSON value to compact (default) or flat bytes on stdout.",
      "With --lines: JSON Lines / NDJSON (one value per line) to a message stream",
      "  (or, with --session, a session stream)."
    })
final class EncodeCommand implements Callable<Integer> {
  private final Main.Io io;

  @Mixin SchemaOptions schema;

  @Option(
      names = "--codec",
      paramLabel = "compact|flat",
      defaultValue = "compact",
      description = "Wire codec (default: ${DEFAULT-VALUE}).")
  CodecName codec;

  @Option(
      names = "--dedup",
      paramLabel = "on|off",
      defaultValue = "on",
      description = "String deduplication (default: ${DEFAULT-VALUE}).")
  OnOff dedup;

  @Option(
      names = "--dedup-messages",
      description =
          "Write equal messages once, in the object table; later ones refer to it"
              + " (JSON has no identity: equal means the same fields).")
  boolean dedupMessages;

  @Option(
      names = "--frame",
      description = "Prepend the frame header (magic, version, fingerprint).")
  boolean frame;

  @Option(
      names = "--strict",
      description =
          "Reject an object that lacks a non-optional field (default: such a field takes its"
              + " default value) and a map or json object that gives a key twice (default: the"
              + " later value wins, as in JSON.parse). A message field given twice is always an"
              + " error.")
  boolean strict;

  @Option(
      names = "--comments",
      description =
          "Accept // and /* */ comments in the JSON input (default: a comment is a syntax"
              + " error, as RFC 8259 has none).")
  boolean comments;

  @Option(
      names = "--lines",
      description =
          "Read JSON Lines / NDJSON (one value per line; blank lines skipped; CRLF accepted) and"
              + " write a message stream (FORMAT.md §4.1), one record per line, read and written"
              + " line by line.")
  boolean lines;

  @Option(
      names = "--session",
      description =
          "With --lines: write a session stream (FORMAT.md §4.2; one string table for the whole"
              + " stream) instead of a message stream.")
  boolean session;

  @Option(
      names = "--session-id",
      paramLabel = "HEX",
      description = "With --session: the 64-bit session id, up to 16 hex digits (default: random).")
  String sessionId;

  @Parameters(
      arity = "0..1",
      paramLabel = "IN.json",
      description = "Input JSON file, or - for stdin (default).")
  String input;

  EncodeCommand(Main.Io io) {
    this.io = io;
  }

  /** on|off for options that are on by default. */
  enum OnOff {
    on,
    off
  }

  @Override
  public Integer call() throws Exception {
    if (lines || session || sessionId != null) {
      return JsonLinesIo.encode(this, io);
    }
    JsonBridge.Type type = schema.resolve(strict, comments);
    // Bytes, not a String: malformed UTF-8 must be an error, not U+FFFD.
    byte[] json = SchemaOptions.readInput(input, io.in());
    EncodeOptions options = new EncodeOptions(dedup == OnOff.on, dedupMessages, frame);
    // With --dedup-messages, equal messages of the JSON become one instance first (JSON has no
    // identity), so the object table shares them.
    byte[] bytes =
        codec == CodecName.flat
            ? type.jsonToFlat(json, options)
            : type.jsonToCompact(json, options);
    io.out().write(bytes);
    io.out().flush();
    return 0;
  }
}
