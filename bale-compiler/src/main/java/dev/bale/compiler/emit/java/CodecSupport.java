package dev.bale.compiler.emit.java;

import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.TypeRef;
import java.util.List;

/** Pieces shared by the codecs of records and unions. */
final class CodecSupport {
  private CodecSupport() {}

  /** A field or case: its id and schema name. */
  record Named(int id, String schemaName) {}

  /** Emits {@code schemaName()} and {@code fieldName(int)} of a {@code CompactType}. */
  static void schemaNameAndFieldNames(CodeWriter cw, String schemaName, List<Named> members) {
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $T schemaName()", JavaTypes.STRING);
    cw.line("return $S;", schemaName);
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $T fieldName(int id)", JavaTypes.STRING);
    if (members.isEmpty()) {
      cw.line("return null;");
    } else {
      cw.line("return switch (id) {");
      cw.indent();
      for (Named m : members) {
        cw.line("case $L -> $S;", m.id(), m.schemaName());
      }
      cw.line("default -> null;");
      cw.outdent();
      cw.line("};");
    }
    cw.end();
  }

  /**
   * Emits {@code private static void writeX(CompactWriter w, T value)} and {@code private static T
   * readX(CompactReader r)} for a list or map value.
   */
  static void helperPair(
      CodeWriter cw,
      JavaTypes types,
      ValueCodec codec,
      String suffix,
      TypeRef type,
      FieldOptions opts) {
    JType t = types.type(type);
    cw.blank();
    cw.begin("private static void write$L($T w, $T value)", suffix, JavaTypes.COMPACT_WRITER, t);
    NameAllocator wn = new NameAllocator();
    wn.reserve("w");
    wn.reserve("value");
    codec.write(type, opts, "value", wn, true);
    cw.end();
    cw.blank();
    cw.begin("private static $T read$L($T r)", t, suffix, JavaTypes.COMPACT_READER);
    NameAllocator rn = new NameAllocator();
    rn.reserve("r");
    String result = codec.read(type, opts, rn, true);
    cw.line("return $L;", result);
    cw.end();
  }
}
