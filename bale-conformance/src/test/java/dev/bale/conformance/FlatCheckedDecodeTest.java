package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatReader;
import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A root of a type whose fields are all numbers, bools, enums, strings and bytes is decoded in one
 * pass under checked access ({@link FlatType#checkedDecode}) instead of verify-then-read. Its
 * outcome must be exactly that of verifying first and reading after ({@link FlatVerifier#root} then
 * {@link FlatType#readRoot}): the same value, or the same error code, offset, field path and
 * detail. Every byte of each body is set to a handful of values, through {@code Flat.decode}, a
 * reused {@link FlatReader} and a direct buffer.
 */
class FlatCheckedDecodeTest {
  private static final int[] VALUES = {0x00, 0x01, 0x04, 0x08, 0x7F, 0x80, 0xC3, 0xFE, 0xFF};

  private static final VarHandle I32 =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle I16 =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

  private record Body(FlatType<Object> type, byte[] bytes) {}

  @SuppressWarnings("unchecked")
  private static Body body(FlatType<?> type, Object value) {
    FlatType<Object> t = (FlatType<Object>) type;
    assertTrue(t.checkedDecode(), type.schemaName() + " should decode under checked access");
    return new Body(t, Flat.encode(t, value));
  }

  private static List<Body> bodies() {
    List<Body> bodies = new ArrayList<>();
    bodies.add(
        body(
            instrument.PriceLarge.FLAT,
            new instrument.PriceLarge(
                "AAPL",
                1.5,
                1.75,
                123456789L,
                100,
                200,
                1.6,
                99L,
                1.4,
                1.8,
                1.3,
                "NASDAQ",
                1.55,
                0.05,
                3.2,
                "USD",
                true,
                42L,
                null)));
    bodies.add(body(alltypes.Leaf.FLAT, new alltypes.Leaf("héllo", 7, null)));
    bodies.add(
        body(
            alltypes.Wide.FLAT,
            alltypes.Wide.builder().b1(true).b7(false).b35(true).note("n€te").count(-3).build()));
    bodies.add(
        body(
            clashes.Uint8Array.FLAT,
            new clashes.Uint8Array(Bytes.of(new byte[] {1, 2, 3, (byte) 0xFF}, 0, 4), null)));
    bodies.add(body(roots.color.Root.FLAT, new roots.color.Root(alltypes.Color.BLUE, null)));
    return bodies;
  }

  @Test
  void everyByteMutantDecodesAsVerifyThenRead() {
    FlatReader reader = new FlatReader();
    int compared = 0;
    int errors = 0;
    for (Body b : bodies()) {
      for (int i = 0; i < b.bytes().length; i++) {
        for (int v : VALUES) {
          byte[] bytes = b.bytes().clone();
          if ((bytes[i] & 0xFF) == v) {
            continue;
          }
          bytes[i] = (byte) v;
          String expected = outcome(() -> verifyThenRead(b.type(), bytes));
          String what = b.type().schemaName() + " with byte " + i + " = " + v;
          assertEquals(expected, outcome(() -> Flat.decode(b.type(), bytes)), what);
          assertEquals(expected, outcome(() -> reader.decode(b.type(), bytes)), "reader, " + what);
          ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
          assertEquals(expected, outcome(() -> Flat.decode(b.type(), direct)), "direct, " + what);
          compared++;
          errors += expected.startsWith("error") ? 1 : 0;
        }
      }
      // Cut short: every length from the header on.
      for (int n = 0; n < b.bytes().length; n++) {
        byte[] bytes = java.util.Arrays.copyOf(b.bytes(), n);
        assertEquals(
            outcome(() -> verifyThenRead(b.type(), bytes)),
            outcome(() -> Flat.decode(b.type(), bytes)),
            b.type().schemaName() + " cut to " + n);
      }
    }
    assertTrue(compared > 1000 && errors > 300, compared + " mutants, " + errors + " errors");
  }

  /**
   * Fifteen string fields all pointing at one 5 MB string: the traversal budget (max(64 Mi, 8 x
   * length) units) runs out part way, in the verifier as in the checked read; the decode reports
   * the verifier's error. Each decode holds about 64 MB of strings when the budget runs out, so the
   * test needs about 90 MB of heap of its own: it is tagged {@code large-heap} and runs in a JVM of
   * its own in {@code make test} (bale-conformance/pom.xml).
   */
  @Test
  @Tag("large-heap")
  void sharedStringsExhaustTheBudgetAsInTheVerifier() {
    String big = "x".repeat(5 << 20);
    repos.User user =
        new repos.User(
            big, 1L, "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", false,
            null);
    byte[] bytes = Flat.encode(repos.User.FLAT, user);
    int root = 8;
    int ptrs = (short) I16.get(bytes, root + 2) & 0xFFFF;
    int login = root + 4;
    int target = login + (int) I32.get(bytes, login);
    int strings = 0;
    for (int k = 1; k < ptrs; k++) {
      int slot = root + 4 + 4 * k;
      int rel = (int) I32.get(bytes, slot);
      if (rel != 0) { // every pointer of a User is a string
        I32.set(bytes, slot, target - slot);
        strings++;
      }
    }
    assertTrue(strings >= 10, strings + " string pointers redirected");
    String expected = outcome(() -> verifyThenRead(repos.User.FLAT, bytes));
    assertTrue(expected.startsWith("error " + ErrorCode.LIMIT_EXCEEDED.name()), expected);
    assertEquals(expected, outcome(() -> Flat.decode(repos.User.FLAT, bytes)));
    assertEquals(expected, outcome(() -> new FlatReader().decode(repos.User.FLAT, bytes)));
  }

  private static <T> T verifyThenRead(FlatType<T> type, byte[] bytes) {
    FlatData d = new FlatData().reset(bytes, 0, bytes.length);
    int root = new FlatVerifier().root(type, d);
    return type.readRoot(d, root);
  }

  private static String outcome(Supplier<Object> decode) {
    try {
      return "ok " + decode.get();
    } catch (BaleException e) {
      return "error "
          + e.code().name()
          + " @"
          + e.offset()
          + " "
          + e.path()
          + ": "
          + e.getMessage();
    }
  }
}
