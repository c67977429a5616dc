package dev.bale.compiler.emit.java;

import dev.bale.schema.model.Field;
import java.util.ArrayList;
import java.util.List;

/**
 * Records too wide for a JIT-compiled call. HotSpot's optimising compiler (C2) gives up on a method
 * whose call passes more than about 54 arguments on x86-64 ("unsupported calling sequence"), and
 * the method then runs in the first-tier compiler only, with little inlining: a decoder that ends
 * in {@code new Repo(...69 values...)} was compiled by C1 alone (issue 13, repos decode). For a
 * record with more than {@link #MAX_PARAMS} components, generated compact decoding puts the values
 * into the reader's reused arrays ({@code CompactSource.wideRefs}, {@code widePrims}) and calls the
 * record's private factory {@code wide(Object[], long[])}, which makes the one wide call; the
 * decoding method itself is then compiled by C2 (repos compact decode 1.07x, jvm-ab medians). Flat
 * decoding ({@code View.decode()}) keeps the direct call: there the C1-compiled method calls the
 * string accessors rather than inlining each, which measured faster (with the factory: 0.75x).
 */
final class WideRecord {
  /** Most constructor parameters built by a direct call (a margin below C2's limit of about 54). */
  static final int MAX_PARAMS = 48;

  private WideRecord() {}

  /** Whether a record with these fields (and the unknown fields, for a message) is wide. */
  static boolean isWide(List<Field> fields, boolean message) {
    return fields.size() + (message ? 1 : 0) > MAX_PARAMS;
  }

  /** The record's factory: {@code private static Name wide(Object[] o, long[] p)}. */
  static void factory(
      CodeWriter cw,
      JavaTypes types,
      String name,
      List<Field> fields,
      boolean message,
      boolean asClass) {
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Builds a value from the arrays generated decoding filled ({@code wideRefs},"
                + " {@code widePrims}): a record this wide is not built by a direct call from a"
                + " decoding method, which the JIT would then not fully compile. The reader"
                + " clears the references when the root ends."));
    cw.line("@$T(\"unchecked\")", JavaTypes.SUPPRESS_WARNINGS);
    cw.begin("private static $L wide($T[] o, long[] p)", name, JavaTypes.OBJECT);
    List<String> args = new ArrayList<>();
    int refs = 0;
    int prims = 0;
    for (Field f : fields) {
      JType t = types.fieldType(f);
      if (t instanceof JType.Primitive prim) {
        args.add(fromLong(cw, prim, "p[" + prims++ + "]"));
      } else {
        args.add("(" + cw.type(t) + ") o[" + refs++ + "]");
      }
    }
    if (message) {
      args.add("(" + cw.type(JavaTypes.UNKNOWN_FIELDS) + ") o[" + refs++ + "]");
    }
    // No clearing here: the decoding method stores every reference slot before each call, and the
    // reader clears the slots used once per root (CompactSource.wideRefs), not once per record.
    if (asClass) {
      // A class too wide for a record takes the arrays themselves and copies the fields out.
      cw.line("return new $L(o, p);", name);
      cw.end();
      return;
    }
    cw.line("return new $L(", name);
    for (int i = 0; i < args.size(); i++) {
      cw.line("    $L$L", args.get(i), i == args.size() - 1 ? ");" : ",");
    }
    cw.end();
  }

  /**
   * Statements that put the values {@code args} (one per field, then the unknown fields for a
   * message) into the arrays of the compact reader {@code r}; returns the factory call. With {@code
   * fresh}, into new arrays (not the reader's) handed straight to the private constructor of a
   * class too wide for a record ({@link WideClass}), for code that has no reader: the builder and
   * flat decoding.
   */
  static String construct(
      CodeWriter cw,
      JavaTypes types,
      JType.ClassName self,
      List<Field> fields,
      List<String> args,
      String refsLocal,
      String primsLocal,
      boolean fresh) {
    int nRefs = args.size() - fields.size();
    int nPrims = 0;
    for (Field f : fields) {
      if (types.fieldType(f) instanceof JType.Primitive) {
        nPrims++;
      } else {
        nRefs++;
      }
    }
    if (fresh) {
      cw.line("$T[] $L = new $T[$L];", JavaTypes.OBJECT, refsLocal, JavaTypes.OBJECT, nRefs);
      cw.line("long[] $L = new long[$L];", primsLocal, nPrims);
    } else {
      cw.line("$T[] $L = r.wideRefs($L);", JavaTypes.OBJECT, refsLocal, nRefs);
      cw.line("long[] $L = r.widePrims($L);", primsLocal, nPrims);
    }
    int refs = 0;
    int prims = 0;
    for (int i = 0; i < args.size(); i++) {
      JType t = i < fields.size() ? types.fieldType(fields.get(i)) : null;
      if (t instanceof JType.Primitive prim) {
        cw.line("$L[$L] = $L;", primsLocal, prims++, toLong(cw, prim, args.get(i)));
      } else {
        cw.line("$L[$L] = $L;", refsLocal, refs++, args.get(i));
      }
    }
    // Through cw: a component named like the record (a message System with a field System)
    // obscures the record's simple name here, which is then written qualified.
    return fresh
        ? "new " + cw.type(self) + "(" + refsLocal + ", " + primsLocal + ")"
        : cw.type(self) + ".wide(" + refsLocal + ", " + primsLocal + ")";
  }

  private static String toLong(CodeWriter cw, JType.Primitive prim, String v) {
    return switch (prim.keyword()) {
      case "boolean" -> v + " ? 1L : 0L";
      case "double" -> cw.type(prim.boxed()) + ".doubleToRawLongBits(" + v + ")";
      case "float" -> cw.type(prim.boxed()) + ".floatToRawIntBits(" + v + ")";
      default -> v;
    };
  }

  static String fromLong(CodeWriter cw, JType.Primitive prim, String v) {
    return switch (prim.keyword()) {
      case "long" -> v;
      case "boolean" -> v + " != 0";
      case "double" -> cw.type(prim.boxed()) + ".longBitsToDouble(" + v + ")";
      case "float" -> cw.type(prim.boxed()) + ".intBitsToFloat((int) " + v + ")";
      default -> "(" + prim.keyword() + ") " + v;
    };
  }
}
