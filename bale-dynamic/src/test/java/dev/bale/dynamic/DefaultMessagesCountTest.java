package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import org.junit.jupiter.api.Test;

/**
 * A message field the body left out takes a default message, which counts against {@code
 * maxObjects} as a message read (FORMAT.md §7, "defaults count"), also through references to a
 * shared message that holds one (§2.2 rule 5): the count of a decode equals the count of decoding
 * its value written again, so whatever decodes re-encodes into bytes that decode at the same limit.
 */
class DefaultMessagesCountTest {
  private static final String OLD =
      "package t; message R { list<A> as = 1; } message A { i32 x = 1; }";
  private static final String NEW =
      "package t; message R { list<A> as = 1; } message A { i32 x = 1; B b = 2; }"
          + " message B { i32 y = 1; }";
  private static final EncodeOptions SHARED = new EncodeOptions(true, true, false);

  /** The smallest maxObjects at which {@code bytes} decode as {@code type}. */
  private static int threshold(JsonBridge.Type type, byte[] bytes) {
    int lo = 1;
    int hi = 1 << 20;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      try {
        type.decode(bytes, false, Limits.builder().maxObjects(mid).build());
        hi = mid;
      } catch (BaleException e) {
        assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code(), e.getMessage());
        lo = mid + 1;
      }
    }
    return lo;
  }

  @Test
  void referencesToAMessageHoldingADefaultCountIt() {
    JsonBridge.Type oldR = JsonBridge.forSchema(TestSchemas.loadString(OLD)).type("t.R");
    JsonBridge.Type newR = JsonBridge.forSchema(TestSchemas.loadString(NEW)).type("t.R");
    StringBuilder json = new StringBuilder("{\"as\":[");
    for (int i = 0; i < 100; i++) {
      json.append(i == 0 ? "" : ",").append("{\"x\":7}");
    }
    json.append("]}");
    // One A written by a writer that did not know A.b, referenced 100 times.
    byte[] old = oldR.encode(JsonBridge.shareEqualMessages(oldR.fromJson(json.toString())), SHARED);
    // The root, then 100 x (A + its default B).
    assertEquals(201, threshold(newR, old));
    Value decoded = newR.decode(old, false, Limits.DEFAULT);
    byte[] again = newR.encode(decoded, SHARED);
    assertEquals(threshold(newR, again), threshold(newR, old));

    BaleException e =
        assertThrows(
            BaleException.class,
            () -> newR.decode(old, false, Limits.builder().maxObjects(200).build()));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
  }

  @Test
  void theInspectorCountsADefaultMessage() {
    JsonBridge.Type newR = JsonBridge.forSchema(TestSchemas.loadString(NEW)).type("t.R");
    JsonBridge.Type oldR = JsonBridge.forSchema(TestSchemas.loadString(OLD)).type("t.R");
    byte[] one = oldR.encode(oldR.fromJson("{\"as\":[{\"x\":7}]}"), SHARED);
    // R, A and A's default B: three messages.
    assertNull(newR.inspect(one, false, Limits.builder().maxObjects(3).build()).error());
    Inspector.Result res = newR.inspect(one, false, Limits.builder().maxObjects(2).build());
    BaleException e = res.error();
    assertNotNull(e);
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
    assertEquals("R.as[0].b", e.path());
  }
}
