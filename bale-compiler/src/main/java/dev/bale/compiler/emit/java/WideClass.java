package dev.bale.compiler.emit.java;

import dev.bale.schema.model.Field;
import java.util.ArrayList;
import java.util.List;

/**
 * A message or struct too wide for a record: a record's canonical constructor takes every field,
 * and a JVM method has at most 255 parameter slots ({@link JavaLimits#constructorSlots}). Such a
 * declaration is a {@code final class} with what a record would have — private final fields, an
 * accessor per field, {@code equals}, {@code hashCode} and {@code toString} with a record's meaning
 * — but no public constructor: values come from the builder and the decoders, which hand the fields
 * over in two arrays (references, and primitives as {@code long} bits, as {@link WideRecord}'s
 * factory takes them) to a private constructor that checks and copies them as a record's compact
 * constructor does.
 */
final class WideClass {
  private WideClass() {}

  /** Whether {@code host}'s declaration is generated as a class rather than a record. */
  static boolean isClass(RecordEmitter host) {
    return isClass(host.fields, host.message, host.types);
  }

  /** Whether a declaration of these fields is generated as a class rather than a record. */
  static boolean isClass(List<Field> fields, boolean message, JavaTypes types) {
    return JavaLimits.constructorSlots(fields, message, types) > JavaLimits.MAX_CONSTRUCTOR_SLOTS;
  }

  /** The declaration line; the body follows. */
  static void header(RecordEmitter host) {
    host.cw.line("public final class $L {", host.name);
  }

  /** The fields, the constructor, the accessors, equals, hashCode and toString. */
  static void members(RecordEmitter host) {
    CodeWriter cw = host.cw;
    cw.blank();
    for (Field f : host.fields) {
      // The JSON key and 64-bit forms, as on a record's components (bale-jackson reads them).
      String key = f.jsonName().equals(host.javaName(f)) ? null : f.jsonName();
      cw.line(
          "$Lprivate final $T $L;",
          JsonFieldAnnotation.of(cw, key, f.type()),
          host.types.fieldType(f),
          host.javaName(f));
    }
    if (host.message) {
      cw.line("private final $T unknownFields;", JavaTypes.UNKNOWN_FIELDS);
    }
    constructor(host);
    accessors(host);
    equals(host);
    hashCode(host);
    toStringMethod(host);
  }

  // Parameter names no schema name can take ('$' is reserved for generated code).
  private static final String REFS = "refs$";
  private static final String PRIMS = "prims$";

  private static void constructor(RecordEmitter host) {
    CodeWriter cw = host.cw;
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Takes the fields in {@link #wide}'s order and form; null-checks required values,"
                + " range-checks unsigned ones, copies collections immutably."));
    cw.line("@$T(\"unchecked\")", JavaTypes.SUPPRESS_WARNINGS);
    cw.begin("private $L($T[] $L, long[] $L)", host.name, JavaTypes.OBJECT, REFS, PRIMS);
    int refs = 0;
    int prims = 0;
    for (Field f : host.fields) {
      JType t = host.types.fieldType(f);
      String value =
          t instanceof JType.Primitive prim
              ? WideRecord.fromLong(cw, prim, PRIMS + "[" + prims++ + "]")
              : "(" + cw.type(t) + ") " + REFS + "[" + refs++ + "]";
      cw.line("$T $L = $L;", t, host.javaName(f), value);
    }
    for (Field f : host.fields) {
      if (Normalizer.needsCode(f.type(), f.optional(), host.types.fieldType(f))) {
        Normalizer.emit(cw, host.types, host.javaName(f), f.type(), f.optional());
      }
    }
    for (Field f : host.fields) {
      cw.line("this.$L = $L;", host.javaName(f), host.javaName(f));
    }
    if (host.message) {
      cw.line("this.unknownFields = ($T) $L[$L];", JavaTypes.UNKNOWN_FIELDS, REFS, refs);
    }
    cw.end();
  }

  private static void accessors(RecordEmitter host) {
    for (Field f : host.fields) {
      host.accessor(f);
    }
    if (host.message) {
      CodeWriter cw = host.cw;
      cw.blank();
      cw.rawJavadoc(List.of("Fields of a newer schema version (re-encoded), or null."));
      cw.begin("public $T unknownFields()", JavaTypes.UNKNOWN_FIELDS);
      cw.line("return unknownFields;");
      cw.end();
    }
  }

  /** The field names equals, hashCode and toString go through, unknown fields last. */
  private static List<String> components(RecordEmitter host) {
    List<String> names = new ArrayList<>();
    for (Field f : host.fields) {
      names.add(host.javaName(f));
    }
    if (host.message) {
      names.add("unknownFields");
    }
    return names;
  }

  private static JType typeOf(RecordEmitter host, int i) {
    return i < host.fields.size()
        ? host.types.fieldType(host.fields.get(i))
        : JavaTypes.UNKNOWN_FIELDS;
  }

  /**
   * A record's equals: primitives as their wrapper's {@code compare} (so NaN equals NaN and 0.0
   * does not equal -0.0), references by {@code Objects.equals}. One statement a field: a chain of
   * hundreds of {@code &&} would nest as deep in javac.
   */
  private static void equals(RecordEmitter host) {
    CodeWriter cw = host.cw;
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public boolean equals($T other$$)", JavaTypes.OBJECT);
    cw.begin("if (other$$ == this)");
    cw.line("return true;");
    cw.end();
    cw.begin("if (!(other$$ instanceof $L))", host.name);
    cw.line("return false;");
    cw.end();
    cw.line("$L that$$ = ($L) other$$;", host.name, host.name);
    List<String> names = components(host);
    for (int i = 0; i < names.size(); i++) {
      String n = names.get(i);
      String same =
          typeOf(host, i) instanceof JType.Primitive prim
              ? cw.type(prim.boxed()) + ".compare(" + n + ", that$." + n + ") == 0"
              : cw.type(JavaTypes.OBJECTS) + ".equals(" + n + ", that$." + n + ")";
      cw.begin("if (!($L))", same);
      cw.line("return false;");
      cw.end();
    }
    cw.line("return true;");
    cw.end();
  }

  private static void hashCode(RecordEmitter host) {
    CodeWriter cw = host.cw;
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int hashCode()");
    cw.line("int h$$ = 0;");
    List<String> names = components(host);
    for (int i = 0; i < names.size(); i++) {
      String n = names.get(i);
      String hash =
          typeOf(host, i) instanceof JType.Primitive prim
              ? cw.type(prim.boxed()) + ".hashCode(" + n + ")"
              : cw.type(JavaTypes.OBJECTS) + ".hashCode(" + n + ")";
      cw.line("h$$ = 31 * h$$ + $L;", hash);
    }
    cw.line("return h$$;");
    cw.end();
  }

  /** A record's form: {@code Name[a=1, b=text]}. */
  private static void toStringMethod(RecordEmitter host) {
    CodeWriter cw = host.cw;
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $T toString()", JavaTypes.STRING);
    JType.ClassName sb = JType.ClassName.of("java.lang", "StringBuilder");
    cw.line("$T s$$ = new $T(\"$L[\");", sb, sb, host.name);
    List<String> names = components(host);
    for (int i = 0; i < names.size(); i++) {
      String n = names.get(i);
      cw.line("s$$.append(\"$L$L=\").append($L);", i == 0 ? "" : ", ", n, n);
    }
    cw.line("return s$$.append(']').toString();");
    cw.end();
  }
}
