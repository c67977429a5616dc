package dev.bale.benchmarks.suite;

import static dev.bale.benchmarks.suite.FlatAdapters.intArray;
import static dev.bale.benchmarks.suite.FlatAdapters.ints;
import static dev.bale.benchmarks.suite.FlatAdapters.list;
import static dev.bale.benchmarks.suite.FlatAdapters.longArray;
import static dev.bale.benchmarks.suite.FlatAdapters.longs;
import static dev.bale.benchmarks.suite.FlatAdapters.stringOffsets;
import static dev.bale.benchmarks.suite.FlatAdapters.strings;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.bale.benchmarks.peers.fbs.gmsg1.GoogleMessage1;
import dev.bale.benchmarks.peers.fbs.gmsg1.GoogleMessage1SubMessage;
import dev.bale.benchmarks.peers.fbs.gmsg2.GoogleMessage2;
import dev.bale.benchmarks.peers.fbs.gmsg2.GoogleMessage2GroupedMessage;
import dev.bale.benchmarks.peers.fbs.gmsg2.Group1;
import dev.bale.runtime.Bytes;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * FlatBuffers-java adapters of protobuf's benchmark messages ({@code
 * testdata/peers/fbs/google_message1.fbs} and {@code google_message2.fbs}), written like {@link
 * FlatAdapters} (mechanically from the schemas, so that no field is missed). google_message1 is
 * proto3: its scalars have no presence and go through flatc's {@code createX}, which leaves out
 * zeros and lays fields out largest first; its strings are always written. google_message2 is
 * proto2: an optional scalar that is set is written with {@code forceDefaults} (so that a set zero
 * or {@code false} stays set) and read with {@code hasX()}; {@code bytes} is a {@code [ubyte]}
 * vector copied straight from and into {@link Bytes}.
 */
final class FlatGoogle {
  private FlatGoogle() {}

  /** The bytes of a {@code [ubyte]} vector, or null when it is absent. */
  private static Bytes bytes(ByteBuffer bb) {
    if (bb == null) {
      return null;
    }
    if (bb.hasArray()) {
      return Bytes.of(bb.array(), bb.arrayOffset() + bb.position(), bb.remaining());
    }
    byte[] out = new byte[bb.remaining()];
    bb.get(out);
    return Bytes.of(out);
  }

  // ---- google_message1.fbs

  static int writeGoogleMessage1(FlatBufferBuilder b, gmsg1.GoogleMessage1 v) {
    int oField1 = b.createString(v.field1());
    int oField9 = b.createString(v.field9());
    int oField18 = b.createString(v.field18());
    int oField4 = b.createString(v.field4());
    int oField5 = GoogleMessage1.createField5Vector(b, longArray(v.field5()));
    int oField7 = b.createString(v.field7());
    int oField102 = b.createString(v.field102());
    int oField103 = b.createString(v.field103());
    int oField15 = v.field15() == null ? 0 : writeGoogleMessage1SubMessage(b, v.field15());
    int oField129 = b.createString(v.field129());
    return GoogleMessage1.createGoogleMessage1(
        b,
        oField1,
        oField9,
        oField18,
        v.field80(),
        v.field81(),
        v.field2(),
        v.field3(),
        v.field280(),
        v.field6(),
        v.field22(),
        oField4,
        oField5,
        v.field59(),
        oField7,
        v.field16(),
        v.field130(),
        v.field12(),
        v.field17(),
        v.field13(),
        v.field14(),
        v.field104(),
        v.field100(),
        v.field101(),
        oField102,
        oField103,
        v.field29(),
        v.field30(),
        v.field60(),
        v.field271(),
        v.field272(),
        v.field150(),
        v.field23(),
        v.field24(),
        v.field25(),
        oField15,
        v.field78(),
        v.field67(),
        v.field68(),
        v.field128(),
        oField129,
        v.field131());
  }

  static gmsg1.GoogleMessage1 readGoogleMessage1(GoogleMessage1 t) {
    return new gmsg1.GoogleMessage1(
        t.field1(),
        t.field9(),
        t.field18(),
        t.field80(),
        t.field81(),
        t.field2(),
        t.field3(),
        t.field280(),
        t.field6(),
        t.field22(),
        t.field4(),
        longs(t.field5Length(), t::field5),
        t.field59(),
        t.field7(),
        t.field16(),
        t.field130(),
        t.field12(),
        t.field17(),
        t.field13(),
        t.field14(),
        t.field104(),
        t.field100(),
        t.field101(),
        t.field102(),
        t.field103(),
        t.field29(),
        t.field30(),
        t.field60(),
        t.field271(),
        t.field272(),
        t.field150(),
        t.field23(),
        t.field24(),
        t.field25(),
        t.field15() == null ? null : readGoogleMessage1SubMessage(t.field15()),
        t.field78(),
        t.field67(),
        t.field68(),
        t.field128(),
        t.field129(),
        t.field131(),
        null);
  }

  static int writeGoogleMessage1SubMessage(FlatBufferBuilder b, gmsg1.GoogleMessage1SubMessage v) {
    int oField15 = b.createString(v.field15());
    int oField205 = b.createString(v.field205());
    return GoogleMessage1SubMessage.createGoogleMessage1SubMessage(
        b,
        v.field1(),
        v.field2(),
        v.field3(),
        oField15,
        v.field12(),
        v.field13(),
        v.field14(),
        v.field16(),
        v.field19(),
        v.field20(),
        v.field28(),
        v.field21(),
        v.field22(),
        v.field23(),
        v.field206(),
        v.field203(),
        v.field204(),
        oField205,
        v.field207(),
        v.field300());
  }

  static gmsg1.GoogleMessage1SubMessage readGoogleMessage1SubMessage(GoogleMessage1SubMessage t) {
    return new gmsg1.GoogleMessage1SubMessage(
        t.field1(),
        t.field2(),
        t.field3(),
        t.field15(),
        t.field12(),
        t.field13(),
        t.field14(),
        t.field16(),
        t.field19(),
        t.field20(),
        t.field28(),
        t.field21(),
        t.field22(),
        t.field23(),
        t.field206(),
        t.field203(),
        t.field204(),
        t.field205(),
        t.field207(),
        t.field300(),
        null);
  }

  // ---- google_message2.fbs

  static int writeGoogleMessage2(FlatBufferBuilder b, gmsg2.GoogleMessage2 v) {
    int oField1 = v.field1() == null ? 0 : b.createString(v.field1());
    int oField6 = v.field6() == null ? 0 : b.createString(v.field6());
    int oField2 =
        v.field2() == null
            ? 0
            : GoogleMessage2.createField2Vector(b, v.field2().asReadOnlyByteBuffer());
    List<gmsg2.Group1> lGroup1 = v.group1();
    int[] aGroup1 = new int[lGroup1.size()];
    for (int i = 0; i < aGroup1.length; i++) {
      aGroup1[i] = writeGroup1(b, lGroup1.get(i));
    }
    int oGroup1 = GoogleMessage2.createGroup1Vector(b, aGroup1);
    int oField128 = GoogleMessage2.createField128Vector(b, stringOffsets(b, v.field128()));
    int oField127 = GoogleMessage2.createField127Vector(b, stringOffsets(b, v.field127()));
    int oField130 = GoogleMessage2.createField130Vector(b, longArray(v.field130()));
    GoogleMessage2.startGoogleMessage2(b);
    if (oField1 != 0) {
      GoogleMessage2.addField1(b, oField1);
    }
    if (v.field3() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField3(b, v.field3());
      b.forceDefaults(false);
    }
    if (v.field4() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField4(b, v.field4());
      b.forceDefaults(false);
    }
    if (v.field30() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField30(b, v.field30());
      b.forceDefaults(false);
    }
    if (v.field75() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField75(b, v.field75());
      b.forceDefaults(false);
    }
    if (oField6 != 0) {
      GoogleMessage2.addField6(b, oField6);
    }
    if (oField2 != 0) {
      GoogleMessage2.addField2(b, oField2);
    }
    if (v.field21() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField21(b, v.field21());
      b.forceDefaults(false);
    }
    if (v.field71() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField71(b, v.field71());
      b.forceDefaults(false);
    }
    if (v.field25() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField25(b, v.field25());
      b.forceDefaults(false);
    }
    if (v.field109() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField109(b, v.field109());
      b.forceDefaults(false);
    }
    if (v.field210() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField210(b, v.field210());
      b.forceDefaults(false);
    }
    if (v.field211() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField211(b, v.field211());
      b.forceDefaults(false);
    }
    if (v.field212() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField212(b, v.field212());
      b.forceDefaults(false);
    }
    if (v.field213() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField213(b, v.field213());
      b.forceDefaults(false);
    }
    if (v.field216() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField216(b, v.field216());
      b.forceDefaults(false);
    }
    if (v.field217() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField217(b, v.field217());
      b.forceDefaults(false);
    }
    if (v.field218() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField218(b, v.field218());
      b.forceDefaults(false);
    }
    if (v.field220() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField220(b, v.field220());
      b.forceDefaults(false);
    }
    if (v.field221() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField221(b, v.field221());
      b.forceDefaults(false);
    }
    if (v.field222() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField222(b, v.field222());
      b.forceDefaults(false);
    }
    if (v.field63() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField63(b, v.field63());
      b.forceDefaults(false);
    }
    GoogleMessage2.addGroup1(b, oGroup1);
    GoogleMessage2.addField128(b, oField128);
    if (v.field131() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField131(b, v.field131());
      b.forceDefaults(false);
    }
    GoogleMessage2.addField127(b, oField127);
    if (v.field129() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField129(b, v.field129());
      b.forceDefaults(false);
    }
    GoogleMessage2.addField130(b, oField130);
    if (v.field205() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField205(b, v.field205());
      b.forceDefaults(false);
    }
    if (v.field206() != null) {
      b.forceDefaults(true);
      GoogleMessage2.addField206(b, v.field206());
      b.forceDefaults(false);
    }
    return GoogleMessage2.endGoogleMessage2(b);
  }

  static gmsg2.GoogleMessage2 readGoogleMessage2(GoogleMessage2 t) {
    Group1 group1 = new Group1();
    return new gmsg2.GoogleMessage2(
        t.field1(),
        t.hasField3() ? t.field3() : null,
        t.hasField4() ? t.field4() : null,
        t.hasField30() ? t.field30() : null,
        t.hasField75() ? t.field75() : null,
        t.field6(),
        bytes(t.field2AsByteBuffer()),
        t.hasField21() ? t.field21() : null,
        t.hasField71() ? t.field71() : null,
        t.hasField25() ? t.field25() : null,
        t.hasField109() ? t.field109() : null,
        t.hasField210() ? t.field210() : null,
        t.hasField211() ? t.field211() : null,
        t.hasField212() ? t.field212() : null,
        t.hasField213() ? t.field213() : null,
        t.hasField216() ? t.field216() : null,
        t.hasField217() ? t.field217() : null,
        t.hasField218() ? t.field218() : null,
        t.hasField220() ? t.field220() : null,
        t.hasField221() ? t.field221() : null,
        t.hasField222() ? t.field222() : null,
        t.hasField63() ? t.field63() : null,
        list(t.group1Length(), i -> readGroup1(t.group1(group1, i))),
        strings(t.field128Length(), t::field128),
        t.hasField131() ? t.field131() : null,
        strings(t.field127Length(), t::field127),
        t.hasField129() ? t.field129() : null,
        longs(t.field130Length(), t::field130),
        t.hasField205() ? t.field205() : null,
        t.hasField206() ? t.field206() : null,
        null);
  }

  static int writeGroup1(FlatBufferBuilder b, gmsg2.Group1 v) {
    int oField12 = v.field12() == null ? 0 : b.createString(v.field12());
    int oField13 = v.field13() == null ? 0 : b.createString(v.field13());
    int oField14 = Group1.createField14Vector(b, stringOffsets(b, v.field14()));
    int oField27 = v.field27() == null ? 0 : b.createString(v.field27());
    int oField29 = v.field29() == null ? 0 : b.createString(v.field29());
    int oField16 = v.field16() == null ? 0 : b.createString(v.field16());
    int oField22 = Group1.createField22Vector(b, stringOffsets(b, v.field22()));
    int oField73 = Group1.createField73Vector(b, intArray(v.field73()));
    int oField24 = v.field24() == null ? 0 : b.createString(v.field24());
    int oField31 = v.field31() == null ? 0 : writeGoogleMessage2GroupedMessage(b, v.field31());
    Group1.startGroup1(b);
    Group1.addField11(b, v.field11());
    if (v.field26() != null) {
      b.forceDefaults(true);
      Group1.addField26(b, v.field26());
      b.forceDefaults(false);
    }
    if (oField12 != 0) {
      Group1.addField12(b, oField12);
    }
    if (oField13 != 0) {
      Group1.addField13(b, oField13);
    }
    Group1.addField14(b, oField14);
    Group1.addField15(b, v.field15());
    if (v.field5() != null) {
      b.forceDefaults(true);
      Group1.addField5(b, v.field5());
      b.forceDefaults(false);
    }
    if (oField27 != 0) {
      Group1.addField27(b, oField27);
    }
    if (v.field28() != null) {
      b.forceDefaults(true);
      Group1.addField28(b, v.field28());
      b.forceDefaults(false);
    }
    if (oField29 != 0) {
      Group1.addField29(b, oField29);
    }
    if (oField16 != 0) {
      Group1.addField16(b, oField16);
    }
    Group1.addField22(b, oField22);
    Group1.addField73(b, oField73);
    if (v.field20() != null) {
      b.forceDefaults(true);
      Group1.addField20(b, v.field20());
      b.forceDefaults(false);
    }
    if (oField24 != 0) {
      Group1.addField24(b, oField24);
    }
    if (oField31 != 0) {
      Group1.addField31(b, oField31);
    }
    return Group1.endGroup1(b);
  }

  static gmsg2.Group1 readGroup1(Group1 t) {

    return new gmsg2.Group1(
        t.field11(),
        t.hasField26() ? t.field26() : null,
        t.field12(),
        t.field13(),
        strings(t.field14Length(), t::field14),
        t.field15(),
        t.hasField5() ? t.field5() : null,
        t.field27(),
        t.hasField28() ? t.field28() : null,
        t.field29(),
        t.field16(),
        strings(t.field22Length(), t::field22),
        ints(t.field73Length(), t::field73),
        t.hasField20() ? t.field20() : null,
        t.field24(),
        t.field31() == null ? null : readGoogleMessage2GroupedMessage(t.field31()),
        null);
  }

  static int writeGoogleMessage2GroupedMessage(
      FlatBufferBuilder b, gmsg2.GoogleMessage2GroupedMessage v) {
    GoogleMessage2GroupedMessage.startGoogleMessage2GroupedMessage(b);
    if (v.field1() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField1(b, v.field1());
      b.forceDefaults(false);
    }
    if (v.field2() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField2(b, v.field2());
      b.forceDefaults(false);
    }
    if (v.field3() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField3(b, v.field3());
      b.forceDefaults(false);
    }
    if (v.field4() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField4(b, v.field4());
      b.forceDefaults(false);
    }
    if (v.field5() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField5(b, v.field5());
      b.forceDefaults(false);
    }
    if (v.field6() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField6(b, v.field6());
      b.forceDefaults(false);
    }
    if (v.field7() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField7(b, v.field7());
      b.forceDefaults(false);
    }
    if (v.field8() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField8(b, v.field8());
      b.forceDefaults(false);
    }
    if (v.field9() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField9(b, v.field9());
      b.forceDefaults(false);
    }
    if (v.field10() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField10(b, v.field10());
      b.forceDefaults(false);
    }
    if (v.field11() != null) {
      b.forceDefaults(true);
      GoogleMessage2GroupedMessage.addField11(b, v.field11());
      b.forceDefaults(false);
    }
    return GoogleMessage2GroupedMessage.endGoogleMessage2GroupedMessage(b);
  }

  static gmsg2.GoogleMessage2GroupedMessage readGoogleMessage2GroupedMessage(
      GoogleMessage2GroupedMessage t) {

    return new gmsg2.GoogleMessage2GroupedMessage(
        t.hasField1() ? t.field1() : null,
        t.hasField2() ? t.field2() : null,
        t.hasField3() ? t.field3() : null,
        t.hasField4() ? t.field4() : null,
        t.hasField5() ? t.field5() : null,
        t.hasField6() ? t.field6() : null,
        t.hasField7() ? t.field7() : null,
        t.hasField8() ? t.field8() : null,
        t.hasField9() ? t.field9() : null,
        t.hasField10() ? t.field10() : null,
        t.hasField11() ? t.field11() : null,
        null);
  }
}
