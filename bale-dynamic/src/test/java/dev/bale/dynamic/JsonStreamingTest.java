package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonBridge.Type#writeJson}: the same text as {@code toJson}, handed to the writer in
 * pieces of about {@link JsonOut#FLUSH_AT} characters (never the whole document at once), and
 * nothing written when the traversal budget fails.
 */
class JsonStreamingTest {
  private static final JsonBridge.Type NODE =
      JsonBridge.forSchema(TestSchemas.load("alltypes.bale")).type("alltypes.Node");

  /** A writer that keeps the text and the largest piece it was handed. */
  static final class Pieces extends Writer {
    final StringBuilder text = new StringBuilder();
    int largest;
    int pieces;

    @Override
    public void write(char[] cbuf, int off, int len) {
      text.append(cbuf, off, len);
      largest = Math.max(largest, len);
      pieces++;
    }

    @Override
    public Writer append(CharSequence csq) {
      text.append(csq);
      largest = Math.max(largest, csq.length());
      pieces++;
      return this;
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }

  private static Value wide(int children) {
    Value.Message leaf = (Value.Message) NODE.fromJson("{\"name\":\"leaf\"}");
    return ((Value.Message) NODE.fromJson("{\"name\":\"root\"}"))
        .with("children", new Value.ListOf(Collections.nCopies(children, leaf)));
  }

  @Test
  void streamedTextEqualsTheStringInBoundedPieces() throws IOException {
    for (boolean pretty : new boolean[] {false, true}) {
      Value v = wide(50_000);
      String whole = NODE.toJson(v, pretty, 0);
      Pieces w = new Pieces();
      NODE.writeJson(v, pretty, 0, w);
      assertEquals(whole, w.text.toString());
      assertTrue(whole.length() > 1_000_000, "a document of " + whole.length() + " chars");
      assertTrue(w.pieces > 100, w.pieces + " pieces");
      // A piece ends after the first value that crosses FLUSH_AT: one small Node more at most.
      assertTrue(w.largest < JsonOut.FLUSH_AT + 256, "largest piece " + w.largest);
    }
  }

  @Test
  void nothingIsWrittenWhenTheBudgetFails() {
    Value v = wide(1000);
    JsonBridge.Type tight =
        JsonBridge.forSchema(TestSchemas.load("alltypes.bale"))
            .withTraversalBudget(TraversalBudget.fixed(100))
            .type("alltypes.Node");
    StringWriter w = new StringWriter();
    BaleException e = assertThrows(BaleException.class, () -> tight.writeJson(v, false, 0, w));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
    assertEquals("", w.toString());
  }
}
