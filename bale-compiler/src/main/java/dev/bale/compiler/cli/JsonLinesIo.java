package dev.bale.compiler.cli;

import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.JsonLines;
import dev.bale.dynamic.Value;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamReader;
import dev.bale.runtime.MessageStreamWriter;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.SecureRandom;

/**
 * {@code encode --lines} and {@code decode --lines}: JSON Lines to a message or session stream
 * (FORMAT.md §4.1, §4.2) and back, one line and one record at a time, so neither side holds more
 * than one value and one line (or record) in memory.
 */
final class JsonLinesIo {
  private static final int BUFFER = 1 << 16;

  private JsonLinesIo() {}

  /** JSON Lines on the input to a stream on stdout. */
  static int encode(EncodeCommand c, Main.Io io) throws Exception {
    if (!c.lines) {
      throw new Main.UsageException("--session and --session-id need --lines");
    }
    if (c.sessionId != null && !c.session) {
      throw new Main.UsageException("--session-id needs --session");
    }
    checkCompactUnframed(c.codec, c.frame);
    // Only a session stream has an id; a plain one does not pay for SecureRandom's first use
    // (35-40 ms of a run).
    long id =
        !c.session
            ? 0
            : c.sessionId == null ? new SecureRandom().nextLong() : sessionId(c.sessionId);
    JsonBridge.Type type = c.schema.resolve(c.strict, c.comments);
    boolean shareMessages = c.dedupMessages;
    OutputStream out = new KeepOpen(io.out());
    MessageStreamWriter<Value> w =
        c.session
            ? MessageStreamWriter.session(type.compactType(), type.fingerprint(), id, out)
            : MessageStreamWriter.messages(type.compactType(), type.fingerprint(), out);
    w.compactWriter().dedupStrings(c.dedup == EncodeCommand.OnOff.on).dedupMessages(shareMessages);
    try (JsonLines lines = type.jsonLines(open(c.input, io.in()))) {
      for (Value v; (v = lines.next()) != null; ) {
        try {
          w.write(shareMessages ? JsonBridge.shareEqualMessages(v) : v);
        } catch (BaleException e) {
          // E.g. a root past the session caps: name the line it came from.
          throw new Main.InputException(
              e.getMessage() + " (the value on line " + lines.lineNumber() + ")", e);
        }
      }
      w.close(); // the frame head even for an empty input; flushes (stdout stays open)
    } finally {
      out.flush(); // the records before a bad line stay a valid stream
    }
    return 0;
  }

  /** A stream on the input to JSON Lines on stdout. */
  static int decode(DecodeCommand c, Main.Io io) throws Exception {
    checkCompactUnframed(c.codec, c.frame);
    if (c.pretty) {
      throw new Main.UsageException("--pretty does not go with --lines (one value per line)");
    }
    JsonBridge.Type type = c.schema.resolve(false, false, c.int64Numbers);
    MessageStreamDecoder<Value> decoder =
        new MessageStreamDecoder<>(
            type.compactType(),
            !c.anyFingerprint,
            type.fingerprint(),
            Limits.DEFAULT,
            BufferPool.shared());
    Writer out =
        new BufferedWriter(new OutputStreamWriter(new KeepOpen(io.out()), StandardCharsets.UTF_8));
    long records = 0;
    try (MessageStreamReader<Value> r =
        new MessageStreamReader<>(decoder, open(c.input, io.in()))) {
      for (Value v; (v = r.read()) != null; ) {
        records++;
        out.write(type.toJson(v));
        out.write('\n');
      }
    } catch (BaleException e) {
      String where = records == 0 ? "" : " (after " + records + " records)";
      throw new Main.InputException(e.getMessage() + where + hint(e), e);
    } finally {
      out.flush(); // the records decoded before an error are printed
    }
    return 0;
  }

  /** A hint for a single framed root given to {@code decode --lines}. */
  private static String hint(BaleException e) {
    if (e.code() == dev.bale.runtime.ErrorCode.UNSUPPORTED_CODEC
        && e.offset() == dev.bale.runtime.Frame.CODEC_OFFSET) {
      return " (hint: a stream has codec 17 or 18; a single framed root (codec 1) decodes without"
          + " --lines, with --frame)";
    }
    return "";
  }

  private static void checkCompactUnframed(CodecName codec, boolean frame)
      throws Main.UsageException {
    if (codec == CodecName.flat) {
      throw new Main.UsageException(
          "--lines: streams hold compact roots (FORMAT.md §4.1); there is no flat stream, drop"
              + " --codec flat");
    }
    if (frame) {
      throw new Main.UsageException(
          "--lines: a stream always starts with its frame head; drop --frame");
    }
  }

  private static long sessionId(String hex) throws Main.UsageException {
    String h = hex.startsWith("0x") || hex.startsWith("0X") ? hex.substring(2) : hex;
    if (h.isEmpty() || h.length() > 16 || !h.chars().allMatch(ch -> Character.digit(ch, 16) >= 0)) {
      throw new Main.UsageException(
          "--session-id must be 1 to 16 hex digits (a 64-bit id), not '" + hex + "'");
    }
    return Long.parseUnsignedLong(h, 16);
  }

  private static InputStream open(String input, InputStream stdin) throws IOException {
    if (input == null || input.equals("-")) {
      return new BufferedInputStream(stdin, BUFFER) {
        @Override
        public void close() {} // stdin belongs to the caller
      };
    }
    return new BufferedInputStream(Files.newInputStream(Main.inputFile(input)), BUFFER);
  }

  /** A buffered stdout that {@code close()} only flushes: stdout belongs to the caller. */
  private static final class KeepOpen extends BufferedOutputStream {
    KeepOpen(OutputStream out) {
      super(out, BUFFER);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
