package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.bale.runtime.BaleException;
import dev.bale.schema.model.Decl;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Seeded property tests over random values of every type in alltypes.bale. */
class PropertyTest {
  static final JsonBridge BRIDGE = JsonMappingTest.BRIDGE;
  static final String[] ROOTS = {"AllTypes", "Node", "Leaf"};

  @Test
  void jsonAndCompactRoundTripsAreExactAndCanonical() throws Exception {
    JsonMapper mapper = new JsonMapper();
    for (String root : ROOTS) {
      JsonBridge.Type type = BRIDGE.type(root);
      Decl decl = type.decl();
      for (int seed = 0; seed < 120; seed++) {
        Value v = new RandomValues(seed, 4).of(decl);
        String where = root + " seed " + seed;
        String json = type.toJson(v);
        Value back = type.fromJson(json);
        assertEquals(v, back, where + ": " + json);
        assertEquals(json, type.toJson(back), where + ": JSON output is a fixed point");
        assertEquals(
            mapper.readTree(json), mapper.readTree(type.toJson(v, true)), where + " pretty");
        EncodeOptions opts = new EncodeOptions(seed % 2 == 0, seed % 3 == 0, seed % 5 == 0);
        byte[] bytes = type.encode(v, opts);
        Value decoded = type.decode(bytes, opts.framed(), dev.bale.runtime.Limits.DEFAULT);
        assertEquals(v, decoded, where);
        assertArrayEquals(bytes, type.encode(decoded, opts), where + ": deterministic");
        Inspector.Result r = type.inspect(bytes, opts.framed());
        assertNull(r.error(), () -> where + "\n" + r.render());
      }
    }
  }

  /** Mangled JSON ends in a BaleJsonException (or a value), never any other exception. */
  @Test
  void mangledJsonFailsCleanly() {
    JsonBridge.Type type = BRIDGE.type("AllTypes");
    SplittableRandom rnd = new SplittableRandom(99);
    String alphabet = "{}[]\",:0123456789-+.eE \\/nulltruefalseNaN\u00e9\ud83d";
    int accepted = 0;
    for (int seed = 0; seed < 60; seed++) {
      String json = type.toJson(new RandomValues(seed, 3).of(type.decl()));
      for (int k = 0; k < 20; k++) {
        StringBuilder sb = new StringBuilder(json);
        int edits = 1 + rnd.nextInt(3);
        for (int e = 0; e < edits && sb.length() > 0; e++) {
          int at = rnd.nextInt(sb.length());
          switch (rnd.nextInt(3)) {
            case 0:
              sb.deleteCharAt(at);
              break;
            case 1:
              sb.insert(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
              break;
            default:
              sb.setCharAt(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
          }
        }
        Value v;
        try {
          v = type.fromJson(sb.toString());
        } catch (BaleJsonException expected) {
          continue;
        }
        accepted++;
        try {
          type.encode(v, EncodeOptions.DEFAULT);
        } catch (BaleException e) {
          // e.g. a lone surrogate; a typed error is fine
        }
      }
    }
    // Some edits (inside strings, digits) still give valid documents: both paths were exercised.
    assertEquals(true, accepted > 0, "no mutation was accepted");
  }
}
