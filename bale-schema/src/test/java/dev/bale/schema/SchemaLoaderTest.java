package dev.bale.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.Location;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.UnionDecl;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchemaLoaderTest {

  private static SchemaException fails(String text) {
    return assertThrows(SchemaException.class, () -> SchemaLoader.loadString("t.bale", text));
  }

  @Test
  void buildsTheModel() throws Exception {
    Schema s =
        SchemaLoader.loadString(
            "t.bale",
            """
            /// Doc.
            package p;
            message M {
              E e = 2 [default = B];
              u64 big = 1 [default = 18446744073709551615, ts_number];
              f32 f = 3 [default = 0.1, deprecated];
              string? s = 4 [dedup = false];
              U u = 5;
            }
            enum E { A = 3; B = 7; }
            union U { S s = 9; string t = 1; }
            struct S { i32 x = 1 [fixed]; }
            """);
    assertEquals(List.of("Doc."), s.files().get(0).doc());
    MessageDecl m = (MessageDecl) s.find("p.M");
    // Fields are in id order whatever the source order.
    assertEquals(List.of("big", "e", "f", "s", "u"), m.fields().stream().map(Field::name).toList());
    Field big = m.fields().get(0);
    assertEquals(-1L, big.defaultValue().value());
    assertTrue(big.options().tsNumber());
    Field e = m.fields().get(1);
    EnumValue b = assertInstanceOf(EnumValue.class, e.defaultValue().value());
    assertEquals(7, b.value());
    NamedType et = assertInstanceOf(NamedType.class, e.type());
    assertSame(s.find("E"), et.decl());
    Field f = m.fields().get(2);
    assertEquals((double) 0.1f, f.defaultValue().value());
    assertTrue(f.deprecated());
    Field str = m.fields().get(3);
    assertTrue(str.optional());
    assertFalse(str.options().dedup());
    assertNull(str.defaultValue());
    UnionDecl u = (UnionDecl) s.find("U");
    assertEquals(9, u.cases().get(0).id());
    assertInstanceOf(StructDecl.class, ((NamedType) u.cases().get(0).type()).decl());
    assertTrue(((StructDecl) s.find("S")).fields().get(0).options().fixed());
    assertEquals(new Location("t.bale", 3, 9), m.location());
    assertEquals(
        List.of("A", "B"),
        ((EnumDecl) s.find("E")).values().stream().map(EnumValue::name).toList());
  }

  @Test
  void samePackageWinsOverImports() throws Exception {
    Map<String, String> files = new LinkedHashMap<>();
    files.put(
        "a/main.bale",
        "package a; import \"../b/lib.bale\"; message M { Thing t = 1; b.Thing u = 2; Only o = 3; }"
            + " message Thing { i32 x = 1; }");
    files.put("b/lib.bale", "package b; message Thing { i32 y = 1; } message Only { i32 z = 1; }");
    Schema s = SchemaLoader.loadStrings(files);
    MessageDecl m = (MessageDecl) s.find("a.M");
    assertEquals("a.Thing", ((NamedType) m.fields().get(0).type()).decl().fullName());
    assertEquals("b.Thing", ((NamedType) m.fields().get(1).type()).decl().fullName());
    assertEquals("b.Only", ((NamedType) m.fields().get(2).type()).decl().fullName());
    assertEquals(
        List.of("a/main.bale", "b/lib.bale"), s.files().stream().map(f -> f.path()).toList());
    assertEquals(List.of("b/lib.bale"), s.files().get(0).imports());
  }

  @Test
  void importsAcrossPackagesFromDisk() throws Exception {
    Path dir = TestData.root().resolve("schemas/imports");
    Schema s = SchemaLoader.load(List.of(dir.resolve("order.bale")));
    assertEquals(
        List.of("order.bale", "common.bale"), s.files().stream().map(f -> f.path()).toList());
    MessageDecl order = (MessageDecl) s.find("shop.orders.Order");
    assertSame(s.find("shop.common.Money"), ((NamedType) order.fields().get(1).type()).decl());
  }

  @Test
  void fileNamesAreRelativeToTheFirstRoot() {
    Path dir = TestData.root().resolve("invalid");
    SchemaException e =
        assertThrows(
            SchemaException.class,
            () ->
                SchemaLoader.load(
                    List.of(dir.resolve("enum_empty.bale"), dir.resolve("lib/nope.bale"))));
    // A missing file is a phase-1 error, so enum_empty.bale's own (phase-2) error is not reached.
    assertEquals(1, e.diagnostics().size());
    assertEquals("lib/nope.bale: error: file not found", e.diagnostics().get(0).render());
  }

  @Test
  void collectsAllErrorsSorted() {
    SchemaException e =
        fails(
            """
            package p;
            enum E { }
            message M { X x = 1; i32 y = 1; }
            """);
    assertEquals(3, e.diagnostics().size());
    assertEquals(
        List.of("2:6", "3:13", "3:30"),
        e.diagnostics().stream()
            .map(d -> d.location().line() + ":" + d.location().column())
            .toList());
  }

  @Test
  void renderKeepsTabsInTheCaretLine() {
    SchemaException e = fails("package p;\n\tmessage M {\t\tstring uri = 1; string uri = 2; }");
    assertEquals(
        "t.bale:2:38: error: duplicate field name 'uri' in message 'M' (first at 2:22)\n"
            + "\tmessage M {\t\tstring uri = 1; string uri = 2; }\n"
            + "\t"
            + " ".repeat(11)
            + "\t\t"
            + " ".repeat(23)
            + "^",
        e.getMessage());
  }

  @Test
  void diagnosticWithoutSourceLine() {
    Diagnostic d = new Diagnostic(new Location("x.bale", 3, 2), "boom", null);
    assertEquals("x.bale:3:2: error: boom", d.render());
  }

  @Test
  void deepStructChainsAreFine() throws Exception {
    StringBuilder sb = new StringBuilder("package p;\n");
    for (int i = 0; i < 200; i++) {
      sb.append("struct S").append(i).append(" { S").append(i + 1).append(" next = 1; }\n");
    }
    sb.append("struct S200 { i32 x = 1; }\n");
    assertEquals(201, SchemaLoader.loadString("t.bale", sb.toString()).decls().size());
  }

  /** SCHEMA.md §1: a leading byte order mark (some Windows editors write one) is not text. */
  @Test
  void aLeadingByteOrderMarkIsIgnored() throws Exception {
    String text = "package p;\r\nmessage M {\r\n  string s = 1;\r\n}\r\n";
    Schema plain = SchemaLoader.loadString("t.bale", text);
    Schema marked = SchemaLoader.loadString("t.bale", "\uFEFF" + text);
    assertEquals(
        Canonical.fingerprint(plain.find("p.M")), Canonical.fingerprint(marked.find("p.M")));
    // Columns of the first line count from after the mark.
    SchemaException e = fails("\uFEFFpackage p;\nmessage M { strin s = 1; }\n");
    assertEquals(
        "t.bale:2:13: error: unknown type 'strin'",
        e.diagnostics().get(0).render().lines().findFirst().orElseThrow());
    // Elsewhere it is still a stray character.
    fails("package p;\n\uFEFFmessage M { string s = 1; }\n");
  }

  @Test
  void aFileThatIsNotUtf8IsAnErrorNotReplacementCharacters(@TempDir Path dir) throws Exception {
    // The loader decodes files itself (Android has no Files.readString): a malformed sequence, a
    // lone surrogate's encoding and an overlong form must each fail the file, as before, and
    // valid multi-byte text must load.
    byte[][] bad = {
      {(byte) 0xC3}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xC0, (byte) 0xAF}
    };
    for (byte[] b : bad) {
      Path f = dir.resolve("bad.bale");
      byte[] text = "package p; message M { i32 x = 1; } // ".getBytes(StandardCharsets.UTF_8);
      byte[] all = Arrays.copyOf(text, text.length + b.length);
      System.arraycopy(b, 0, all, text.length, b.length);
      Files.write(f, all);
      SchemaException e = assertThrows(SchemaException.class, () -> SchemaLoader.load(List.of(f)));
      assertTrue(e.getMessage().contains("file is not valid UTF-8"), e.getMessage());
    }
    Path ok = dir.resolve("ok.bale");
    Files.write(
        ok,
        "/// Größe \uD83D\uDE00\npackage p; message M { i32 x = 1; }\n"
            .getBytes(StandardCharsets.UTF_8));
    assertEquals(
        List.of("Größe \uD83D\uDE00"), SchemaLoader.load(List.of(ok)).files().get(0).doc());
  }
}
