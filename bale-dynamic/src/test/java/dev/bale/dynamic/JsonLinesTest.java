package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@link JsonLines}: line splitting, line numbers, and reading a line at a time. */
class JsonLinesTest {
  static final JsonBridge.Type ROW =
      JsonBridge.forSchema(
              TestSchemas.loadString("package t; message Row { string s = 1; i32 n = 2; }"))
          .type("t.Row");

  /** Returns one byte per read: line splitting must not depend on how the input is chunked. */
  static final class OneByte extends InputStream {
    private final byte[] b;
    private int p;

    OneByte(byte[] b) {
      this.b = b;
    }

    @Override
    public int read() {
      return p < b.length ? b[p++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] dst, int off, int len) {
      if (p == b.length) {
        return -1;
      }
      if (len == 0) {
        return 0;
      }
      dst[off] = b[p++];
      return 1;
    }
  }

  @Test
  void linesAreSplitAlikeWhateverTheChunks() throws IOException {
    String text = "{\"s\":\"a\",\"n\":1}\r\n\n  \n{\"s\":\"b\"}\n{\"n\":3}";
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    for (InputStream in : new InputStream[] {new ByteArrayInputStream(bytes), new OneByte(bytes)}) {
      try (JsonLines lines = ROW.jsonLines(in)) {
        assertEquals(ROW.fromJson("{\"s\":\"a\",\"n\":1}"), lines.next());
        assertEquals(1, lines.lineNumber());
        assertEquals(ROW.fromJson("{\"s\":\"b\"}"), lines.next());
        assertEquals(4, lines.lineNumber());
        assertEquals(ROW.fromJson("{\"n\":3}"), lines.next());
        assertEquals(5, lines.lineNumber());
        assertNull(lines.next());
        assertNull(lines.next());
      }
    }
  }

  @Test
  void aLineLongerThanTheReadChunk() throws IOException {
    String s = "x".repeat(200_000);
    String text = "{\"n\":1}\n{\"s\":\"" + s + "\"}\n{\"n\":2,\"s\":1}\n";
    try (JsonLines lines =
        ROW.jsonLines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)))) {
      lines.next();
      assertEquals(ROW.fromJson("{\"s\":\"" + s + "\"}"), lines.next());
      BaleJsonException e = assertThrows(BaleJsonException.class, lines::next);
      assertEquals(BaleJsonException.Code.JSON_TYPE, e.code());
      assertEquals(3, e.line());
      assertEquals(12, e.column());
      assertEquals("$.s", e.path());
    }
  }

  /**
   * An endless input: values come out one line at a time, so reading the first thousand ends
   * (reading the whole input first would never return).
   */
  @Test
  void readsALineAtATime() throws IOException {
    byte[] line = "{\"s\":\"row\",\"n\":7}\n".getBytes(StandardCharsets.UTF_8);
    InputStream endless =
        new InputStream() {
          long pos;

          @Override
          public int read() {
            return line[(int) (pos++ % line.length)];
          }
        };
    try (JsonLines lines = ROW.jsonLines(endless)) {
      for (int i = 0; i < 1000; i++) {
        assertEquals(ROW.fromJson("{\"s\":\"row\",\"n\":7}"), lines.next());
      }
      assertEquals(1000, lines.lineNumber());
    }
  }

  @Test
  void malformedUtf8IsASyntaxErrorOnItsLine() throws IOException {
    byte[] bytes = {'{', '}', '\n', '{', '"', 's', '"', ':', '"', (byte) 0xFF, '"', '}', '\n'};
    try (JsonLines lines = ROW.jsonLines(new ByteArrayInputStream(bytes))) {
      lines.next();
      BaleJsonException e = assertThrows(BaleJsonException.class, lines::next);
      assertEquals(BaleJsonException.Code.JSON_SYNTAX, e.code());
      assertEquals(2, e.line());
    }
  }
}
