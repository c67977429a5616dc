package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.RandomValues;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.internal.CompactAccess;
import dev.bale.runtime.internal.CompactSink;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import media.Image;
import media.Media;
import media.MediaContent;
import media.Player;
import media.Size;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The one-pass path for roots of message types whose tree has a bounded shape ({@code CompactTree}:
 * {@code encodeLeaf} of a type that is not a leaf, {@code treeSize}/{@code treeWrite} of every type
 * under it) writes exactly the bytes of the general path, with string dedup on and off, and hands
 * what it does not take to the general path.
 */
class TreeRootTest {
  private static final int VALUES_PER_TYPE = 200;

  @TestFactory
  Stream<DynamicTest> treeRootsEncodeAsTheGeneralPathDoes() {
    List<DynamicTest> out = new ArrayList<>();
    for (String file : LeafRootTest.files()) {
      for (Decl d : Schemas.schema(file).decls().values()) {
        if (!(d instanceof MessageDecl)) {
          continue;
        }
        Codec.Generated gen = (Codec.Generated) Codec.generated(file, d.fullName());
        if (!treeRoot(d, gen.type())) {
          continue;
        }
        out.add(DynamicTest.dynamicTest(file + " " + d.fullName(), () -> randomValues(file, d)));
      }
    }
    // media.MediaContent, gmsg1.GoogleMessage1, ...: a generator that stopped emitting the path
    // would otherwise pass with nothing to run.
    assertTrue(out.size() >= 5, "tree roots found: " + out.size());
    // Not under -Dbale.compat=android, which runs the forms of Android (no in-place strings).
    assertTrue(
        CompactWriter.stringsInPlaceAvailable()
            || "android".equals(System.getProperty("bale.compat")),
        "pom.xml opens java.lang to these tests");
    return out.stream();
  }

  /**
   * Every root type the tree decode takes has the tree encode too (since the encode takes {@code
   * bytes} fields, no root is decode-only), so {@link #treeRootsEncodeAsTheGeneralPathDoes} runs
   * both paths of each.
   */
  @Test
  void everyTreeDecodedRootIsTreeEncoded() {
    int roots = 0;
    for (String file : LeafRootTest.files()) {
      for (Decl d : Schemas.schema(file).decls().values()) {
        if (!(d instanceof MessageDecl m) || leafShape(m)) {
          continue;
        }
        Codec.Generated gen = (Codec.Generated) Codec.generated(file, d.fullName());
        if (overrides(gen.type(), "decodeLeaf")) {
          roots++;
          assertTrue(overrides(gen.type(), "encodeLeaf"), file + " " + d.fullName());
        }
      }
    }
    assertTrue(roots >= 5, "tree roots found: " + roots);
  }

  private static boolean overrides(CompactType<?> type, String method) {
    for (java.lang.reflect.Method m : type.getClass().getMethods()) {
      if (m.getName().equals(method) && m.getDeclaringClass() != CompactType.class) {
        return true;
      }
    }
    return false;
  }

  /**
   * A type whose encodeLeaf and decodeLeaf are the tree paths' (it overrides both and is not a
   * leaf: a body field that is not a scalar, enum or string).
   */
  static boolean treeRoot(Decl d, CompactType<?> type) {
    try {
      boolean paths =
          type.getClass()
                      .getMethod("encodeLeaf", CompactSink.class, Object.class)
                      .getDeclaringClass()
                  != CompactType.class
              && type.getClass()
                      .getMethod(
                          "decodeLeaf",
                          dev.bale.runtime.internal.CompactSource.class,
                          byte[].class,
                          int.class,
                          int.class)
                      .getDeclaringClass()
                  != CompactType.class;
      return paths && !leafShape((MessageDecl) d);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Every body field a scalar, an enum or a string (a leaf: CompactSink's leaf paths). */
  private static boolean leafShape(MessageDecl m) {
    for (CompactLayout.Slot slot : CompactLayout.of(m).slots()) {
      TypeRef t = slot.field().type();
      if (slot.inBody()
          && !(t instanceof ScalarType)
          && !(t instanceof NamedType n && n.decl() instanceof EnumDecl)) {
        return false;
      }
    }
    return true;
  }

  private static void randomValues(String file, Decl d) {
    Codec.Dynamic dyn = (Codec.Dynamic) Codec.dynamic(file, d.fullName());
    Codec gen = Codec.generated(file, d.fullName());
    int taken = 0;
    int decoded = 0;
    for (int seed = 0; seed < VALUES_PER_TYPE; seed++) {
      byte[] bytes = new CompactWriter().encode(dyn.type(), new RandomValues(seed, 3).of(d));
      Object record = gen.decode(bytes);
      for (boolean dedup : new boolean[] {true, false}) {
        // The tree path with strings read char by char and in place (java.lang is opened to these
        // tests: pom.xml), against the general path's char loops.
        CompactWriter w = new CompactWriter().dedupStrings(dedup).stringsInPlace(seed % 2 == 0);
        byte[] expected = general(gen.type(), record, dedup);
        Object tree = gen.type().encodeLeaf(CompactAccess.sink(w), record);
        if (tree != null) {
          taken++;
          assertArrayEquals(expected, (byte[]) tree, "seed " + seed + ", dedup " + dedup);
        }
        assertArrayEquals(expected, w.encode(gen.type(), record), "seed " + seed);
        assertEquals(record, gen.decode(expected));
        // Decoding: the one-pass tree path (after the reader's first root, which makes it keep the
        // table's strings if two fields share one) gives the general path's value, or declines.
        CompactReader r = new CompactReader();
        assertEquals(record, r.decode(gen.type(), expected));
        Object leaf = decodeTree(r, gen.type(), expected);
        if (leaf != null) {
          decoded++;
          assertEquals(generalDecode(gen.type(), expected), leaf, "seed " + seed);
        }
      }
    }
    assertTrue(decoded >= 10, d.fullName() + ": tree decode took " + decoded);
    // Many random values are small enough for the path (the rest hold a non-empty list of scalars,
    // a long list or too many strings): a path that declined everything would pass the byte
    // comparison above without testing it.
    assertTrue(taken >= 10, d.fullName() + ": tree path took " + taken);
  }

  /** The tree path's value of root {@code bytes}, or null where it declines. */
  static Object decodeTree(CompactReader r, CompactType<?> type, byte[] bytes) {
    try {
      return type.decodeLeaf(CompactAccess.source(r), bytes, 0, bytes.length);
    } catch (BaleException e) {
      return null; // declined by a throw (CompactReader reads the root again)
    }
  }

  /**
   * The general path's value: a direct buffer is read in place, never by the one-pass paths (its
   * errors are the byte[] path's: IoVariantsTest).
   */
  static <T> T generalDecode(CompactType<T> type, byte[] bytes) {
    java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
    return new CompactReader().decode(type, direct);
  }

  /** The general path's bytes: the stream entry point never takes the one-pass paths. */
  private static <T> byte[] general(CompactType<T> type, T value, boolean dedup) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      new CompactWriter().dedupStrings(dedup).stringsInPlace(false).encode(type, value, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** media.1's value (the suite's data set), with {@code images} as given. */
  static MediaContent media(List<Image> images) {
    Media m =
        Media.builder()
            .uri("http://javaone.com/keynote.mpg")
            .title("Javaone Keynote")
            .width(640)
            .height(480)
            .format("video/mpg4")
            .duration(18_000_000)
            .size(58_982_400)
            .bitrate(262_144)
            .persons(List.of("Bill Gates", "Steve Jobs\uC2A4"))
            .player(Player.JAVA)
            .build();
    return MediaContent.builder().media(m).images(images).build();
  }

  static Image image(String uri, String title, Size size) {
    return Image.builder().uri(uri).title(title).width(1024).height(768).size(size).build();
  }

  private static final MediaContent MEDIA1 =
      media(
          List.of(
              image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", Size.LARGE),
              image("http://javaone.com/keynote_small.jpg", "Javaone Keynote", Size.SMALL)));

  /**
   * A root with a {@code bytes} field (google_message2's: a 1,428-byte blob in the data set) takes
   * the path at every length form of the blob's size, including sizes that make the root's array
   * grow, and writes the general path's bytes; a root whose list would pass {@code
   * CompactTree.MAX_BOUNDED} messages the general path writes.
   */
  @Test
  void bytesFieldsAreWrittenInPlace() {
    java.util.Random random = new java.util.Random(47);
    for (int size : new int[] {-1, 0, 1, 127, 128, 300, 16_383, 16_384, 70_000}) {
      for (int groups : new int[] {0, 1, 5, 15, 16, 40}) {
        byte[] blob = new byte[Math.max(size, 0)];
        random.nextBytes(blob);
        List<gmsg2.Group1> list = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
          list.add(
              gmsg2.Group1.builder()
                  .field11(g)
                  .field12("group " + g % 7)
                  .field15(random.nextLong())
                  .field31(gmsg2.GoogleMessage2GroupedMessage.builder().field1(1.5f).build())
                  .build());
        }
        gmsg2.GoogleMessage2 v =
            gmsg2.GoogleMessage2.builder()
                .field1("first")
                .field3(-3L)
                .field2(size < 0 ? null : dev.bale.runtime.Bytes.of(blob))
                .field21(21)
                .group1(list)
                .build();
        for (boolean dedup : new boolean[] {true, false}) {
          CompactWriter w = new CompactWriter().dedupStrings(dedup);
          byte[] expected = general(gmsg2.GoogleMessage2.COMPACT, v, dedup);
          byte[] tree = gmsg2.GoogleMessage2.COMPACT.encodeLeaf(CompactAccess.sink(w), v);
          String at = "size " + size + ", groups " + groups + ", dedup " + dedup;
          // Each group counts 2 messages (itself and its field31) when the list is reached.
          if (1 + 2 * groups <= dev.bale.runtime.internal.CompactTree.MAX_BOUNDED) {
            assertArrayEquals(expected, tree, at);
          } else {
            assertNull(tree, at);
          }
          assertArrayEquals(expected, w.encode(gmsg2.GoogleMessage2.COMPACT, v), at);
          assertEquals(v, new CompactReader().decode(gmsg2.GoogleMessage2.COMPACT, expected), at);
        }
      }
    }
  }

  @Test
  void media1TakesThePathWithAndWithoutDedup() {
    for (boolean dedup : new boolean[] {true, false}) {
      CompactWriter w = new CompactWriter().dedupStrings(dedup);
      byte[] tree = MediaContent.COMPACT.encodeLeaf(CompactAccess.sink(w), MEDIA1);
      assertNotNull(tree);
      byte[] expected = general(MediaContent.COMPACT, MEDIA1, dedup);
      assertArrayEquals(expected, tree);
      assertArrayEquals(expected, w.encode(MediaContent.COMPACT, MEDIA1));
      assertEquals(MEDIA1, MediaContent.fromCompactBytes(tree));
    }
    // 203 bytes with dedup (the suite's figure): the three titles share one entry.
    assertEquals(203, MEDIA1.toCompactBytes().length);
  }

  @Test
  void equalHashesAreConfirmedAgainstTheEntrysBytes() {
    // "Aa" and "BB" hash alike, so do "Aaxyz\uC2A4" and "BBxyz\uC2A4" (UTF-8 entries of 8 bytes
    // for 6 chars): different strings, different entries. Equal strings as distinct objects, ASCII
    // and not, share one. Every string is a fresh object, so no entry is found by identity.
    assertEquals("Aa".hashCode(), "BB".hashCode());
    String[][] cases = {
      {"Aa", "BB", "Aa"},
      {"Aaxyz\uC2A4", "BBxyz\uC2A4", "BBxyz\uC2A4"},
      {"abc\uC2A4", "Steve Jobs\uC2A4", "abc\uC2A4"},
      {"Aa", "Aaxyz\uC2A4", "BB"},
    };
    for (String[] c : cases) {
      MediaContent v =
          media(
              List.of(
                  image(new String(c[0]), new String(c[1]), Size.SMALL),
                  image(new String(c[2]), new String(c[0]), Size.LARGE),
                  image(new String(c[1]), null, Size.SMALL)));
      for (boolean dedup : new boolean[] {true, false}) {
        CompactWriter w = new CompactWriter().dedupStrings(dedup);
        byte[] tree = MediaContent.COMPACT.encodeLeaf(CompactAccess.sink(w), v);
        assertNotNull(tree);
        assertArrayEquals(general(MediaContent.COMPACT, v, dedup), tree, String.join(",", c));
        assertEquals(v, MediaContent.fromCompactBytes(tree));
      }
    }
  }

  @Test
  void entriesOfEqualLengthAndEntriesFromBeforeTheIndexAreFound() {
    // The scan below 32 entries compares lengths (no hash); the index past them hashes the entries
    // the scan kept when it is built. Persons: 40 distinct strings, many of one length, each a new
    // object (no identity hit, no hash cached); the images repeat every entry, from below and above
    // 32, and bring strings of a taken length that are not entries, before and after the index.
    for (int count : new int[] {8, 31, 32, 33, 40}) {
      List<String> persons = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        persons.add(new String((i % 3 == 0 ? "p" : "q") + (char) ('a' + i % 26) + (i / 26)));
      }
      List<Image> images = new ArrayList<>();
      images.add(image(new String("u"), new String(persons.get(count / 2)), Size.LARGE));
      for (int i = 0; i < count; i += 2) {
        images.add(
            image(
                new String(persons.get(i)), new String(persons.get((i + 1) % count)), Size.SMALL));
      }
      images.add(image(new String("rz0"), new String(persons.get(1)), Size.LARGE));
      images.add(image(new String("rz0"), new String(""), Size.LARGE));
      images.add(image(new String(""), new String("q" + persons.get(2)), Size.LARGE));
      Media m =
          Media.builder()
              .uri("u")
              .width(1)
              .height(2)
              .format(new String(persons.get(count - 1)))
              .duration(3)
              .size(4)
              .persons(persons)
              .player(Player.JAVA)
              .build();
      MediaContent v = MediaContent.builder().media(m).images(images).build();
      for (boolean dedup : new boolean[] {true, false}) {
        CompactWriter w = new CompactWriter().dedupStrings(dedup);
        byte[] tree = MediaContent.COMPACT.encodeLeaf(CompactAccess.sink(w), v);
        assertNotNull(tree, count + " strings, dedup " + dedup);
        assertArrayEquals(general(MediaContent.COMPACT, v, dedup), tree, count + ", " + dedup);
        assertEquals(v, MediaContent.fromCompactBytes(tree));
      }
    }
  }

  /** Asserts that {@code w} declines {@code v} on the path and writes the general path's bytes. */
  private static void declined(CompactWriter w, MediaContent v, boolean dedup) {
    assertNull(MediaContent.COMPACT.encodeLeaf(CompactAccess.sink(w), v));
    assertArrayEquals(general(MediaContent.COMPACT, v, dedup), w.encode(MediaContent.COMPACT, v));
    // The writer's tree is left usable.
    assertArrayEquals(
        general(MediaContent.COMPACT, MEDIA1, dedup), w.encode(MediaContent.COMPACT, MEDIA1));
  }

  /** Asserts that {@code w} takes {@code v} on the path with the general path's bytes. */
  private static void taken(CompactWriter w, MediaContent v, boolean dedup) {
    byte[] tree = MediaContent.COMPACT.encodeLeaf(CompactAccess.sink(w), v);
    assertNotNull(tree);
    assertArrayEquals(general(MediaContent.COMPACT, v, dedup), tree);
  }

  private static List<Image> images(int n, UnaryOperator<String> uri) {
    return IntStream.range(0, n)
        .mapToObj(i -> image(uri.apply(Integer.toString(i)), null, Size.SMALL))
        .toList();
  }

  @Test
  void whatThePathDoesNotTakeIsWrittenByTheGeneralPath() {
    // A root of a bounded type: MAX_BOUNDED (32) messages at most (recursive types have no such
    // cap): the root, its Media and 30 images. Many entries, UTF-16 entries and long strings are
    // taken (TreeEncodeLargeTest); a list of more than 63 strings is not.
    int images = dev.bale.runtime.internal.CompactTree.MAX_BOUNDED - 2;
    CompactWriter w = new CompactWriter();
    declined(w, media(images(images + 1, i -> "same")), true);
    taken(w, media(images(images, i -> "same")), true);
    taken(w, media(images(images, i -> "u" + i)), true); // 5 + 30 entries: past the scan
    List<String> persons = IntStream.range(0, 64).mapToObj(i -> "p").toList();
    declined(
        w,
        MEDIA1.toBuilder().media(MEDIA1.media().toBuilder().persons(persons).build()).build(),
        true);
    CompactWriter plain = new CompactWriter().dedupStrings(false);
    taken(plain, media(images(images - 1, i -> "same")), false);
    taken(w, media(List.of(image("\uC2A4\uC2A4\uC2A4\uC2A4", null, Size.SMALL))), true);
    String big = "x".repeat(1 << 19);
    taken(w, media(List.of(image(big, big + "y", Size.SMALL))), true);
    // Message dedup on: the general path's entries.
    CompactWriter shared = new CompactWriter().dedupMessages(true);
    assertNull(MediaContent.COMPACT.encodeLeaf(CompactAccess.sink(shared), MEDIA1));
    // Nested unknown fields (a Detail of a newer version read by an older reader).
    evolve.v2.Detail newer = new evolve.v2.Detail("n", 2, true, null);
    evolve.v1.Detail older = evolve.v1.Detail.fromCompactBytes(newer.toCompactBytes());
    assertNotNull(older.unknownFields());
    evolve.v1.Record r =
        evolve.v1.Record.builder().id("r").tags(List.of("a", "b")).detail(older).build();
    assertNull(evolve.v1.Record.COMPACT.encodeLeaf(CompactAccess.sink(new CompactWriter()), r));
    assertArrayEquals(
        general(evolve.v1.Record.COMPACT, r, true),
        new CompactWriter().encode(evolve.v1.Record.COMPACT, r));
    evolve.v1.Record plainRecord = r.toBuilder().detail(new evolve.v1.Detail("n", 2, null)).build();
    assertNotNull(
        evolve.v1.Record.COMPACT.encodeLeaf(CompactAccess.sink(new CompactWriter()), plainRecord));
  }

  @Test
  void limitsAreReportedByTheGeneralPath() {
    // MediaContent nests to level 3 (Media's persons, an Image in images).
    CompactWriter deep = new CompactWriter().maxDepth(2);
    assertNull(MediaContent.COMPACT.encodeLeaf(CompactAccess.sink(deep), MEDIA1));
    BaleException d =
        assertThrows(BaleException.class, () -> deep.encode(MediaContent.COMPACT, MEDIA1));
    assertEquals(dev.bale.runtime.ErrorCode.DEPTH_LIMIT, d.code());
    assertNotNull(
        MediaContent.COMPACT.encodeLeaf(
            CompactAccess.sink(new CompactWriter().maxDepth(3)), MEDIA1));
    // Four messages: the root, media and two images.
    CompactWriter few = new CompactWriter().maxMessages(3);
    assertNull(MediaContent.COMPACT.encodeLeaf(CompactAccess.sink(few), MEDIA1));
    BaleException m =
        assertThrows(BaleException.class, () -> few.encode(MediaContent.COMPACT, MEDIA1));
    assertEquals(dev.bale.runtime.ErrorCode.LIMIT_EXCEEDED, m.code());
    assertNotNull(
        MediaContent.COMPACT.encodeLeaf(
            CompactAccess.sink(new CompactWriter().maxMessages(4)), MEDIA1));
    // A lone surrogate deep down: the general path's error and path.
    CompactWriter w = new CompactWriter();
    MediaContent lone =
        media(List.of(image("ok", null, Size.SMALL), image("\uD800", null, Size.SMALL)));
    assertNull(MediaContent.COMPACT.encodeLeaf(CompactAccess.sink(w), lone));
    BaleException s = assertThrows(BaleException.class, () -> w.encode(MediaContent.COMPACT, lone));
    assertEquals("MediaContent.images[1].uri", s.path());
    assertArrayEquals(
        general(MediaContent.COMPACT, MEDIA1, true), w.encode(MediaContent.COMPACT, MEDIA1));
  }

  /** The outcome of a decode: the value, or the error's code, offset and path. */
  private static Object outcome(java.util.function.Supplier<Object> decode) {
    try {
      return decode.get();
    } catch (BaleException e) {
      return e.code() + " at " + e.offset() + " " + e.path();
    }
  }

  /**
   * media.1, a google_message1 root and five media roots with other entries that are not ASCII take
   * the one-pass decode; every prefix of them and every byte changed (to 0, 0xFF, its top bit or
   * its lowest bit flipped; or to 0..7 with the first entry that is not ASCII made invalid) decodes
   * to the value or the error (code, offset, path) of the general path, whatever the reader's
   * limits.
   */
  @Test
  void treeDecodeGivesTheGeneralPathsValueOrError() {
    gmsg1.GoogleMessage1 g =
        gmsg1.GoogleMessage1.builder()
            .field1("one")
            .field9("nine\uC2A4")
            .field2(7)
            .field3(-300000)
            .field5(List.of(1L, 2L))
            .field15(
                gmsg1.GoogleMessage1SubMessage.builder()
                    .field1(3)
                    .field15("sub")
                    .field21(1L << 40)
                    .field205("one")
                    .build())
            .field67(1 << 20)
            .build();
    // Tables whose entries that are not ASCII (validated and decoded only when a field refers to
    // them, leafString) are the first, the last, the first and last, or the only one; one with a
    // 4-byte sequence across an 8-byte word, one with all of its entries in one word.
    List<String> ascii = List.of("Bill Gates", "Steve Jobs");
    MediaContent wideFirst =
        MEDIA1.toBuilder()
            .media(
                MEDIA1.media().toBuilder()
                    .uri("http://javaone.com/keynot\u00e9.mpg")
                    .persons(ascii)
                    .build())
            .build();
    MediaContent wideLast =
        MEDIA1.toBuilder()
            .media(MEDIA1.media().toBuilder().persons(ascii).build())
            .images(
                List.of(
                    MEDIA1.images().get(0),
                    image(
                        "http://javaone.com/keynote_sm\u00e4ll\ud83d\ude00.jpg", null, Size.SMALL)))
            .build();
    MediaContent both =
        wideFirst.toBuilder()
            .images(List.of(MEDIA1.images().get(0), wideLast.images().get(1)))
            .build();
    MediaContent only =
        MediaContent.builder()
            .media(Media.builder().uri("\u00e9t\ud83d\ude00").format("\u00e9t\ud83d\ude00").build())
            .images(List.of())
            .build();
    MediaContent small =
        MediaContent.builder()
            .media(Media.builder().uri("a").format("\u00e9").persons(List.of("b", "c")).build())
            .images(List.of(image("d", null, Size.SMALL)))
            .build();
    List<Object[]> roots =
        List.of(
            new Object[] {MediaContent.COMPACT, MEDIA1.toCompactBytes()},
            new Object[] {gmsg1.GoogleMessage1.COMPACT, g.toCompactBytes()},
            new Object[] {MediaContent.COMPACT, wideFirst.toCompactBytes()},
            new Object[] {MediaContent.COMPACT, wideLast.toCompactBytes()},
            new Object[] {MediaContent.COMPACT, both.toCompactBytes()},
            new Object[] {MediaContent.COMPACT, only.toCompactBytes()},
            new Object[] {MediaContent.COMPACT, small.toCompactBytes()},
            new Object[] {twitter.Status.COMPACT, RETWEET.toCompactBytes()},
            new Object[] {alltypes.Node.COMPACT, bigNode().toCompactBytes()});
    dev.bale.runtime.Limits[] limits = {
      dev.bale.runtime.Limits.DEFAULT,
      dev.bale.runtime.Limits.DEFAULT.toBuilder().depth(2).build(),
      dev.bale.runtime.Limits.DEFAULT.toBuilder().depth(3).build(),
      dev.bale.runtime.Limits.DEFAULT.toBuilder().depth(4).build(),
      dev.bale.runtime.Limits.DEFAULT.toBuilder().maxObjects(2).build(),
      dev.bale.runtime.Limits.DEFAULT.toBuilder().maxStringTableEntries(3).build(),
      dev.bale.runtime.Limits.DEFAULT.toBuilder().decodedSizeFloor(1).decodedSizeRatio(1).build(),
    };
    int taken = 0;
    for (Object[] root : roots) {
      @SuppressWarnings("unchecked")
      CompactType<Object> type = (CompactType<Object>) root[0];
      byte[] bytes = (byte[]) root[1];
      CompactReader first = new CompactReader();
      Object value = first.decode(type, bytes);
      if (decodeTree(first, type, bytes) != null) {
        taken++;
      }
      // Small roots (the one-byte table form): the first entry that is not ASCII made invalid (its
      // lead byte followed by 'A'), and each other byte set to 0..7, so that some variant refers to
      // that entry from no field: the general path rejects the table all the same.
      int lead = 0;
      while (lead < bytes.length && (bytes[lead] & 0xFF) < 0xC2) {
        lead++;
      }
      int invalid = lead;
      int extra = bytes.length <= 4096 && lead + 1 < bytes.length ? 8 * bytes.length : 0;
      // Every prefix, then every byte changed four ways, then the variants above (made one at a
      // time: the large root's would not fit the test's heap together).
      java.util.function.IntFunction<byte[]> variant =
          k -> {
            if (k < bytes.length) {
              return java.util.Arrays.copyOf(bytes, k);
            }
            if (k < 5 * bytes.length) {
              int i = (k - bytes.length) / 4;
              int[] v = {0, 0xFF, bytes[i] ^ 0x80, bytes[i] ^ 1};
              byte[] b = bytes.clone();
              b[i] = (byte) v[(k - bytes.length) % 4];
              return b;
            }
            int j = k - 5 * bytes.length;
            byte[] b = bytes.clone();
            b[invalid + 1] = 'A';
            if (j / 8 != invalid + 1) {
              b[j / 8] = (byte) (j % 8);
            }
            return b;
          };
      // One direct buffer for every variant, each read through a slice of its own length.
      java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(bytes.length);
      for (dev.bale.runtime.Limits l : limits) {
        CompactReader r = new CompactReader(l);
        for (int k = 0; k < 5 * bytes.length + extra; k++) {
          byte[] b = variant.apply(k);
          Object general =
              outcome(
                  () -> new CompactReader(l).decode(type, direct.clear().put(b).flip().slice()));
          assertEquals(general, outcome(() -> r.decode(type, b)), () -> Hex.encode(b));
        }
      }
      assertEquals(value, generalDecode(type, bytes));
    }
    assertEquals(roots.size(), taken, "roots the tree decode took");
  }

  /**
   * A retweet (twitter.Status is recursive: its retweeted_status) whose strings are entries of a
   * table the one-byte form does not take: UTF-16 entries (CJK text) and UTF-8 ones that are not
   * ASCII.
   */
  private static final twitter.Status RETWEET = retweet();

  private static twitter.Status retweet() {
    twitter.User user =
        twitter.User.builder()
            .id(1L << 40)
            .idStr("1099511627776")
            .name("\u30C6\u30B9\u30C8")
            .screenName("test")
            .description("\u65E5\u672C\u8A9E\u306E\u8AAC\u660E\u6587")
            .entities(
                twitter.UserEntities.builder()
                    .description(twitter.UrlList.builder().build())
                    .build())
            .followersCount(300)
            .build();
    twitter.Status original =
        twitter.Status.builder()
            .createdAt("Sun Aug 31 00:29:15 +0000 2014")
            .id(505874924095815681L)
            .idStr("505874924095815681")
            .text("\u3053\u308C\u306F\u5143\u306E\u30C4\u30A4\u30FC\u30C8 caf\u00E9")
            .user(user)
            .entities(
                twitter.Entities.builder()
                    .hashtags(
                        List.of(
                            twitter.Hashtag.builder()
                                .text("\u30BF\u30B0")
                                .indices(List.of(3, 7))
                                .build()))
                    .build())
            .lang("ja")
            .build();
    return original.toBuilder()
        .id(505874924095815682L)
        .idStr("505874924095815682")
        .text("RT: \u3053\u308C\u306F\u5143\u306E\u30C4\u30A4\u30FC\u30C8")
        .retweetedStatus(original)
        .retweetCount(1 << 20)
        .build();
  }

  /**
   * A root over 4 KB (TREE_MAX_BYTES): a recursive alltypes.Node of 31 children (one with a chain
   * of {@code next}) whose names need two-byte lengths, some of them UTF-16 entries.
   */
  private static alltypes.Node bigNode() {
    List<alltypes.Node> children = new ArrayList<>();
    for (int i = 0; i < 31; i++) {
      String name = (i % 3 == 0 ? "\u540D\u524D" : "name") + i + "-" + "x".repeat(128 + i % 7);
      children.add(new alltypes.Node(name, List.of(), i == 5 ? chain(4) : null, null));
    }
    alltypes.Node root = new alltypes.Node("root", children, null, null);
    assertTrue(root.toCompactBytes().length > 4096);
    return root;
  }

  /** A chain of {@code n} nodes linked by {@code next}. */
  private static alltypes.Node chain(int n) {
    alltypes.Node node = null;
    for (int i = 0; i < n; i++) {
      node = new alltypes.Node("n" + i, List.of(), node, null);
    }
    return node;
  }

  /**
   * A recursive root as deep as the reader's depth limit takes the tree path; one level deeper, the
   * tree path declines and the reader reports the general path's DEPTH_LIMIT (code, offset, path),
   * with nesting through {@code next} (messages) and through {@code children} (lists take a level).
   */
  @Test
  void recursiveRootsDeclineWhereTheGeneralPathFailsOnDepth() {
    alltypes.Node lists = new alltypes.Node("leaf", List.of(), null, null);
    for (int i = 0; i < 4; i++) {
      lists = new alltypes.Node("l" + i, List.of(lists), null, null);
    }
    int takenAtLimit = 0;
    for (alltypes.Node root : new alltypes.Node[] {chain(9), lists}) {
      byte[] bytes = root.toCompactBytes();
      for (int depth = 1; depth <= 12; depth++) {
        dev.bale.runtime.Limits l =
            dev.bale.runtime.Limits.DEFAULT.toBuilder().depth(depth).build();
        Object general =
            outcome(
                () ->
                    new CompactReader(l)
                        .decode(
                            alltypes.Node.COMPACT,
                            java.nio.ByteBuffer.allocateDirect(bytes.length).put(bytes).flip()));
        assertEquals(
            general, outcome(() -> new CompactReader(l).decode(alltypes.Node.COMPACT, bytes)));
        Object tree = decodeTree(new CompactReader(l), alltypes.Node.COMPACT, bytes);
        if (general instanceof alltypes.Node) {
          assertEquals(general, tree, "depth " + depth);
          takenAtLimit++;
        } else {
          assertTrue(general.toString().startsWith("DEPTH_LIMIT"), general.toString());
          assertNull(tree, "depth " + depth);
        }
      }
    }
    // chain(9) and lists (5 nodes, 4 lists) nest 9 levels (10 with the empty children left out
    // or written at the bottom): each passes at the limits from there to 12.
    assertTrue(takenAtLimit >= 6, "limits the tree path took: " + takenAtLimit);
  }

  /**
   * A large root with an unknown field (a Detail of a newer version, at the root's end) is read by
   * the general path, and so are the large roots of its type that follow for a while; the reader
   * gives the same values throughout, and takes the path again later.
   */
  @Test
  void largeRootsWithUnknownFieldsAreReadByTheGeneralPath() {
    evolve.v1.Detail detail =
        evolve.v1.Detail.fromCompactBytes(
            new evolve.v2.Detail("n", 2, true, null).toCompactBytes());
    List<String> tags = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      tags.add("tag number " + i + " of a large root");
    }
    evolve.v1.Record withUnknown =
        evolve.v1.Record.builder().id("r").tags(tags).detail(detail).build();
    byte[] unknown = withUnknown.toCompactBytes();
    evolve.v1.Record plain =
        withUnknown.toBuilder().detail(new evolve.v1.Detail("n", 2, null)).build();
    byte[] plainBytes = plain.toCompactBytes();
    assertTrue(unknown.length > 4096);
    assertNull(decodeTree(new CompactReader(), evolve.v1.Record.COMPACT, unknown));
    assertEquals(plain, decodeTree(new CompactReader(), evolve.v1.Record.COMPACT, plainBytes));
    CompactReader r = new CompactReader();
    for (int i = 0; i < 200; i++) {
      evolve.v1.Record older = r.decode(evolve.v1.Record.COMPACT, unknown);
      assertNotNull(older.detail().unknownFields());
      assertArrayEquals(unknown, older.toCompactBytes());
      assertEquals(plain, r.decode(evolve.v1.Record.COMPACT, plainBytes));
    }
  }

  @Test
  void treeDecodeLeavesUnknownFieldsAndLimitsToTheGeneralPath() {
    byte[] media = MEDIA1.toCompactBytes();
    CompactReader r = new CompactReader();
    r.decode(MediaContent.COMPACT, media); // the reader keeps shared entries from here on
    assertEquals(MEDIA1, decodeTree(r, MediaContent.COMPACT, media));
    // Nested unknown fields (a Detail of a newer version read by an older reader, written again).
    evolve.v1.Detail detail =
        evolve.v1.Detail.fromCompactBytes(
            new evolve.v2.Detail("n", 2, true, null).toCompactBytes());
    evolve.v1.Record withUnknown =
        evolve.v1.Record.builder().id("r").tags(List.of("a", "b")).detail(detail).build();
    byte[] bytes = withUnknown.toCompactBytes();
    assertNull(decodeTree(new CompactReader(), evolve.v1.Record.COMPACT, bytes));
    evolve.v1.Record older = new CompactReader().decode(evolve.v1.Record.COMPACT, bytes);
    assertNotNull(older.detail().unknownFields());
    assertArrayEquals(bytes, older.toCompactBytes());
    assertEquals(generalDecode(evolve.v1.Record.COMPACT, bytes), older);
    // Without them the path takes it.
    byte[] plain =
        withUnknown.toBuilder().detail(new evolve.v1.Detail("n", 2, null)).build().toCompactBytes();
    assertNotNull(decodeTree(new CompactReader(), evolve.v1.Record.COMPACT, plain));
    // A reader whose depth limit is below the tree's levels, or that counts fewer messages.
    for (dev.bale.runtime.Limits l :
        new dev.bale.runtime.Limits[] {
          dev.bale.runtime.Limits.DEFAULT.toBuilder().depth(2).build(),
          dev.bale.runtime.Limits.DEFAULT.toBuilder().maxObjects(3).build()
        }) {
      assertNull(decodeTree(new CompactReader(l), MediaContent.COMPACT, media));
      BaleException e =
          assertThrows(
              BaleException.class, () -> new CompactReader(l).decode(MediaContent.COMPACT, media));
      assertNotNull(e.path());
    }
    CompactReader four =
        new CompactReader(dev.bale.runtime.Limits.DEFAULT.toBuilder().maxObjects(4).build());
    four.decode(MediaContent.COMPACT, media); // the titles share an entry: kept from here on
    assertEquals(MEDIA1, decodeTree(four, MediaContent.COMPACT, media));
  }

  @Test
  void aNestedTypeWithoutTreeReadHandsTheRootToTheGeneralPath() {
    // Generated code of another compiler version: CompactType's default treeRead throws the
    // exception the reader catches (then it reads the root on the general path), not another one.
    CompactType<Image> older =
        new CompactType<>() {
          @Override
          public String schemaName() {
            return Image.COMPACT.schemaName();
          }

          @Override
          public String fieldName(int id) {
            return Image.COMPACT.fieldName(id);
          }

          @Override
          public void write(CompactSink w, Image value) {
            Image.COMPACT.write(w, value);
          }

          @Override
          public Image read(dev.bale.runtime.internal.CompactSource r) {
            return Image.COMPACT.read(r);
          }
        };
    assertThrows(BaleException.class, () -> older.treeRead(null));
  }
}
