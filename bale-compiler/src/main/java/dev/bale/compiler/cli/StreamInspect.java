package dev.bale.compiler.cli;

import dev.bale.dynamic.Inspector;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.Frame;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code inspect --lines}: a dump of a message or session stream (FORMAT.md §4.1, §4.2). The
 * stream's own decoder ({@link MessageStreamDecoder}) walks it and gives the verdict; the dump
 * shows the head, one line per record (its length or reset) and then, in a message stream, the
 * record's root dumped by {@link Inspector} (offsets from the stream's first byte), in a session
 * stream the decoded value as JSON (its strings index the session table, which a root alone does
 * not have).
 */
final class StreamInspect {
  private static final int JSON_CHARS_SHOWN = 200;

  private final JsonBridge.Type type;
  private final byte[] in;
  private final int maxLines;
  private final List<Inspector.Line> lines = new ArrayList<>();
  private long notShown;

  private StreamInspect(JsonBridge.Type type, byte[] in, int maxLines) {
    this.type = type;
    this.in = in;
    this.maxLines = maxLines;
  }

  /** The dump of {@code bytes}; {@code maxLines <= 0} shows every line. */
  static Inspector.Result inspect(
      JsonBridge.Type type, byte[] bytes, boolean anyFingerprint, int maxLines) {
    StreamInspect s = new StreamInspect(type, bytes, maxLines);
    BaleException error = null;
    try {
      s.walk(anyFingerprint);
    } catch (BaleException e) {
      error = e;
    }
    return new Inspector.Result(List.copyOf(s.lines), error, s.notShown);
  }

  private void walk(boolean anyFingerprint) {
    MessageStreamDecoder<Value> d =
        new MessageStreamDecoder<>(
            type.compactType(),
            !anyFingerprint,
            type.fingerprint(),
            Limits.DEFAULT,
            BufferPool.shared());
    int pos = 0;
    boolean headDone = false;
    boolean session = false;
    long records = 0;
    while (true) {
      if (d.atRecordBoundary()) {
        if (!headDone) {
          headDone = true;
          session = Frame.codec(in, 0) == Frame.CODEC_SESSION_STREAM;
          head(session, pos);
        }
        if (pos == in.length) {
          break;
        }
        records += record(d, session, pos, records);
        pos = recordEnd;
        continue;
      }
      if (pos == in.length) {
        break;
      }
      int n = Math.min(d.wanted(), in.length - pos);
      d.feed(in, pos, n);
      pos += n;
    }
    d.endOfInput();
    add(pos, "", 0, 0, records + " records, end of stream");
    d.release();
  }

  private int recordEnd;

  /** Dumps and decodes the record at {@code start}; returns 1 for a root, 0 for a reset. */
  private int record(MessageStreamDecoder<Value> d, boolean session, int start, long index) {
    long h = 0;
    int p = start;
    int shift = 0;
    while (p < in.length && shift < 70) {
      int b = in[p++] & 0xFF;
      h |= (long) (b & 0x7F) << shift;
      shift += 7;
      if (b < 0x80) {
        break;
      }
    }
    boolean reset = session && (h & 1) == 1;
    long length = session ? h >>> 1 : h;
    String what =
        reset ? "reset to epoch " + length : "record " + index + ": root of " + length + " bytes";
    add(start, "record", start, p - start, what);
    // Feed the record: to the next boundary (or an error, which ends the walk).
    int pos = start;
    Value v = null;
    do {
      int n = Math.min(d.wanted(), in.length - pos);
      d.feed(in, pos, n);
      pos += n;
      v = d.poll();
    } while (v == null && !d.atRecordBoundary() && pos < in.length);
    recordEnd = pos;
    if (reset) {
      return 0;
    }
    if (session) {
      if (v != null) {
        add(p, type.decl().name(), p, 0, clip(type.toJson(v)));
      }
    } else {
      int end = (int) Math.min(in.length, p + Math.min(length, Integer.MAX_VALUE));
      Inspector.Result r =
          type.inspect(Arrays.copyOfRange(in, p, end), false, Limits.DEFAULT, remaining());
      for (Inspector.Line l : r.lines()) {
        addLine(new Inspector.Line(l.offset() + p, l.path(), l.bytes(), l.text()));
      }
      notShown += r.linesNotShown();
    }
    if (v == null && pos == in.length && !d.atRecordBoundary()) {
      d.endOfInput(); // TRUNCATED inside this record
    }
    return 1;
  }

  private void head(boolean session, int end) {
    int v = Frame.VERSION_OFFSET;
    int c = Frame.CODEC_OFFSET;
    int f = Frame.FINGERPRINT_OFFSET;
    int id = Frame.HEADER_SIZE;
    add(0, "stream", 0, v, "magic");
    add(v, "stream", v, 1, "version " + Frame.version(in, 0));
    add(
        c,
        "stream",
        c,
        1,
        "codec " + Frame.codec(in, 0) + (session ? " (session stream)" : " (message stream)"));
    add(f, "stream", f, id - f, "fingerprint of " + type.decl().fullName());
    if (session) {
      add(id, "stream", id, 8, "session id");
      add(id + 8, "stream", id + 8, end - (id + 8), "epoch and table size");
    }
  }

  private int remaining() {
    if (maxLines <= 0) {
      return 0;
    }
    return Math.max(1, maxLines - lines.size());
  }

  private void add(int offset, String path, int from, int len, String text) {
    addLine(new Inspector.Line(offset, path, Arrays.copyOfRange(in, from, from + len), text));
  }

  private void addLine(Inspector.Line l) {
    if (maxLines > 0 && lines.size() >= maxLines) {
      notShown++;
    } else {
      lines.add(l);
    }
  }

  private static String clip(String json) {
    return json.length() <= JSON_CHARS_SHOWN
        ? json
        : json.substring(0, JSON_CHARS_SHOWN) + "... (" + json.length() + " chars)";
  }
}
