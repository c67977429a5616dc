package dev.bale.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.bale.schema.model.Schema;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CanonicalTest {

  private static String canonical(String text, String type) throws SchemaException {
    Schema s = SchemaLoader.loadString("t.bale", text);
    return Canonical.canonicalForm(s.find(type));
  }

  private static long fingerprint(String text, String type) throws SchemaException {
    return Canonical.fingerprint(SchemaLoader.loadString("t.bale", text).find(type));
  }

  @Test
  void fnv1a64KnownVectors() {
    // Reference values of the FNV-1a 64-bit hash (Fowler/Noll/Vo test suite).
    assertEquals(0xcbf29ce484222325L, Canonical.fnv1a64(new byte[0]));
    assertEquals(0xaf63dc4c8601ec8cL, Canonical.fnv1a64("a".getBytes(StandardCharsets.UTF_8)));
    assertEquals(0x85944171f73967e8L, Canonical.fnv1a64("foobar".getBytes(StandardCharsets.UTF_8)));
  }

  /** The worked example of SCHEMA.md; if this changes, every fingerprint in the wild changes. */
  @Test
  void mediaContentWorkedExample() throws Exception {
    Schema s = SchemaLoader.load(List.of(TestData.root().resolve("schemas/media.bale")));
    String expected =
        String.join(
            "\n",
            "message media.MediaContent",
            "1 media media.Media",
            "2 images list<media.Image>",
            "end",
            "message media.Image",
            "1 uri string",
            "2 title string?",
            "3 width i32",
            "4 height i32",
            "5 size media.Size",
            "end",
            "message media.Media",
            "1 uri string",
            "2 title string?",
            "3 width i32",
            "4 height i32",
            "5 format string",
            "6 duration i64",
            "7 size i64",
            "8 bitrate i32?",
            "9 persons list<string>",
            "10 player media.Player",
            "11 copyright string?",
            "end",
            "enum media.Player",
            "0 JAVA",
            "1 FLASH",
            "end",
            "enum media.Size",
            "0 SMALL",
            "1 LARGE",
            "end",
            "");
    assertEquals(expected, Canonical.canonicalForm(s.find("media.MediaContent")));
    assertEquals(0xefef31e04faa6845L, Canonical.fingerprint(s.find("media.MediaContent")));
  }

  @Test
  void optionsDefaultsUnionsAndStructs() throws Exception {
    String text =
        """
        package p;
        message M {
          i32 a = 1 [fixed, default = 0x10, deprecated];
          f32 b = 2 [default = 1.5];
          f64 c = 3 [default = -inf];
          string d = 4 [default = "a\\"b\\u{1}\\u{e9}", dedup = false];
          E e = 5 [default = Y];
          U u = 6;
          u64 f = 7 [default = 18446744073709551615, ts_number];
          bool g = 8 [default = true];
          map<E, list<S>> h = 9;
        }
        enum E { X = 5; Y = 2; }
        union U { S s = 2; bool flag = 1; }
        struct S { i64 z = 1 [fixed]; }
        message Unreachable { i32 x = 1; }
        """;
    assertEquals(
        String.join(
            "\n",
            "message p.M",
            "1 a i32 fixed default=16",
            "2 b f32 default=0x3fc00000",
            "3 c f64 default=0xfff0000000000000",
            "4 d string default=\"a\\\"b\\u{1}\u00e9\"",
            "5 e p.E default=Y",
            "6 u p.U",
            "7 f u64 default=18446744073709551615",
            "8 g bool default=true",
            "9 h map<p.E,list<p.S>>",
            "end",
            "enum p.E",
            "5 X",
            "2 Y",
            "end",
            "struct p.S",
            "1 z i64 fixed",
            "end",
            "union p.U",
            "2 s p.S",
            "1 flag bool",
            "end",
            ""),
        canonical(text, "p.M"));
    // Second worked example of SCHEMA.md.
    assertEquals(0x24afad06cc7430f9L, fingerprint(text, "p.M"));
  }

  @Test
  void stableUnderFormattingCommentsDocsAndSourceOrder() throws Exception {
    String a =
        """
        package p;
        message M { string s = 1; i32 n = 2 [default = 16]; list<N> l = 3; }
        message N { bool b = 1; }
        """;
    String b =
        """
        /// File docs.
        package   p ;
        /* block */
        /// A doc comment that is not part of the canonical form.
        message N {
          /// doc
          bool b = 1;   // comment
        }
        message M {
          list < N > l = 3;
          i32 n = 2 [default = 0x10, deprecated];
          string s = 1 [dedup = false];
        }
        """;
    assertEquals(canonical(a, "p.M"), canonical(b, "p.M"));
    assertEquals(fingerprint(a, "p.M"), fingerprint(b, "p.M"));
  }

  @Test
  void changesWithEveryDataChange() throws Exception {
    String base = "package p; message M { i32 a = 1; string? b = 2; E e = 3; } enum E { X = 0; }";
    long f = fingerprint(base, "p.M");
    for (String changed :
        List.of(
            "package p; message M { i64 a = 1; string? b = 2; E e = 3; } enum E { X = 0; }",
            "package p; message M { i32 a = 1; string b = 2; E e = 3; } enum E { X = 0; }",
            "package p; message M { i32 x = 1; string? b = 2; E e = 3; } enum E { X = 0; }",
            "package p; message M { i32 a = 1 [fixed]; string? b = 2; E e = 3; } enum E { X = 0; }",
            "package p; message M { i32 a = 1 [default = 1]; string? b = 2; E e = 3; } enum E { X ="
                + " 0; }",
            "package p; message M { i32 a = 1; string? b = 2; E e = 3; } enum E { X = 1; }",
            "package p; message M { i32 a = 1; string? b = 2; E e = 3; } enum E { X = 0; Y = 1;"
                + " }",
            "package p; message M { i32 a = 1; string? b = 2; E e = 3; i32 c = 4; } enum E { X ="
                + " 0; }",
            "package p; message M { i32 a = 1 [json = \"@a\"]; string? b = 2; E e = 3; } enum E"
                + " { X = 0; }",
            "package q; message M { i32 a = 1; string? b = 2; E e = 3; } enum E { X = 0; }")) {
      String type = changed.startsWith("package q") ? "q.M" : "p.M";
      assertNotEquals(f, fingerprint(changed, type), changed);
    }
  }

  /** A [json] key changes the JSON mapping, so it is part of the canonical form (SCHEMA.md §8). */
  @Test
  void jsonKeyIsInTheCanonicalForm() throws Exception {
    assertEquals(
        "message p.M\n1 context string? json=\"@con\\\"text\"\n2 message i32 default=3\nend\n",
        canonical(
            "package p; message M { string? context = 1 [json = \"@con\\\"text\"]; i32 message = 2"
                + " [default = 3]; }",
            "p.M"));
  }

  @Test
  void recursiveTypesTerminate() throws Exception {
    String text =
        "package p; message Node { string name = 1; list<Node> children = 2; Node? next = 3; }";
    assertEquals(
        "message p.Node\n1 name string\n2 children list<p.Node>\n3 next p.Node?\nend\n",
        canonical(text, "p.Node"));
  }

  @Test
  void everyTestdataSchemaHasAStableFingerprint() throws Exception {
    Path dir = TestData.root().resolve("schemas");
    Schema v1 = SchemaLoader.load(List.of(dir.resolve("evolve_v1.bale")));
    Schema v2 = SchemaLoader.load(List.of(dir.resolve("evolve_v2.bale")));
    assertNotEquals(
        Canonical.fingerprint(v1.find("evolve.Record")),
        Canonical.fingerprint(v2.find("evolve.Record")));
  }
}
