package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.JsonBridge;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A repeated key in a flat {@code json} object (FORMAT.md §F5.1) is found by verification, which
 * compares keys as bytes in a table of its own (no String per key), at the same offset as the
 * building walk's map of strings finds it: before and after that table grows, beside inner objects
 * that repeat an outer key (another object's keys, not repeats). The same cases as
 * ts/test/budget.test.ts.
 */
class FlatJsonKeysTest {
  private static String pad(int i) {
    return String.format("k%04d", i);
  }

  private static String outcome(Runnable r) {
    try {
      r.run();
      return "ok";
    } catch (BaleException e) {
      return e.code() + " at " + e.offset();
    }
  }

  @Test
  void repeatedKeysFoundWhereDecodingFindsThem() {
    JsonBridge.Type dyn = Schemas.type("dynamic.bale", "dynamic.Event");
    for (int n : new int[] {2, 3, 5, 9, 17, 100, 1000}) {
      Set<Integer> dups = new TreeSet<>(java.util.List.of(1, n >> 1, n - 1));
      for (int dup : dups) {
        for (int target : new TreeSet<>(java.util.List.of(0, dup - 1))) {
          Map<String, JsonValue> members = new LinkedHashMap<>();
          for (int i = 0; i < n; i++) {
            Map<String, JsonValue> inner = new LinkedHashMap<>();
            inner.put(pad(0), JsonValue.NULL);
            inner.put("x", new JsonValue.Int(1));
            members.put(pad(i), i % 3 == 0 ? new JsonValue.Obj(inner) : JsonValue.NULL);
          }
          byte[] bytes =
              Flat.encode(
                  dynamic.Event.FLAT,
                  dynamic.Event.builder()
                      .type("")
                      .payload(new JsonValue.Obj(members))
                      .cell(new dynamic.Cell.Text(""))
                      .build());
          assertEquals("ok", outcome(() -> Flat.decode(dynamic.Event.FLAT, bytes)));
          // Key `dup` becomes key `target` (same length): the first repeat, right after it.
          int at = indexOf(bytes, pad(dup).getBytes(StandardCharsets.US_ASCII));
          assertTrue(at > 0);
          byte[] t = pad(target).getBytes(StandardCharsets.US_ASCII);
          System.arraycopy(t, 0, bytes, at, t.length);
          String expected = "DUPLICATE_MAP_KEY at " + (at + t.length);
          String where = "n=" + n + " dup=" + dup + " target=" + target;
          assertEquals(
              expected,
              outcome(
                  () ->
                      new FlatVerifier(Limits.DEFAULT)
                          .root(dynamic.Event.FLAT, new FlatData().reset(bytes, 0, bytes.length))),
              where);
          assertEquals(expected, outcome(() -> Flat.decode(dynamic.Event.FLAT, bytes)), where);
          assertEquals(
              expected, outcome(() -> dyn.verifyFlat(bytes, false, Limits.DEFAULT)), where);
          // Checked access builds the value (a map of strings) without verifying first.
          assertEquals(
              expected,
              outcome(
                  () -> {
                    FlatData d = new FlatData().reset(bytes, 0, bytes.length);
                    new dynamic.Event.View()
                        .flatAt(d, d.check(dynamic.Event.FLAT.schemaName(), Limits.DEFAULT))
                        .payload();
                  }),
              where);
        }
      }
    }
  }

  /** The first index of {@code x} in {@code b}, or -1. */
  static int indexOf(byte[] b, byte[] x) {
    outer:
    for (int i = 0; i + x.length <= b.length; i++) {
      for (int j = 0; j < x.length; j++) {
        if (b[i + j] != x[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
