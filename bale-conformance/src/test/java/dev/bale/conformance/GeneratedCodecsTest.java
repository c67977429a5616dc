package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import clashes.NearCases;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.GeneratedCodecs;
import dev.bale.runtime.Limits;
import dev.bale.runtime.MessageStreamDecoder;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.RootTypes;
import dev.bale.runtime.flat.Flat;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Supplier;
import media.Image;
import media.MediaContent;
import media.Size;
import org.junit.jupiter.api.Test;

/** {@link GeneratedCodecs}: the codecs of generated classes and their list and map roots. */
class GeneratedCodecsTest {
  private static final List<Image> IMAGES =
      List.of(
          Image.builder().uri("a").width(1).size(Size.LARGE).build(),
          Image.builder().uri("b").title("t").height(2).build());

  // Types as reflection gives them: the generic return types of these methods.
  static List<Image> list() {
    return null;
  }

  static Map<String, Image> map() {
    return null;
  }

  static Map<Integer, Image> intMap() {
    return null;
  }

  static List<? extends Image> wildcard() {
    return null;
  }

  static List<List<Image>> nested() {
    return null;
  }

  static List<Size> enums() {
    return null;
  }

  private static Type returnType(String method) throws Exception {
    return GeneratedCodecsTest.class.getDeclaredMethod(method).getGenericReturnType();
  }

  @Test
  void aGeneratedClassHasItsOwnCodecs() {
    GeneratedCodecs c = GeneratedCodecs.of(MediaContent.class);
    assertNotNull(c);
    assertSame(MediaContent.COMPACT, c.compact());
    assertSame(MediaContent.FLAT, c.flat());
    assertEquals(OptionalLong.of(MediaContent.FINGERPRINT), c.fingerprint());
  }

  @Test
  void listAndStringMapRootsAreTheRootWrapper() throws Exception {
    GeneratedCodecs l = GeneratedCodecs.of(returnType("list"));
    assertArrayEquals(
        Compact.encode(RootTypes.list(Image.COMPACT), IMAGES), Compact.encode(l.compact(), IMAGES));
    assertArrayEquals(
        Flat.encode(RootTypes.flatList(Image.FLAT), IMAGES), Flat.encode(l.flat(), IMAGES));
    assertEquals(OptionalLong.empty(), l.fingerprint());

    Map<String, Image> m = new LinkedHashMap<>();
    IMAGES.forEach(i -> m.put(i.uri(), i));
    GeneratedCodecs mc = GeneratedCodecs.of(returnType("map"));
    CompactType<Object> compact = mc.compact();
    assertArrayEquals(
        Compact.encode(RootTypes.stringMap(Image.COMPACT), m), Compact.encode(compact, m));
    assertNull(mc.flat()); // a map root has no flat form
    // A list of an enum: compact, but no flat root (flat lists are of messages).
    GeneratedCodecs e = GeneratedCodecs.of(returnType("enums"));
    assertNotNull(e);
    assertNull(e.flat());
  }

  /** A class whose COMPACT constant is of another type. */
  static final class Impostor {
    public static final CompactType<MediaContent> COMPACT = MediaContent.COMPACT;
  }

  @Test
  void otherTypesHaveNone() throws Exception {
    assertNull(GeneratedCodecs.of(String.class));
    assertNull(GeneratedCodecs.of(Object.class));
    assertNull(GeneratedCodecs.of(Impostor.class));
    assertNull(GeneratedCodecs.of(List.class)); // raw
    assertNull(GeneratedCodecs.of(returnType("intMap")));
    assertNull(GeneratedCodecs.of(returnType("wildcard")));
    assertNull(GeneratedCodecs.of(returnType("nested")));
    assertNull(GeneratedCodecs.of(null));
  }

  static <T> T typeVariable() {
    return null;
  }

  @Test
  void theCacheLooksATypeUpOnceAndFallsBackToTheRuntimeClass() throws Exception {
    GeneratedCodecs.Cache cache = new GeneratedCodecs.Cache();
    GeneratedCodecs image = cache.of(Image.class);
    assertSame(Image.COMPACT, image.compact());
    assertSame(image, cache.of(Image.class), "the second look-up is the first's answer");
    GeneratedCodecs list = cache.of(returnType("list"));
    assertSame(list, cache.of(returnType("list")));
    assertNull(cache.of(String.class));
    assertNull(cache.of(String.class), "a type without codecs stays without");
    assertNull(cache.of(null));
    // forValue: the declared type when it is a class or parameterized type with codecs, else the
    // value's class.
    assertSame(list, cache.forValue(returnType("list"), List.class));
    assertSame(image, cache.forValue(Object.class, Image.class));
    assertSame(image, cache.forValue(returnType("typeVariable"), Image.class));
    assertSame(image, cache.forValue(null, Image.class));
    assertNull(cache.forValue(returnType("intMap"), LinkedHashMap.class));
    assertNull(new GeneratedCodecs.Cache().forValue(null, null));
  }

  @Test
  void aListOrMapKnownByItsClassIsTheRootItsElementsMake() {
    GeneratedCodecs.Cache cache = new GeneratedCodecs.Cache();
    List<Image> images =
        List.of(
            Image.builder().uri("a").build(), Image.builder().uri("b").size(Size.LARGE).build());
    // Declared as the raw class, as a client that passes a body's class declares it.
    GeneratedCodecs c = cache.forInstance(images.getClass(), images);
    assertArrayEquals(
        Compact.encode(RootTypes.list(Image.COMPACT), images), Compact.encode(c.compact(), images));
    assertArrayEquals(
        Flat.encode(RootTypes.flatList(Image.FLAT), images), Flat.encode(c.flat(), images));
    assertSame(c, cache.forInstance(null, List.copyOf(images)));

    // A union's cases: the union's list root.
    List<NearCases> cases = List.of(new NearCases.Compact("a"), new NearCases.Views(1.5));
    assertArrayEquals(
        Compact.encode(RootTypes.list(NearCases.COMPACT), cases),
        Compact.encode(cache.forInstance(null, cases).compact(), cases));

    Map<String, Image> byUri = new LinkedHashMap<>();
    images.forEach(i -> byUri.put(i.uri(), i));
    GeneratedCodecs m = cache.forInstance(LinkedHashMap.class, byUri);
    assertArrayEquals(
        Compact.encode(RootTypes.stringMap(Image.COMPACT), byUri),
        Compact.encode(m.compact(), byUri));
    assertNull(m.flat());

    // A declared type wins over the elements.
    assertSame(
        cache.of(MediaContent.class),
        cache.forInstance(MediaContent.class, MediaContent.builder().build()));
  }

  @Test
  void theElementsSayTheirOneGeneratedType() {
    GeneratedCodecs.Cache cache = new GeneratedCodecs.Cache();
    Image a = Image.builder().uri("a").build();
    assertSame(cache.of(Image.class), cache.forElements(List.of(a, a)));
    assertSame(
        cache.of(NearCases.class),
        cache.forElements(List.of(new NearCases.Compact("a"), new NearCases.Views(1.5))));
    // They do not say: none, a null, another type, two types.
    assertNull(cache.forElements(List.of()));
    assertNull(cache.forElements(java.util.Arrays.asList(a, null)));
    assertNull(cache.forElements(List.of("a")));
    assertNull(cache.forElements(List.of(a, MediaContent.builder().build())));
  }

  @Test
  void anEmptyListOrMapHasTheEmptyRootOfAnyElementType() {
    GeneratedCodecs.Cache cache = new GeneratedCodecs.Cache();
    GeneratedCodecs list = cache.forInstance(null, List.of());
    for (byte[] expected :
        List.of(
            Compact.encode(RootTypes.list(Image.COMPACT), List.of()),
            Compact.encode(RootTypes.list(NearCases.COMPACT), List.of()))) {
      assertArrayEquals(expected, Compact.encode(list.compact(), List.of()));
    }
    assertArrayEquals(
        Flat.encode(RootTypes.flatList(MediaContent.FLAT), List.of()),
        Flat.encode(list.flat(), List.of()));
    GeneratedCodecs map = cache.forInstance(null, Map.of());
    assertArrayEquals(
        Compact.encode(RootTypes.stringMap(Image.COMPACT), Map.of()),
        Compact.encode(map.compact(), Map.of()));
    // For writing only: reading an element with them fails (an empty root reads without one).
    assertEquals(
        List.of(), Compact.decode(list.compact(), Compact.encode(list.compact(), List.of())));
    byte[] one = Compact.encode(RootTypes.list(Image.COMPACT), List.of(Image.builder().build()));
    assertThrows(IllegalArgumentException.class, () -> Compact.decode(list.compact(), one));
  }

  @Test
  void aListOrMapOfNoOneGeneratedTypeHasNoRoot() {
    GeneratedCodecs.Cache cache = new GeneratedCodecs.Cache();
    Image image = Image.builder().build();
    assertNull(cache.forInstance(null, List.of(image, MediaContent.builder().build())));
    assertNull(cache.forInstance(null, List.of("a", "b")));
    assertNull(cache.forInstance(null, Arrays.asList(image, null)));
    assertNull(cache.forInstance(null, Map.of(1, image)));
    Map<String, Object> mixed = new LinkedHashMap<>();
    mixed.put("a", image);
    mixed.put("b", MediaContent.builder().build());
    assertNull(cache.forInstance(null, mixed));
    assertNull(cache.forInstance(null, "text"));
    assertTrue(GeneratedCodecs.whyNone(mixed).contains("not all of one generated type"));
    assertEquals("", GeneratedCodecs.whyNone("text"));
  }

  @Test
  void anUntypedCollectionIsAListOrACompactMapWithoutTypeArguments() throws Exception {
    assertTrue(GeneratedCodecs.isUntypedCollection(ArrayList.class, ArrayList.class, false));
    assertTrue(GeneratedCodecs.isUntypedCollection(null, ArrayList.class, true));
    assertTrue(GeneratedCodecs.isUntypedCollection(Object.class, LinkedHashMap.class, false));
    // A map root has no flat form.
    assertFalse(GeneratedCodecs.isUntypedCollection(null, LinkedHashMap.class, true));
    // Type arguments known: the declared type decides, not the elements.
    assertFalse(GeneratedCodecs.isUntypedCollection(returnType("list"), ArrayList.class, false));
    assertFalse(GeneratedCodecs.isUntypedCollection(null, String.class, false));
  }

  /** Decoders of a generated message class's streams: one per get(), the class's fingerprint. */
  @Test
  void streamDecodersOfAGeneratedMessageClass() {
    Supplier<MessageStreamDecoder<Image>> decoders =
        MessageStreamDecoder.decoders(Image.class, Limits.DEFAULT);
    byte[] stream = MessageStreamWriter.encodeAll(Image.COMPACT, Image.FINGERPRINT, IMAGES);
    MessageStreamDecoder<Image> d = decoders.get();
    assertNotSame(d, decoders.get());
    d.feed(stream, 0, stream.length);
    d.endOfInput();
    assertEquals(IMAGES, d.drain());
    byte[] other =
        MessageStreamWriter.encodeAll(MediaContent.COMPACT, MediaContent.FINGERPRINT, List.of());
    MessageStreamDecoder<Image> e = decoders.get();
    BaleException wrong = assertThrows(BaleException.class, () -> e.feed(other, 0, other.length));
    assertEquals(ErrorCode.FINGERPRINT_MISMATCH, wrong.code());
    // Each record under the limits given.
    MessageStreamDecoder<Image> tight =
        MessageStreamDecoder.decoders(
                Image.class, Limits.builder().maxStreamMessageBytes(2).build())
            .get();
    BaleException over =
        assertThrows(BaleException.class, () -> tight.feed(stream, 0, stream.length));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, over.code());
    // Not a generated message class (no fingerprint): named in the error.
    for (Class<?> c : List.of(String.class, Size.class)) {
      IllegalArgumentException no =
          assertThrows(
              IllegalArgumentException.class,
              () -> MessageStreamDecoder.decoders(c, Limits.DEFAULT));
      assertTrue(no.getMessage().contains(c.getName()), no.getMessage());
    }
  }

  /** Writers of a generated message class's streams, without a sink: the bytes of encodeAll. */
  @Test
  void streamWritersOfAGeneratedMessageClass() {
    Supplier<MessageStreamWriter<Image>> writers = MessageStreamWriter.writers(Image.class);
    MessageStreamWriter<Image> w = writers.get();
    assertNotSame(w, writers.get());
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    for (Image i : IMAGES) {
      out.writeBytes(w.encodeNext(i));
    }
    out.writeBytes(w.encodeEnd());
    assertArrayEquals(
        MessageStreamWriter.encodeAll(Image.COMPACT, Image.FINGERPRINT, IMAGES), out.toByteArray());
    assertArrayEquals(
        MessageStreamWriter.encodeAll(Image.COMPACT, Image.FINGERPRINT, List.of()),
        writers.get().encodeEnd());
    IllegalArgumentException no =
        assertThrows(
            IllegalArgumentException.class, () -> MessageStreamWriter.writers(String.class));
    assertTrue(no.getMessage().contains("java.lang.String"), no.getMessage());
  }
}
