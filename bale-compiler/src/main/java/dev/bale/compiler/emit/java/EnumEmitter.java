package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Emits an enum as an <em>open enum</em> class (contracts.md "Enums"): known values are constants
 * that compare with {@code ==}; an unknown wire value becomes an instance that carries the number,
 * so it survives a decode/encode round trip through an older reader.
 */
final class EnumEmitter {
  private final JavaTypes types;
  private final CodeWriter cw;
  private final EnumDecl decl;
  private final String name;
  private final String codecClass;

  EnumEmitter(JavaTypes types, CodeWriter cw, EnumDecl decl) {
    this.types = types;
    this.cw = cw;
    this.decl = decl;
    this.name = types.className(decl).simpleName();
    this.codecClass = JavaNames.nestedName("CompactCodec", name);
    cw.reserveNested(codecClass, types.className(decl).qualifiedTopLevel());
  }

  void emit() {
    List<String> doc =
        CodeWriter.docLines(
            decl.doc(), "The schema enum {@code " + CodeWriter.escapeDoc(decl.fullName()) + "}.");
    doc.add("");
    doc.add(
        "<p>An open enum: {@link #of(int)} returns the constant for a known value and otherwise");
    doc.add("an instance that keeps the number, so values added by a newer schema survive a round");
    doc.add("trip. Known constants compare with {@code ==}; {@link #equals} compares numbers.");
    cw.rawJavadoc(doc);
    cw.begin("public final class $L", name);

    // Aliases (two names for one number) are not allowed by the checker; keep the first anyway so
    // that the switch below never has duplicate labels.
    Set<Integer> seen = new HashSet<>();
    List<EnumValue> values = new ArrayList<>();
    for (EnumValue v : decl.values()) {
      if (seen.add(v.value())) {
        values.add(v);
      }
    }
    for (EnumValue v : values) {
      cw.rawJavadoc(List.of("The number of {@link #" + constant(v) + "}, for {@code switch}."));
      cw.line("public static final int $L_VALUE = $L;", constant(v), v.value());
      cw.blank();
    }
    for (EnumValue v : values) {
      List<String> vdoc =
          CodeWriter.docLines(
              v.doc(), "{@code " + CodeWriter.escapeDoc(v.name()) + "} = " + v.value() + ".");
      cw.rawJavadoc(vdoc);
      cw.line(
          "public static final $L $L = new $L($L_VALUE, $S);",
          name,
          constant(v),
          name,
          constant(v),
          v.name());
      cw.blank();
    }
    List<String> constants = values.stream().map(EnumEmitter::constant).toList();
    cw.line(
        "private static final $T KNOWN_VALUES = $T.of($L);",
        new JType.Parameterized(JavaTypes.LIST, List.of(types.className(decl))),
        JavaTypes.LIST,
        String.join(", ", constants));
    cw.blank();
    cw.rawJavadoc(List.of("The compact codec of {@code " + name + "}: the number as a uvarint."));
    cw.line(
        "public static final $T COMPACT = new $L();",
        new JType.Parameterized(JavaTypes.COMPACT_TYPE, List.of(types.className(decl))),
        codecClass);
    cw.blank();
    cw.line("private final int value;");
    cw.line("private final $T name;", JavaTypes.STRING);
    cw.blank();
    cw.begin("private $L(int value, $T name)", name, JavaTypes.STRING);
    cw.line("this.value = value;");
    cw.line("this.name = name;");
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The value for a number: the known constant, or an unknown value that keeps it.",
            "",
            "@throws IllegalArgumentException if {@code value} is negative"));
    cw.begin("public static $L of(int value)", name);
    cw.line("return switch (value) {");
    cw.indent();
    for (EnumValue v : values) {
      cw.line("case $L_VALUE -> $L;", constant(v), constant(v));
    }
    cw.begin("default ->");
    cw.begin("if (value < 0)");
    cw.line(
        "throw new $T($S.concat($T.valueOf(value)));",
        JavaTypes.ILLEGAL_ARGUMENT,
        "negative value for enum " + decl.fullName() + ": ",
        JavaTypes.STRING);
    cw.end();
    cw.line("yield new $L(value, null);", name);
    cw.end();
    cw.outdent();
    cw.line("};");
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("Every known value, in declaration order."));
    cw.begin(
        "public static $T knownValues()",
        new JType.Parameterized(JavaTypes.LIST, List.of(types.className(decl))));
    cw.line("return KNOWN_VALUES;");
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("The number on the wire."));
    cw.begin("public int value()");
    cw.line("return value;");
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("Whether this is one of the constants of this schema version."));
    cw.begin("public boolean isKnown()");
    cw.line("return name != null;");
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("The schema name of the value, or its number in decimal when unknown."));
    cw.begin("public $T name()", JavaTypes.STRING);
    cw.line("return name != null ? name : $T.toString(value);", JavaTypes.INTEGER);
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public boolean equals($T other)", JavaTypes.OBJECT);
    cw.line("return other instanceof $L o && o.value == value;", name);
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int hashCode()");
    cw.line("return $T.hashCode(value);", JavaTypes.INTEGER);
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $T toString()", JavaTypes.STRING);
    cw.line("return name();");
    cw.end();
    cw.blank();
    cw.begin(
        "private static final class $L extends $T",
        codecClass,
        new JType.Parameterized(CodecSupport.BASE, List.of(types.className(decl))));
    CodecSupport.constructor(cw, codecClass, decl.fullName(), List.of());
    cw.blank();
    CodecSupport.ownedSize(cw, DecodedSize.owned(decl));
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void write($T w, $L value)", JavaTypes.COMPACT_WRITER, name);
    cw.line("w.writeEnum(value.value());");
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $L read($T r)", name, JavaTypes.COMPACT_READER);
    cw.line("return of(r.readEnum());");
    cw.end();
    cw.end();
    cw.end();
  }

  static String constant(EnumValue v) {
    return JavaNames.constantName(v.name());
  }
}
