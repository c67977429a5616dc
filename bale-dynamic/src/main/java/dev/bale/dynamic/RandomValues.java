package dev.bale.dynamic;

import dev.bale.runtime.Bytes;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.JsonValue;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Seeded random {@link Value}s of any schema type: extremes of every integer type, odd floats,
 * strings with escapes, surrogate pairs and non-ASCII text, unknown enum numbers, every union case.
 * Used by property tests and by the Java/TypeScript differential test ({@code
 * dev.bale.tools.DifferentialMain}). Values of {@code [ts_number]} fields stay within ±(2^53-1),
 * the range a TypeScript {@code number} field holds.
 */
public final class RandomValues {
  private static final long MAX_SAFE = (1L << 53) - 1;
  private final SplittableRandom rnd;
  private final int maxDepth;

  /** Values from {@code seed}, nesting at most about {@code maxDepth} levels. */
  public RandomValues(long seed, int maxDepth) {
    this.rnd = new SplittableRandom(seed);
    this.maxDepth = maxDepth;
  }

  /** A random value of a message, struct, enum or union. */
  public Value of(Decl decl) {
    return named(decl, 0);
  }

  /**
   * A random value of root type {@code type} (a wrapped root's value is the wrapper's field) whose
   * compact bytes take at most {@code maxBytes}, or null after 20 larger ones: wide messages in
   * wide messages grow fast, and a few hundred KiB of empty lists and default messages decode past
   * the decoded-size budget (64 MiB, FORMAT.md §7.1). For the generated-code shape tests.
   */
  public Value ofAtMost(JsonBridge.Type type, int maxBytes) {
    for (int tries = 0; tries < 20; tries++) {
      Value v = of(type.decl());
      if (type.wrapped()) {
        v = ((Value.Message) v).fields().get(0);
      }
      if (new CompactWriter().encode(type.compactType(), v).length <= maxBytes) {
        return v;
      }
    }
    return null;
  }

  private Value value(TypeRef t, int depth, boolean safe) {
    if (t instanceof ScalarType s && s.kind() == ScalarKind.JSON) {
      return new Value.Json(json(depth));
    }
    if (t instanceof ScalarType s) {
      Value v = scalar(s);
      if (safe && v instanceof Value.Int i) {
        boolean unsigned = s.kind() == ScalarKind.U64;
        long x = i.value();
        if (x > MAX_SAFE || x < (unsigned ? 0 : -MAX_SAFE)) {
          x %= MAX_SAFE;
          return new Value.Int(unsigned ? Math.abs(x) : x);
        }
      }
      return v;
    } else if (t instanceof ListType l) {
      if (depth < maxDepth
          && l.element() instanceof ScalarType s
          && (s.kind() == ScalarKind.I32 || s.kind() == ScalarKind.U32)
          && rnd.nextInt(6) == 0) {
        return longIntList(s.kind() == ScalarKind.I32);
      }
      int n = depth >= maxDepth ? 0 : rnd.nextInt(4);
      List<Value> items = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        items.add(value(l.element(), depth + 1, safe));
      }
      return new Value.ListOf(items);
    } else if (t instanceof MapType m) {
      int n = depth >= maxDepth ? 0 : rnd.nextInt(4);
      Map<Value, Value> entries = new LinkedHashMap<>();
      for (int i = 0; i < n; i++) {
        entries.put(value(m.key(), depth + 1, safe), value(m.value(), depth + 1, safe));
      }
      return new Value.MapOf(entries);
    }
    return named(((NamedType) t).decl(), depth + 1);
  }

  private Value named(Decl d, int depth) {
    if (d instanceof EnumDecl e) {
      if (rnd.nextInt(5) == 0) {
        int n = rnd.nextInt(Integer.MAX_VALUE);
        return new Value.EnumConst(
            n,
            e.values().stream()
                .filter(v -> v.value() == n)
                .map(v -> v.name())
                .findFirst()
                .orElse(null));
      }
      var v = e.values().get(rnd.nextInt(e.values().size()));
      return new Value.EnumConst(v.value(), v.name());
    } else if (d instanceof UnionDecl u) {
      List<UnionCase> cases = new ArrayList<>(u.cases());
      if (depth >= maxDepth) {
        cases.removeIf(c -> c.type() instanceof NamedType n && !(n.decl() instanceof EnumDecl));
      }
      UnionCase c = cases.get(rnd.nextInt(cases.size()));
      return new Value.Union(u, c, value(c.type(), depth, false));
    }
    List<Field> fields = d instanceof MessageDecl m ? m.fields() : ((StructDecl) d).fields();
    List<Value> vals = new ArrayList<>();
    for (Field f : fields) {
      boolean deepMessage =
          f.type() instanceof NamedType n && n.decl() instanceof MessageDecl && depth >= maxDepth;
      if (f.optional() && (deepMessage || rnd.nextInt(3) == 0)) {
        vals.add(null);
      } else {
        vals.add(value(f.type(), depth, f.options().tsNumber()));
      }
    }
    return new Value.Message(d, vals, null);
  }

  /** A random json value: every kind, integers of every size, floats with and without fraction. */
  private JsonValue json(int depth) {
    int kind = rnd.nextInt(depth >= maxDepth ? 6 : 8);
    switch (kind) {
      case 0:
        return JsonValue.NULL;
      case 1:
        return JsonValue.of(rnd.nextBoolean());
      case 2:
        {
          long v = rnd.nextLong();
          return JsonValue.of(v >> rnd.nextInt(64));
        }
      case 3:
        {
          double d =
              rnd.nextBoolean() ? rnd.nextInt(1000) : Math.round(rnd.nextDouble() * 1e6) / 1e3;
          return JsonValue.of(rnd.nextBoolean() ? -d : d);
        }
      case 4:
      case 5:
        return JsonValue.of(string());
      case 6:
        {
          List<JsonValue> items = new ArrayList<>();
          for (int i = rnd.nextInt(4); i > 0; i--) {
            items.add(json(depth + 1));
          }
          return new JsonValue.Arr(items);
        }
      default:
        {
          java.util.LinkedHashMap<String, JsonValue> m = new java.util.LinkedHashMap<>();
          for (int i = rnd.nextInt(4); i > 0; i--) {
            m.put(string(), json(depth + 1));
          }
          return new JsonValue.Obj(m);
        }
    }
  }

  /**
   * A {@code list<i32>} or {@code list<u32>} long enough for a layout byte (FORMAT.md §1.3), with
   * small values (the writer picks varints), spread magnitudes (mostly the block layout) or values
   * of any size.
   */
  private Value longIntList(boolean signed) {
    int n = 64 + rnd.nextInt(150);
    int profile = rnd.nextInt(3);
    List<Value> items = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int v =
          switch (profile) {
            case 0 -> signed ? rnd.nextInt(128) - 64 : rnd.nextInt(128);
            case 1 -> signed ? rnd.nextInt() >> rnd.nextInt(32) : rnd.nextInt() >>> rnd.nextInt(32);
            default -> rnd.nextInt();
          };
      items.add(new Value.Int(signed ? v : v & 0xFFFF_FFFFL));
    }
    return new Value.ListOf(items);
  }

  private Value scalar(ScalarType s) {
    switch (s.kind()) {
      case BOOL:
        return Value.Bool.of(rnd.nextBoolean());
      case I8:
        return new Value.Int((byte) rnd.nextInt());
      case I16:
        return new Value.Int((short) rnd.nextInt());
      case I32:
        return new Value.Int(pick(rnd.nextInt(), Integer.MIN_VALUE, Integer.MAX_VALUE));
      case I64:
        return new Value.Int(pick(rnd.nextLong(), Long.MIN_VALUE, Long.MAX_VALUE));
      case U8:
        return new Value.Int(rnd.nextInt(256));
      case U16:
        return new Value.Int(rnd.nextInt(65536));
      case U32:
        return new Value.Int(rnd.nextLong() & 0xFFFF_FFFFL);
      case U64:
        return new Value.Int(pick(rnd.nextLong(), 0, -1L));
      case F32:
        {
          float f = Float.intBitsToFloat(rnd.nextInt());
          if (Float.isNaN(f)) {
            f = Float.NaN; // JSON carries only the canonical NaN
          }
          return new Value.F32(rnd.nextInt(8) == 0 ? -0f : f);
        }
      case F64:
        {
          double d =
              rnd.nextBoolean()
                  ? Double.longBitsToDouble(rnd.nextLong())
                  : Math.round(rnd.nextDouble() * 1e6) / 1e3;
          if (Double.isNaN(d)) {
            d = Double.NaN;
          }
          return new Value.F64(rnd.nextInt(8) == 0 ? Double.NEGATIVE_INFINITY : d);
        }
      case STRING:
        return new Value.Str(string());
      case BYTES:
        {
          byte[] b = new byte[rnd.nextInt(6)];
          for (int i = 0; i < b.length; i++) {
            b[i] = (byte) rnd.nextInt();
          }
          return new Value.Bin(Bytes.of(b));
        }
      default:
        throw new IllegalStateException(s.kind().toString());
    }
  }

  private long pick(long random, long min, long max) {
    int r = rnd.nextInt(6);
    return r == 0 ? min : r == 1 ? max : r == 2 ? 0 : random;
  }

  private static final String[] PIECES = {
    "", "a", "Bill", "\"", "\\", "\n", "\u0001", "\u00e9", "\u2028", "\ud83d\ude00", "/", " ", "x"
  };

  private String string() {
    StringBuilder sb = new StringBuilder();
    int n = rnd.nextInt(4);
    for (int i = 0; i < n; i++) {
      sb.append(PIECES[rnd.nextInt(PIECES.length)]);
    }
    return sb.toString();
  }
}
