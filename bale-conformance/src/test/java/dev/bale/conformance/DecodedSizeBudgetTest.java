package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.AllTypes;
import alltypes.Color;
import alltypes.Shape;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The decoded-size budget (RELIABILITY.md G6, FORMAT.md §7.1): for an input of every element kind
 * that decodes to more objects than bytes, decoding through the generated goldens and through the
 * dynamic codec allocates at most {@code 64 x input + CONSTANT} bytes (measured with {@code
 * com.sun.management.ThreadMXBean}), whether it decodes or ends in {@code LIMIT_EXCEEDED} (with an
 * offset and a field path, found without building the rejected root a second time). The inputs are
 * about 256 KiB and the budget's floor is lowered to 1 MiB, so the {@code 64 x input} part of
 * {@code max(floor, 64 x input)} is what governs (with the default 64 MiB floor the same holds from
 * 1 MiB of input up). Prints the amplification table that docs/safety.md quotes and writes it to
 * {@code target/decoded-size-table.md}.
 */
class DecodedSizeBudgetTest {
  private static final int RATIO = 64;
  private static final Limits LIMITS = Limits.builder().decodedSizeFloor(1 << 20).build();

  /**
   * Reader scratch (level stack, string scratch), the exception and its path, class loading left
   * over from the warm-up: small next to 64 x 256 KiB.
   */
  private static final long CONSTANT = 1 << 20;

  private static final int N = 256 * 1024;

  record Case(String kind, String schema, String type, byte[] bytes) {}

  static List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    cases.add(
        new Case(
            "many-field message, empty bodies (Repo, 67 fields)",
            "repos.bale",
            "repos.ReposList",
            reposOfEmptyBodies(N)));
    cases.add(
        new Case(
            "small message, empty bodies (Node, 3 fields)",
            "alltypes.bale",
            "alltypes.Node",
            nodesOfEmptyBodies(N)));
    cases.add(
        new Case(
            "small message, name only (Node, 2-byte bodies)",
            "alltypes.bale",
            "alltypes.Node",
            nodesOfNameOnlyBodies(N / 2)));
    cases.add(allTypes("bools (list<bool>)", b -> b.lBool(Collections.nCopies(N, Boolean.TRUE))));
    cases.add(
        allTypes("known enums (list<Color>)", b -> b.lColor(Collections.nCopies(N, Color.RED))));
    cases.add(
        allTypes(
            "unknown enums (list<Color>, value 0)",
            b -> b.lColor(Collections.nCopies(N, Color.of(0)))));
    cases.add(
        allTypes(
            "nested empty lists (list<list<i32>>)",
            b -> b.lNested(Collections.nCopies(N, List.of()))));
    cases.add(
        allTypes(
            "maps with distinct keys (map<i32, string>)", b -> b.mI32(distinctIntKeys(N / 4))));
    cases.add(
        allTypes(
            "string references (list<string>, one string)",
            b -> b.lString(Collections.nCopies(N, "x"))));
    cases.add(allTypes("distinct strings (list<string>)", b -> b.lString(distinctStrings(N / 4))));
    cases.add(
        allTypes(
            "union cases (list<Shape>, flag)",
            b -> b.lShape(Collections.nCopies(N / 2, new Shape.Flag(true)))));
    cases.add(allTypes("i64 varints (list<i64>)", b -> b.lI64(Collections.nCopies(N, 0L))));
    return cases;
  }

  interface Fill {
    void fill(AllTypes.Builder b);
  }

  private static Case allTypes(String kind, Fill fill) {
    AllTypes.Builder b = AllTypes.builder().shape(new Shape.Flag(false));
    fill.fill(b);
    return new Case(
        kind, "alltypes.bale", "alltypes.AllTypes", Compact.encode(AllTypes.COMPACT, b.build()));
  }

  private static Map<Integer, String> distinctIntKeys(int n) {
    Map<Integer, String> m = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      m.put(1000 + i, "");
    }
    return m;
  }

  private static List<String> distinctStrings(int n) {
    List<String> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      l.add(Integer.toString(i, 36));
    }
    return l;
  }

  /** {@code ReposList} whose list holds {@code n} empty {@code Repo} bodies (one byte each). */
  static byte[] reposOfEmptyBodies(int n) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    varint(body, n);
    for (int i = 0; i < n; i++) {
      body.write(0);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(0); // no strings
    varint(out, (long) body.size() << 2);
    out.writeBytes(body.toByteArray());
    return out.toByteArray();
  }

  /** A {@code Node} whose children are {@code n} empty {@code Node} bodies (one byte each). */
  static byte[] nodesOfEmptyBodies(int n) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    body.write(0); // name: string 0
    varint(body, n);
    for (int i = 0; i < n; i++) {
      body.write(0);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(2); // one string ...
    out.write(0); // ... of length 0
    varint(out, (long) body.size() << 2);
    out.writeBytes(body.toByteArray());
    return out.toByteArray();
  }

  /** A {@code Node} whose children are {@code n} two-byte bodies holding only {@code name}. */
  static byte[] nodesOfNameOnlyBodies(int n) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    body.write(0); // name: string 0
    varint(body, n);
    for (int i = 0; i < n; i++) {
      body.write(4); // body length 1 ...
      body.write(0); // ... name: string 0
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(2);
    out.write(0);
    varint(out, (long) body.size() << 2);
    out.writeBytes(body.toByteArray());
    return out.toByteArray();
  }

  private static void varint(ByteArrayOutputStream out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
  }

  record Row(String kind, String codec, int input, long charged, long allocated, String outcome) {
    double ratio() {
      return (double) allocated / input;
    }
  }

  @Test
  void everyKindAllocatesAtMost64TimesItsInputDecodedOrRejected() throws IOException {
    // Warm up class loading and the lazy statics of both codecs on a small input.
    for (Codec c : Codec.both("alltypes.bale", "alltypes.Node")) {
      c.decode(nodesOfEmptyBodies(100), false, LIMITS);
    }
    List<Row> rows = new ArrayList<>();
    for (Case k : cases()) {
      for (Codec c : Codec.both(k.schema(), k.type())) {
        rows.add(measure(k, c));
      }
    }
    String table = table(rows);
    System.out.println("DecodedSizeBudgetTest:\n" + table);
    Path target = Path.of("target");
    if (Files.isDirectory(target)) {
      Files.writeString(target.resolve("decoded-size-table.md"), table, StandardCharsets.UTF_8);
    }
    for (Row r : rows) {
      assertTrue(
          r.allocated() <= (long) RATIO * r.input() + CONSTANT,
          r.kind()
              + " through "
              + r.codec()
              + ": "
              + r.outcome()
              + ", allocating "
              + r.allocated()
              + " bytes for "
              + r.input()
              + " input bytes");
    }
  }

  private static Row measure(Case k, Codec c) {
    byte[] bytes = k.bytes();
    CompactReader r = new CompactReader(LIMITS);
    Allocations.Meter m = Allocations.start();
    String outcome;
    Object value = null;
    try {
      value = r.decode(c.type(), bytes);
      outcome = "decoded";
    } catch (BaleException e) {
      assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code(), k.kind() + ": " + e.getMessage());
      assertTrue(e.offset() >= 0 && !e.path().isEmpty(), "offset and path: " + e.getMessage());
      outcome = "LIMIT_EXCEEDED at " + e.offset() + " (" + e.path() + ")";
    }
    long allocated = m.allocated();
    if (value != null) {
      value.hashCode(); // keep it alive until measured
    }
    return new Row(k.kind(), c.name(), bytes.length, r.decodedSize(), allocated, outcome);
  }

  private static String table(List<Row> rows) {
    StringBuilder sb = new StringBuilder();
    sb.append("| kind | codec | input bytes | charged | allocated bytes | ratio | outcome |\n");
    sb.append("|---|---|---:|---:|---:|---:|---|\n");
    for (Row r : rows) {
      String outcome = r.outcome();
      int cut = outcome.indexOf(" (");
      sb.append(
          String.format(
              "| %s | %s | %,d | %,d | %,d | %.1f | %s |%n",
              r.kind(),
              r.codec(),
              r.input(),
              r.charged(),
              r.allocated(),
              r.ratio(),
              cut > 0 ? outcome.substring(0, cut) : outcome));
    }
    return sb.toString();
  }

  @Test
  void theBudgetPassesAtItsValueAndFailsOneByteBelow() {
    byte[] bytes = nodesOfEmptyBodies(1000);
    for (Codec c : Codec.both("alltypes.bale", "alltypes.Node")) {
      CompactReader r = new CompactReader();
      r.decode(c.type(), bytes);
      long charged = r.decodedSize();
      assertEquals(charged, chargedBy(c, bytes), "decodedSize() is what the budget counts");
      Limits exact = Limits.builder().decodedSizeRatio(1).decodedSizeFloor(charged).build();
      c.decode(bytes, false, exact);
      Limits below = exact.toBuilder().decodedSizeFloor(charged - 1).build();
      BaleException e =
          assertThrows(BaleException.class, () -> c.decode(bytes, false, below), c.name());
      assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code());
      assertTrue(e.path().startsWith("Node.children["), e.getMessage());
    }
  }

  /** The smallest floor (ratio 1) under which {@code bytes} decode: what the decode charges. */
  private static long chargedBy(Codec c, byte[] bytes) {
    long lo = bytes.length;
    long hi = 1L << 30;
    while (lo < hi) {
      long mid = (lo + hi) >>> 1;
      try {
        c.decode(bytes, false, Limits.builder().decodedSizeRatio(1).decodedSizeFloor(mid).build());
        hi = mid;
      } catch (BaleException e) {
        lo = mid + 1;
      }
    }
    return lo;
  }

  @Test
  void defaultBudgetIsMax64MiBAnd64TimesTheInput() {
    assertEquals(64L << 20, Limits.DEFAULT.decodedSizeBudget(0));
    assertEquals(64L << 20, Limits.DEFAULT.decodedSizeBudget(1 << 20));
    assertEquals(64L * (2 << 20), Limits.DEFAULT.decodedSizeBudget(2 << 20));
    assertEquals(Long.MAX_VALUE, Limits.unlimited().decodedSizeBudget(1 << 20));
  }
}
