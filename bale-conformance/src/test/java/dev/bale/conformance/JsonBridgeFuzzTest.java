package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.bale.dynamic.BaleJsonException;
import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.BaleException;

/**
 * Jazzer fuzz target for the JSON bridge's input (JSON.md; RELIABILITY.md's test plan names it):
 * any bytes read as an {@code alltypes.AllTypes} document either fail with a {@link
 * BaleJsonException} (or a {@link BaleException} for a budget) or give a value whose canonical JSON
 * reads back to the same value and the same text, and whose compact bytes decode to it again.
 * Anything else escaping (an untyped exception, a hang, a stack overflow) is a finding.
 *
 * <p>Without {@code JAZZER_FUZZ=1} (every {@code make test}) it replays {@code
 * src/test/resources/dev/bale/conformance/JsonBridgeFuzzTestInputs/allTypes/}; {@code make fuzz
 * FUZZ_TEST=JsonBridgeFuzzTest#allTypes} fuzzes for real.
 */
class JsonBridgeFuzzTest {
  private static final JsonBridge.Type ALL = Schemas.type("alltypes.bale", "AllTypes");

  @FuzzTest(maxDuration = "5m")
  void allTypes(byte[] data) {
    Value v;
    try {
      v = ALL.fromJson(data);
    } catch (BaleJsonException | BaleException e) {
      return;
    }
    String text = ALL.toJson(v);
    Value back = ALL.fromJson(text);
    assertEquals(v, back, text);
    assertEquals(text, ALL.toJson(back));
    assertEquals(v, ALL.decode(ALL.encode(v, EncodeOptions.DEFAULT)), text);
  }
}
