package dev.bale.schema.check;

import dev.bale.schema.JavaMemberNames;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reports fields whose generated members would collide, so that the schema, not javac or tsc, names
 * the problem (file:line:col). Each field of a message or struct generates several members
 * (docs/generated-java.md, ts/README.md):
 *
 * <ul>
 *   <li>Java record and builder: the accessor {@code n()} and setter {@code n(T)}, where {@code n}
 *       is {@link JavaMemberNames#fieldName}: {@code foo_bar} and {@code fooBar} both become {@code
 *       fooBar};
 *   <li>Java flat view: {@code n()}, {@code hasN()} for optional fields, and by type {@code
 *       nChars()} (strings), {@code nLength()}, {@code nBuffer()} (bytes), {@code nValue()}
 *       (enums), {@code nLength()}, {@code n(int)}, {@code nCopyTo(T[], int)}, {@code nBuffer()}
 *       (lists), {@code nKey(int)}, {@code nValue(int)} (maps), besides the view's own {@code
 *       wrap}, {@code wrapUnchecked}, {@code cacheStrings(int)}, {@code flatAt}, {@code decode()}:
 *       so {@code name_chars} beside a string {@code name} collides ({@code nameChars()} twice), as
 *       does a list {@code cache_strings} ({@code cacheStrings(int)});
 *   <li>TypeScript flat view: a getter or method per field, named as the field, and {@code
 *       nameLength()} for a list of messages or strings, besides the view's methods {@code wrap},
 *       {@code wrapFramed}, {@code wrapUnchecked}, {@code wrapVerified}, {@code at}, {@code decode}
 *       (its own state is in {@code $}-named members, which no schema name can take).
 * </ul>
 *
 * Java overloads with other parameter types do not collide; return types do not count. A collision
 * is reported at the later field, naming the earlier one (or the view member).
 */
final class GeneratedNames {
  private GeneratedNames() {}

  /** Members of every generated Java message view (name and parameter types). */
  private static final List<String> JAVA_MESSAGE_VIEW =
      List.of(
          "wrap(byte[])",
          "wrap(byte[], int, int)",
          "wrap(ByteBuffer)",
          "wrapUnchecked(byte[])",
          "wrapUnchecked(ByteBuffer)",
          "wrapVerified(byte[])",
          "wrapFramed(byte[])",
          "cacheStrings(int)",
          "flatAt(FlatData, int)",
          "flatAt(FlatData, int, int)",
          "decode()",
          "owned()");

  /** Members of every generated Java struct view. */
  private static final List<String> JAVA_STRUCT_VIEW =
      List.of("flatAt(FlatData, int)", "flatAt(FlatData, int, int)", "decode()");

  /** Members of every generated TypeScript message view, besides the field getters. */
  private static final Set<String> TS_MESSAGE_VIEW =
      Set.of("wrap", "wrapFramed", "wrapUnchecked", "wrapVerified", "at", "decode");

  static void check(Decl decl, ErrorCollector errors) {
    List<Field> fields;
    boolean message = decl instanceof MessageDecl;
    if (decl instanceof MessageDecl m) {
      fields = m.fields();
    } else if (decl instanceof StructDecl s) {
      fields = s.fields();
    } else {
      return;
    }
    String what = (message ? "message '" : "struct '") + decl.name() + "'";
    // Which field (or null: the view itself) generated each Java record / view member first.
    Map<String, Field> record = new LinkedHashMap<>();
    Map<String, Field> view = new LinkedHashMap<>();
    for (String m : message ? JAVA_MESSAGE_VIEW : JAVA_STRUCT_VIEW) {
      view.put(m, null);
    }
    Map<String, Field> tsView = new LinkedHashMap<>();
    for (Field f : fields) {
      String n = JavaMemberNames.fieldName(f.name());
      Field prev = record.putIfAbsent(n, f);
      if (prev != null) {
        errors.error(
            f.location(),
            "field '"
                + f.name()
                + "' of "
                + what
                + " and field '"
                + prev.name()
                + "' (at "
                + Linker.where(prev.location(), f.location())
                + ") both become the Java record component '"
                + n
                + "'");
        continue;
      }
      if (message) {
        tsViewMembers(f, what, tsView, errors);
      }
      List<String> members = new ArrayList<>();
      viewMembers(f, message, n, members);
      for (String m : members) {
        if (view.containsKey(m) && view.get(m) != f) {
          Field other = view.get(m);
          errors.error(
              f.location(),
              "field '"
                  + f.name()
                  + "' of "
                  + what
                  + " generates the Java flat view method "
                  + m
                  + ", which "
                  + (other == null
                      ? "every view has"
                      : "field '"
                          + other.name()
                          + "' (at "
                          + Linker.where(other.location(), f.location())
                          + ") also generates"));
          break;
        }
        view.put(m, f);
      }
    }
  }

  /**
   * The TypeScript flat view's members for field {@code f}: a getter or method named as the field,
   * and {@code nameLength()} for a list of messages or strings. Reports the first collision.
   */
  private static void tsViewMembers(
      Field f, String what, Map<String, Field> tsView, ErrorCollector errors) {
    List<String> members = new ArrayList<>();
    members.add(f.name());
    if (f.type() instanceof ListType l
        && ((l.element() instanceof ScalarType s && s.kind() == ScalarKind.STRING)
            || (l.element() instanceof NamedType nt && nt.decl() instanceof MessageDecl))) {
      members.add(f.name() + "Length");
    }
    for (String m : members) {
      if (TS_MESSAGE_VIEW.contains(m)) {
        errors.error(
            f.location(),
            "field '"
                + f.name()
                + "' of "
                + what
                + " generates the TypeScript flat view member '"
                + m
                + "', which every view has");
        return;
      }
      Field other = tsView.putIfAbsent(m, f);
      if (other != null) {
        errors.error(
            f.location(),
            "field '"
                + f.name()
                + "' of "
                + what
                + " generates the TypeScript flat view member '"
                + m
                + "', which field '"
                + other.name()
                + "' (at "
                + Linker.where(other.location(), f.location())
                + ") also generates");
        return;
      }
    }
  }

  /** The Java flat view methods field {@code f} (Java name {@code n}) generates. */
  private static void viewMembers(Field f, boolean message, String n, List<String> out) {
    if (f.optional()) {
      out.add("has" + JavaMemberNames.capitalize(n) + "()");
    }
    boolean stringDefault =
        !f.optional()
            && f.defaultValue() != null
            && f.defaultValue().value() instanceof String s
            && !s.isEmpty();
    value(n, "", f.type(), stringDefault, out);
  }

  private static void value(
      String n, String params, TypeRef t, boolean stringDefault, List<String> out) {
    String sep = params.isEmpty() ? "" : ", ";
    if (t instanceof ScalarType s) {
      out.add(n + "(" + params + ")");
      if (s.kind() == ScalarKind.STRING) {
        out.add(n + "Chars(" + params + ")");
        if (stringDefault) {
          out.add(n + "Target(" + params + ")");
        }
      } else if (s.kind() == ScalarKind.BYTES) {
        out.add(n + "Length(" + params + ")");
        out.add(n + "Buffer(" + params + ")");
      }
    } else if (t instanceof ListType l) {
      out.add(n + "Length()");
      element(n, l.element(), out);
      if (l.element() instanceof ScalarType s
          && s.kind() != ScalarKind.BOOL
          && s.kind().width() > 0) {
        out.add(n + "CopyTo(" + s.kind().keyword() + "[], int)");
        out.add(n + "Buffer()");
      }
    } else if (t instanceof MapType m) {
      out.add(n + "Length()");
      element(n + "Key", m.key(), out);
      element(n + "Value", m.value(), out);
    } else if (t instanceof NamedType nt && nt.decl() instanceof EnumDecl) {
      out.add(n + "Value(" + params + ")");
      out.add(n + "(" + params + ")");
    } else {
      out.add(n + "(" + params + ")");
    }
  }

  private static void element(String n, TypeRef e, List<String> out) {
    if (e instanceof ListType || e instanceof MapType) {
      out.add(n + "(int)");
    } else {
      value(n, "int", e, false, out);
    }
  }
}
