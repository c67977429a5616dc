package dev.bale.jackson;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import dev.bale.runtime.CompactType;
import org.junit.jupiter.api.Test;

/**
 * A generated message too wide for a record is a final class (docs/generated-java.md, "What a Java
 * class can hold"), which the module does not map: writing or reading one is an error that says so,
 * not an empty object (its accessors are not getters, so Jackson alone finds no properties and,
 * with FAIL_ON_EMPTY_BEANS off, writes {}).
 */
class WideClassTest {
  /** The shape the generator gives such a class: final, not a record, a static COMPACT codec. */
  public static final class Wide {
    public static final CompactType<Wide> COMPACT = null;
    private final int f1 = 1;

    public int f1() {
      return f1;
    }
  }

  @Test
  void aGeneratedClassIsRefusedWithAReasonBothWays() {
    ObjectMapper mapper =
        new ObjectMapper()
            .registerModule(new BaleModule())
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);
    InvalidDefinitionException write =
        assertThrows(InvalidDefinitionException.class, () -> mapper.writeValueAsString(new Wide()));
    assertTrue(write.getMessage().contains("has too many fields for a record"), write.getMessage());
    InvalidDefinitionException read =
        assertThrows(
            InvalidDefinitionException.class, () -> mapper.readValue("{\"f1\":1}", Wide.class));
    assertTrue(
        read.getMessage().contains("bale-jackson maps generated records only"), read.getMessage());
    // Without the module, Jackson would have written an empty object.
    ObjectMapper plain = new ObjectMapper().disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);
    assertTrue(assertDoesNotThrowWrite(plain).equals("{}"));
  }

  private static String assertDoesNotThrowWrite(ObjectMapper m) {
    try {
      return m.writeValueAsString(new Wide());
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }
}
