package dev.bale.conformance.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Bale promises to run without {@code Unsafe} from {@code sun.misc} (deprecated for removal since
 * JDK 23, unavailable on Android): buffers go through {@code MethodHandles.byteArrayViewVarHandle}.
 * This test keeps that promise honest for every source file of every module ({@code * /src/**}) and
 * for the committed generated code ({@code goldens/**}), whatever the language.
 */
class NoUnsafeTest {
  // Spelled in pieces so this file does not match itself.
  private static final List<String> FORBIDDEN =
      List.of("sun.misc." + "Unsafe", "jdk.internal.misc." + "Unsafe");

  @Test
  void noSourceFileMentionsUnsafe() throws IOException {
    Path root = RepoRoot.get();
    List<Path> scanned = new ArrayList<>();
    List<String> offenders = new ArrayList<>();
    for (Path dir : sourceRoots(root)) {
      try (Stream<Path> files = Files.walk(dir)) {
        for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
          if (isBuildOutput(root.relativize(file))) {
            continue;
          }
          scanned.add(file);
          // Latin-1 maps every byte to a char, so binary or non-UTF-8 files cannot throw here.
          String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
          for (String needle : FORBIDDEN) {
            int at = text.indexOf(needle);
            if (at >= 0) {
              offenders.add(root.relativize(file) + ":" + lineOf(text, at) + ": " + needle);
            }
          }
        }
      }
    }
    // Guard against a vacuous pass (wrong root, renamed folders).
    assertTrue(
        scanned.stream().anyMatch(p -> p.toString().endsWith(".java")),
        "no Java sources found under " + root);
    assertEquals(List.of(), offenders, "sources must not use Unsafe");
  }

  /** Every {@code <top-level dir>/src} plus {@code goldens/}. */
  private static List<Path> sourceRoots(Path root) throws IOException {
    List<Path> roots = new ArrayList<>();
    try (Stream<Path> top = Files.list(root)) {
      top.filter(Files::isDirectory)
          .filter(d -> !d.getFileName().toString().startsWith("."))
          .map(d -> d.resolve("src"))
          .filter(Files::isDirectory)
          .forEach(roots::add);
    }
    Path goldens = root.resolve("goldens");
    if (Files.isDirectory(goldens)) {
      roots.add(goldens);
    }
    return roots;
  }

  private static boolean isBuildOutput(Path relative) {
    for (Path part : relative) {
      String name = part.toString();
      if (name.equals("target") || name.equals("node_modules") || name.equals("dist")) {
        return true;
      }
    }
    return false;
  }

  private static int lineOf(String text, int index) {
    int line = 1;
    for (int i = 0; i < index; i++) {
      if (text.charAt(i) == '\n') {
        line++;
      }
    }
    return line;
  }
}
