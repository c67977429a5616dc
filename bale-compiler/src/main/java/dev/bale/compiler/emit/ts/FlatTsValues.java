package dev.bale.compiler.emit.ts;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.DefaultLevels;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.TypeRef;

/**
 * Verifying, reading and writing one value: a pointer slot or an inline value stored XOR its
 * default (FORMAT.md §F4.4), and the defaults of fields and types. A part of {@link FlatTsEmitter}.
 */
final class FlatTsValues extends FlatTsPart {
  FlatTsValues(FlatTsEmitter host) {
    super(host);
  }

  /**
   * The one statement that verifies the pointer slot at {@code slot} under path segment {@code
   * label} (a JS expression: a quoted name or an index), or null for a message or union (see {@link
   * #verifySlot}).
   */
  String slotStatement(TypeRef t, FieldOptions o, String slot, boolean required, String label) {
    if (t instanceof ScalarType s) {
      String m =
          switch (s.kind()) {
            case STRING -> "stringField";
            case JSON -> "jsonField";
            default -> "bytesField";
          };
      return "v." + m + "(" + label + ", " + slot + ");";
    }
    if (t instanceof ListType || t instanceof MapType) {
      // The helper takes the path segment and, when required, the level of an unset list's
      // default (an empty list or map, FORMAT.md §7).
      return host.collections.verifyHelper(t, o)
          + "(v, "
          + slot
          + ", "
          + label
          + (required ? "" : ", false")
          + ");";
    }
    return null;
  }

  /**
   * Verification of the pointer slot at {@code slot} (FORMAT.md §F10.2) under path segment {@code
   * label}; a message or union declares {@code m} or {@code c}, in a block of its own unless {@code
   * scoped} (the caller's block holds nothing else of that name).
   */
  void verifySlot(
      TypeRef t, FieldOptions o, String slot, boolean required, String label, boolean scoped) {
    String stmt = slotStatement(t, o, slot, required, label);
    if (stmt != null) {
      line(stmt);
      return;
    }
    TsWriter w = out();
    NamedType n = (NamedType) t;
    String flat = host.ctx.ref(n) + "$flat";
    boolean message = n.decl() instanceof MessageDecl;
    String var = message ? "m" : "c";
    int levels = 0;
    int messages = 0;
    if (required && !host.hasDefaultValue(t)) {
      levels = -1;
    } else if (required) {
      levels = DefaultLevels.of(t);
      messages = levels > 0 ? DefaultLevels.messages(t) : 0;
    }
    if (!scoped) {
      w.begin("");
    }
    line(
        "const "
            + var
            + " = v."
            + (message ? "pushMessage" : "pushCell")
            + "("
            + label
            + ", "
            + slot
            + ", "
            + levels
            + ", "
            + messages
            + ");");
    line(
        "if ("
            + var
            + " !== 0"
            + (host.lazyMessage ? " && only === 0" : "")
            + ") "
            + flat
            + ".verify(v, "
            + var
            + ");");
    line("v.popAt(" + var + ");");
    if (!scoped) {
      w.end();
    }
  }

  /**
   * The one statement that verifies an inline value at {@code pos} stored XOR {@code x} under path
   * segment {@code label}, or null when it takes several (see {@link #verifyInline}).
   */
  String inlineStatement(TypeRef t, FieldOptions o, String pos, long x, String label) {
    if (FlatLayout.isPointer(t)) {
      return slotStatement(t, o, pos, true, label);
    } else if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.BOOL) {
        return "v.boolField(" + label + ", " + pos + (x != 0 ? ", 1" : "") + ");";
      }
    } else if (((NamedType) t).decl() instanceof EnumDecl) {
      return "v.enumField(" + label + ", " + pos + (x != 0 ? ", " + (int) x : "") + ");";
    }
    return null;
  }

  /**
   * Verification of an inline value at {@code pos} stored XOR {@code x} under path segment {@code
   * label} (nothing for values that need no check, see {@link FlatTsEmitter#needsCheck}).
   */
  void verifyInline(TypeRef t, FieldOptions o, String pos, long x, String label, boolean scoped) {
    String stmt = inlineStatement(t, o, pos, x, label);
    if (stmt != null) {
      line(stmt);
    } else if (FlatLayout.isPointer(t)) {
      verifySlot(t, o, pos, true, label, scoped);
    } else if (t instanceof NamedType n && !(n.decl() instanceof EnumDecl)) {
      line("v.pushStruct(" + label + ", " + pos + ");");
      line(host.ctx.ref(n) + "$flat.verify(v, " + pos + ");");
      line("v.popAt(" + pos + ");");
    }
  }

  /**
   * The value of the target at position {@code target} (not null), reading from the Uint8Array
   * {@code b} and DataView {@code d}.
   */
  String readTarget(TypeRef t, FieldOptions o, String target, String b, String d) {
    String args = "(" + b + ", " + d + ", " + target + ")";
    if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.JSON) {
        return rt("flatJson") + args;
      }
      String read = rt(s.kind() == ScalarKind.STRING ? "flatString" : "flatBytes") + args;
      if (host.chargeAt == null) {
        return read;
      }
      return (s.kind() == ScalarKind.STRING ? rt("flatChargeString") : rt("flatChargeBytes"))
          + "("
          + read
          + ", "
          + host.chargeAt
          + ")";
    }
    if (t instanceof ListType || t instanceof MapType) {
      return host.collections.readHelper(t, o) + args;
    }
    NamedType n = (NamedType) t;
    return TsValueCode.unionRead(n, host.ctx.ref(n) + "$flat.read" + args);
  }

  /** The value a null pointer of a type stands for (§F3.3) in a list, entry, struct or cell. */
  String typeDefault(TypeRef t, FieldOptions o, String pos) {
    if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.BYTES && host.chargeAt != null) {
        return rt("flatChargeBytes") + "(new " + g("Uint8Array") + "(0), " + host.chargeAt + ")";
      }
      return s.kind() == ScalarKind.STRING
          ? "\"\""
          : s.kind() == ScalarKind.JSON ? "null" : "new " + g("Uint8Array") + "(0)";
    }
    if (t instanceof ListType || t instanceof MapType) {
      String empty = t instanceof ListType ? "[]" : "new " + g("Map") + "()";
      // A null element (map value, union value, struct field) is an empty list or map, charged
      // as a missing field's default at its slot (§7.1).
      return host.chargeAt == null
          ? empty
          : rt("flatMissing")
              + "("
              + empty
              + ", "
              + pos
              + ", "
              + DecodedSize.missingDefault(t)
              + ")";
    }
    NamedType n = (NamedType) t;
    if (!host.hasDefaultValue(t)) {
      return rt("flatMissingUnion") + "(" + pos + ")";
    }
    if (host.chargeAt != null && n.decl() instanceof MessageDecl) {
      // A null element (or union value) of a message type decodes to its default (§7.1).
      return rt("flatMissing")
          + "("
          + host.ctx.valueRef(n)
          + ".create(), "
          + pos
          + ", "
          + DecodedSize.missingDefault(t)
          + ")";
    }
    return host.ctx.valueRef(n) + ".create()";
  }

  /**
   * {@code expr}, the default of a missing non-optional field of type {@code t}, charged at the
   * object as FORMAT.md §7.1 charges a missing field's default (while emitting a read).
   */
  String charged(TypeRef t, String expr) {
    if (host.chargeAt == null) {
      return expr;
    }
    if (t instanceof ScalarType s && s.kind() == ScalarKind.BYTES) {
      return rt("flatChargeBytes") + "(" + expr + ", " + host.chargeAt + ")";
    }
    int missing = t instanceof ScalarType ? 0 : DecodedSize.missingDefault(t);
    return missing == 0
        ? expr
        : rt("flatMissing") + "(" + expr + ", " + host.chargeAt + ", " + missing + ")";
  }

  /** The value of a missing non-optional message field (its default, or MISSING_UNION at pos). */
  String fieldDefault(Field f, String pos) {
    String d = host.ctx.defaultExpr(f);
    if (d == null) {
      return rt("flatMissingUnion") + "(" + pos + ")";
    }
    return d;
  }

  /**
   * The value of an inline {@code t} at {@code pos} stored XOR {@code x}, reading from the
   * Uint8Array {@code b} and DataView {@code d} (pointer kinds use a {@code let t}).
   */
  String readInline(TypeRef t, FieldOptions o, String pos, long x, String b, String d) {
    if (FlatLayout.isPointer(t)) {
      String target = readTarget(t, o, "t", b, d);
      return "((t = "
          + rt("flatPointer")
          + "("
          + d
          + ", "
          + pos
          + ")) !== 0 ? "
          + target
          + " : "
          + typeDefault(t, o, pos)
          + ")";
    }
    if (t instanceof NamedType n) {
      if (n.decl() instanceof EnumDecl) {
        return x == 0
            ? d + ".getInt32(" + pos + ", true)"
            : "(" + d + ".getInt32(" + pos + ", true) ^ " + (int) x + ")";
      }
      return host.ctx.ref(n) + "$flat.read(" + b + ", " + d + ", " + pos + ")";
    }
    ScalarKind k = ((ScalarType) t).kind();
    String p = pos;
    return switch (k) {
      case BOOL -> x == 0 ? d + ".getUint8(" + p + ") !== 0" : d + ".getUint8(" + p + ") !== 1";
      case I8 ->
          x == 0
              ? d + ".getInt8(" + p + ")"
              : "(((" + d + ".getUint8(" + p + ") ^ " + (x & 0xff) + ") << 24) >> 24)";
      case U8 ->
          x == 0
              ? d + ".getUint8(" + p + ")"
              : "(" + d + ".getUint8(" + p + ") ^ " + (x & 0xff) + ")";
      case I16 ->
          x == 0
              ? d + ".getInt16(" + p + ", true)"
              : "(((" + d + ".getUint16(" + p + ", true) ^ " + (x & 0xffff) + ") << 16) >> 16)";
      case U16 ->
          x == 0
              ? d + ".getUint16(" + p + ", true)"
              : "(" + d + ".getUint16(" + p + ", true) ^ " + (x & 0xffff) + ")";
      case I32 ->
          x == 0
              ? d + ".getInt32(" + p + ", true)"
              : "(" + d + ".getInt32(" + p + ", true) ^ " + (int) x + ")";
      case U32 ->
          x == 0
              ? d + ".getUint32(" + p + ", true)"
              : "((" + d + ".getInt32(" + p + ", true) ^ " + (int) x + ") >>> 0)";
      case I64 -> {
        String v =
            x == 0
                ? d + ".getBigInt64(" + p + ", true)"
                : g("BigInt")
                    + ".asIntN(64, "
                    + d
                    + ".getBigUint64("
                    + p
                    + ", true) ^ "
                    + FlatTsEmitter.big(x)
                    + ")";
        yield o.tsNumber() ? rt("flatI64Number") + "(" + v + ", " + p + ")" : v;
      }
      case U64 -> {
        String v =
            x == 0
                ? d + ".getBigUint64(" + p + ", true)"
                : "(" + d + ".getBigUint64(" + p + ", true) ^ " + FlatTsEmitter.big(x) + ")";
        yield o.tsNumber() ? rt("flatI64Number") + "(" + v + ", " + p + ")" : v;
      }
      case F32 ->
          x == 0
              // Through the runtime, which keeps a signalling NaN's bits (getFloat32 quiets it).
              ? rt("flatF32") + "(" + d + ", " + p + ")"
              : rt("flatF32Xor") + "(" + d + ", " + p + ", " + (int) x + ")";
      case F64 ->
          x == 0
              ? d + ".getFloat64(" + p + ", true)"
              : rt("flatF64Xor")
                  + "("
                  + d
                  + ", "
                  + p
                  + ", "
                  + (int) x
                  + ", "
                  + (int) (x >>> 32)
                  + ")";
      case STRING, BYTES, JSON -> throw new IllegalStateException("pointer kind");
    };
  }

  /** Stores the non-pointer part of an inline value (scalars, enums, struct scalars). */
  void fillInline(TypeRef t, FieldOptions o, String pos, String value, long x) {
    if (FlatLayout.isPointer(t)) {
      return;
    }
    if (t instanceof NamedType n) {
      if (n.decl() instanceof EnumDecl) {
        line("w.enumValue(" + pos + ", " + value + (x != 0 ? ", " + (int) x : "") + ");");
      } else {
        line(host.ctx.ref(n) + "$flat.fill(w, " + pos + ", " + value + ");");
      }
      return;
    }
    ScalarKind k = ((ScalarType) t).kind();
    String m =
        switch (k) {
          case BOOL -> "bool";
          case I8 -> "i8";
          case U8 -> "u8";
          case I16 -> "i16";
          case U16 -> "u16";
          case I32 -> "i32";
          case U32 -> "u32";
          case I64 -> o.tsNumber() ? "i64n" : "i64";
          case U64 -> o.tsNumber() ? "u64n" : "u64";
          case F32 -> "f32";
          case F64 -> "f64";
          case STRING, BYTES, JSON -> throw new IllegalStateException("pointer kind");
        };
    String xs = "";
    if (x != 0) {
      xs =
          switch (k) {
            case BOOL -> ", 1";
            case I8, U8 -> ", " + (x & 0xff);
            case I16, U16 -> ", " + (x & 0xffff);
            case I32, U32, F32 -> ", " + (int) x;
            case I64, U64 -> ", " + FlatTsEmitter.big(x);
            case F64 -> ", " + (int) x + ", " + (int) (x >>> 32);
            case STRING, BYTES, JSON -> "";
          };
    }
    line("w." + m + "(" + pos + ", " + value + xs + ");");
  }

  /**
   * Writes the targets of the pointer slots of an inline value at {@code pos}, in position order.
   */
  void targetsInline(TypeRef t, FieldOptions o, String pos, String value) {
    String stmt = targetsStmt(t, o, pos, value);
    if (stmt != null) {
      line(stmt);
    }
  }

  /** The statement of {@link #targetsInline}, or null when the value has no pointer slots. */
  String targetsStmt(TypeRef t, FieldOptions o, String pos, String value) {
    if (FlatLayout.isPointer(t)) {
      return "w.pointer(" + pos + ", " + writeTarget(t, o, value) + ");";
    } else if (FlatTsEmitter.hasPointers(t)) {
      return host.ctx.ref((NamedType) t) + "$flat.targets(w, " + pos + ", " + value + ");";
    }
    return null;
  }

  /** Writes a pointer-kind value as a target; returns the expression of its position. */
  String writeTarget(TypeRef t, FieldOptions o, String value) {
    if (t instanceof ScalarType s) {
      if (s.kind() == ScalarKind.STRING) {
        return "w.string(" + value + (o.dedup() ? "" : ", false") + ")";
      }
      if (s.kind() == ScalarKind.JSON) {
        return "w.json(" + value + ")";
      }
      return "w.bytes(" + value + ")";
    }
    if (t instanceof ListType || t instanceof MapType) {
      return host.collections.writeHelper(t, o) + "(w, " + value + ")";
    }
    return host.ctx.ref((NamedType) t) + "$flat.write(w, " + value + ")";
  }
}
