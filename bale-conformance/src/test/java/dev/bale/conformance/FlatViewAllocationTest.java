package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alltypes.AllTypes;
import alltypes.Box;
import alltypes.Leaf;
import alltypes.Node;
import alltypes.Point;
import alltypes.Shape;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every non-allocating accessor kind of the generated flat views reads with zero allocation: for
 * each {@code alltypes.AllTypes} vector, its flat bytes are wrapped once (over a {@code byte[]} and
 * a direct {@code ByteBuffer}) and every accessor of the root view and of every view reached from
 * it is called (scalars, optional scalars, enums, bits, strings through {@code Chars} / {@code
 * Equals} / {@code GetChars} / {@code AppendTo}, bytes lengths, nested messages, structs, union
 * cases, list elements, map keys and values, bulk {@code CopyTo} into caller arrays); the reading
 * thread must allocate 0 bytes. Accessors that return a new object by contract ({@code String},
 * {@code Bytes}, buffer views, decoded nested collections) are left out. Vectors holding an enum
 * number this schema does not know are left out too: {@code Color.of} creates an object for it
 * ({@code colorValue()} would not).
 *
 * <p>The reader methods below were generated from the goldens' view classes (one call per public
 * accessor); a new accessor kind without a line here is caught by {@link ViewWalker} in the fuzz
 * target, not by this test.
 */
class FlatViewAllocationTest {
  private final char[] charBuf = new char[1 << 16];
  private final StringBuilder sb = new StringBuilder(1 << 16);
  private final byte[] byteBuf = new byte[1 << 12];
  private final short[] shortBuf = new short[1 << 12];
  private final int[] intBuf = new int[1 << 12];
  private final long[] longBuf = new long[1 << 12];
  private final float[] floatBuf = new float[1 << 12];
  private final double[] doubleBuf = new double[1 << 12];

  @TestFactory
  Stream<DynamicTest> everyAccessorAllocatesNothing() {
    List<DynamicTest> out = new ArrayList<>();
    for (Corpus.Vector v : Corpus.vectors()) {
      if (v.type().equals("alltypes.AllTypes") && !v.options().frame()) {
        out.add(DynamicTest.dynamicTest(v.name(), () -> check(v)));
      }
    }
    assertTrue(out.size() >= 20, "alltypes vectors: " + out.size());
    return out.stream();
  }

  private void check(Corpus.Vector v) throws ReflectiveOperationException {
    Codec compact = Codec.generated(v.schema(), v.type());
    AllTypes record =
        (AllTypes) compact.decode(Hex.decode(v.hex()), v.options().frame(), Limits.DEFAULT);
    // Reported as skipped, not passed: an unknown enum number has no flat encoding to read back.
    org.junit.jupiter.api.Assumptions.assumeFalse(
        hasUnknownEnum(record), "holds an unknown enum number: not flat-encodable");
    byte[] bytes = Flat.encode(AllTypes.FLAT, record);
    ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
    long heap = measure(new AllTypes.View().wrap(bytes), v.name() + " over byte[]");
    long buffer = measure(new AllTypes.View().wrap(direct), v.name() + " over a direct buffer");
    assertEquals(heap, buffer, "the same values over a byte[] and a direct buffer");
  }

  private long measure(AllTypes.View view, String what) {
    long first = readAllTypes(view);
    for (int i = 0; i < 300; i++) {
      assertEquals(first, readAllTypes(view), "reads are repeatable");
    }
    // Best of up to ten, a pause before each retry: a JIT deoptimization in the window, or code
    // still running in a tier without escape analysis on a loaded machine (MapEntryAllocationTest
    // met that on CI), can allocate in one attempt; an accessor that allocates would show in
    // every attempt (100 reads, at least 1.6 KB).
    long allocated = Long.MAX_VALUE;
    for (int attempt = 0; attempt < 10 && allocated != 0; attempt++) {
      if (attempt > 0) {
        Allocations.pause(20);
      }
      Allocations.Meter meter = Allocations.start();
      long acc = 0;
      for (int i = 0; i < 100; i++) {
        acc += readAllTypes(view);
      }
      allocated = Math.min(allocated, meter.allocated());
      assertEquals(first * 100, acc);
    }
    assertEquals(0, allocated, what + ": bytes allocated by 100 full reads");
    return first;
  }

  /** Whether {@code value} holds a {@code Color} that is not a declared constant, anywhere. */
  static boolean hasUnknownEnum(Object value) throws ReflectiveOperationException {
    if (value instanceof alltypes.Color c) {
      return !c.isKnown();
    }
    if (value instanceof Iterable<?> it) {
      for (Object o : it) {
        if (hasUnknownEnum(o)) {
          return true;
        }
      }
    } else if (value instanceof java.util.Map<?, ?> m) {
      return hasUnknownEnum(m.keySet()) || hasUnknownEnum(m.values());
    } else if (value instanceof Record r) {
      for (var rc : r.getClass().getRecordComponents()) {
        if (hasUnknownEnum(rc.getAccessor().invoke(r))) {
          return true;
        }
      }
    }
    return false;
  }

  private StringBuilder sbuf() {
    sb.setLength(0);
    return sb;
  }

  static long chars(CharSequence s) {
    int len = s.length();
    long sum = len;
    for (int i = 0; i < len; i++) {
      sum = 31 * sum + s.charAt(i);
    }
    return sum;
  }

  private long readAllTypes(AllTypes.View v) {
    long acc = 0;
    acc += v.fBool() ? 1 : 0;
    acc += v.fI8();
    acc += v.fI16();
    acc += v.fI32();
    acc += v.fI64();
    acc += v.fU8();
    acc += v.fU16();
    acc += v.fU32();
    acc += v.fU64();
    acc += Float.floatToRawIntBits(v.fF32());
    acc += Double.doubleToRawLongBits(v.fF64());
    acc += chars(v.fStringChars());
    acc += v.fStringChars().contentEquals("x") ? 1 : 0;
    acc += v.fStringChars().getChars(charBuf, 0);
    acc += v.fStringChars().appendTo(sbuf()).length();
    acc += v.fBytesLength();
    acc += v.hasOBool() ? 1 : 0;
    acc += v.oBool() ? 1 : 0;
    acc += v.hasOI8() ? 1 : 0;
    acc += v.oI8();
    acc += v.hasOI16() ? 1 : 0;
    acc += v.oI16();
    acc += v.hasOI32() ? 1 : 0;
    acc += v.oI32();
    acc += v.hasOI64() ? 1 : 0;
    acc += v.oI64();
    acc += v.hasOU8() ? 1 : 0;
    acc += v.oU8();
    acc += v.hasOU16() ? 1 : 0;
    acc += v.oU16();
    acc += v.hasOU32() ? 1 : 0;
    acc += v.oU32();
    acc += v.hasOU64() ? 1 : 0;
    acc += v.oU64();
    acc += v.hasOF32() ? 1 : 0;
    acc += Float.floatToRawIntBits(v.oF32());
    acc += v.hasOF64() ? 1 : 0;
    acc += Double.doubleToRawLongBits(v.oF64());
    acc += v.hasOString() ? 1 : 0;
    acc += chars(v.oStringChars());
    acc += v.oStringChars().contentEquals("x") ? 1 : 0;
    acc += v.oStringChars().getChars(charBuf, 0);
    acc += v.oStringChars().appendTo(sbuf()).length();
    acc += v.hasOBytes() ? 1 : 0;
    acc += v.oBytesLength();
    acc += v.lBoolLength();
    for (int i = 0; i < v.lBoolLength(); i++) {
      acc += v.lBool(i) ? 1 : 0;
    }
    acc += v.lI8Length();
    for (int i = 0; i < v.lI8Length(); i++) {
      acc += v.lI8(i);
    }
    acc += v.lI8CopyTo(byteBuf, 0);
    acc += v.lI16Length();
    for (int i = 0; i < v.lI16Length(); i++) {
      acc += v.lI16(i);
    }
    acc += v.lI16CopyTo(shortBuf, 0);
    acc += v.lI32Length();
    for (int i = 0; i < v.lI32Length(); i++) {
      acc += v.lI32(i);
    }
    acc += v.lI32CopyTo(intBuf, 0);
    acc += v.lI64Length();
    for (int i = 0; i < v.lI64Length(); i++) {
      acc += v.lI64(i);
    }
    acc += v.lI64CopyTo(longBuf, 0);
    acc += v.lU8Length();
    for (int i = 0; i < v.lU8Length(); i++) {
      acc += v.lU8(i);
    }
    acc += v.lU8CopyTo(intBuf, 0);
    acc += v.lU16Length();
    for (int i = 0; i < v.lU16Length(); i++) {
      acc += v.lU16(i);
    }
    acc += v.lU16CopyTo(intBuf, 0);
    acc += v.lU32Length();
    for (int i = 0; i < v.lU32Length(); i++) {
      acc += v.lU32(i);
    }
    acc += v.lU32CopyTo(longBuf, 0);
    acc += v.lU64Length();
    for (int i = 0; i < v.lU64Length(); i++) {
      acc += v.lU64(i);
    }
    acc += v.lU64CopyTo(longBuf, 0);
    acc += v.lF32Length();
    for (int i = 0; i < v.lF32Length(); i++) {
      acc += Float.floatToRawIntBits(v.lF32(i));
    }
    acc += v.lF32CopyTo(floatBuf, 0);
    acc += v.lF64Length();
    for (int i = 0; i < v.lF64Length(); i++) {
      acc += Double.doubleToRawLongBits(v.lF64(i));
    }
    acc += v.lF64CopyTo(doubleBuf, 0);
    acc += v.lStringLength();
    for (int i = 0; i < v.lStringLength(); i++) {
      acc += chars(v.lStringChars(i));
    }
    for (int i = 0; i < v.lStringLength(); i++) {
      acc += v.lStringChars(i).contentEquals("x") ? 1 : 0;
    }
    for (int i = 0; i < v.lStringLength(); i++) {
      acc += v.lStringChars(i).getChars(charBuf, 0);
    }
    for (int i = 0; i < v.lStringLength(); i++) {
      acc += v.lStringChars(i).appendTo(sbuf()).length();
    }
    acc += v.lBytesLength();
    for (int i = 0; i < v.lBytesLength(); i++) {
      acc += v.lBytesLength(i);
    }
    acc += v.xI16();
    acc += v.xI32();
    acc += v.xI64();
    acc += v.xU16();
    acc += v.xU32();
    acc += v.xU64();
    acc += v.xlI16Length();
    for (int i = 0; i < v.xlI16Length(); i++) {
      acc += v.xlI16(i);
    }
    acc += v.xlI16CopyTo(shortBuf, 0);
    acc += v.xlI32Length();
    for (int i = 0; i < v.xlI32Length(); i++) {
      acc += v.xlI32(i);
    }
    acc += v.xlI32CopyTo(intBuf, 0);
    acc += v.xlI64Length();
    for (int i = 0; i < v.xlI64Length(); i++) {
      acc += v.xlI64(i);
    }
    acc += v.xlI64CopyTo(longBuf, 0);
    acc += v.xlU16Length();
    for (int i = 0; i < v.xlU16Length(); i++) {
      acc += v.xlU16(i);
    }
    acc += v.xlU16CopyTo(intBuf, 0);
    acc += v.xlU32Length();
    for (int i = 0; i < v.xlU32Length(); i++) {
      acc += v.xlU32(i);
    }
    acc += v.xlU32CopyTo(longBuf, 0);
    acc += v.xlU64Length();
    for (int i = 0; i < v.xlU64Length(); i++) {
      acc += v.xlU64(i);
    }
    acc += v.xlU64CopyTo(longBuf, 0);
    acc += v.mBoolLength();
    for (int i = 0; i < v.mBoolLength(); i++) {
      acc += v.mBoolKey(i) ? 1 : 0;
    }
    for (int i = 0; i < v.mBoolLength(); i++) {
      acc += chars(v.mBoolValueChars(i));
    }
    for (int i = 0; i < v.mBoolLength(); i++) {
      acc += v.mBoolValueChars(i).contentEquals("x") ? 1 : 0;
    }
    for (int i = 0; i < v.mBoolLength(); i++) {
      acc += v.mBoolValueChars(i).getChars(charBuf, 0);
    }
    for (int i = 0; i < v.mBoolLength(); i++) {
      acc += v.mBoolValueChars(i).appendTo(sbuf()).length();
    }
    acc += v.mI8Length();
    for (int i = 0; i < v.mI8Length(); i++) {
      acc += v.mI8Key(i);
    }
    for (int i = 0; i < v.mI8Length(); i++) {
      acc += v.mI8Value(i);
    }
    acc += v.mI16Length();
    for (int i = 0; i < v.mI16Length(); i++) {
      acc += v.mI16Key(i);
    }
    for (int i = 0; i < v.mI16Length(); i++) {
      acc += v.mI16Value(i);
    }
    acc += v.mI32Length();
    for (int i = 0; i < v.mI32Length(); i++) {
      acc += v.mI32Key(i);
    }
    for (int i = 0; i < v.mI32Length(); i++) {
      acc += chars(v.mI32ValueChars(i));
    }
    for (int i = 0; i < v.mI32Length(); i++) {
      acc += v.mI32ValueChars(i).contentEquals("x") ? 1 : 0;
    }
    for (int i = 0; i < v.mI32Length(); i++) {
      acc += v.mI32ValueChars(i).getChars(charBuf, 0);
    }
    for (int i = 0; i < v.mI32Length(); i++) {
      acc += v.mI32ValueChars(i).appendTo(sbuf()).length();
    }
    acc += v.mI64Length();
    for (int i = 0; i < v.mI64Length(); i++) {
      acc += v.mI64Key(i);
    }
    for (int i = 0; i < v.mI64Length(); i++) {
      acc += Double.doubleToRawLongBits(v.mI64Value(i));
    }
    acc += v.mU8Length();
    for (int i = 0; i < v.mU8Length(); i++) {
      acc += v.mU8Key(i);
    }
    for (int i = 0; i < v.mU8Length(); i++) {
      acc += v.mU8Value(i);
    }
    acc += v.mU16Length();
    for (int i = 0; i < v.mU16Length(); i++) {
      acc += v.mU16Key(i);
    }
    for (int i = 0; i < v.mU16Length(); i++) {
      acc += v.mU16Value(i);
    }
    acc += v.mU32Length();
    for (int i = 0; i < v.mU32Length(); i++) {
      acc += v.mU32Key(i);
    }
    for (int i = 0; i < v.mU32Length(); i++) {
      acc += v.mU32Value(i);
    }
    acc += v.mU64Length();
    for (int i = 0; i < v.mU64Length(); i++) {
      acc += v.mU64Key(i);
    }
    for (int i = 0; i < v.mU64Length(); i++) {
      acc += v.mU64ValueLength(i);
    }
    acc += v.mStringLength();
    for (int i = 0; i < v.mStringLength(); i++) {
      acc += chars(v.mStringKeyChars(i));
    }
    for (int i = 0; i < v.mStringLength(); i++) {
      acc += v.mStringKeyChars(i).contentEquals("x") ? 1 : 0;
    }
    for (int i = 0; i < v.mStringLength(); i++) {
      acc += v.mStringKeyChars(i).getChars(charBuf, 0);
    }
    for (int i = 0; i < v.mStringLength(); i++) {
      acc += v.mStringKeyChars(i).appendTo(sbuf()).length();
    }
    for (int i = 0; i < v.mStringLength(); i++) {
      acc += v.mStringValue(i);
    }
    acc += v.mEnumLength();
    for (int i = 0; i < v.mEnumLength(); i++) {
      acc += v.mEnumKeyValue(i);
    }
    for (int i = 0; i < v.mEnumLength(); i++) {
      acc += v.mEnumKey(i).value();
    }
    for (int i = 0; i < v.mEnumLength(); i++) {
      acc += chars(v.mEnumValueChars(i));
    }
    for (int i = 0; i < v.mEnumLength(); i++) {
      acc += v.mEnumValueChars(i).contentEquals("x") ? 1 : 0;
    }
    for (int i = 0; i < v.mEnumLength(); i++) {
      acc += v.mEnumValueChars(i).getChars(charBuf, 0);
    }
    for (int i = 0; i < v.mEnumLength(); i++) {
      acc += v.mEnumValueChars(i).appendTo(sbuf()).length();
    }
    acc += v.mStructValuesLength();
    for (int i = 0; i < v.mStructValuesLength(); i++) {
      acc += chars(v.mStructValuesKeyChars(i));
    }
    for (int i = 0; i < v.mStructValuesLength(); i++) {
      acc += v.mStructValuesKeyChars(i).contentEquals("x") ? 1 : 0;
    }
    for (int i = 0; i < v.mStructValuesLength(); i++) {
      acc += v.mStructValuesKeyChars(i).getChars(charBuf, 0);
    }
    for (int i = 0; i < v.mStructValuesLength(); i++) {
      acc += v.mStructValuesKeyChars(i).appendTo(sbuf()).length();
    }
    for (int i = 0; i < v.mStructValuesLength(); i++) {
      if (v.mStructValuesValue(i) != null) {
        acc += readPoint(v.mStructValuesValue(i));
      }
    }
    acc += v.mMessageValuesLength();
    for (int i = 0; i < v.mMessageValuesLength(); i++) {
      acc += chars(v.mMessageValuesKeyChars(i));
    }
    for (int i = 0; i < v.mMessageValuesLength(); i++) {
      acc += v.mMessageValuesKeyChars(i).contentEquals("x") ? 1 : 0;
    }
    for (int i = 0; i < v.mMessageValuesLength(); i++) {
      acc += v.mMessageValuesKeyChars(i).getChars(charBuf, 0);
    }
    for (int i = 0; i < v.mMessageValuesLength(); i++) {
      acc += v.mMessageValuesKeyChars(i).appendTo(sbuf()).length();
    }
    for (int i = 0; i < v.mMessageValuesLength(); i++) {
      if (v.mMessageValuesValue(i) != null) {
        acc += readLeaf(v.mMessageValuesValue(i));
      }
    }
    acc += v.mNestedLength();
    for (int i = 0; i < v.mNestedLength(); i++) {
      acc += chars(v.mNestedKeyChars(i));
    }
    for (int i = 0; i < v.mNestedLength(); i++) {
      acc += v.mNestedKeyChars(i).contentEquals("x") ? 1 : 0;
    }
    for (int i = 0; i < v.mNestedLength(); i++) {
      acc += v.mNestedKeyChars(i).getChars(charBuf, 0);
    }
    for (int i = 0; i < v.mNestedLength(); i++) {
      acc += v.mNestedKeyChars(i).appendTo(sbuf()).length();
    }
    if (v.leaf() != null) {
      acc += readLeaf(v.leaf());
    }
    acc += v.hasOLeaf() ? 1 : 0;
    if (v.oLeaf() != null) {
      acc += readLeaf(v.oLeaf());
    }
    if (v.point() != null) {
      acc += readPoint(v.point());
    }
    acc += v.colorValue();
    acc += v.color().value();
    acc += v.hasOColor() ? 1 : 0;
    acc += v.oColorValue();
    if (v.oColor() != null) {
      acc += v.oColor().value();
    }
    if (v.shape() != null) {
      acc += readShape(v.shape());
    }
    acc += v.hasOShape() ? 1 : 0;
    if (v.oShape() != null) {
      acc += readShape(v.oShape());
    }
    acc += v.lLeafLength();
    for (int i = 0; i < v.lLeafLength(); i++) {
      if (v.lLeaf(i) != null) {
        acc += readLeaf(v.lLeaf(i));
      }
    }
    acc += v.lPointLength();
    for (int i = 0; i < v.lPointLength(); i++) {
      if (v.lPoint(i) != null) {
        acc += readPoint(v.lPoint(i));
      }
    }
    acc += v.lColorLength();
    for (int i = 0; i < v.lColorLength(); i++) {
      acc += v.lColorValue(i);
    }
    for (int i = 0; i < v.lColorLength(); i++) {
      acc += v.lColor(i).value();
    }
    acc += v.lShapeLength();
    for (int i = 0; i < v.lShapeLength(); i++) {
      if (v.lShape(i) != null) {
        acc += readShape(v.lShape(i));
      }
    }
    acc += v.lNestedLength();
    acc += v.dBool() ? 1 : 0;
    acc += v.dI8();
    acc += v.dI16();
    acc += v.dI32();
    acc += v.dI64();
    acc += v.dU8();
    acc += v.dU16();
    acc += v.dU32();
    acc += v.dU64();
    acc += Float.floatToRawIntBits(v.dF32());
    acc += Double.doubleToRawLongBits(v.dF64());
    acc += Double.doubleToRawLongBits(v.dInf());
    acc += Double.doubleToRawLongBits(v.dNinf());
    acc += Double.doubleToRawLongBits(v.dNan());
    acc += chars(v.dStringChars());
    acc += v.dStringChars().contentEquals("x") ? 1 : 0;
    acc += v.dStringChars().getChars(charBuf, 0);
    acc += v.dStringChars().appendTo(sbuf()).length();
    acc += v.dColorValue();
    acc += v.dColor().value();
    acc += v.dFixed();
    acc += v.old();
    acc += v.tsNum();
    acc += v.tsNumsLength();
    for (int i = 0; i < v.tsNumsLength(); i++) {
      acc += v.tsNums(i);
    }
    acc += v.tsNumsCopyTo(longBuf, 0);
    acc += chars(v.noDedupChars());
    acc += v.noDedupChars().contentEquals("x") ? 1 : 0;
    acc += v.noDedupChars().getChars(charBuf, 0);
    acc += v.noDedupChars().appendTo(sbuf()).length();
    acc += v.noDedupListLength();
    for (int i = 0; i < v.noDedupListLength(); i++) {
      acc += chars(v.noDedupListChars(i));
    }
    for (int i = 0; i < v.noDedupListLength(); i++) {
      acc += v.noDedupListChars(i).contentEquals("x") ? 1 : 0;
    }
    for (int i = 0; i < v.noDedupListLength(); i++) {
      acc += v.noDedupListChars(i).getChars(charBuf, 0);
    }
    for (int i = 0; i < v.noDedupListLength(); i++) {
      acc += v.noDedupListChars(i).appendTo(sbuf()).length();
    }
    acc += v.hasYesDedup() ? 1 : 0;
    acc += chars(v.yesDedupChars());
    acc += v.yesDedupChars().contentEquals("x") ? 1 : 0;
    acc += v.yesDedupChars().getChars(charBuf, 0);
    acc += v.yesDedupChars().appendTo(sbuf()).length();
    return acc;
  }

  private long readLeaf(Leaf.View v) {
    long acc = 0;
    acc += chars(v.nameChars());
    acc += v.nameChars().contentEquals("x") ? 1 : 0;
    acc += v.nameChars().getChars(charBuf, 0);
    acc += v.nameChars().appendTo(sbuf()).length();
    acc += v.value();
    return acc;
  }

  private long readPoint(Point.View v) {
    long acc = 0;
    acc += Double.doubleToRawLongBits(v.x());
    acc += Double.doubleToRawLongBits(v.y());
    return acc;
  }

  private long readBox(Box.View v) {
    long acc = 0;
    if (v.min() != null) {
      acc += readPoint(v.min());
    }
    if (v.max() != null) {
      acc += readPoint(v.max());
    }
    acc += v.filled() ? 1 : 0;
    acc += v.z();
    acc += chars(v.labelChars());
    acc += v.labelChars().contentEquals("x") ? 1 : 0;
    acc += v.labelChars().getChars(charBuf, 0);
    acc += v.labelChars().appendTo(sbuf()).length();
    acc += v.colorValue();
    acc += v.color().value();
    if (v.leaf() != null) {
      acc += readLeaf(v.leaf());
    }
    acc += v.cornersLength();
    for (int i = 0; i < v.cornersLength(); i++) {
      if (v.corners(i) != null) {
        acc += readPoint(v.corners(i));
      }
    }
    return acc;
  }

  private long readShape(Shape.View v) {
    long acc = 0;
    acc += v.caseId();
    if (v.caseId() == 1) {
      if (v.point() != null) {
        acc += readPoint(v.point());
      }
    }
    if (v.caseId() == 2) {
      if (v.box() != null) {
        acc += readBox(v.box());
      }
    }
    if (v.caseId() == 3) {
      acc += chars(v.labelChars());
    }
    if (v.caseId() == 3) {
      acc += v.labelChars().contentEquals("x") ? 1 : 0;
    }
    if (v.caseId() == 3) {
      acc += v.labelChars().getChars(charBuf, 0);
    }
    if (v.caseId() == 3) {
      acc += v.labelChars().appendTo(sbuf()).length();
    }
    if (v.caseId() == 4) {
      if (v.leaf() != null) {
        acc += readLeaf(v.leaf());
      }
    }
    if (v.caseId() == 5) {
      acc += v.flag() ? 1 : 0;
    }
    if (v.caseId() == 6) {
      acc += v.big();
    }
    if (v.caseId() == 8) {
      acc += v.colorValue();
    }
    if (v.caseId() == 8) {
      acc += v.color().value();
    }
    if (v.caseId() == 10) {
      if (v.nested() != null) {
        acc += readShape(v.nested());
      }
    }
    return acc;
  }

  private long readNode(Node.View v) {
    long acc = 0;
    acc += chars(v.nameChars());
    acc += v.nameChars().contentEquals("x") ? 1 : 0;
    acc += v.nameChars().getChars(charBuf, 0);
    acc += v.nameChars().appendTo(sbuf()).length();
    acc += v.childrenLength();
    for (int i = 0; i < v.childrenLength(); i++) {
      if (v.children(i) != null) {
        acc += readNode(v.children(i));
      }
    }
    acc += v.hasNext() ? 1 : 0;
    if (v.next() != null) {
      acc += readNode(v.next());
    }
    return acc;
  }
}
