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

  // ---------------------------------------------------------------------------------------------
  // beginNest/endNest: a message written in one pass with a list<string>, a list<i32>, a small
  // child
  // (Tail) and a child of its own kind (written the same way), then a string after the children.

  /** A nest message: a string, a list of strings, a list of ints, two children, a last string. */
  record Mid(String a, List<String> names, List<Integer> ints, Tail tail, Mid child, String z) {}

  /** The root: {@code test.Top} with one Mid. */
  record Top(Mid mid) {}

  static CompactType<Mid> mid(boolean nest) {
    CompactType<Tail> t = tail(nest);
    return new WriteOnly<>("test.Mid") {
      @Override
      public void write(CompactSink w, Mid v) {
        long bits =
            (v.tail() != null ? 1L : 0L)
                | (v.child() != null ? 2L : 0L)
                | (v.z() != null ? 4L : 0L);
        if (nest && v.names().size() <= CompactSink.SMALL_REFS && CompactSink.smallInts(v.ints())) {
          int start = w.beginNest(v, this);
          if (start >= 0) {
            byte[] b = w.room(2 + 1 + 5 + 1 + 5 * CompactSink.SMALL_REFS + 1 + 5 * 8);
            int p = start + 2;
            if (bits != 0) {
              p = CompactSink.putVarint(b, p, bits);
            }
            p = CompactSink.putVarint(b, p, w.smallRef(v.a(), true, this));
            List<String> names = v.names();
            b[p++] = (byte) names.size();
            for (int i = 0; i < names.size(); i++) {
              p = CompactSink.putVarint(b, p, w.smallRef(names.get(i), true, this));
            }
            p = CompactSink.putSmallI32s(b, p, v.ints());
            w.position(p);
            if ((bits & 1L) != 0) {
              t.write(w, v.tail());
              p = w.position();
            }
            w.position(p);
            if ((bits & 2L) != 0) {
              write(w, v.child());
              p = w.position();
            }
            w.position(p);
            b = w.room(5);
            if ((bits & 4L) != 0) {
              p = CompactSink.putVarint(b, p, w.smallRef(v.z(), false, this));
            }
            w.endNest(start, p, bits != 0);
            return;
          }
        }
        int at = w.beginAt(v, this);
        if (at == CompactSink.SHARED) {
          return;
        }
        w.writeString(v.a());
        w.beginComposite();
        w.writeCount(v.names().size());
        for (String e : v.names()) {
          w.writeString(e);
        }
        w.endComposite();
        w.writeLeafCount(v.ints().size());
        if (!v.ints().isEmpty()) {
          w.writeI32s(v.ints());
        }
        if (v.tail() != null) {
          t.write(w, v.tail());
        }
        if (v.child() != null) {
          write(w, v.child());
        }
        if (v.z() != null) {
          w.writeString(v.z(), false);
        }
        w.endAt(at, bits, null);
      }
    };
  }

  static CompactType<Top> top(boolean nest) {
    CompactType<Mid> m = mid(nest);
    return new WriteOnly<>("test.Top") {
      @Override
      public void write(CompactSink w, Top v) {
        int at = w.beginAt(v, this);
        if (at == CompactSink.SHARED) {
          return;
        }
        w.writeI64(11);
        m.write(w, v.mid());
        w.endAt(at, 0L, null);
      }
    };
  }

  /** A chain of n Mids (the innermost first in {@code inner}), each holding {@code tail}. */
  private static Top topOf(int n, Mid inner) {
    Mid m = inner;
    for (int i = 2; i <= n; i++) {
      m =
          new Mid(
              "m" + i,
              List.of("n", "m" + i),
              IntList.of(i, -i),
              i % 2 == 0 ? m.tail() : null,
              m,
              i % 3 == 0 ? "z" + i : null);
    }
    return new Top(m);
  }

  private static List<Mid> mids() {
    List<Mid> out = new ArrayList<>();
    String longer = "y".repeat(50) + "é😀";
    List<String> many = new ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      many.add("s" + i);
    }
    List<List<String>> lists =
        List.of(
            List.of(),
            List.of("a"),
            List.of("a", "a", longer),
            List.of("1", "2", "3", "4", "5", "6", "7", "8"),
            List.of("1", "2", "3", "4", "5", "6", "7", "8", "9"),
            many);
    List<Tail> tails = new ArrayList<>();
    tails.add(null);
    tails.add(new Tail("t", null, 0, IntList.of()));
    tails.add(new Tail(longer, "u", 300, IntList.of(new int[70])));
    for (List<String> names : lists) {
      for (Tail t : tails) {
        for (String z : new String[] {null, "z", longer}) {
          out.add(new Mid("a", names, IntList.of(), t, null, z));
          out.add(new Mid(longer, names, IntList.of(1, -1, 1 << 20), t, null, z));
          out.add(new Mid("a", names, IntList.of(new int[9]), t, null, z));
          out.add(new Mid("a", names, List.of(5), t, null, z));
        }
      }
    }
    return out;
  }

  @Test
  void nestSameBytesWithStringDedupOnAndOff() {
    for (boolean dedup : new boolean[] {true, false}) {
      CompactWriter general = new CompactWriter().dedupStrings(dedup);
      CompactWriter nest = new CompactWriter().dedupStrings(dedup);
      for (Mid m : mids()) {
        for (int n = 1; n <= 5; n++) {
          Top c = topOf(n, m);
          assertArrayEquals(
              general.encode(top(false), c),
              nest.encode(top(true), c),
              "dedup " + dedup + ", " + m.names().size() + " names, " + m + ", chain of " + n);
        }
      }
    }
  }

  @Test
  void nestSameBytesUnderMessageDedup() {
    Tail t = new Tail("s", "t", 3, IntList.of(1, 2));
    Mid shared = new Mid("x", List.of("p", "q"), IntList.of(1), t, null, "z");
    Top c = topOf(4, new Mid("i", List.of("r"), IntList.of(), t, shared, null));
    for (boolean dedup : new boolean[] {true, false}) {
      assertArrayEquals(
          new CompactWriter().dedupMessages(dedup).encode(top(false), c),
          new CompactWriter().dedupMessages(dedup).encode(top(true), c));
    }
  }

  @Test
  void nestSameErrorsForBadValues() {
    Tail ok = new Tail("t", null, 1, IntList.of());
    List<Mid> bad =
        List.of(
            new Mid("\uD800", List.of("a"), IntList.of(), ok, null, null),
            new Mid("a", List.of("b", "\uDC00x"), IntList.of(), ok, null, null),
            new Mid("a", java.util.Arrays.asList("b", null), IntList.of(), ok, null, null),
            new Mid("a", List.of(), IntList.of(), ok, null, "\uD800"),
            new Mid(null, List.of(), IntList.of(), null, null, null),
            new Mid("a", List.of(), java.util.Arrays.asList(1, null), ok, null, null),
            new Mid(
                "a", List.of(), IntList.of(), new Tail("\uD800", null, 1, IntList.of()), null, "z"),
            new Mid(
                "a", List.of(), IntList.of(), new Tail("t", null, -2, IntList.of()), null, "z"));
    for (Mid m : bad) {
      for (int n = 1; n <= 4; n++) {
        Top c = topOf(n, m);
        BaleException g = error(() -> new CompactWriter().encode(top(false), c));
        BaleException s = error(() -> new CompactWriter().encode(top(true), c));
        assertNotNull(g, m.toString());
        assertNotNull(s, m.toString());
        assertEquals(g.code(), s.code(), m.toString());
        assertEquals(g.offset(), s.offset(), m.toString());
        assertEquals(g.path(), s.path(), m.toString());
        assertEquals(g.getMessage(), s.getMessage(), m.toString());
      }
    }
  }

  @Test
  void nestSameResultsAtTheLimits() {
    Tail t = new Tail("s", "t", 3, IntList.of(1, 2, 3));
    List<Mid> inners =
        List.of(
            new Mid("a", List.of("b"), IntList.of(4), t, null, "z"),
            new Mid("a", List.of(), IntList.of(), null, null, null),
            new Mid(
                "a",
                List.of("1", "2", "3", "4", "5", "6", "7", "8", "9"),
                IntList.of(),
                t,
                null,
                null));
    for (Mid inner : inners) {
      for (int n = 1; n <= 5; n++) {
        for (int depth = 2; depth <= 9; depth++) {
          for (int messages = 1; messages <= 12; messages++) {
            Top c = topOf(n, inner);
            int md = depth;
            int mm = messages;
            Supplier<CompactWriter> w = () -> new CompactWriter().maxDepth(md).maxMessages(mm);
            String what = inner + ", chain of " + n + ", maxDepth " + md + ", maxMessages " + mm;
            BaleException g = error(() -> w.get().encode(top(false), c));
            BaleException s = error(() -> w.get().encode(top(true), c));
            if (g == null) {
              assertNull(s, what);
              assertArrayEquals(w.get().encode(top(false), c), w.get().encode(top(true), c), what);
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
