package dev.bale.compiler.emit.java;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
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
 * <ul>
 *   <li>A message or struct is a record, whose canonical constructor takes every field (and a
 *       message's unknown fields). The JVM allows a constructor 255 parameter slots, {@code this}
 *       included, and a {@code long} or {@code double} takes two (JVMS §4.3.3): so at most 253
 *       fields of a message, 254 of a struct, fewer where non-optional {@code i64}, {@code u64} and
 *       {@code f64} fields take two slots.
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
    for (Decl d : decls) {
      if (d instanceof MessageDecl m) {
        checkRecord(d, m.fields(), true, types, problems);
      } else if (d instanceof StructDecl s) {
        checkRecord(d, s.fields(), false, types, problems);
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

  private static void checkRecord(
      Decl d, List<Field> fields, boolean message, JavaTypes types, List<String> problems) {
    int slots = constructorSlots(fields, message, types);
    if (slots <= MAX_CONSTRUCTOR_SLOTS) {
      return;
    }
    problems.add(
        where(d)
            + " has "
            + fields.size()
            + " fields, whose Java record's constructor would need "
            + slots
            + " parameter slots (non-optional i64, u64 and f64 fields take two; "
            + (message ? "the unknown fields and " : "")
            + "'this' one each); the JVM allows "
            + MAX_CONSTRUCTOR_SLOTS
            + ". Group fields into nested "
            + (message ? "messages" : "structs")
            + ", or use the TypeScript generator or the dynamic codec, which have no such limit");
  }

  private static String where(Decl d) {
    return d.keyword() + " '" + d.fullName() + "' (" + d.location() + ")";
  }
}
