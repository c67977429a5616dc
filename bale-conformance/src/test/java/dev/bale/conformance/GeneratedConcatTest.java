package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Generated Java builds its messages without {@code invokedynamic} string concatenation, whatever
 * the application's javac does with {@code +} (docs/safety.md, "Static initializers at the stack's
 * end"). A concatenation's call site is linked the first time it runs; a decode of hostile bytes
 * begun near the end of the thread's stack can meet its first duplicate map key or unknown union
 * case there, and on JDK 25 the link then leaves {@code StringConcatFactory} uninitialized for the
 * whole JVM ({@code NoClassDefFoundError} at every later concatenation, the decode's own error
 * messages included; {@link DeepStackTest#generatedErrorsNearTheStacksEnd}).
 *
 * <p>The goldens are compiled here as test sources, by javac's defaults (the modules' own code is
 * compiled with {@code -XDstringConcat=inline}, the tests are not): a class that concatenates with
 * {@code +} names the bootstrap method {@code makeConcatWithConstants} in its constant pool.
 */
class GeneratedConcatTest {
  private static final String BOOTSTRAP = "makeConcatWithConstants";

  @Test
  void generatedClassesConcatenateWithoutInvokedynamic() throws Exception {
    Path classes =
        Path.of(
            alltypes.AllTypes.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<Path> generated = new ArrayList<>();
    try (Stream<Path> files = Files.walk(classes)) {
      files
          .filter(p -> p.toString().endsWith(".class"))
          .filter(p -> !classes.relativize(p).startsWith("dev"))
          .sorted()
          .forEach(generated::add);
    }
    // The goldens of every schema under testdata/schemas: hundreds of classes, not a stray few.
    assertTrue(generated.size() > 500, "generated classes found: " + generated.size());
    // The scan finds what it looks for: this class's own message above is an indy concatenation.
    assertTrue(
        ClassFiles.names(
            classes.resolve("dev/bale/conformance/GeneratedConcatTest.class"), BOOTSTRAP));
    List<String> concatenating = new ArrayList<>();
    for (Path p : generated) {
      if (ClassFiles.names(p, BOOTSTRAP)) {
        concatenating.add(classes.relativize(p).toString());
      }
    }
    assertEquals(List.of(), concatenating);
  }
}
