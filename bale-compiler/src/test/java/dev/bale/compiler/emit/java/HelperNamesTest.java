package dev.bale.compiler.emit.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.bale.schema.model.ListType;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;
import org.junit.jupiter.api.Test;

class HelperNamesTest {
  private static final TypeRef LIST_I32 = new ListType(new ScalarType(ScalarKind.I32));

  /** {@code list<a.B>} and {@code list<aB>}: other types whose names have the same words. */
  private static final TypeRef LIST_A_B = new ListType(new NamedType("a.B"));

  private static final TypeRef LIST_AB = new ListType(new NamedType("aB"));

  @Test
  void oneNamePerKindTypeAndVariant() {
    HelperNames names = new HelperNames();
    assertNull(names.find("decode", LIST_I32, ""));
    assertEquals("decodeListI32", names.claim("decode", LIST_I32, ""));
    assertEquals("decodeListI32", names.find("decode", LIST_I32, ""));
    assertEquals("decodeListI32", names.claim("decode", LIST_I32, ""));
    assertEquals("decodeListI32Fixed", names.claim("decode", LIST_I32, "Fixed"));
    assertEquals("verifyListI32", names.claim("verify", LIST_I32, ""));
  }

  @Test
  void anotherKeyWithTheSameWordsGetsANumber() {
    HelperNames names = new HelperNames();
    assertEquals("ListAB", names.claim("", LIST_A_B, ""));
    assertEquals("ListAB2", names.claim("", LIST_AB, ""));
    assertEquals("ListAB", names.claim("", LIST_A_B, ""));
    assertEquals("ListAB2", names.find("", LIST_AB, ""));
  }

  @Test
  void clearForgetsEveryName() {
    HelperNames names = new HelperNames();
    names.claim("", LIST_I32, "");
    names.clear();
    assertNull(names.find("", LIST_I32, ""));
    assertEquals("ListAB", names.claim("", LIST_AB, ""));
  }
}
