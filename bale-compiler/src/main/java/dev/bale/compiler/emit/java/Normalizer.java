package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;

/**
 * Emits the checks of a record's compact constructor for one component: null checks, unsigned range
 * checks and immutable copies of collections. Invariant established for generated records: every
 * list is immutable and holds no null (lists of scalars are the runtime's primitive lists, e.g.
 * {@code IntList}), every map is an unmodifiable insertion-ordered copy without null keys or
 * values, and unsigned values are in range, so the codec never meets a value it cannot write.
 * Nested collections (a list inside a list) are copied only at the top level.
 */
final class Normalizer {
  private Normalizer() {}

  static boolean needsCode(TypeRef type, boolean optional, JType javaType) {
    if (type instanceof ScalarType s && unsignedMax(s.kind()) != null) {
      return true;
    }
    if (type instanceof ListType || type instanceof MapType) {
      return true;
    }
    return !optional && JavaTypes.isReference(javaType);
  }

  static void emit(CodeWriter cw, JavaTypes types, String name, TypeRef type, boolean optional) {
    emit(cw, types, name, type, optional, false);
  }

  /**
   * Whether the check of a component is, or begins with, a plain null check ({@code
   * Objects.requireNonNull}) that {@link #emit(CodeWriter, JavaTypes, String, TypeRef, boolean,
   * boolean)} can leave to a method called before it: a required reference that is not a map.
   */
  static boolean isNullCheck(TypeRef type, boolean optional, JType javaType) {
    if (optional || type instanceof MapType) {
      return false;
    }
    if (type instanceof ListType) {
      return true;
    }
    return !(type instanceof ScalarType s && unsignedMax(s.kind()) != null)
        && JavaTypes.isReference(javaType);
  }

  /**
   * As {@link #emit(CodeWriter, JavaTypes, String, TypeRef, boolean)}; with {@code nullChecked} the
   * component's null check ({@link #isNullCheck}) was made before and is left out.
   */
  static void emit(
      CodeWriter cw,
      JavaTypes types,
      String name,
      TypeRef type,
      boolean optional,
      boolean nullChecked) {
    if (type instanceof ScalarType s && unsignedMax(s.kind()) != null) {
      rangeCheck(cw, name, name, s.kind(), optional);
      return;
    }
    if (type instanceof ListType l) {
      ClassName prim = ValueCodec.primitiveListOf(l);
      // FrozenList.copyOf keeps a list a decoder built (no second copy of decoded lists).
      ClassName copier = prim != null ? prim : JavaTypes.FROZEN_LIST;
      if (optional) {
        cw.begin("if ($L != null)", name);
        cw.line("$L = $T.copyOf($L);", name, copier, name);
        elementRangeCheck(cw, name, l);
        cw.end();
      } else if (nullChecked) {
        cw.line("$L = $T.copyOf($L);", name, copier, name);
        elementRangeCheck(cw, name, l);
      } else {
        cw.line(
            "$L = $T.copyOf($T.requireNonNull($L, $S));",
            name,
            copier,
            JavaTypes.OBJECTS,
            name,
            name);
        elementRangeCheck(cw, name, l);
      }
      return;
    }
    if (type instanceof MapType m) {
      if (optional) {
        cw.begin("if ($L != null)", name);
        copyMap(cw, name);
        entryRangeCheck(cw, name, m);
        cw.end();
      } else {
        copyMap(cw, name);
        entryRangeCheck(cw, name, m);
      }
      return;
    }
    if (!nullChecked) {
      cw.line("$T.requireNonNull($L, $S);", JavaTypes.OBJECTS, name, name);
    }
  }

  /** FrozenMap.copyOf: null checks and an unmodifiable copy, except of a map a decoder built. */
  private static void copyMap(CodeWriter cw, String name) {
    cw.line("$L = $T.copyOf($L, $S);", name, JavaTypes.FROZEN_MAP, name, name);
  }

  private static void elementRangeCheck(CodeWriter cw, String name, ListType l) {
    if (l.element() instanceof ScalarType s && unsignedMax(s.kind()) != null) {
      JType elem = JavaTypes.scalar(s.kind());
      // A name no other component can have: components are distinct and none ends in "Element"
      // with this exact prefix unless it is this loop's own variable.
      String e = name + "Element";
      cw.begin("for ($T $L : $L)", elem, e, name);
      rangeCheck(cw, e, name + " element", s.kind(), false);
      cw.end();
    }
  }

  private static void entryRangeCheck(CodeWriter cw, String name, MapType m) {
    boolean key = m.key() instanceof ScalarType k && unsignedMax(k.kind()) != null;
    boolean value = m.value() instanceof ScalarType v && unsignedMax(v.kind()) != null;
    if (!key && !value) {
      return;
    }
    // Over the keys, then the values: the entry set of an unmodifiable map wraps every entry it
    // returns (16 bytes each, beyond a decoded map's charge, FORMAT.md §7.1); its key set and
    // values do not.
    String e = name + "Entry";
    if (key) {
      cw.begin("for (var $L : $L.keySet())", e, name);
      rangeCheck(cw, e, name + " key", ((ScalarType) m.key()).kind(), false);
      cw.end();
    }
    if (value) {
      cw.begin("for (var $L : $L.values())", e, name);
      rangeCheck(cw, e, name + " value", ((ScalarType) m.value()).kind(), false);
      cw.end();
    }
  }

  private static void rangeCheck(
      CodeWriter cw, String expr, String what, ScalarKind kind, boolean optional) {
    String max = unsignedMax(kind);
    String test = expr + " < 0 || " + expr + " > " + max;
    if (optional) {
      test = expr + " != null && (" + test + ")";
    }
    cw.begin("if ($L)", test);
    cw.line(
        "throw new $T($S.concat($T.valueOf($L)));",
        JavaTypes.ILLEGAL_ARGUMENT,
        what + " out of range for " + kind.keyword() + ": ",
        JavaTypes.STRING,
        expr);
    cw.end();
  }

  /** The largest value of an unsigned type narrower than its Java type, or null. */
  private static String unsignedMax(ScalarKind kind) {
    return switch (kind) {
      case U8 -> "0xFF";
      case U16 -> "0xFFFF";
      case U32 -> "0xFFFFFFFFL";
      default -> null;
    };
  }
}
