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
 * Only the {@code bale} launcher's {@code main} may end the JVM. Everything else returns a status
 * or throws: Bale's code runs inside other processes (Maven through bale-maven-plugin or the exec
 * plugin, IDEs, test runners), and an exit with status 0 there ends the host with "success" before
 * it has done its work. Scans every Java file of every module and of {@code examples/}.
 */
class NoSystemExitTest {
  // Spelled in pieces so this file does not match itself.
  private static final String EXIT = "System." + "exit(";
  private static final String LAUNCHER =
      "bale-compiler/src/main/java/dev/bale/compiler/cli/Main.java";

  @Test
  void onlyTheCliLauncherCallsSystemExit() throws IOException {
    Path root = RepoRoot.get();
    List<String> calls = new ArrayList<>();
    int scanned = 0;
    try (Stream<Path> top = Files.list(root)) {
      for (Path dir : (Iterable<Path>) top.filter(Files::isDirectory)::iterator) {
        String name = dir.getFileName().toString();
        Path src = name.equals("examples") ? dir : dir.resolve("src");
        if (name.startsWith(".") || !Files.isDirectory(src)) {
          continue;
        }
        try (Stream<Path> files = Files.walk(src)) {
          for (Path f :
              (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
            if (root.relativize(f).toString().contains("/target/")) {
              continue;
            }
            scanned++;
            String[] lines = Files.readString(f, StandardCharsets.UTF_8).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
              if (lines[i].contains(EXIT)) {
                calls.add(root.relativize(f).toString().replace('\\', '/') + ":" + (i + 1));
              }
            }
          }
        }
      }
    }
    assertTrue(scanned > 100, "too few Java files found under " + root + ": " + scanned);
    assertEquals(1, calls.size(), "calls: " + calls);
    assertTrue(calls.get(0).startsWith(LAUNCHER + ":"), "calls: " + calls);
  }
}
