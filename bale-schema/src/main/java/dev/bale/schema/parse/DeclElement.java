package dev.bale.schema.parse;

import dev.bale.schema.model.Location;
import java.util.List;

/**
 * A top-level declaration as written.
 *
 * @param location the location of the declaration's name
 * @param members fields (message, struct), values (enum) or cases (union), in source order
 */
public record DeclElement(
    DeclElement.Kind kind,
    String name,
    Location location,
    List<String> doc,
    List<MemberElement> members) {

  /** The declaration keyword. */
  public enum Kind {
    MESSAGE("message"),
    STRUCT("struct"),
    ENUM("enum"),
    UNION("union");

    private final String keyword;

    Kind(String keyword) {
      this.keyword = keyword;
    }

    public String keyword() {
      return keyword;
    }
  }
}
