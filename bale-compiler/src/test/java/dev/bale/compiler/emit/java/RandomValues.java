package dev.bale.compiler.emit.java;

import dev.bale.json.Value;
import dev.bale.runtime.Bytes;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Seeded random values of any schema type in the dynamic codec's model, biased towards edge values
 * (min/max, zero, NaN, -0.0, empty, repeated strings so that dedup kicks in, unknown enum numbers).
 */
final class RandomValues {
  private static final String[] STRINGS = {
    "",
    "a",
    "http://javaone.com/keynote.mpg",
    "h\u00e9llo",
    "\ud83d\ude00",
    "\u0000",
    "Steve Jobs\uc2a4"
  };

  /** Nesting beyond which optional and repeated values stay empty, so values stay small. */
  private static final int MAX_DEPTH = 4;

  private final Random random;

  RandomValues(long seed) {
    this.random = new Random(seed);
  }

  Value message(Decl decl, int depth) {
    List<Field> fields = JavaTypes.fields(decl);
    List<Value> values = new ArrayList<>();
    for (Field f : fields) {
      boolean absent = f.optional() && (depth >= MAX_DEPTH || random.nextInt(3) == 0);
      values.add(absent ? null : value(f.type(), depth + 1));
    }
    return new Value.Message(decl, values, null);
  }

  Value value(TypeRef type, int depth) {
    if (type instanceof ScalarType s) {
      return scalar(s.kind());
    }
    if (type instanceof ListType l) {
      if (depth < MAX_DEPTH
          && l.element() instanceof ScalarType s
          && (s.kind() == ScalarKind.I32 || s.kind() == ScalarKind.U32)
          && random.nextInt(6) == 0) {
        // Long enough for a layout byte (FORMAT.md §1.3): small values (varints) or spread
        // magnitudes (mostly the block layout).
        boolean signed = s.kind() == ScalarKind.I32;
        boolean small = random.nextBoolean();
        List<Value> items = new ArrayList<>();
        for (int i = 64 + random.nextInt(100); i > 0; i--) {
          int v =
              small
                  ? random.nextInt(100)
                  : signed
                      ? random.nextInt() >> random.nextInt(32)
                      : random.nextInt() >>> random.nextInt(32);
          items.add(new Value.Int(signed ? v : v & 0xFFFF_FFFFL));
        }
        return new Value.ListOf(items);
      }
      int n = depth >= MAX_DEPTH ? 0 : random.nextInt(4);
      List<Value> items = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        items.add(value(l.element(), depth + 1));
      }
      return new Value.ListOf(items);
    }
    if (type instanceof MapType m) {
      int n = depth >= MAX_DEPTH ? 0 : random.nextInt(4);
      Map<Value, Value> entries = new LinkedHashMap<>();
      for (int i = 0; i < n; i++) {
        entries.put(value(m.key(), depth + 1), value(m.value(), depth + 1));
      }
      return new Value.MapOf(entries);
    }
    Decl d = ((NamedType) type).decl();
    if (d instanceof EnumDecl e) {
      if (random.nextInt(5) == 0) {
        return new Value.EnumConst(1000 + random.nextInt(1000), null);
      }
      EnumValue v = e.values().get(random.nextInt(e.values().size()));
      return new Value.EnumConst(v.value(), v.name());
    }
    if (d instanceof UnionDecl u) {
      List<UnionCase> cases = new ArrayList<>(u.cases());
      if (depth >= MAX_DEPTH) {
        cases.removeIf(c -> !(c.type() instanceof ScalarType));
      }
      UnionCase c = cases.get(random.nextInt(cases.size()));
      return new Value.Union(u, c, value(c.type(), depth + 1));
    }
    return message(d, depth);
  }

  private Value scalar(ScalarKind kind) {
    return switch (kind) {
      case BOOL -> Value.Bool.of(random.nextBoolean());
      case I8 -> new Value.Int(pick(Byte.MIN_VALUE, Byte.MAX_VALUE));
      case I16 -> new Value.Int(pick(Short.MIN_VALUE, Short.MAX_VALUE));
      case I32 -> new Value.Int(pick(Integer.MIN_VALUE, Integer.MAX_VALUE));
      case I64 -> new Value.Int(pick(Long.MIN_VALUE, Long.MAX_VALUE));
      case U8 -> new Value.Int(pick(0, 0xFF));
      case U16 -> new Value.Int(pick(0, 0xFFFF));
      case U32 -> new Value.Int(pick(0, 0xFFFFFFFFL));
      case U64 -> new Value.Int(random.nextInt(3) == 0 ? -1L : random.nextLong());
      case F32 -> new Value.F32(floats[random.nextInt(floats.length)]);
      case F64 -> new Value.F64(doubles[random.nextInt(doubles.length)]);
      case STRING -> new Value.Str(STRINGS[random.nextInt(STRINGS.length)]);
      case BYTES -> {
        byte[] b = new byte[random.nextInt(4)];
        random.nextBytes(b);
        yield new Value.Bin(Bytes.of(b));
      }
      case JSON ->
          new Value.Json(
              switch (random.nextInt(4)) {
                case 0 -> dev.bale.runtime.JsonValue.NULL;
                case 1 -> dev.bale.runtime.JsonValue.of(pick(Long.MIN_VALUE, Long.MAX_VALUE));
                case 2 -> dev.bale.runtime.JsonValue.of(STRINGS[random.nextInt(STRINGS.length)]);
                default ->
                    dev.bale.runtime.JsonValue.Arr.of(
                        dev.bale.runtime.JsonValue.of(1.5), dev.bale.runtime.JsonValue.TRUE);
              });
    };
  }

  private final float[] floats = {
    0f, -0f, 1.5f, Float.NaN, Float.MAX_VALUE, Float.NEGATIVE_INFINITY
  };
  private final double[] doubles = {0, -0.0, Math.PI, Double.NaN, Double.MIN_VALUE, 1e300};

  private long pick(long min, long max) {
    return switch (random.nextInt(5)) {
      case 0 -> min;
      case 1 -> max;
      case 2 -> 0;
      default -> min + (long) (random.nextDouble() * ((double) max - (double) min));
    };
  }
}
