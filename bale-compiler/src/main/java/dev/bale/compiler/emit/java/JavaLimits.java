package dev.bale.compiler.emit.java;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * What a generated Java class can hold, checked before any code is written, so that a schema beyond
 * it fails with the declaration and the limit named instead of with a {@code javac} error in
 * generated code. TypeScript generation has neither limit.
 *
 * <p>A message or struct is a record, whose canonical constructor takes every field (and a
 * message's unknown fields). The JVM allows a constructor 255 parameter slots, {@code this}
 * included, and a {@code long} or {@code double} takes two (JVMS §4.3.3): past that ({@link
 * #constructorSlots}) the declaration is a class instead ({@link WideClass}), not an error.
 *
 * <ul>
 *   <li>A class's codec methods (compact read and write, the one-pass tree write and read, flat
 *       verify and decode, the constructor) each take every field, and a method's code is limited
 *       to 65,535 bytes (JVMS §4.7.3): the bytes a field adds to each ({@link #fieldCode}) are
 *       summed against {@link #CLASS_CODE_BUDGET}, about 500 fields of lists, maps or messages and
 *       1,250–1,550 of scalars. A record (at most 253 fields) stays far below it.
 *   <li>An enum's constants are made in its class initializer, and a method's code is limited to
 *       65,535 bytes (JVMS §4.7.3): at most {@link #MAX_ENUM_CONSTANTS} constants, a margin that
 *       holds for any names and numbers (2,500 constants take 59,888 bytes at worst).
 *   <li>A union's codecs pick its case in one method each, some 90 bytes of code a case whose value
 *       is a message, struct, union, list or map and some 60 a case of a scalar or enum (measured
 *       on unions of 400 and 1,000 cases): at most {@link #UNION_CODE_BUDGET} bytes by that
 *       estimate, so about 690 cases of the first kind or 1,030 of the second.
 * </ul>
 */
final class JavaLimits {
  /** A method's parameter slots, {@code this} included for a constructor (JVMS §4.3.3). */
  static final int MAX_CONSTRUCTOR_SLOTS = 255;

  /** The most constants of a generated enum class (its initializer's code stays below 64 KB). */
  static final int MAX_ENUM_CONSTANTS = 2_500;

  /**
   * The estimated bytecode of a wide class's largest codec method, at most ({@link #fieldCode}).
   */
  static final int CLASS_CODE_BUDGET = 62_000;

  /**
   * The estimated bytecode of a union's largest codec method, at most (65,535 allowed, JVMS §4.7.3;
   * the margin is the method's own set-up and the estimate's error).
   */
  static final int UNION_CODE_BUDGET = 62_000;

  private JavaLimits() {}

  /**
   * @throws IllegalArgumentException naming every declaration of {@code decls} beyond a limit, its
   *     location, what it needs and what to do
   */
  static void check(Collection<Decl> decls, JavaTypes types) {
    List<String> problems = new ArrayList<>();
    java.util.Set<String> prohibited = new java.util.TreeSet<>();
    for (Decl d : decls) {
      String pkg = types.className(d).packageName();
      if ((pkg.equals("java") || pkg.startsWith("java.")) && prohibited.add(pkg)) {
        problems.add(
            where(d)
                + " would be a class of the Java package '"
                + pkg
                + "', and the JVM loads no class of a package named java or java.* but its own"
                + " (javac: \"package exists in another module\"). Give the schema another"
                + " package");
      }
      boolean record = d instanceof MessageDecl || d instanceof StructDecl;
      List<Field> fields = record ? JavaTypes.fields(d) : null;
      if (record
          && WideClass.isClass(fields, d instanceof MessageDecl, types)
          && classCode(fields, types) > CLASS_CODE_BUDGET) {
        problems.add(
            where(d)
                + " has "
                + fields.size()
                + " fields, more than a generated Java class's codec methods can take in one"
                + " method each (64 KB of bytecode: about 500 fields of lists, maps or messages,"
                + " 1,250 to 1,550 of scalars). Group fields into nested "
                + (d instanceof MessageDecl ? "messages" : "structs")
                + ", or use the TypeScript generator or the dynamic codec, which have no such"
                + " limit");
      } else if (d instanceof EnumDecl e && e.values().size() > MAX_ENUM_CONSTANTS) {
        problems.add(
            where(d)
                + " has "
                + e.values().size()
                + " values; a generated Java enum holds at most "
                + MAX_ENUM_CONSTANTS
                + " (its class initializer is limited to 64 KB of bytecode). Split the enum, or use"
                + " the TypeScript generator or the dynamic codec, which have no such limit");
      } else if (d instanceof UnionDecl u && unionCode(u) > UNION_CODE_BUDGET) {
        problems.add(
            where(d)
                + " has "
                + u.cases().size()
                + " cases, more than a generated Java union's codec can pick from in one method"
                + " (64 KB of bytecode: about 690 cases whose values are messages, structs,"
                + " unions, lists or maps, about 1,030 of scalars or enums). Split the union"
                + " (a case may hold another union), or use the TypeScript generator or the"
                + " dynamic codec, which have no such limit");
      }
    }
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("\n", problems));
    }
  }

  /**
   * The bytes of code field {@code f} adds to each of a class's largest methods, in the order
   * compact read, compact write, tree write, tree (or leaf) read, flat verify, flat decode and
   * constructor: measured on messages of 500 fields of one type each (javap, 2026-12-02), the
   * largest of a kind, rounded up.
   */
  static int[] fieldCode(Field f, JavaTypes types) {
    TypeRef t = f.type();
    if (t instanceof ListType || t instanceof MapType) {
      return new int[] {55, 20, 135, 50, 70, 105, 40};
    }
    if (t instanceof NamedType n && !(n.decl() instanceof EnumDecl)) {
      if (f.optional()) {
        return new int[] {60, 40, 25, 60, 55, 35, 20};
      }
      if (n.decl() instanceof MessageDecl) {
        return new int[] {66, 40, 25, 63, 92, 130, 30};
      }
      return new int[] {66, 42, 25, 63, 77, 25, 30}; // a union or struct
    }
    return f.optional()
        ? new int[] {55, 45, 25, 45, 20, 35, 20}
        : new int[] {44, 26, 22, 41, 22, 28, 30};
  }

  /** The estimated bytecode of a class's largest codec method ({@link #fieldCode}). */
  static int classCode(List<Field> fields, JavaTypes types) {
    int[] sum = new int[7];
    for (Field f : fields) {
      int[] c = fieldCode(f, types);
      for (int i = 0; i < sum.length; i++) {
        sum[i] += c[i];
      }
    }
    int max = 0;
    for (int v : sum) {
      max = Math.max(max, v);
    }
    return max;
  }

  /** The estimated bytecode of the union's largest codec method (see the class comment). */
  static int unionCode(UnionDecl u) {
    int bytes = 0;
    for (UnionCase c : u.cases()) {
      boolean small =
          c.type() instanceof ScalarType
              || (c.type() instanceof NamedType && JavaTypes.decl(c.type()) instanceof EnumDecl);
      bytes += small ? 60 : 90;
    }
    return bytes;
  }

  /** The parameter slots of the record's canonical constructor, {@code this} included. */
  static int constructorSlots(List<Field> fields, boolean message, JavaTypes types) {
    int slots = 1 + (message ? 1 : 0); // this, and a message's unknownFields
    for (Field f : fields) {
      JType t = types.fieldType(f);
      boolean wide =
          t instanceof JType.Primitive p
              && (p.keyword().equals("long") || p.keyword().equals("double"));
      slots += wide ? 2 : 1;
    }
    return slots;
  }

  private static String where(Decl d) {
    return d.keyword() + " '" + d.fullName() + "' (" + d.location() + ")";
  }
}
