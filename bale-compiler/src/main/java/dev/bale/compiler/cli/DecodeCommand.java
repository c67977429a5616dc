package dev.bale.compiler.cli;

import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Limits;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bale decode}: compact or flat bytes to JSON on stdout. */
@Command(
    name = "decode",
    mixinStandardHelpOptions = true,
    description = {
      "Decode compact (default) or flat bytes to JSON on stdout (one line, or --pretty).",
      "With --lines: a message or session stream to JSON Lines, one value per line."
    })
final class DecodeCommand implements Callable<Integer> {
  private final Main.Io io;

  @Mixin SchemaOptions schema;

  @Option(
      names = "--codec",
      paramLabel = "compact|flat",
      defaultValue = "compact",
      description = "Wire codec (default: ${DEFAULT-VALUE}).")
  CodecName codec;

  @Option(names = "--frame", description = "The input starts with a frame header; check it.")
  boolean frame;

  @Option(
      names = "--any-fingerprint",
      description = "With --frame: accept a frame written with another schema version.")
  boolean anyFingerprint;

  @Option(names = "--pretty", description = "Indent the JSON output.")
  boolean pretty;

  @Option(
      names = "--int64-as-numbers",
      description =
          "Write i64 and u64 values as JSON numbers (27149168), as the JSON that bale infer read"
              + " had them; default: decimal strings (\"27149168\"), which JavaScript reads"
              + " without losing digits above 2^53 (JSON.md §3).")
  boolean int64Numbers;

  @Option(
      names = "--lines",
      description =
          "The input is a message stream or a session stream (FORMAT.md §4.1, §4.2); write one"
              + " compact JSON value per record and line (JSON Lines / NDJSON).")
  boolean lines;

  @Parameters(
      arity = "0..1",
      paramLabel = "IN",
      description = "Input file, or - for stdin (default).")
  String input;

  DecodeCommand(Main.Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws Exception {
    if (lines) {
      return JsonLinesIo.decode(this, io);
    }
    JsonBridge.Type type = schema.resolve(false, false, int64Numbers);
    byte[] bytes = SchemaOptions.readInput(input, io.in());
    if (anyFingerprint && !frame) {
      throw new Main.UsageException("--any-fingerprint needs --frame");
    }
    Value value;
    try {
      value = decode(type, bytes);
    } catch (BaleException e) {
      String hint = DecodeHint.of(type, bytes, codec, frame);
      if (hint.isEmpty()) {
        throw e;
      }
      throw new Main.InputException(e.getMessage() + hint, e);
    }
    // The JSON traversal budget scales with the input (max(64 Mi, 8 x bytes) values): a value
    // sharing instances through the object table fails with LIMIT_EXCEEDED instead of expanding,
    // before anything is written. The text is streamed, never held whole: memory stays bounded by
    // the decoded value (itself bounded by the decoded-size budget, FORMAT.md §7.1).
    Writer w =
        new BufferedWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), 1 << 16);
    type.writeJson(value, pretty, bytes.length, w);
    w.write('\n');
    w.flush();
    io.out().flush();
    return 0;
  }

  private Value decode(JsonBridge.Type type, byte[] bytes) {
    Value value;
    if (codec == CodecName.flat) {
      // Verified before anything is read (FORMAT.md §F10).
      value =
          anyFingerprint
              ? type.decodeFlatAnyFingerprint(bytes, Limits.DEFAULT)
              : type.decodeFlat(bytes, frame, Limits.DEFAULT);
    } else {
      value =
          anyFingerprint
              ? type.decodeFramedAnyFingerprint(bytes, Limits.DEFAULT)
              : type.decode(bytes, frame, Limits.DEFAULT);
    }
    return value;
  }
}
