package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.TypeRef;
import java.util.ArrayList;
import java.util.List;

/** Pieces shared by the codecs of records and unions. */
final class CodecSupport {
  private CodecSupport() {}

  /**
   * The Java literal of the 64-bit word with only bit {@code k} set: {@code 1L} or {@code 1L << k}.
   */
  static String bit(int k) {
    return k == 0 ? "1L" : "1L << " + k;
  }

  /**
   * The test that bit {@code k} of the {@code long} expression {@code word} is set (or, with {@code
   * negate}, clear).
   */
  static String bitTest(String word, int k, boolean negate) {
    return "(" + word + " & " + bit(k) + ") " + (negate ? "==" : "!=") + " 0";
  }

  /** A field or case: its id and schema name. */
  record Named(int id, String schemaName) {}

  /**
   * The runtime base class of compact codecs ({@code AbstractCompactType}), which holds the names
   * that only error paths ask for.
   */
  static final ClassName BASE = ClassName.of(JavaTypes.RUNTIME, "AbstractCompactType");

  /**
   * Emits the constructor of a named codec class: {@code Codec() { super("pkg.Type", "field1",
   * ...); }} (members in id order, ids 1..n).
   */
  static void constructor(
      CodeWriter cw, String codecClass, String schemaName, List<Named> members) {
    cw.begin("$L()", codecClass);
    cw.filled("super(", names(schemaName, members), ");");
    cw.end();
  }

  /**
   * Emits {@code ownedSize()} of an enum or struct codec: what an element of a collection of the
   * type owns beyond its slot in the decoded-size estimate (FORMAT.md §7.1 {@code owned(T)}).
   */
  static void ownedSize(CodeWriter cw, int size) {
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int ownedSize()");
    cw.line("return $L;", size);
    cw.end();
  }

  /**
   * The arguments of the base class's constructor: the schema name, then the members' names when
   * their ids are 1..n in order (messages and structs always, unions often); otherwise none, and
   * {@link #fieldNameSwitch} names them.
   */
  static List<String> names(String schemaName, List<Named> members) {
    List<String> args = new ArrayList<>();
    args.add(CodeWriter.stringLiteral(schemaName));
    if (dense(members)) {
      for (Named m : members) {
        args.add(CodeWriter.stringLiteral(m.schemaName()));
      }
    }
    return args;
  }

  /** Whether the members' ids are exactly 1..n in order. */
  static boolean dense(List<Named> members) {
    for (int i = 0; i < members.size(); i++) {
      if (members.get(i).id() != i + 1) {
        return false;
      }
    }
    return true;
  }

  /** Emits {@code fieldName(int)} as a switch, for members whose ids are not 1..n. */
  static void fieldNameSwitch(CodeWriter cw, List<Named> members) {
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $T fieldName(int id)", JavaTypes.STRING);
    cw.line("return switch (id) {");
    cw.indent();
    for (Named m : members) {
      cw.line("case $L -> $S;", m.id(), m.schemaName());
    }
    cw.line("default -> null;");
    cw.outdent();
    cw.line("};");
    cw.end();
  }

  /**
   * The read helper of a list field of a one-pass tree read ({@code treeRead} + suffix): as {@link
   * #helperPair}'s, with strings through {@code leafString} and messages through {@code treeRead}.
   */
  static void treeReadHelper(
      CodeWriter cw,
      JavaTypes types,
      ValueCodec codec,
      String suffix,
      TypeRef type,
      FieldOptions opts) {
    JType t = types.type(type);
    cw.blank();
    cw.begin("private static $T treeRead$L($T r)", t, suffix, JavaTypes.COMPACT_READER);
    NameAllocator rn = new NameAllocator();
    rn.reserve("r");
    codec.tree = true;
    try {
      cw.line("return $L;", codec.read(type, opts, rn, true));
    } finally {
      codec.tree = false;
    }
    cw.end();
  }

  /**
   * Emits {@code private static void writeX(CompactSink w, T value)} and {@code private static T
   * readX(CompactSource r)} for a list or map value.
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
