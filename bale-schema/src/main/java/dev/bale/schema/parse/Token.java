package dev.bale.schema.parse;

import dev.bale.schema.model.Location;
import java.util.List;

/**
 * One lexical token.
 *
 * @param kind what sort of token
 * @param text the source text of the token (for {@link Kind#STRING} the decoded value instead)
 * @param location where the token starts
 * @param offset the char offset of the token start in the file text (used to check adjacency)
 * @param doc the {@code ///} doc lines immediately before this token, possibly empty
 */
public record Token(Kind kind, String text, Location location, int offset, List<String> doc) {
  /** Token kinds. Keywords are lexed as {@link #IDENT}; the parser decides what is reserved. */
  public enum Kind {
    IDENT,
    INT,
    FLOAT,
    STRING,
    /** One of {@code ; { } [ ] < > , = ? . -}. */
    PUNCT,
    EOF
  }

  boolean is(String punctOrWord) {
    return (kind == Kind.PUNCT || kind == Kind.IDENT) && text.equals(punctOrWord);
  }

  /** How the token is quoted in error messages. */
  String describe() {
    return switch (kind) {
      case EOF -> "end of file";
      case STRING -> "string literal";
      default -> "'" + text + "'";
    };
  }
}
