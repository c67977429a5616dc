package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.List;

/**
 * Emits a union as a sealed interface with one nested record per case ({@code Shape.Point(Point
 * value)}) and its compact codec: {@code uvarint case_id} then the case's value (FORMAT.md §1.3).
 * Unions are closed: an unknown case id is {@code UNKNOWN_UNION_CASE}.
 */
final class UnionEmitter {
  private final JavaTypes types;
  private final CodeWriter cw;
  private final UnionDecl decl;
  private final String name;
  private final ValueCodec codec;
  private final FlatEmitter flat;

  UnionEmitter(JavaTypes types, CodeWriter cw, UnionDecl decl) {
    this.types = types;
    this.cw = cw;
    this.decl = decl;
    this.name = types.className(decl).simpleName();
    this.codec = new ValueCodec(types, cw);
    // Case records are nested in the interface and shadow same-named types inside it (a case
    // "point" of type Point is Shape.Point; the message Point is then written qualified).
    for (UnionCase c : decl.cases()) {
      cw.reserveNested(caseName(c), types.className(decl).qualifiedTopLevel());
    }
    this.flat = new FlatEmitter(types, cw, decl, f -> JavaNames.fieldName(f.name()));
  }

  private String caseName(UnionCase c) {
    return JavaNames.caseName(c.name(), name);
  }

  void emit() {
    List<String> doc =
        CodeWriter.docLines(
            decl.doc(), "The schema union {@code " + CodeWriter.escapeDoc(decl.fullName()) + "}.");
    doc.add("");
    doc.add("<p>Exactly one case; each case is a nested record holding the case's value.");
    cw.rawJavadoc(doc);
    List<String> permits = new ArrayList<>();
    for (UnionCase c : decl.cases()) {
      permits.add(name + "." + caseName(c));
    }
    String oneLine = "public sealed interface " + name + " permits " + String.join(", ", permits);
    if (oneLine.length() + 2 <= CodeWriter.WIDTH) {
      cw.line("$L {", oneLine);
    } else {
      cw.line("public sealed interface $L", name);
      cw.line("    permits $L$L", permits.get(0), permits.size() == 1 ? " {" : ",");
      for (int i = 1; i < permits.size(); i++) {
        cw.line("        $L$L", permits.get(i), i == permits.size() - 1 ? " {" : ",");
      }
    }
    cw.indent();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The compact codec of {@code "
                + name
                + "}: the case id as a uvarint, then the"
                + " case's value."));
    codecField();
    flat.unionCodec();
    cw.blank();
    cw.rawJavadoc(List.of("The case's id on the wire ({@code = n} in the schema)."));
    cw.line("int caseId();");
    for (UnionCase c : decl.cases()) {
      caseRecord(c);
    }
    flat.unionView();
    cw.outdent();
    cw.line("}");
  }

  private void caseRecord(UnionCase c) {
    cw.blank();
    List<String> doc =
        CodeWriter.docLines(
            c.doc(),
            "The case {@code " + CodeWriter.escapeDoc(c.name()) + "} (id " + c.id() + ").");
    cw.rawJavadoc(doc);
    JType t = types.type(c.type());
    cw.begin(
        "record $L($L$T value) implements $L",
        caseName(c),
        JsonFieldAnnotation.of(cw, null, c.type()),
        t,
        name);
    cw.rawJavadoc(List.of("The case id of {@code " + caseName(c) + "}."));
    cw.line("public static final int ID = $L;", c.id());
    if (Normalizer.needsCode(c.type(), false, t)) {
      cw.blank();
      cw.rawJavadoc(
          List.of(
              "Checks the value: not null; collections are copied into immutable ones.",
              "",
              "@throws NullPointerException if the value is null"));
      cw.begin("public $L", caseName(c));
      Normalizer.emit(cw, types, "value", c.type(), false);
      cw.end();
    }
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int caseId()");
    cw.line("return ID;");
    cw.end();
    cw.end();
  }

  /**
   * The codec is an anonymous class: members of an interface are public, and a named nested codec
   * class would become public API.
   */
  private void codecField() {
    ClassName self = types.className(decl);
    cw.line("$T COMPACT =", new JType.Parameterized(JavaTypes.COMPACT_TYPE, List.of(self)));
    cw.indent();
    cw.indent();
    List<CodecSupport.Named> cases =
        decl.cases().stream().map(c -> new CodecSupport.Named(c.id(), c.name())).toList();
    cw.filled(
        "new " + cw.type(CodecSupport.BASE) + "<>(",
        CodecSupport.names(decl.fullName(), cases),
        ") {");
    cw.indent();
    if (!CodecSupport.dense(cases)) {
      CodecSupport.fieldNameSwitch(cw, cases);
      cw.blank();
    }
    Reachable.emit(cw, types, decl);
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void write($T w, $L value)", JavaTypes.COMPACT_WRITER, name);
    cw.line("w.beginComposite();");
    NameAllocator wn = new NameAllocator();
    wn.reserve("w");
    wn.reserve("value");
    String c0 = wn.newName("c");
    CaseChain write = new CaseChain(cw, decl.cases().size(), "value.caseId()", false);
    for (UnionCase c : decl.cases()) {
      write.next(
          "value instanceof " + caseName(c) + " " + c0,
          caseName(c) + ".ID",
          caseName(c) + " " + c0 + " = (" + caseName(c) + ") value;");
      cw.line("w.writeUnionCase($L.ID);", caseName(c));
      if (ValueCodec.isComposite(c.type())) {
        cw.line("write$L(w, $L.value());", caseName(c), c0);
      } else {
        codec.write(c.type(), FieldOptions.DEFAULT, c0 + ".value()", wn);
      }
    }
    write.otherwise();
    cw.line(
        "throw new $T($S.concat($T.valueOf(value.getClass())));",
        JavaTypes.ILLEGAL_STATE,
        "not a case of " + decl.fullName() + ": ",
        JavaTypes.STRING);
    write.end();
    cw.line("w.endComposite();");
    cw.end();

    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $L read($T r)", name, JavaTypes.COMPACT_READER);
    NameAllocator rn = new NameAllocator();
    rn.reserve("r");
    String id = rn.newName("id");
    String result = rn.newName("result");
    cw.line("r.beginComposite(this);");
    // Read as u64 so that any id that is not a case, however large, is UNKNOWN_UNION_CASE.
    cw.line("long $L = r.readU64();", id);
    cw.line("$L $L;", name, result);
    // The switch form's selector: the id as an int, -1 (no case's id) past an int's range.
    CaseChain read =
        new CaseChain(
            cw,
            decl.cases().size(),
            "(" + id + " & ~0x7FFF_FFFFL) == 0 ? (int) " + id + " : -1",
            false);
    for (UnionCase c : decl.cases()) {
      read.next(id + " == " + caseName(c) + ".ID", caseName(c) + ".ID", null);
      cw.line("r.field($L.ID);", caseName(c));
      cw.line("r.charge($L);", DecodedSize.unionCase(c));
      String value =
          ValueCodec.isComposite(c.type())
              ? "read" + caseName(c) + "(r)"
              : codec.read(c.type(), FieldOptions.DEFAULT, rn, true);
      cw.line("$L = new $L($L);", result, caseName(c), value);
    }
    read.otherwise();
    cw.line(
        "throw r.error($T.UNKNOWN_UNION_CASE, $S.concat($T.toUnsignedString($L)));",
        JavaTypes.ERROR_CODE,
        "no case of " + decl.fullName() + " has id ",
        JType.ClassName.of("java.lang", "Long"),
        id);
    read.end();
    cw.line("r.endComposite();");
    cw.line("return $L;", result);
    cw.end();

    for (UnionCase c : decl.cases()) {
      if (ValueCodec.isComposite(c.type())) {
        CodecSupport.helperPair(cw, types, codec, caseName(c), c.type(), FieldOptions.DEFAULT);
      }
    }
    cw.end(";");
    cw.outdent();
    cw.outdent();
  }
}
