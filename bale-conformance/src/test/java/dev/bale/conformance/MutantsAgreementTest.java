package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatType;
import dev.bale.tools.MutantsMain;
import dev.bale.tools.MutantsMain.Mutant;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Java side of the seeded mutation differential (issue 18): the mutants {@link MutantsMain}
 * makes of every vector (compact and flat) reach the same outcome in the generated Java code as in
 * the dynamic codecs — the same error code, or the same re-encoded bytes. {@code make ts-test}
 * holds TypeScript to the dynamic codecs' outcomes on a larger set of the same mutants.
 */
class MutantsAgreementTest {
  /** Mutants per vector and codec here (make ts-test compares 40 per vector with TypeScript). */
  private static final int PER_VECTOR = Integer.getInteger("bale.mutantsPerVector", 12);

  private static final long SEED = Long.getLong("bale.mutantsSeed", 20261123L);

  @Test
  void generatedAndDynamicAgreeOnEveryMutant() throws Exception {
    List<Mutant> mutants = MutantsMain.mutants(TestData.root(), SEED, PER_VECTOR);
    assertTrue(mutants.size() >= 2 * VectorConformanceTest.MIN_VECTORS * PER_VECTOR);
    int decoded = 0;
    for (Mutant m : mutants) {
      String dynamic = MutantsMain.outcome(Schemas.type(m.schema(), m.type()), m);
      String generated = generated(m);
      assertEquals(
          dynamic,
          generated,
          m.codec() + " mutant of " + m.vector() + ": " + HexFormat.of().formatHex(m.bytes()));
      if (!dynamic.startsWith("error ")) {
        decoded++;
      }
    }
    // Some mutants decode (changed string bytes, scalar values), so the comparison of re-encoded
    // bytes is exercised too; a decoder that rejected everything would show up here.
    assertTrue(decoded > mutants.size() / 50, "only " + decoded + " mutants decoded");
  }

  /** {@link MutantsMain#outcome}, through the generated code. */
  @SuppressWarnings("unchecked")
  private static String generated(Mutant m) throws Exception {
    boolean flat = m.codec().equals("flat");
    CompactType<Object> compactType;
    FlatType<Object> flatType;
    long fingerprint;
    if (m.vector().startsWith("roots.")) {
      // testdata/roots: the generated Root of the vector's type (GeneratedRootsTest).
      String type = Schemas.type(m.schema(), m.type()).rootType().canonical();
      Class<?> root = GeneratedRootsTest.rootClasses().get(type);
      compactType = (CompactType<Object>) GeneratedRootsTest.field(root, "VALUE_COMPACT");
      flatType = (FlatType<Object>) GeneratedRootsTest.field(root, "VALUE_FLAT");
      fingerprint = (long) GeneratedRootsTest.field(root, "FINGERPRINT");
    } else {
      Codec c = Codec.generated(m.schema(), m.type());
      compactType = c.type();
      flatType =
          flat
              ? FlatGeneratedTest.flatType(Class.forName(Schemas.javaClassName(m.schema(), c.decl)))
              : null;
      fingerprint = c.fingerprint;
    }
    return outcome(m, flat, compactType, flatType, fingerprint);
  }

  private static String outcome(
      Mutant m,
      boolean flat,
      CompactType<Object> compactType,
      FlatType<Object> flatType,
      long fingerprint) {
    Object v;
    try {
      if (flat) {
        v =
            m.frame()
                ? Flat.decodeFramed(flatType, m.bytes(), fingerprint)
                : Flat.decode(flatType, m.bytes());
      } else {
        CompactReader r = new CompactReader(Limits.DEFAULT);
        v =
            m.frame()
                ? r.decodeFramed(compactType, m.bytes(), fingerprint)
                : r.decode(compactType, m.bytes());
      }
    } catch (BaleException e) {
      return "error " + e.code().name();
    }
    try {
      StringBuilder out = new StringBuilder("ok");
      for (boolean dedupMessages : new boolean[] {false, true}) {
        byte[] b;
        if (flat) {
          FlatBuilder fb = new FlatBuilder().dedupStrings(true).dedupMessages(dedupMessages);
          Flat.encode(fb, flatType, v);
          b = m.frame() ? fb.toByteArrayFramed(fingerprint) : fb.toByteArray();
        } else {
          CompactWriter w = new CompactWriter().dedupStrings(true).dedupMessages(dedupMessages);
          b = m.frame() ? w.encodeFramed(compactType, v, fingerprint) : w.encode(compactType, v);
        }
        out.append(' ').append(HexFormat.of().formatHex(b));
      }
      return out.toString();
    } catch (BaleException e) {
      return "reencode-error " + e.code().name();
    }
  }
}
