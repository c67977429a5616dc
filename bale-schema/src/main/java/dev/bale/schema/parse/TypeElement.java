package dev.bale.schema.parse;

import dev.bale.schema.model.Location;
import dev.bale.schema.model.ScalarKind;

/** A type as written, before name resolution. */
public sealed interface TypeElement {
  Location location();

  /** The type as written (normalized spacing), for messages. */
  String display();

  /** A scalar keyword. */
  record Scalar(ScalarKind kind, Location location) implements TypeElement {
    @Override
    public String display() {
      return kind.keyword();
    }
  }

  /** {@code list<T>}. */
  record ListOf(TypeElement element, Location location) implements TypeElement {
    @Override
    public String display() {
      return "list<" + element.display() + ">";
    }
  }

  /** {@code map<K, V>}. */
  record MapOf(TypeElement key, TypeElement value, Location location) implements TypeElement {
    @Override
    public String display() {
      return "map<" + key.display() + ", " + value.display() + ">";
    }
  }

  /** A simple ({@code Image}) or qualified ({@code media.Image}) name. */
  record Named(String name, Location location) implements TypeElement {
    @Override
    public String display() {
      return name;
    }
  }
}
