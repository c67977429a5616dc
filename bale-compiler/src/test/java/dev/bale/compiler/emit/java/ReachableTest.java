package dev.bale.compiler.emit.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The generated {@code reachableTypes()} lists (docs/safety.md, "Static initializers at the stack's
 * end"): the transitive closure over fields and cases, the root's own cycle included, which a list
 * built from each type's static initializer would miss (B is first reached under a chain of A).
 */
class ReachableTest {
  private static final String SCHEMA =
      """
      package r;
      message A { A? next = 1; B? b = 2; }
      message B { A a = 1; U u = 2; }
      union U { E e = 1; P p = 2; string s = 3; }
      enum E { X = 1; }
      struct P { i32 x = 1; E e = 2; }
      message Alone { string s = 1; }
      """;

  /** The array a compact codec's reachableTypes() returns, as written. */
  private static String list(String source) {
    int at = source.indexOf("protected Class<?>[] reachableTypes()");
    assertTrue(at >= 0, source);
    int from = source.indexOf("return new Class<?>[] {", at);
    return source.substring(from, source.indexOf("};", from) + 2).replaceAll("\\s+", " ");
  }

  @Test
  void theClosureOverFieldsAndCasesCyclesIncluded() {
    Map<String, String> out = JavaGeneratorTest.generate(SCHEMA);
    String all =
        "A.View.class, B.class, B.View.class, E.class, P.class, P.View.class, U.class, U.E.class,"
            + " U.P.class, U.S.class, U.View.class";
    assertEquals("return new Class<?>[] {" + all + "};", list(out.get("r/A.java")));
    // B reaches A through its cycle, and A's View: all but its own class.
    assertEquals(
        "return new Class<?>[] {A.class, A.View.class, B.View.class, E.class, P.class,"
            + " P.View.class, U.class, U.E.class, U.P.class, U.S.class, U.View.class};",
        list(out.get("r/B.java")));
    // In the union's file the case records E and P hide the types E and P: those are qualified.
    assertEquals(
        "return new Class<?>[] {r.E.class, r.P.class, r.P.View.class, U.E.class, U.P.class,"
            + " U.S.class, U.View.class};",
        list(out.get("r/U.java")));
    // A message's flat codec asks its compact codec; an enum lists nothing.
    assertTrue(out.get("r/A.java").contains("return ((CompactCodec) COMPACT).reachableTypes();"));
    assertFalse(out.get("r/E.java").contains("reachableTypes"));
    assertEquals("return new Class<?>[] {Alone.View.class};", list(out.get("r/Alone.java")));
  }
}
