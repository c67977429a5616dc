package dev.bale.schema;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Thrown by {@link SchemaLoader} when a schema has errors. Carries every error found, sorted by
 * file, line and column.
 */
public final class SchemaException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Not serialized with the exception: diagnostics are for the process that loaded the schema. */
  private final transient List<Diagnostic> diagnostics;

  public SchemaException(List<Diagnostic> diagnostics) {
    super(
        diagnostics.stream().map(Diagnostic::render).collect(Collectors.joining("\n")),
        null,
        false,
        false);
    if (diagnostics.isEmpty()) {
      throw new IllegalArgumentException("a SchemaException needs at least one diagnostic");
    }
    this.diagnostics = List.copyOf(diagnostics);
  }

  /** Every diagnostic, sorted by file, line, column (never empty). */
  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }
}
