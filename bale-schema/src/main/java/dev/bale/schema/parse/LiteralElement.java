package dev.bale.schema.parse;

import dev.bale.schema.model.Location;

/**
 * A literal as written; its meaning is decided by the type it is checked against.
 *
 * @param kind {@code INT}: {@code value} is a {@link java.math.BigInteger}; {@code FLOAT}: a Double
 *     (including {@code -inf}); {@code STRING}: the decoded String; {@code IDENT}: the word ({@code
 *     true}, {@code false}, {@code inf}, {@code nan} or an enum value name)
 * @param text the source text, e.g. {@code -0x10}
 */
public record LiteralElement(Kind kind, Object value, String text, Location location) {
  /** Literal shapes. */
  public enum Kind {
    INT,
    FLOAT,
    STRING,
    IDENT
  }
}
