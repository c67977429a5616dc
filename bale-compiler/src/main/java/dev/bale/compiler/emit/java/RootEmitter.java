package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.Canonical;
import dev.bale.schema.Roots;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.SchemaFile;
import dev.bale.schema.model.TypeRef;
import java.util.ArrayList;
import java.util.List;

/**
 * The generated API of a schema file's {@code root} statement (SCHEMA.md "Root type", FORMAT.md
 * §2.3): a class {@code Root} in the file's package with the root value's codecs.
 *
 * <ul>
 *   <li>a root that is not a message: {@code Root} is the root wrapper {@code message root { T
 *       value = 1; }} generated as a record like any message ({@code COMPACT}, {@code FLAT}, {@code
 *       View}), plus the members below;
 *   <li>a message root: {@code Root} is a final class holding only the members below.
 * </ul>
 *
 * <p>Members: {@code TYPE} (the root type's text), {@code FINGERPRINT} (for frames and streams),
 * {@code VALUE_COMPACT} / {@code VALUE_FLAT} (codecs of the value itself, e.g. {@code
 * CompactType<List<Event>>}) and static {@code encode}, {@code decode}, {@code encodeFlat}, {@code
 * decodeFlat}.
 */
final class RootEmitter {
  static final ClassName ROOT_TYPES = ClassName.of(JavaTypes.RUNTIME, "RootTypes");
  static final ClassName FLAT = ClassName.of(JavaTypes.RUNTIME + ".flat", "Flat");
  static final ClassName FLAT_TYPE = ClassName.of(JavaTypes.RUNTIME + ".flat", "FlatType");

  private RootEmitter() {}

  /** The wrapper declaration of a non-message root, with a class comment naming the file. */
  static MessageDecl wrapper(SchemaFile file) {
    MessageDecl m = Roots.message(file.root());
    List<String> doc = new ArrayList<>();
    doc.add(
        "The root of `"
            + file.path()
            + "`: `root "
            + file.root().canonical()
            + ";` (SCHEMA.md \"Root type\").");
    doc.add("");
    doc.add(
        "On the wire such a root is this record, the root wrapper `message root { T value = 1; }`"
            + " (FORMAT.md §2.3). Read and write the value itself with VALUE_COMPACT and"
            + " VALUE_FLAT, or encode and decode; the record and its View are the wrapper (a flat"
            + " View reads the value in place).");
    return new MessageDecl(m.name(), m.packageName(), m.fields(), doc, m.location());
  }

  /**
   * Emits the root members into the record of {@code wrapper} (after its {@code COMPACT} and {@code
   * FLAT} constants).
   */
  static void wrapperMembers(JavaTypes types, CodeWriter cw, MessageDecl wrapper, String field) {
    String self = types.className(wrapper).simpleName();
    TypeRef type = Roots.typeOf(wrapper);
    members(
        cw,
        types.type(type).boxed(),
        type.canonical(),
        Canonical.fingerprint(wrapper),
        cw.type(ROOT_TYPES)
            + ".unwrap(COMPACT, "
            + self
            + "::"
            + field
            + ", v -> new "
            + self
            + "(v, null))",
        cw.type(ROOT_TYPES)
            + ".unwrapFlat(FLAT, "
            + self
            + "::"
            + field
            + ", v -> new "
            + self
            + "(v, null))");
  }

  /** The whole class {@code name} for a root that is a message. */
  static void messageRoot(JavaTypes types, CodeWriter cw, SchemaFile file, ClassName name) {
    MessageDecl m = (MessageDecl) JavaTypes.decl(file.root());
    ClassName message = types.className(m);
    cw.rawJavadoc(
        List.of(
            "The root of <code>"
                + CodeWriter.escapeDoc(file.path())
                + "</code>: {@code root "
                + file.root().canonical()
                + ";} (SCHEMA.md \"Root type\"), a message, so its own root on the wire: these"
                + " members are those of {@link "
                + cw.type(message)
                + "}."));
    cw.begin("public final class $L", name.simpleName());
    cw.line("private $L() {}", name.simpleName());
    String msg = cw.type(message);
    members(
        cw,
        message,
        file.root().canonical(),
        Canonical.fingerprint(m),
        msg + ".COMPACT",
        msg + ".FLAT");
    cw.end();
  }

  private static void members(
      CodeWriter cw,
      JType value,
      String typeText,
      long fingerprint,
      String compactExpr,
      String flatExpr) {
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The root type as the schema's {@code root} statement names it: {@code "
                + typeText
                + "} (for {@code bale --type} and the JSON bridge)."));
    cw.line("public static final $T TYPE = $S;", JavaTypes.STRING, typeText);
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The fingerprint of this root (SCHEMA.md §8) for frames and streams: {@code"
                + " Compact.encodeFramed(VALUE_COMPACT, value, FINGERPRINT)}."));
    cw.line("public static final long FINGERPRINT = 0x$LL;", Long.toHexString(fingerprint));
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The compact codec of the root value: {@code Compact.encode(VALUE_COMPACT, value)}."));
    cw.line(
        "public static final $T VALUE_COMPACT =",
        new JType.Parameterized(JavaTypes.COMPACT_TYPE, List.of(value)));
    cw.line("    $L;", compactExpr);
    cw.blank();
    cw.rawJavadoc(
        List.of("The flat codec of the root value: {@code Flat.encode(VALUE_FLAT, value)}."));
    cw.line(
        "public static final $T VALUE_FLAT =", new JType.Parameterized(FLAT_TYPE, List.of(value)));
    cw.line("    $L;", flatExpr);
    String t = cw.type(value);
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Encodes a root value with the compact codec and default writer options.",
            "",
            "@throws dev.bale.runtime.BaleException if the value cannot be encoded"));
    cw.begin("public static byte[] encode($L value)", t);
    cw.line("return $T.encode(VALUE_COMPACT, value);", JavaTypes.COMPACT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Decodes one unframed compact root, with default limits.",
            "",
            "@throws dev.bale.runtime.BaleException if the bytes are not a valid encoding"));
    cw.begin("public static $L decode(byte[] bytes)", t);
    cw.line("return $T.decode(VALUE_COMPACT, bytes);", JavaTypes.COMPACT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Encodes a root value with the flat codec (FORMAT.md Part II).",
            "",
            "@throws dev.bale.runtime.BaleException if the value cannot be encoded"));
    cw.begin("public static byte[] encodeFlat($L value)", t);
    cw.line("return $T.encode(VALUE_FLAT, value);", FLAT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Verifies and decodes one unframed flat root, with default limits.",
            "",
            "@throws dev.bale.runtime.BaleException if the bytes are not a valid flat body"));
    cw.begin("public static $L decodeFlat(byte[] bytes)", t);
    cw.line("return $T.decode(VALUE_FLAT, bytes);", FLAT);
    cw.end();
  }
}
