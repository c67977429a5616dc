package dev.bale.schema.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.schema.model.Location;
import dev.bale.schema.model.ScalarKind;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParserTest {
  private final List<String> errors = new ArrayList<>();

  private FileElement parse(String text) {
    return Parser.parse("f.bale", text, (loc, msg) -> errors.add(loc + ": " + msg));
  }

  @Test
  void parsesDeclarationsWithDocsAndLocations() {
    FileElement f =
        parse(
            """
            /// File doc.
            ///   indented
            package a.b;
            import "x/y.bale";
            // not a doc
            /// Image doc.
            message Image {
              /// Uri doc.
              string uri = 1;
              list<map<string, a.b.Other>>? thumbs = 2 [fixed, default = -0x10, dedup = false];
            }
            //// a ruler, not a doc
            enum Size { SMALL = 0; }
            union U { bool b = 3; }
            struct S { f64 x = 1; }
            """);
    assertEquals(List.of(), errors);
    assertEquals("a.b", f.packageName());
    assertEquals(List.of("File doc.", "  indented"), f.doc());
    assertEquals(new ImportElement("x/y.bale", new Location("f.bale", 4, 8)), f.imports().get(0));
    assertEquals(4, f.decls().size());
    DeclElement image = f.decls().get(0);
    assertEquals(DeclElement.Kind.MESSAGE, image.kind());
    assertEquals(List.of("Image doc."), image.doc());
    assertEquals(new Location("f.bale", 7, 9), image.location());
    MemberElement uri = image.members().get(0);
    assertEquals(List.of("Uri doc."), uri.doc());
    assertEquals(new Location("f.bale", 9, 10), uri.location());
    assertEquals(
        new TypeElement.Scalar(ScalarKind.STRING, new Location("f.bale", 9, 3)), uri.type());
    MemberElement thumbs = image.members().get(1);
    assertTrue(thumbs.optional());
    assertEquals("list<map<string, a.b.Other>>", thumbs.type().display());
    TypeElement.ListOf list = assertInstanceOf(TypeElement.ListOf.class, thumbs.type());
    TypeElement.MapOf map = assertInstanceOf(TypeElement.MapOf.class, list.element());
    assertEquals("a.b.Other", ((TypeElement.Named) map.value()).name());
    assertEquals(3, thumbs.options().size());
    assertNull(thumbs.options().get(0).value());
    LiteralElement def = thumbs.options().get(1).value();
    assertEquals(LiteralElement.Kind.INT, def.kind());
    assertEquals(BigInteger.valueOf(-16), def.value());
    assertEquals("-0x10", def.text());
    assertEquals(LiteralElement.Kind.IDENT, thumbs.options().get(2).value().kind());
    assertEquals(List.of(), f.decls().get(1).doc());
    assertEquals(BigInteger.valueOf(3), f.decls().get(2).members().get(0).id());
  }

  @Test
  void literals() {
    FileElement f =
        parse(
            """
            package p;
            message M {
              f64 a = 1 [default = 1.5];
              f64 b = 2 [default = -2e10];
              f64 c = 3 [default = -inf];
              f64 d = 4 [default = inf];
              string e = 5 [default = "q\\"\\\\\\n\\t\\u{1F600}é"];
              bool f = 6 [default = false];
              i64 g = 7 [default = 18446744073709551616];
            }
            """);
    assertEquals(List.of(), errors);
    List<MemberElement> m = f.decls().get(0).members();
    assertEquals(1.5, m.get(0).options().get(0).value().value());
    assertEquals(-2e10, m.get(1).options().get(0).value().value());
    assertEquals(Double.NEGATIVE_INFINITY, m.get(2).options().get(0).value().value());
    assertEquals("inf", m.get(3).options().get(0).value().value());
    assertEquals("q\"\\\n\t\uD83D\uDE00é", m.get(4).options().get(0).value().value());
    assertEquals(LiteralElement.Kind.IDENT, m.get(5).options().get(0).value().kind());
    assertEquals(new BigInteger("18446744073709551616"), m.get(6).options().get(0).value().value());
  }

  @Test
  void minusMustBeAdjacent() {
    parse("package p; message M { i32 a = 1 [default = - 5]; }");
    assertEquals(List.of("f.bale:1:47: expected a number right after '-' but found '5'"), errors);
  }

  @Test
  void lexicalErrorsStopParsingButAreAllReported() {
    parse("package p;\nmessage M { i32 a = 09; string s = 2 [default = \"\\x\"]; } #");
    assertEquals(
        List.of(
            "f.bale:2:21: malformed number '09': leading zeros are not allowed",
            "f.bale:2:50: invalid escape '\\x' in string literal (allowed: \\\" \\\\ \\n \\t"
                + " \\u{XXXX})",
            "f.bale:2:58: unexpected character '#'"),
        errors);
  }

  @Test
  void tabsCountAsOneColumn() {
    parse("package p;\n\tmessage M {\n\t\ti32 = 1; }");
    assertEquals(List.of("f.bale:3:7: expected field name but found '='"), errors);
  }

  @Test
  void emptyFileNeedsAPackage() {
    parse("");
    assertEquals(
        List.of(
            "f.bale:1:1: missing package declaration: a file must start with 'package <name>;'"),
        errors);
  }

  @Test
  void typeNestingIsBounded() {
    parse("package p; message M { " + "list<".repeat(31) + "i32" + ">".repeat(31) + " a = 1; }");
    assertEquals(List.of(), errors);
    parse(
        "package p; message M { " + "list<".repeat(5000) + "i32" + ">".repeat(5000) + " a = 1; }");
    assertEquals(List.of("f.bale:1:184: type nested too deeply (more than 32 levels)"), errors);
  }

  @Test
  void docLinesLoseTrailingWhiteSpaceAsStringStripTrailingWould() {
    // Lexer.stripTrailing stands in for Java 11's String.stripTrailing (not on Android 8): the
    // same result for every char after text and alone, and for runs of them.
    for (char c = 0; c < Character.MAX_VALUE; c++) {
      for (String s : new String[] {"doc" + c, String.valueOf(c), "a" + c + c + "b" + c + c}) {
        assertEquals(
            s.stripTrailing(),
            Lexer.stripTrailing(s),
            () -> "U+" + Integer.toHexString(s.charAt(s.length() - 1)));
      }
    }
    FileElement f = parse("/// doc \t\u2003\npackage p;\n");
    assertEquals(List.of("doc"), f.doc());
  }
}
