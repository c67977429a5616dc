package dev.bale.conformance.guard;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Locates the checkout root for the repository-wide guard tests. */
final class RepoRoot {
  private RepoRoot() {}

  /**
   * The root of the checkout: the {@code bale.root} system property that the parent POM passes to
   * Surefire, or else the nearest ancestor of the working directory holding both {@code pom.xml}
   * and {@code bale-runtime/} (for runs from an IDE).
   */
  static Path get() {
    String prop = System.getProperty("bale.root");
    if (prop != null && !prop.isBlank()) {
      return Paths.get(prop).toAbsolutePath().normalize();
    }
    for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve("pom.xml"))
          && Files.isDirectory(p.resolve("bale-runtime"))) {
        return p;
      }
    }
    throw new IllegalStateException("cannot find the repository root; set -Dbale.root=<checkout>");
  }
}
