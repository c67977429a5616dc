package dev.bale.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.junit.jupiter.api.function.Executable;

/** Test helpers: ad-hoc message types from lambdas, hex, and error assertions. */
final class Probe {
  private Probe() {}

  /** A message type whose body is written and read by the given lambdas (no unknown fields). */
  static <V> CompactType<V> message(
      String name, BiConsumer<CompactSink, V> body, Function<CompactSource, V> read) {
    return new CompactType<>() {
      @Override
      public String schemaName() {
        return name;
      }

      @Override
      public String fieldName(int id) {
        return "f" + id;
      }

      @Override
      public void write(CompactSink w, V value) {
        if (!w.beginMessage(value, this)) {
          return;
        }
        body.accept(w, value);
        w.endMessage(null);
      }

      @Override
      public V read(CompactSource r) {
        V shared = r.beginMessage(this);
        if (shared != null) {
          return shared;
        }
        r.field(1);
        V v = read.apply(r);
        r.endMessage(Integer.MAX_VALUE);
        return v;
      }
    };
  }

  static byte[] hex(String s) {
    return Bytes.fromHex(s.replace(" ", "")).toByteArray();
  }

  static String hex(byte[] b) {
    return Bytes.of(b).hex();
  }

  static BaleException fails(ErrorCode code, Executable e) {
    BaleException ex = assertThrows(BaleException.class, e);
    assertEquals(code, ex.code(), ex.getMessage());
    return ex;
  }
}
