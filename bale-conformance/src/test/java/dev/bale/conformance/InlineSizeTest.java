package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Guards the bytecode size of the codec methods that must be inlined by C2 to be fast. C2 does not
 * inline a hot method of more than {@code FreqInlineSize} bytes of bytecode (325 on x86-64 and
 * AArch64); a method that grows past it by a few bytes turns into a real call on every message or
 * root, with no test failing and a few per cent lost (google_message1's constructor at 330 bytes,
 * price's {@code leafCommon} at 326 and {@code leafLength} at 334: docs/benchmarks-log.md, "Compact
 * price roots: the leaf methods inlined again"). The sizes are read from the compiled class files,
 * by name, so that the runtime's package-private classes and the generated codecs' private nested
 * classes are checked alike. It lives in bale-conformance because the generated code (compiled here
 * from the test schemas) is guarded too.
 */
class InlineSizeTest {
  /** HotSpot's default FreqInlineSize. */
  private static final int FREQ_INLINE_SIZE = 325;

  private static final Map<String, List<String>> MUST_INLINE =
      Map.of(
          "dev.bale.runtime.CompactDecoder",
          List.of(
              "beginMessage",
              "endMessage",
              "beginPlain",
              "endPlain",
              "beginPlainFlags",
              "endPlainFlags",
              "readUVarint",
              "leafBegin",
              "leafCommon",
              "leafAccept",
              "leafString",
              "treeString",
              "treeI64",
              "leafEnd"),
          "dev.bale.runtime.CompactEncoder",
          List.of(
              "beginMessage",
              "beginRoot",
              "beginSmall",
              "endNest",
              "endMessage",
              "smallRef",
              "stringIndex",
              "addString",
              "copyRoot",
              "leafBegin",
              "leafLength",
              "leafString"),
          // A tree root's string call, its index probe in it, kept under FreqInlineSize: needed for
          // it to inline, not enough (at twitter's sites C2 calls it, its compiled code being over
          // InlineSmallCode: docs/benchmarks-log.md, the str50, tw51 and enc51 sections).
          "dev.bale.runtime.internal.CompactTree",
          List.of("string"),
          // The checked flat read's string copy (one 375-byte switch was a call on every read:
          // docs/benchmarks-log.md, "Utf8View.copyShort split under C2's inlining limit").
          "dev.bale.runtime.flat.Utf8View",
          List.of("getChars", "copyShort", "copyHigh", "copyLow"),
          // Generated leaf-root encoders: a wide root's field writes go to leafFields so that
          // both halves inline (price.large's encodeLeaf was 496 bytes and a call on every root:
          // docs/benchmarks-log.md, the inl49 section).
          "instrument.PriceSmall$CompactCodec",
          List.of("encodeLeaf"),
          "instrument.PriceMedium$CompactCodec",
          List.of("encodeLeaf"),
          "instrument.PriceLarge$CompactCodec",
          List.of("encodeLeaf", "leafFields"),
          // (google_message1's SubMessage: its leafFields, 960 bytes, stays a call; the entry
          // point inlines.)
          "gmsg1.GoogleMessage1SubMessage$CompactCodec",
          List.of("encodeLeaf"));

  @Test
  void hotMethodsStayUnderFreqInlineSize() throws IOException {
    List<String> over = new ArrayList<>();
    for (Map.Entry<String, List<String>> e : MUST_INLINE.entrySet()) {
      Map<String, Integer> sizes = codeSizes(e.getKey());
      for (String name : e.getValue()) {
        Integer size = sizes.get(name);
        assertTrue(size != null, e.getKey() + "." + name + " not found");
        if (size > FREQ_INLINE_SIZE) {
          over.add(e.getKey() + "." + name + " is " + size + " bytes");
        }
      }
    }
    assertEquals(List.of(), over, "over FreqInlineSize (" + FREQ_INLINE_SIZE + ")");
  }

  /**
   * Generated tree writes just over FreqInlineSize that the compiler splits in two ({@code
   * treeWrite} and {@code treeFields1}, CompactTreeEmitter: media.1's {@code Media.treeWrite} was
   * 387 bytes and a call on every root, twitter's {@code MediaEntity.treeWrite} 330:
   * docs/benchmarks-log.md, "Wide generated writes in chunks"). Each must stay under the limit.
   */
  private static final List<String> SPLIT_TREE_WRITES =
      List.of("media.Media", "twitter.MediaEntity", "repos.User");

  @Test
  void splitTreeWritesStayUnderFreqInlineSize() throws IOException {
    List<String> over = new ArrayList<>();
    for (String type : SPLIT_TREE_WRITES) {
      Map<String, Integer> sizes = codeSizes(type + "$CompactCodec");
      for (String name : List.of("treeWrite", "treeFields1")) {
        Integer size = sizes.get(name);
        assertTrue(size != null, type + "." + name + " not found");
        if (size > FREQ_INLINE_SIZE) {
          over.add(type + "." + name + " is " + size + " bytes");
        }
      }
    }
    assertEquals(List.of(), over, "over FreqInlineSize (" + FREQ_INLINE_SIZE + ")");
  }

  /**
   * Methods that must stay out of line: {@code CompactDecoder.blockI32} keeps the block layout's
   * fast loop in registers only as a call of its own (docs/benchmarks-log.md "Bulk int lists,
   * fourth step"); below FreqInlineSize C2 would inline it into {@code readBlockLayout} again.
   */
  @Test
  void outOfLineMethodsStayOverFreqInlineSize() throws IOException {
    int size = codeSizes("dev.bale.runtime.CompactDecoder").get("blockI32");
    assertTrue(size > FREQ_INLINE_SIZE, "CompactDecoder.blockI32 is " + size + " bytes");
  }

  @Test
  void readsCodeSizesOfThisClass() throws IOException {
    // The parser itself: an empty method is one return instruction.
    assertEquals(1, codeSizes(InlineSizeTest.class.getName()).get("empty"));
  }

  @SuppressWarnings("unused")
  private static void empty() {}

  /** The largest Code attribute length of each method name (over its overloads). */
  static Map<String, Integer> codeSizes(String className) throws IOException {
    String resource = className.replace('.', '/') + ".class";
    try (InputStream raw = InlineSizeTest.class.getClassLoader().getResourceAsStream(resource)) {
      assertTrue(raw != null, "class file of " + className);
      DataInputStream in = new DataInputStream(raw);
      assertEquals(0xCAFEBABE, in.readInt());
      in.readUnsignedShort(); // minor
      in.readUnsignedShort(); // major
      int count = in.readUnsignedShort();
      String[] utf8 = new String[count];
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1 -> utf8[i] = in.readUTF();
          case 7, 8, 16, 19, 20 -> in.skipBytes(2);
          case 15 -> in.skipBytes(3);
          case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
          case 5, 6 -> {
            in.skipBytes(8);
            i++; // takes two slots
          }
          default -> throw new IOException("constant pool tag " + tag);
        }
      }
      in.skipBytes(6); // access, this, super
      in.skipBytes(2 * in.readUnsignedShort()); // interfaces
      skipMembers(in); // fields
      Map<String, Integer> sizes = new HashMap<>();
      int methods = in.readUnsignedShort();
      for (int m = 0; m < methods; m++) {
        in.skipBytes(2); // access
        String name = utf8[in.readUnsignedShort()];
        in.skipBytes(2); // descriptor
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
          String attribute = utf8[in.readUnsignedShort()];
          int length = in.readInt();
          if (attribute.equals("Code")) {
            in.skipBytes(4); // max_stack, max_locals
            int code = in.readInt();
            sizes.merge(name, code, Math::max);
            in.skipBytes(length - 8);
          } else {
            in.skipBytes(length);
          }
        }
      }
      return sizes;
    }
  }

  private static void skipMembers(DataInputStream in) throws IOException {
    int members = in.readUnsignedShort();
    for (int m = 0; m < members; m++) {
      in.skipBytes(6);
      int attributes = in.readUnsignedShort();
      for (int a = 0; a < attributes; a++) {
        in.skipBytes(2);
        in.skipBytes(in.readInt());
      }
    }
  }
}
