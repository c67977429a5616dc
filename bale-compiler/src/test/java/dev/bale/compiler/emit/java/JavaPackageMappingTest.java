package dev.bale.compiler.emit.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link JavaOptions#withPackage} may put two schema packages into one Java package. That is fine
 * while their classes differ; when two declarations (or two root statements) would become one Java
 * class, or classes whose files differ only in case (one file on case-insensitive file systems),
 * the generator says so, naming both declarations and the mapping, before it writes anything.
 */
class JavaPackageMappingTest {
  /** Schema files {@code a.bale} (package a, importing b.bale) and {@code b.bale} (package b). */
  private static Schema load(String a, String b) throws Exception {
    Map<String, String> files = new LinkedHashMap<>();
    files.put("a.bale", "package a;\nimport \"b.bale\";\n" + a);
    files.put("b.bale", "package b;\n" + b);
    return SchemaLoader.loadStrings(files);
  }

  /** Both packages generated into {@code javaA} and {@code javaB}. */
  private static JavaOptions mapped(String javaA, String javaB) {
    return JavaOptions.defaults().withPackage("a", javaA).withPackageMapping("b=" + javaB);
  }

  /**
   * Generation into {@code dir} fails with exactly {@code message}, and writes no file; where it
   * does not fail, the test's failure says what javac makes of the generated code.
   */
  private static void fails(Schema schema, JavaOptions options, Path dir, String message)
      throws Exception {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> new JavaGenerator(options).writeTo(schema, dir),
            () -> "generated; " + javacOn(schema, options, dir));
    assertEquals(message, e.getMessage());
    try (Stream<Path> s = Files.walk(dir)) {
      assertEquals(List.of(dir), s.toList(), "nothing written");
    }
  }

  @Test
  void twoPackagesWithDistinctClassesShareOneJavaPackage(@TempDir Path dir) throws Exception {
    Schema schema =
        load(
            "message Order { b.Line line = 1; list<b.Line> more = 2; }\n",
            "message Line { string sku = 1; }\nenum line_kind { A = 0; }\n");
    Map<String, String> files = JavaGeneratorTest.generate(schema, mapped("shop", "shop"));
    assertEquals(
        List.of("shop/Line.java", "shop/LineKind.java", "shop/Order.java"),
        new ArrayList<>(files.keySet()));
    assertFalse(files.get("shop/Order.java").contains("import b."), "one package, no import");
    ClassLoader loader = GeneratedCompiler.compile(files, dir.resolve("classes"));
    assertEquals("shop.Line", loader.loadClass("shop.Line").getName());
    assertTrue(loader.loadClass("shop.Order").isRecord());
  }

  @Test
  void twoDeclarationsOfOneJavaClassAreAnOptionError(@TempDir Path dir) throws Exception {
    Schema schema = load("message Event { string s = 1; }\n", "\nenum event { A = 0; }\n");
    fails(
        schema,
        mapped("p", "p"),
        dir,
        "JavaOptions: message 'a.Event' (a.bale:3:9) and enum 'b.event' (b.bale:3:6) both become"
            + " the Java class 'p.Event', as the package mapping (withPackage,"
            + " withPackageMapping) generates schema package 'a' into 'p' and 'b' into 'p'; map"
            + " them to different Java packages or rename one of the types");
    // One package mapped onto the other's: the same class.
    fails(
        schema,
        JavaOptions.defaults().withPackage("a", "b"),
        dir,
        "JavaOptions: message 'a.Event' (a.bale:3:9) and enum 'b.event' (b.bale:3:6) both become"
            + " the Java class 'b.Event', as the package mapping (withPackage,"
            + " withPackageMapping) generates schema package 'a' into 'b' and 'b' into 'b' (not"
            + " mapped); map them to different Java packages or rename one of the types");
  }

  @Test
  void classesThatDifferOnlyInCaseAreAnOptionError(@TempDir Path dir) throws Exception {
    Schema schema = load("message value { i32 v = 1; }\n", "message VALUE { i32 v = 1; }\n");
    fails(
        schema,
        mapped("p", "p"),
        dir,
        "JavaOptions: message 'a.value' (a.bale:3:9) and message 'b.VALUE' (b.bale:2:9) become"
            + " the Java classes 'p.Value' and 'p.VALUE', whose files p/Value.java and"
            + " p/VALUE.java are one file on case-insensitive file systems (macOS, Windows), as"
            + " the package mapping (withPackage, withPackageMapping) generates schema package"
            + " 'a' into 'p' and 'b' into 'p'; map them to different Java packages or rename one"
            + " of the types");
    // Java packages that differ only in case are one folder there too.
    Schema same = load("message Item { i32 v = 1; }\n", "message Item { i32 v = 1; }\n");
    fails(
        same,
        mapped("p.x", "p.X"),
        dir,
        "JavaOptions: message 'a.Item' (a.bale:3:9) and message 'b.Item' (b.bale:2:9) become"
            + " the Java classes 'p.x.Item' and 'p.X.Item', whose files p/x/Item.java and"
            + " p/X/Item.java are one file on case-insensitive file systems (macOS, Windows), as"
            + " the package mapping (withPackage, withPackageMapping) generates schema package"
            + " 'a' into 'p.x' and 'b' into 'p.X'; map them to different Java packages or rename"
            + " one of the types");
    // Apart, both generate.
    assertEquals(
        List.of("p/x/Item.java", "p/y/Item.java"),
        new ArrayList<>(JavaGeneratorTest.generate(same, mapped("p.x", "p.y")).keySet()));
  }

  @Test
  void twoRootsOfOneJavaPackageAreAnOptionError(@TempDir Path dir) throws Exception {
    Schema schema =
        load(
            "root list<i32>;\nmessage A { i32 v = 1; }\n",
            "root map<string, i32>;\nmessage B { i32 v = 1; }\n");
    fails(
        schema,
        mapped("p", "p"),
        dir,
        "JavaOptions: the root statements of a.bale and b.bale both become the Java class"
            + " 'p.Root', as the package mapping (withPackage, withPackageMapping) generates"
            + " schema package 'a' into 'p' and 'b' into 'p'; map them to different Java packages"
            + " or keep one of the roots");
    assertEquals(
        List.of("a/A.java", "a/Root.java", "b/B.java", "b/Root.java"),
        new ArrayList<>(JavaGeneratorTest.generate(schema, JavaOptions.defaults()).keySet()));
  }

  @Test
  void twoRootsOfOneSchemaPackageAreNamed(@TempDir Path dir) throws Exception {
    // Not an option error: the schema is valid, but a package has one Root class.
    Map<String, String> files = new LinkedHashMap<>();
    files.put("a.bale", "package a;\nroot list<i32>;\n");
    files.put("a2.bale", "package a;\nroot string;\n");
    fails(
        SchemaLoader.loadStrings(files),
        JavaOptions.defaults(),
        dir,
        "the root statements of a.bale and a2.bale (package 'a') would both be the Java class"
            + " 'a.Root': generated code has one root per package (SCHEMA.md \"Root type\"); keep"
            + " one of them");
  }

  @Test
  void theRootClassAvoidsAClassThatDiffersOnlyInCase() throws Exception {
    // Root.java beside ROOT.java would be one file on case-insensitive file systems.
    Map<String, String> files =
        JavaGeneratorTest.generate("package a;\nroot list<i32>;\nmessage ROOT { i32 v = 1; }\n");
    assertEquals(List.of("a/ROOT.java", "a/Root_.java"), new ArrayList<>(files.keySet()));
  }

  @Test
  void aPackageNamedLikeAClassIsAnOptionError(@TempDir Path dir) throws Exception {
    // Java forbids a package and a class of one name (JLS 7.1): javac reports "package a.B
    // clashes with class of same name", and no code can import the package's classes (the class
    // a.B obscures the package a.B). Not a qualification problem the generator could avoid.
    Schema schema =
        load("root list<i32>;\nmessage B { b.C c = 1; }\n", "message C { i32 y = 1; }\n");
    fails(
        schema,
        mapped("a", "a.B"),
        dir,
        "JavaOptions: schema package 'b' would be the Java package 'a.B', which is the name of the"
            + " Java class of message 'a.B' (a.bale:4:9): Java forbids a package and a class of one"
            + " name (JLS 7.1), as the package mapping (withPackage, withPackageMapping)"
            + " generates schema package 'a' into 'a' and 'b' into 'a.B'; map them to other Java"
            + " packages or rename the type");
    // A package inside it: the class a.B obscures a.B.c as well.
    fails(
        schema,
        mapped("a", "a.B.c"),
        dir,
        "JavaOptions: schema package 'b' would be the Java package 'a.B.c', inside 'a.B', which is"
            + " the name of the Java class of message 'a.B' (a.bale:4:9): Java forbids a package"
            + " and a class of one name (JLS 7.1), as the package mapping (withPackage,"
            + " withPackageMapping) generates schema package 'a' into 'a' and 'b' into 'a.B.c';"
            + " map them to other Java packages or rename the type");
    // The root class too.
    fails(
        schema,
        mapped("a", "a.Root"),
        dir,
        "JavaOptions: schema package 'b' would be the Java package 'a.Root', which is the name of"
            + " the Java class of the root statement of a.bale: Java forbids a package and a class"
            + " of one name (JLS 7.1), as the package mapping (withPackage, withPackageMapping)"
            + " generates schema package 'a' into 'a' and 'b' into 'a.Root'; map them to other"
            + " Java packages or move the root");
  }

  @Test
  void aPackageNamedLikeAServiceClassIsAnOptionErrorWithGrpc(@TempDir Path dir) throws Exception {
    Schema schema =
        load(
            "message B { b.C c = 1; }\nservice S { rpc Get(B) returns (B); }\n",
            "message C { i32 y = 1; }\n");
    fails(
        schema,
        mapped("a", "a.SGrpc").withGrpc(true),
        dir,
        "JavaOptions: schema package 'b' would be the Java package 'a.SGrpc', which is the name of"
            + " the Java class of service 'a.S' (a.bale:4:9): Java forbids a package and a class"
            + " of one name (JLS 7.1), as the package mapping (withPackage, withPackageMapping)"
            + " generates schema package 'a' into 'a' and 'b' into 'a.SGrpc'; map them to other"
            + " Java packages or rename the service");
    // Without the gRPC code there is no such class.
    assertEquals(
        List.of("a/B.java", "a/SGrpc/C.java"),
        new ArrayList<>(JavaGeneratorTest.generate(schema, mapped("a", "a.SGrpc")).keySet()));
  }

  @Test
  void aPackageNamedLikeAClassInOtherCaseCompiles(@TempDir Path dir) throws Exception {
    // The folder a/b beside the files a/B.java and a/B.class: different names, also on
    // case-insensitive file systems (reasoned; this test runs on a case-sensitive one).
    Schema schema = load("message B { b.C c = 1; }\n", "message C { i32 y = 1; }\n");
    Map<String, String> files = JavaGeneratorTest.generate(schema, mapped("a", "a.b"));
    assertEquals(List.of("a/B.java", "a/b/C.java"), new ArrayList<>(files.keySet()));
    ClassLoader loader = GeneratedCompiler.compile(files, dir);
    assertTrue(loader.loadClass("a.b.C").isRecord());
  }

  /** What generating and compiling gives: "it compiles", or the generator's or javac's errors. */
  private static String javacOn(Schema schema, JavaOptions options, Path dir) {
    try {
      Map<String, String> files = JavaGeneratorTest.generate(schema, options);
      GeneratedCompiler.compile(files, Files.createTempDirectory(dir, "javac"));
      return "it compiles";
    } catch (AssertionError | Exception x) {
      return x.getMessage();
    }
  }
}
