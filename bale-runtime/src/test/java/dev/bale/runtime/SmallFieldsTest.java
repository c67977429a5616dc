package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A small message (beginSmall/endSmall) holding strings (smallRef), an enum (smallEnum) and a
 * {@code list<i32>} (smallInts/putSmallI32s), as generated code writes it, against the same message
 * written through beginAt with stringRef, enumValue and writeLeafCount/writeI32s: the same bytes,
 * string dedup on and off, and the same errors (code, path, detail), the limits among them. The
 * small message's type ({@code test.Tail}) differs from its parent's ({@code test.Chain}), so an
 * error that named the parent would show.
 */
class SmallFieldsTest {
  /** The small message: two strings (the second optional), an enum value, a list of ints. */
  record Tail(String a, String b, int e, List<Integer> ints) {}

  /** A chain of {@code test.Chain} messages ({@code value}, {@code next}) ending in a Tail. */
  record Chain(int value, Chain next, Tail tail) {}

  /** A write-only test type named {@code name}. */
  abstract static class WriteOnly<T> implements CompactType<T> {
    private final String name;

    WriteOnly(String name) {
      this.name = name;
    }

    @Override
    public String schemaName() {
      return name;
    }

    @Override
    public String fieldName(int id) {
      return null;
    }

    @Override
    public T read(CompactSource r) {
      throw new UnsupportedOperationException();
    }
  }

  static CompactType<Tail> tail(boolean small) {
    return new WriteOnly<>("test.Tail") {
      @Override
      public void write(CompactSink w, Tail v) {
        long bits = v.b() != null ? 1L : 0L;
        if (small && CompactSink.smallInts(v.ints())) {
          byte[] b = w.room(2 + 1 + 5 + 5 + 5 + 1 + 5 * CompactSink.SMALL_INTS);
          int start = w.beginSmall(v, this);
          if (start >= 0) {
            int p = start + 1;
            if (bits != 0) {
              p = CompactSink.putVarint(b, p, bits);
            }
            p = CompactSink.putVarint(b, p, w.smallRef(v.a(), true, this));
            if ((bits & 1L) != 0) {
              p = CompactSink.putVarint(b, p, w.smallRef(v.b(), false, this));
            }
            p = CompactSink.putVarint(b, p, CompactSink.smallEnum(v.e(), this));
            p = CompactSink.putSmallI32s(b, p, v.ints());
            w.position(CompactSink.endSmall(b, start, p, bits != 0));
            return;
          }
        }
        int at = w.beginAt(v, this);
        if (at == CompactSink.SHARED) {
          return;
        }
        byte[] b = w.room(15);
        int p = w.position();
        p = CompactSink.putVarint(b, p, w.stringRef(v.a(), true));
        if ((bits & 1L) != 0) {
          p = CompactSink.putVarint(b, p, w.stringRef(v.b(), false));
        }
        p = CompactSink.putVarint(b, p, w.enumValue(v.e()));
        w.position(p);
        w.writeLeafCount(v.ints().size());
        if (!v.ints().isEmpty()) {
          w.writeI32s(v.ints());
        }
        w.endAt(at, bits, null);
      }
    };
  }

  static CompactType<Chain> chain(boolean small) {
    CompactType<Tail> t = tail(small);
    return new WriteOnly<>("test.Chain") {
      @Override
      public String fieldName(int id) {
        return id == 1 ? "value" : id == 2 ? "next" : id == 3 ? "tail" : null;
      }

      @Override
      public void write(CompactSink w, Chain v) {
        int at = w.beginAt(v, this);
        if (at == CompactSink.SHARED) {
          return;
        }
        w.writeI64(v.value());
        if (v.next() != null) {
          write(w, v.next());
        }
        if (v.tail() != null) {
          t.write(w, v.tail());
        }
        w.endAt(at, (v.next() != null ? 1L : 0L) | (v.tail() != null ? 2L : 0L), null);
      }
    };
  }

  /** n chain messages, the innermost holding {@code tails} (the same Tail twice when 2). */
  private static Chain chainOf(int n, Tail tail) {
    Chain c = new Chain(7, null, tail);
    for (int i = 2; i <= n; i++) {
      c = new Chain(i * 1_000_003, c, i % 2 == 0 ? tail : null);
    }
    return c;
  }

  private static List<Tail> tails() {
    List<Tail> out = new ArrayList<>();
    String longer = "x".repeat(40) + "é€😀";
    int[][] lists = {
      {},
      {0},
      {-1, 1},
      {Integer.MIN_VALUE, Integer.MAX_VALUE, 64, -65},
      {1, 2, 3, 4, 5, 6, 7, 8},
      {1, 2, 3, 4, 5, 6, 7, 8, 9},
      new int[70]
    };
    for (int[] l : lists) {
      for (String b : new String[] {null, "b", "a", longer}) {
        for (int e : new int[] {0, 127, 128, Integer.MAX_VALUE}) {
          out.add(new Tail("a", b, e, IntList.of(l)));
          out.add(new Tail(longer, b, e, IntList.of(l)));
        }
      }
    }
    // Not an IntList: the small path declines (its elements may be null).
    out.add(new Tail("a", "b", 1, List.of(1, 2)));
    return out;
  }

  @Test
  void sameBytesWithStringDedupOnAndOff() {
    for (boolean dedup : new boolean[] {true, false}) {
      // One writer each for all values: table and reserves carried over from earlier roots.
      CompactWriter general = new CompactWriter().dedupStrings(dedup);
      CompactWriter small = new CompactWriter().dedupStrings(dedup);
      for (Tail t : tails()) {
        for (int n = 1; n <= 5; n++) {
          Chain c = chainOf(n, t);
          assertArrayEquals(
              general.encode(chain(false), c),
              small.encode(chain(true), c),
              "dedup " + dedup + ", " + t + ", chain of " + n);
        }
      }
    }
  }

  @Test
  void sameBytesUnderMessageDedup() {
    // A Tail shared twice: beginSmall declines, both paths write the reference.
    Tail t = new Tail("s", "t", 3, IntList.of(1, 2));
    Chain c = chainOf(4, t);
    assertArrayEquals(
        new CompactWriter().dedupMessages(true).encode(chain(false), c),
        new CompactWriter().dedupMessages(true).encode(chain(true), c));
  }

  @Test
  void sameErrorsForBadValues() {
    // A lone surrogate, a null string, a negative enum value, a null list element: the same code,
    // path and detail whichever way the Tail is written.
    List<Tail> bad =
        List.of(
            new Tail("ok", "\uD800", 1, IntList.of()),
            new Tail("\uDC00x", null, 1, IntList.of(3)),
            new Tail(null, "b", 1, IntList.of()),
            new Tail("a", "b", -5, IntList.of(1)),
            new Tail("a", "b", 1, java.util.Arrays.asList(1, null)));
    for (Tail t : bad) {
      for (int n = 1; n <= 4; n++) {
        Chain c = chainOf(n, t);
        BaleException g = error(() -> new CompactWriter().encode(chain(false), c));
        BaleException s = error(() -> new CompactWriter().encode(chain(true), c));
        assertNotNull(g, t.toString());
        assertEquals(g.code(), s.code(), t.toString());
        assertEquals(g.offset(), s.offset(), t.toString());
        assertEquals(g.path(), s.path(), t.toString());
        assertEquals(g.getMessage(), s.getMessage(), t.toString());
      }
    }
  }

  @Test
  void sameResultsAtTheLimits() {
    Tail t = new Tail("s", "t", 3, IntList.of(1, 2, 3));
    for (int n = 1; n <= 5; n++) {
      for (int depth = 2; depth <= 7; depth++) {
        for (int messages = 1; messages <= 9; messages++) {
          Chain c = chainOf(n, t);
          int md = depth;
          int mm = messages;
          Supplier<CompactWriter> w = () -> new CompactWriter().maxDepth(md).maxMessages(mm);
          String what = "chain of " + n + ", maxDepth " + md + ", maxMessages " + mm;
          BaleException g = error(() -> w.get().encode(chain(false), c));
          BaleException s = error(() -> w.get().encode(chain(true), c));
          if (g == null) {
            assertNull(s, what);
            assertArrayEquals(
                w.get().encode(chain(false), c), w.get().encode(chain(true), c), what);
          } else {
            assertNotNull(s, what);
            assertEquals(g.code(), s.code(), what);
            assertEquals(g.path(), s.path(), what);
            assertEquals(g.getMessage(), s.getMessage(), what);
          }
        }
      }
    }
  }

  private static BaleException error(Runnable r) {
    try {
      r.run();
      return null;
    } catch (BaleException e) {
      return e;
    }
  }
}
