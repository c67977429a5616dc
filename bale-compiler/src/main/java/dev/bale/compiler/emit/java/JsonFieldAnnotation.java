package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code @JsonField} annotation of a generated record component (see {@code
 * dev.bale.runtime.JsonField}): the JSON key when it is not the Java name, and the JSON form of
 * 64-bit integers, which Java's {@code long} alone does not tell apart from {@code u32}. Empty when
 * the component needs neither.
 */
final class JsonFieldAnnotation {
  static final ClassName JSON_FIELD = ClassName.of(JavaTypes.RUNTIME, "JsonField");

  private JsonFieldAnnotation() {}

  /**
   * The annotation followed by a space, or "".
   *
   * @param key the JSON key, or null when it is the component's name
   */
  static String of(CodeWriter cw, String key, TypeRef type) {
    List<String> parts = new ArrayList<>();
    if (key != null) {
      parts.add("key = " + CodeWriter.stringLiteral(key));
    }
    String values = int64(leaf(type));
    if (values != null) {
      parts.add("values = " + values);
    }
    String keys = int64(firstMapKey(type));
    if (keys != null) {
      parts.add("keys = " + keys);
    }
    if (parts.isEmpty()) {
      return "";
    }
    String name = cw.type(JSON_FIELD);
    return "@" + name + "(" + String.join(", ", parts).replace("$INT64", name + ".Int64") + ") ";
  }

  /** The scalar at the end of lists and map values, or the type itself. */
  private static TypeRef leaf(TypeRef t) {
    while (true) {
      if (t instanceof ListType l) {
        t = l.element();
      } else if (t instanceof MapType m) {
        t = m.value();
      } else {
        return t;
      }
    }
  }

  /** The key type of the outermost map along lists and map values, or null. */
  private static TypeRef firstMapKey(TypeRef t) {
    while (t instanceof ListType l) {
      t = l.element();
    }
    return t instanceof MapType m ? m.key() : null;
  }

  private static String int64(TypeRef t) {
    if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.I64) {
        return "$INT64.SIGNED";
      }
      if (s.kind() == ScalarKind.U64) {
        return "$INT64.UNSIGNED";
      }
    }
    return null;
  }
}
