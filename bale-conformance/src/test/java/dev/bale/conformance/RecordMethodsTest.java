package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.Value;
import dev.bale.runtime.Bytes;
import dev.bale.runtime.JsonValue;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonValue}'s records and the dynamic codec's {@link Value} records write out {@code
 * equals}, {@code hashCode} and {@code toString}, so that no root links {@code ObjectMethods}
 * (docs/safety.md, "Classes and call sites first used inside a root") and no codec need link it
 * first (docs/benchmarks.md, "Cold start"): each must return what a record's own method returns.
 * Checked against twin records of the same names and components that keep the JDK's methods.
 */
class RecordMethodsTest {
  /** What a class file that links a record's methods through the JDK names. */
  private static final String OBJECT_METHODS = "java/lang/runtime/ObjectMethods";

  /** Twins with the JDK's record methods. */
  static final class Twin {
    record Bool(boolean value) {}

    record Int(long value) {}

    record Real(double value) {}

    record Str(String value) {}

    record Arr(List<JsonValue> elements) {}

    record Obj(Map<String, JsonValue> members) {}
  }

  /** Twins of {@link Value}'s records. */
  static final class ValueTwin {
    record Bool(boolean value) {}

    record Int(long value) {}

    record F32(float value) {}

    record F64(double value) {}

    record Str(String value) {}

    record Bin(Bytes value) {}

    record Json(JsonValue value) {}

    record EnumConst(int number, String name) {}

    record ListOf(List<Value> items) {}

    record MapOf(Map<Value, Value> entries) {}
  }

  private static final List<Value> DYNAMIC =
      List.of(
          Value.Bool.TRUE,
          Value.Bool.FALSE,
          new Value.Int(0),
          new Value.Int(1L << 32 | 1),
          new Value.F32(0f),
          new Value.F32(-0f),
          new Value.F32(Float.NaN),
          new Value.F32(Float.intBitsToFloat(0x7fc00001)),
          new Value.F64(0.0),
          new Value.F64(-0.0),
          new Value.F64(Double.NaN),
          new Value.F64(2.5),
          new Value.Str(""),
          new Value.Str("Aa"),
          new Value.Str("BB"),
          new Value.Bin(Bytes.EMPTY),
          new Value.Bin(Bytes.of(new byte[] {1, 2})),
          new Value.Json(JsonValue.NULL),
          new Value.Json(new JsonValue.Real(-0.0)),
          new Value.EnumConst(0, null),
          new Value.EnumConst(0, "ZERO"),
          new Value.EnumConst(1, "ZERO"),
          new Value.ListOf(List.of()),
          new Value.ListOf(List.of(new Value.Int(1), new Value.Str("a"))),
          new Value.MapOf(Map.of()),
          new Value.MapOf(Map.of(new Value.Str("k"), new Value.F64(-0.0))));

  private static Object twin(Value v) {
    if (v instanceof Value.Bool b) {
      return new ValueTwin.Bool(b.value());
    } else if (v instanceof Value.Int i) {
      return new ValueTwin.Int(i.value());
    } else if (v instanceof Value.F32 f) {
      return new ValueTwin.F32(f.value());
    } else if (v instanceof Value.F64 f) {
      return new ValueTwin.F64(f.value());
    } else if (v instanceof Value.Str s) {
      return new ValueTwin.Str(s.value());
    } else if (v instanceof Value.Bin b) {
      return new ValueTwin.Bin(b.value());
    } else if (v instanceof Value.Json j) {
      return new ValueTwin.Json(j.value());
    } else if (v instanceof Value.EnumConst e) {
      return new ValueTwin.EnumConst(e.number(), e.name());
    } else if (v instanceof Value.ListOf l) {
      return new ValueTwin.ListOf(l.items());
    } else {
      return new ValueTwin.MapOf(((Value.MapOf) v).entries());
    }
  }

  private static final List<JsonValue> VALUES =
      List.of(
          JsonValue.TRUE,
          JsonValue.FALSE,
          new JsonValue.Int(0),
          new JsonValue.Int(-1),
          new JsonValue.Int(1L << 32 | 1),
          new JsonValue.Int(Long.MIN_VALUE),
          new JsonValue.Real(0.0),
          new JsonValue.Real(-0.0),
          new JsonValue.Real(1.5),
          new JsonValue.Real(Double.MAX_VALUE),
          new JsonValue.Str(""),
          new JsonValue.Str("a"),
          new JsonValue.Str("Aa"),
          new JsonValue.Str("BB"),
          JsonValue.Arr.of(),
          JsonValue.Arr.of(new JsonValue.Int(1), JsonValue.NULL),
          JsonValue.Arr.of(JsonValue.NULL, new JsonValue.Int(1)),
          JsonValue.Obj.of(),
          JsonValue.Obj.of("a", JsonValue.TRUE, "b", new JsonValue.Real(-0.0)),
          JsonValue.Obj.of("b", new JsonValue.Real(-0.0), "a", JsonValue.TRUE));

  private static Object twin(JsonValue v) {
    if (v instanceof JsonValue.Bool b) {
      return new Twin.Bool(b.value());
    } else if (v instanceof JsonValue.Int i) {
      return new Twin.Int(i.value());
    } else if (v instanceof JsonValue.Real r) {
      return new Twin.Real(r.value());
    } else if (v instanceof JsonValue.Str s) {
      return new Twin.Str(s.value());
    } else if (v instanceof JsonValue.Arr a) {
      return new Twin.Arr(a.elements());
    } else {
      return new Twin.Obj(((JsonValue.Obj) v).members());
    }
  }

  @Test
  void jsonValuesMethodsReturnWhatTheJdksWould() {
    checkTwins(VALUES, RecordMethodsTest::twin);
  }

  @Test
  void dynamicValuesMethodsReturnWhatTheJdksWould() {
    checkTwins(DYNAMIC, RecordMethodsTest::twin);
  }

  /** Every pair's equality, every value's hash and text, against its twin's. */
  private static <V> void checkTwins(List<V> values, Function<V, Object> twin) {
    for (V a : values) {
      Object ta = twin.apply(a);
      assertEquals(ta.hashCode(), a.hashCode(), a::toString);
      assertEquals(ta.toString(), a.toString());
      for (V b : values) {
        assertEquals(ta.equals(twin.apply(b)), a.equals(b), () -> a + " equals " + b);
        assertEquals(ta.equals(twin.apply(b)), b.equals(a), () -> b + " equals " + a);
      }
      assertFalse(a.equals(null));
      assertFalse(a.equals(ta), "a twin is another class");
    }
  }

  @Test
  void noRecordOfJsonValueOrValueLinksObjectMethods() throws Exception {
    for (Class<?> sealed : List.of(JsonValue.class, Value.class)) {
      for (Class<?> c : sealed.getPermittedSubclasses()) {
        assertFalse(ClassFiles.names(c, OBJECT_METHODS), c.getName());
      }
    }
    assertTrue(
        ClassFiles.names(Twin.Int.class, OBJECT_METHODS),
        "control: a record with the JDK's methods");
  }
}
