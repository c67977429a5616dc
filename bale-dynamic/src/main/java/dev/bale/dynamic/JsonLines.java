package dev.bale.dynamic;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Objects;

/**
 * Reads JSON Lines / NDJSON (one JSON value per line) as values of one type, a line at a time: only
 * the current line is held in memory, never the whole input.
 *
 * <ul>
 *   <li>Lines end with LF; a CR before the LF (CRLF) is dropped. The last line may lack its LF.
 *   <li>Lines holding only spaces, tabs and CRs are skipped (they still count in line numbers).
 *   <li>The input is UTF-8 (as JSON Lines requires); a byte order mark before the first line is
 *       skipped. Malformed UTF-8 is a {@link BaleJsonException.Code#JSON_SYNTAX} error.
 *   <li>Each line is one JSON document (comments as the bridge allows them, {@link
 *       JsonBridge#withComments}). An error is a {@link BaleJsonException} whose {@link
 *       BaleJsonException#line() line} is the line of the input (1-based, blank lines counted) and
 *       whose column and path are those within that line's value.
 * </ul>
 *
 * <pre>{@code
 * try (JsonLines lines = bridge.type("github.Event").jsonLines(in)) {
 *   for (Value v; (v = lines.next()) != null; ) { ... }
 * }
 * }</pre>
 *
 * <p>Not thread-safe. {@link #close()} closes the input.
 */
public final class JsonLines implements AutoCloseable {
  private static final int CHUNK = 1 << 16;

  private final JsonBridge.Type type;
  private final InputStream in;
  private final byte[] chunk = new byte[CHUNK];
  private int chunkPos;
  private int chunkLen;
  private boolean eof;
  private byte[] line = new byte[256];
  private int lineLen;
  private long lineNumber;
  private boolean first = true;

  JsonLines(JsonBridge.Type type, InputStream in) {
    this.type = Objects.requireNonNull(type, "type");
    this.in = Objects.requireNonNull(in, "in");
  }

  /**
   * The value of the next non-blank line, or null at the end of the input.
   *
   * @throws BaleJsonException if that line is not one JSON value of this type (its line number in
   *     {@link BaleJsonException#line()})
   * @throws IOException if the input fails
   */
  public Value next() throws IOException {
    while (readLine()) {
      int start = 0;
      if (first) {
        first = false;
        if (lineLen >= 3
            && (line[0] & 0xFF) == 0xEF
            && (line[1] & 0xFF) == 0xBB
            && (line[2] & 0xFF) == 0xBF) {
          start = 3; // UTF-8 byte order mark
        }
      }
      int end = lineLen;
      if (end > start && line[end - 1] == '\r') {
        end--;
      }
      if (blank(line, start, end)) {
        continue;
      }
      try {
        return type.fromJson(line, start, end - start);
      } catch (BaleJsonException e) {
        // The value was parsed alone, so Jackson's line is 1 (a lone CR inside a line would make
        // it more); report the input's line, keeping the column and path within the value.
        throw new BaleJsonException(e.code(), e.path(), lineNumberOf(e), e.column(), e.detail());
      }
    }
    return null;
  }

  /** The 1-based line of the value last returned by {@link #next()} (0 before the first). */
  public long lineNumber() {
    return lineNumber;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  private int lineNumberOf(BaleJsonException e) {
    long n = lineNumber + Math.max(0, e.line() - 1);
    return n > Integer.MAX_VALUE ? -1 : (int) n;
  }

  private static boolean blank(byte[] b, int from, int to) {
    for (int i = from; i < to; i++) {
      byte c = b[i];
      if (c != ' ' && c != '\t' && c != '\r') {
        return false;
      }
    }
    return true;
  }

  /** Reads the next line (without its LF) into {@code line}; false at the end of the input. */
  private boolean readLine() throws IOException {
    lineLen = 0;
    boolean any = false;
    while (true) {
      if (chunkPos == chunkLen) {
        if (eof) {
          break;
        }
        int r = in.read(chunk, 0, chunk.length);
        if (r < 0) {
          eof = true;
          break;
        }
        chunkPos = 0;
        chunkLen = r;
        continue;
      }
      any = true;
      int lf = chunkPos;
      while (lf < chunkLen && chunk[lf] != '\n') {
        lf++;
      }
      append(chunkPos, lf - chunkPos);
      if (lf < chunkLen) {
        chunkPos = lf + 1;
        lineNumber++;
        return true;
      }
      chunkPos = chunkLen;
    }
    if (any) {
      lineNumber++; // a last line without LF
      return true;
    }
    return false;
  }

  private void append(int from, int n) {
    if (n == 0) {
      return;
    }
    if (lineLen + n > line.length) {
      long want = Math.max((long) line.length * 2, (long) lineLen + n);
      if (want > Integer.MAX_VALUE - 8) {
        if ((long) lineLen + n > Integer.MAX_VALUE - 8) {
          throw new BaleJsonException(
              BaleJsonException.Code.JSON_SYNTAX,
              "$",
              lineNumberOrMinusOne(),
              -1,
              "line longer than " + (Integer.MAX_VALUE - 8) + " bytes");
        }
        want = Integer.MAX_VALUE - 8;
      }
      line = Arrays.copyOf(line, (int) want);
    }
    System.arraycopy(chunk, from, line, lineLen, n);
    lineLen += n;
  }

  private int lineNumberOrMinusOne() {
    long n = lineNumber + 1;
    return n > Integer.MAX_VALUE ? -1 : (int) n;
  }
}
