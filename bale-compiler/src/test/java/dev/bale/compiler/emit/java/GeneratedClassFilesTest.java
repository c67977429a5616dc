package dev.bale.compiler.emit.java;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Generated class files must be distinct in any case: on case-insensitive file systems (macOS,
 * Windows) {@code Shape$View.class} and {@code Shape$VIEW.class} are one file, and javac there
 * refuses to write the second ({@link GeneratedCompiler#compile} checks every compiled set).
 */
class GeneratedClassFilesTest {
  @Test
  void unionCasesNamedLikeTheViewInAnyCaseGetTheEscape(@TempDir Path dir) throws Exception {
    // The view of a union is its nested class View (View_ in a union named View); a case record
    // named like it in any case gets the trailing underscore, as the case view always did.
    Map<String, String> files =
        JavaGeneratorTest.generate(
            "package s;\n"
                + "union Shape { string VIEW = 1; i32 point = 2; }\n"
                + "union View { string view = 1; string VIEW = 2; }\n"
                + "message Box { Shape shape = 1; View view = 2; }\n");
    ClassLoader loader = GeneratedCompiler.compile(files, dir);
    assertEquals(
        List.of("s.Shape$Point", "s.Shape$VIEW_", "s.Shape$View"), nested(loader, "s.Shape"));
    assertEquals(List.of("s.View$VIEW", "s.View$View_", "s.View$View__"), nested(loader, "s.View"));
  }

  /** The simple binary names of the member classes of {@code name}, sorted. */
  private static List<String> nested(ClassLoader loader, String name) throws Exception {
    return Arrays.stream(loader.loadClass(name).getDeclaredClasses())
        .map(Class::getName)
        .sorted()
        .toList();
  }
}
