package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_DATA;
import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_SINK;
import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_TYPE;
import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_VERIFIER;
import static dev.bale.compiler.emit.java.JavaTypes.decl;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.compiler.emit.java.FlatEmitter.Place;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.List;

/**
 * The flat side of a union: its anonymous {@code FLAT} codec and its {@code View} over a cell. Part
 * of {@link FlatEmitter}, which holds the state they share.
 */
final class FlatUnionEmitter extends FlatPart {

  FlatUnionEmitter(FlatEmitter host) {
    super(host);
  }

  /** The {@code FLAT} constant of a union: an anonymous codec (no public codec class). */
  void unionCodec() {
    UnionDecl u = (UnionDecl) decl;
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The flat codec of {@code "
                + name
                + "}: a pointer to a cell {@code {u32 case_id; value}}; read in place with {@link "
                + view
                + "}."));
    cw.line("$T FLAT =", host.flatTypeOf(decl));
    cw.indent();
    cw.indent();
    cw.begin("new $T<>()", FLAT_TYPE);
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $T schemaName()", JavaTypes.STRING);
    cw.line("return $S;", decl.fullName());
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public int write($T b, $L value)", FLAT_SINK, name);
    cw.line("b.enter();");
    cw.line("int cell;");
    CaseChain write = new CaseChain(cw, u.cases().size(), "value.caseId()", false);
    for (UnionCase c : u.cases()) {
      String caseClass = host.caseClass(c);
      FlatLayout.CellLayout cell = FlatLayout.cell(c.type());
      write.next(
          "value instanceof " + caseClass + " c",
          caseClass + ".ID",
          caseClass + " c = (" + caseClass + ") value;");
      cw.line("cell = b.cell($L);", cell.size());
      cw.line("b.putI32(cell, $L.ID);", caseClass);
      String at = "cell + " + cell.valueOffset();
      TypeRef t = c.type();
      if (cell.value().pointer()) {
        cw.line("b.pointer($L, $L);", at, host.encoders.writeTarget(t, "c.value()", true));
      } else if (t instanceof NamedType && decl(t) instanceof StructDecl st) {
        cw.line("$T.FLAT.writeInline(b, $L, c.value());", types.className(st), at);
        cw.line("$T.FLAT.writeTargets(b, $L, c.value());", types.className(st), at);
      } else {
        cw.line("$L;", host.encoders.putInline(t, at, "c.value()", null));
      }
    }
    write.otherwise();
    cw.line(
        "throw new $T($S.concat($T.valueOf(value.getClass())));",
        JavaTypes.ILLEGAL_STATE,
        "not a case of " + decl.fullName() + ": ",
        JavaTypes.STRING);
    write.end();
    cw.line("b.exit();");
    cw.line("return cell;");
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void verify($T v, int position)", FLAT_VERIFIER);
    cw.line("int id = v.i32(position);");
    CaseChain verify = new CaseChain(cw, u.cases().size(), "id", false);
    for (UnionCase c : u.cases()) {
      FlatLayout.CellLayout cell = FlatLayout.cell(c.type());
      verify.next("id == " + host.caseClass(c) + ".ID", host.caseClass(c) + ".ID", null);
      cw.line("v.cellBody(position, $L);", cell.size());
      String at = "position + " + cell.valueOffset();
      if (cell.value().pointer()) {
        host.verifiers.verifyPointer(c.type(), at, c.name(), true);
      } else if (FlatVerifyEmitter.needsInlineCheck(c.type())) {
        host.verifiers.verifyInline(c.type(), at, c.name(), "0");
      }
    }
    verify.otherwise();
    cw.line("throw v.unknownCase(position, $S);", decl.fullName());
    verify.end();
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $L read($T data, int position)", name, FLAT_DATA);
    cw.line("return new $L().flatAt(data, position).decode();", view);
    cw.end();
    host.drainHelpers();
    cw.end(";");
    cw.outdent();
    cw.outdent();
  }

  void unionView() {
    UnionDecl u = (UnionDecl) decl;
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "A flyweight over a flat {@code "
                + CodeWriter.escapeDoc(decl.fullName())
                + "} cell: {@link #caseId()}, then the accessor of that case (another case's"
                + " accessor throws {@code IllegalStateException}). Owned values are reused as in"
                + " message views; not thread-safe."));
    cw.begin("final class $L", view);
    cw.line("private $T d = $T.EMPTY_MESSAGE;", FLAT_DATA, FLAT_DATA);
    cw.line("private int p;");
    cw.line("private int depth = 1;");
    for (UnionCase c : u.cases()) {
      host.views.ownedFields(JavaNames.fieldName(c.name()), c.type());
    }
    cw.blank();
    cw.rawJavadoc(List.of("For generated code: points at a verified cell (0: no value)."));
    cw.begin("public $L flatAt($T data, int position)", view, FLAT_DATA);
    cw.line("return flatAt(data, position, 1);");
    cw.end();
    cw.blank();
    cw.begin("public $L flatAt($T data, int position, int depth)", view, FLAT_DATA);
    cw.line("this.d = data;");
    cw.line("this.depth = depth;");
    cw.begin("if (data.checked() && position != 0)");
    StringBuilder sw = new StringBuilder("switch (data.i32(position)) {");
    for (UnionCase c : u.cases()) {
      sw.append(" case ").append(c.id()).append(" -> ").append(FlatLayout.cell(c.type()).size());
      sw.append(";");
    }
    sw.append(" default -> -1; }");
    cw.line("data.cellBody(position, $L);", sw);
    cw.end();
    cw.line("this.p = position;");
    cw.line("return this;");
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("The case id of the viewed value, 0 when there is none."));
    cw.begin("public int caseId()");
    cw.line("return p == 0 ? 0 : d.i32(p);");
    cw.end();
    cw.blank();
    cw.begin("private int at(int id)");
    cw.begin("if (caseId() != id)");
    cw.line(
        "throw new $T(\"the value is case \".concat($T.valueOf(caseId())).concat(\", not \")"
            + ".concat($T.valueOf(id)));",
        JavaTypes.ILLEGAL_STATE,
        JavaTypes.STRING,
        JavaTypes.STRING);
    cw.end();
    cw.line("return p;");
    cw.end();
    for (UnionCase c : u.cases()) {
      String n = JavaNames.fieldName(c.name());
      String caseClass = JavaNames.caseName(c.name(), name);
      String at = "at(" + caseClass + ".ID) + " + FlatLayout.cell(c.type()).valueOffset();
      if (c.type() instanceof ListType || c.type() instanceof MapType) {
        String helper = host.decoders.decodeHelper(c.type());
        cw.blank();
        cw.begin("public $T $L()", types.type(c.type()), n);
        cw.line("d.beginDecode();");
        cw.line("return $L(d, $L, depth + 1);", helper, host.views.follow(c.type(), at, 1, true));
        cw.end();
        continue;
      }
      Place place = host.views.inlinePlace(c.type(), at, 1);
      host.accessors.valueAccessors(n, "", "", c.type(), false, place, null, null);
    }
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Decodes the viewed value.",
            "",
            "@throws IllegalStateException if there is no value (caseId() is 0)"));
    cw.begin("public $L decode()", name);
    cw.line("int id = caseId();");
    CaseChain decode = new CaseChain(cw, u.cases().size(), "id", true);
    for (UnionCase c : u.cases()) {
      String caseClass = JavaNames.caseName(c.name(), name);
      decode.next("id == " + caseClass + ".ID", caseClass + ".ID", null);
      String value =
          host.decoders.decodeValue(
              c.type(), "p + " + FlatLayout.cell(c.type()).valueOffset(), "p", null);
      cw.line("d.chargeDecoded(p, $L);", DecodedSize.unionCase(c));
      cw.line("return new $L($L);", caseClass, value);
    }
    decode.end();
    cw.line(
        "throw new $T(\"no value (case id \".concat($T.valueOf(id)).concat(\")\"));",
        JavaTypes.ILLEGAL_STATE,
        JavaTypes.STRING);
    cw.end();
    host.drainHelpers();
    cw.end();
  }
}
