package dev.bale.runtime;

import static dev.bale.runtime.Probe.fails;
import static dev.bale.runtime.Probe.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.EvolutionTypes.People;
import dev.bale.runtime.EvolutionTypes.PersonV1;
import dev.bale.runtime.EvolutionTypes.PersonV2;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvolutionTest {
  // PersonV2("n", "k", true, "e"): strings n,k,e; flags 0b11; body 03 | 00 01 02.
  static final String V2_BYTES = "06 01 01 01 6e 6b 65 12 03 00 01 02";

  @Test
  void v2BytesAreAsSpecified() {
    assertArrayEquals(
        hex(V2_BYTES),
        new CompactWriter().encode(PersonV2.TYPE, new PersonV2("n", "k", true, "e")));
  }

  @Test
  void olderReaderKeepsUnknownTailAndFlagsAndWritesThemBack() {
    PersonV1 p = new CompactReader().decode(PersonV1.TYPE, hex(V2_BYTES));
    assertEquals("n", p.name());
    UnknownFields u = p.unknown();
    assertNotNull(u);
    assertEquals(Bytes.fromHex("0102"), u.tail());
    assertTrue(u.flag(0));
    assertTrue(u.flag(1));
    assertFalse(u.flag(2));
    assertEquals(2, u.flagBitLength());
    // Re-encoding with the older type gives the very same bytes (origin seeded, restart).
    assertArrayEquals(hex(V2_BYTES), new CompactWriter().encode(PersonV1.TYPE, p));
    // With string dedup off the table grows but the meaning is kept.
    byte[] noDedup = new CompactWriter().dedupStrings(false).encode(PersonV1.TYPE, p);
    assertEquals(
        new PersonV2("n", "k", true, "e"), new CompactReader().decode(PersonV2.TYPE, noDedup));
  }

  @Test
  void newerReaderSeesDefaults() {
    byte[] v1 = new CompactWriter().encode(PersonV1.TYPE, new PersonV1("n", null));
    assertArrayEquals(hex("02 01 6e 04 00"), v1);
    assertEquals(new PersonV2("n", null, false, ""), new CompactReader().decode(PersonV2.TYPE, v1));
  }

  @Test
  void originSeedingWhenTablesAlreadyHaveEntries() {
    PersonV1 old = new CompactReader().decode(PersonV1.TYPE, hex(V2_BYTES));
    // "zed" and "n2" are written before the writer meets the origin: it restarts with it seeded.
    People<PersonV1> mixed =
        new People<>(List.of(new PersonV1("zed", null), old, new PersonV1("e", null)));
    byte[] bytes = new CompactWriter().encode(People.type(PersonV1.TYPE), mixed);
    People<PersonV2> back = new CompactReader().decode(People.type(PersonV2.TYPE), bytes);
    assertEquals(
        List.of(
            new PersonV2("zed", null, false, ""),
            new PersonV2("n", "k", true, "e"),
            new PersonV2("e", null, false, "")),
        back.people());
    // Origin strings come first, unchanged and in order; "e" reuses the seeded entry.
    assertTrue(Probe.hex(bytes).startsWith("08010101036e6b657a6564"), Probe.hex(bytes));
  }

  @Test
  void sameContentOriginsMayMix() {
    PersonV1 a = new CompactReader().decode(PersonV1.TYPE, hex(V2_BYTES));
    PersonV1 b = new CompactReader().decode(PersonV1.TYPE, hex(V2_BYTES));
    assertEquals(a, b);
    byte[] bytes =
        new CompactWriter().encode(People.type(PersonV1.TYPE), new People<>(List.of(a, b)));
    assertEquals(
        List.of(new PersonV2("n", "k", true, "e"), new PersonV2("n", "k", true, "e")),
        new CompactReader().decode(People.type(PersonV2.TYPE), bytes).people());
  }

  @Test
  void differentOriginsCannotMix() {
    PersonV1 a = new CompactReader().decode(PersonV1.TYPE, hex(V2_BYTES));
    byte[] other = new CompactWriter().encode(PersonV2.TYPE, new PersonV2("x", "y", false, "z"));
    PersonV1 b = new CompactReader().decode(PersonV1.TYPE, other);
    CompactWriter w = new CompactWriter();
    fails(
        ErrorCode.MIXED_UNKNOWN_ORIGINS,
        () -> w.encode(People.type(PersonV1.TYPE), new People<>(List.of(a, b))));
    // The writer is clean afterwards.
    assertArrayEquals(hex(V2_BYTES), w.encode(PersonV1.TYPE, a));
  }

  @Test
  void unknownFieldsSurviveObjectTables() {
    PersonV2 shared = new PersonV2("n", "k", true, "e");
    byte[] v2 =
        new CompactWriter()
            .dedupMessages(true)
            .encode(People.type(PersonV2.TYPE), new People<>(List.of(shared, shared)));
    People<PersonV1> old = new CompactReader().decode(People.type(PersonV1.TYPE), v2);
    assertTrue(old.people().get(0) == old.people().get(1));
    byte[] again = new CompactWriter().encode(People.type(PersonV1.TYPE), old);
    assertEquals(
        List.of(shared, shared),
        new CompactReader().decode(People.type(PersonV2.TYPE), again).people());
  }

  /**
   * Every writer configuration: a decoded value with unknown fields re-encodes to a fixed point.
   */
  @Test
  void reencodingDecodedValuesIsAFixedPoint() {
    PersonV2 shared = new PersonV2("n", "n", true, "e");
    People<PersonV2> v2 =
        new People<>(List.of(shared, new PersonV2("e", null, false, "n"), shared, shared));
    CompactType<People<PersonV1>> oldType = People.type(PersonV1.TYPE);
    for (boolean dedupStrings : new boolean[] {true, false}) {
      for (boolean dedupMessages : new boolean[] {true, false}) {
        CompactWriter newer =
            new CompactWriter().dedupStrings(dedupStrings).dedupMessages(dedupMessages);
        byte[] original = newer.encode(People.type(PersonV2.TYPE), v2);
        for (boolean s2 : new boolean[] {true, false}) {
          for (boolean m2 : new boolean[] {true, false}) {
            CompactWriter older = new CompactWriter().dedupStrings(s2).dedupMessages(m2);
            CompactReader r = new CompactReader();
            byte[] b1 = older.encode(oldType, r.decode(oldType, original));
            byte[] b2 = older.encode(oldType, r.decode(oldType, b1));
            String what = dedupStrings + "/" + dedupMessages + " -> " + s2 + "/" + m2;
            assertArrayEquals(b1, b2, what);
            if (dedupStrings == s2 && dedupMessages == m2) {
              assertTrue(b1.length <= original.length, what);
            }
            assertEquals(v2.people(), r.decode(People.type(PersonV2.TYPE), b2).people(), what);
            if (dedupStrings == s2 && dedupMessages == m2 && dedupStrings) {
              assertArrayEquals(original, b1, what);
            }
          }
        }
      }
    }
  }

  @Test
  void knownFlagsAreNotUnknown() {
    PersonV2 p = new CompactReader().decode(PersonV2.TYPE, hex(V2_BYTES));
    assertNull(p.unknown());
    assertEquals(new PersonV2("n", "k", true, "e"), p);
  }

  @Test
  void unknownFieldsEqualityIsByValue() {
    PersonV1 a = new CompactReader().decode(PersonV1.TYPE, hex(V2_BYTES));
    PersonV1 b = new CompactReader().decode(PersonV1.TYPE, hex(V2_BYTES));
    assertEquals(a.unknown(), b.unknown());
    assertEquals(a.unknown().hashCode(), b.unknown().hashCode());
    assertEquals("UnknownFields{flags=[0,1], tail=0102}", a.unknown().toString());
  }
}
