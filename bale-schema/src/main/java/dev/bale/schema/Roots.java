package dev.bale.schema;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.Location;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.parse.Parser;
import dev.bale.schema.parse.TypeElement;
import java.util.ArrayList;
import java.util.List;

/**
 * Roots of any type (FORMAT.md §2.3, SCHEMA.md "Root type"). A root is always a message on the
 * wire; a root of any other type {@code T} ({@code list<Event>}, {@code map<string, Repo>}, an
 * enum, a scalar, ...) is encoded as the root <i>wrapper</i>: the message {@code root} (no package)
 * whose one non-optional field {@code value = 1} has type {@code T}. The wrapper is what codecs,
 * frames, streams and fingerprints see; the value of the root is the field's value.
 */
public final class Roots {
  /** The wrapper message's name (no package, so no declared type can have it). */
  public static final String WRAPPER_NAME = "root";

  /** The wrapper's one field (id 1). */
  public static final String FIELD_NAME = "value";

  private static final Location SYNTHETIC = new Location("<root>", 1, 1);

  private Roots() {}

  /** Whether a root of {@code type} is the message itself (no wrapper). */
  public static boolean isMessage(TypeRef type) {
    return type instanceof NamedType n && n.decl() instanceof MessageDecl;
  }

  /**
   * The message a root of {@code type} is on the wire: the declared message itself, or a new
   * wrapper {@code message root { T value = 1; }}.
   */
  public static MessageDecl message(TypeRef type) {
    if (type instanceof NamedType n && n.decl() instanceof MessageDecl m) {
      return m;
    }
    if (type instanceof NamedType n && n.decl() == null) {
      throw new IllegalArgumentException("unresolved type " + n.fullName());
    }
    Field value =
        new Field(
            FIELD_NAME, 1, type, false, null, false, FieldOptions.DEFAULT, List.of(), SYNTHETIC);
    return new MessageDecl(WRAPPER_NAME, "", List.of(value), List.of(), SYNTHETIC);
  }

  /** Whether {@code decl} is a root wrapper made by {@link #message}. */
  public static boolean isWrapper(Decl decl) {
    return decl instanceof MessageDecl m
        && m.packageName().isEmpty()
        && m.name().equals(WRAPPER_NAME)
        && m.location().equals(SYNTHETIC);
  }

  /** The type of a root whose wire message is {@code decl}: the wrapper's field type, or it. */
  public static TypeRef typeOf(MessageDecl decl) {
    if (isWrapper(decl)) {
      return decl.fields().get(0).type();
    }
    NamedType n = new NamedType(decl.fullName());
    n.resolve(decl);
    return n;
  }

  /** The fingerprint of a root of {@code type}: that of {@link #message(TypeRef)}. */
  public static long fingerprint(TypeRef type) {
    return Canonical.fingerprint(message(type));
  }

  /**
   * Resolves a type written as in a schema ({@code list<github.Event>}, {@code map<string, Repo>},
   * {@code i64}, {@code media.MediaContent}) against a linked schema. A name is a full name or an
   * unambiguous simple name.
   *
   * @throws IllegalArgumentException naming the problem (syntax, unknown or ambiguous name, bad map
   *     key)
   */
  public static TypeRef resolve(Schema schema, String text) {
    List<String> problems = new ArrayList<>();
    TypeElement t =
        Parser.parseType(
            "--type", text, (loc, msg) -> problems.add("column " + loc.column() + ": " + msg));
    if (t == null) {
      throw new IllegalArgumentException(
          "cannot read type '" + text + "': " + String.join("; ", problems));
    }
    return resolve(schema, t);
  }

  private static TypeRef resolve(Schema schema, TypeElement t) {
    if (t instanceof TypeElement.Scalar s) {
      return new ScalarType(s.kind());
    } else if (t instanceof TypeElement.ListOf l) {
      return new ListType(resolve(schema, l.element()));
    } else if (t instanceof TypeElement.MapOf m) {
      TypeRef key = resolve(schema, m.key());
      boolean ok =
          key instanceof ScalarType s
              ? s.kind() == ScalarKind.BOOL || s.kind().isInteger() || s.kind() == ScalarKind.STRING
              : key instanceof NamedType n && n.decl() instanceof EnumDecl;
      if (!ok) {
        throw new IllegalArgumentException(
            "map key type must be bool, an integer type, string or an enum, not '"
                + m.key().display()
                + "'");
      }
      return new MapType(key, resolve(schema, m.value()));
    }
    Decl d = find(schema, ((TypeElement.Named) t).name());
    NamedType n = new NamedType(d.fullName());
    n.resolve(d);
    return n;
  }

  /**
   * The declaration named {@code name}: full, or an unambiguous simple name.
   *
   * @throws IllegalArgumentException if there is none, or the simple name is ambiguous (naming the
   *     candidates)
   */
  public static Decl find(Schema schema, String name) {
    Decl d = schema.find(name);
    if (d == null) {
      List<String> candidates = new ArrayList<>();
      for (Decl c : schema.decls().values()) {
        if (c.name().equals(name)) {
          candidates.add(c.fullName());
        }
      }
      throw new IllegalArgumentException(
          candidates.isEmpty()
              ? "no type named '" + name + "' in the schema"
              : "type name '" + name + "' is ambiguous: " + String.join(", ", candidates));
    }
    return d;
  }
}
