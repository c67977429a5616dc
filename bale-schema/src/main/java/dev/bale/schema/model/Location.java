package dev.bale.schema.model;

/** A position in a schema file: 1-based line and column. */
public record Location(String file, int line, int column) {
  @Override
  public String toString() {
    return file + ":" + line + ":" + column;
  }
}
