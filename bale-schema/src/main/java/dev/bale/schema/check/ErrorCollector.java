package dev.bale.schema.check;

import dev.bale.schema.Diagnostic;
import dev.bale.schema.model.Location;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collects schema errors from every phase so they can be reported together. Keeps the text of each
 * file to attach the source line to each diagnostic. Identical diagnostics are reported once.
 */
public final class ErrorCollector {
  private final Map<String, String[]> lines = new HashMap<>();
  private final Set<Diagnostic> diagnostics = new LinkedHashSet<>();

  /** Registers the text of {@code file} so diagnostics in it can show their source line. */
  public void source(String file, String text) {
    lines.put(file, text.split("\r?\n", -1));
  }

  public void error(Location location, String message) {
    String sourceLine = null;
    String[] fileLines = lines.get(location.file());
    if (fileLines != null && location.line() >= 1 && location.line() <= fileLines.length) {
      sourceLine = fileLines[location.line() - 1];
    }
    diagnostics.add(new Diagnostic(location, message, sourceLine));
  }

  public boolean hasErrors() {
    return !diagnostics.isEmpty();
  }

  /** The diagnostics sorted by file name, line, column; ties keep the order of reporting. */
  public List<Diagnostic> sorted() {
    List<Diagnostic> out = new ArrayList<>(diagnostics);
    out.sort(
        Comparator.comparing((Diagnostic d) -> d.location().file())
            .thenComparingInt(d -> d.location().line())
            .thenComparingInt(d -> d.location().column()));
    return out;
  }
}
