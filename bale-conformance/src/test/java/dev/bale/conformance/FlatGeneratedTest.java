package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatReader;
import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.internal.FlatData;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The generated flat code against the compact codec, for every vector of {@code testdata/vectors}:
 * the record the compact codec decodes, encoded flat and decoded flat again (records and views,
 * over an array, a heap buffer and a direct buffer), is the same value.
 */
class FlatGeneratedTest {

  @SuppressWarnings("unchecked")
  static FlatType<Object> flatType(Class<?> c) {
    try {
      return (FlatType<Object>) c.getField("FLAT").get(null);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(c + " has no FLAT constant", e);
    }
  }

  static Class<?> viewClass(Class<?> c) {
    for (Class<?> n : c.getClasses()) {
      if (n.getSimpleName().equals("View")) {
        return n;
      }
    }
    throw new IllegalStateException(c + " has no View");
  }

  @TestFactory
  Stream<DynamicTest> compactAndFlatAgree() {
    List<DynamicTest> out = new ArrayList<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      out.add(DynamicTest.dynamicTest(v.name(), () -> agree(v)));
    }
    return out.stream();
  }

  private static final FlatReader READER = new FlatReader();

  static void agree(Corpus.Vector v) throws Exception {
    Codec compact = Codec.generated(v.schema(), v.type());
    Object record = compact.decode(Hex.decode(v.hex()), v.options().frame(), Limits.DEFAULT);
    Class<?> c = Class.forName(Schemas.javaClassName(v.schema(), compact.decl));
    FlatType<Object> flat = flatType(c);
    byte[] bytes = Flat.encode(flat, record);
    if (Boolean.getBoolean("bale.writeFlatFuzzSeeds")) {
      FlatVerifyFuzzTest.writeSeed(v, bytes);
    }
    String expected = compact.toJson(record).toString();
    assertEquals(expected, compact.toJson(Flat.decode(flat, bytes)).toString(), "Flat.decode");
    // One reader for the whole corpus: nothing may carry over from the vector before.
    assertEquals(expected, compact.toJson(READER.decode(flat, bytes)).toString(), "FlatReader");
    ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 3);
    direct.position(3);
    direct.put(bytes).position(3);
    assertEquals(
        expected, compact.toJson(Flat.decode(flat, direct.duplicate())).toString(), "direct");
    Class<?> viewClass = viewClass(c);
    Object view = viewClass.getConstructor().newInstance();
    Method wrapBytes = viewClass.getMethod("wrap", byte[].class);
    Method wrapBuffer = viewClass.getMethod("wrap", ByteBuffer.class);
    Method decode = viewClass.getMethod("decode");
    assertEquals(
        expected,
        compact.toJson(decode.invoke(wrapBytes.invoke(view, (Object) bytes))).toString(),
        "view over byte[]");
    assertEquals(
        expected,
        compact.toJson(decode.invoke(wrapBuffer.invoke(view, direct.duplicate()))).toString(),
        "view over a direct buffer");
    byte[] padded = new byte[bytes.length + 5];
    System.arraycopy(bytes, 0, padded, 5, bytes.length);
    ByteBuffer heap = ByteBuffer.wrap(padded, 5, bytes.length);
    assertEquals(
        expected,
        compact.toJson(decode.invoke(wrapBuffer.invoke(view, heap))).toString(),
        "view over a heap buffer slice");
    assertEquals(
        expected,
        compact.toJson(flat.read(new FlatData().reset(padded, 5, bytes.length), 13)).toString(),
        "read at an offset");
  }
}
