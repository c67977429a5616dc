package dev.bale.compiler.emit.ts;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.List;

/**
 * The compact code of enums and unions, and the module's {@code $meta} table. A part of {@link
 * TsModuleEmitter}.
 */
final class TsUnionsEnums extends TsModulePart {
  TsUnionsEnums(TsModuleEmitter host) {
    super(host);
  }

  void enumDecl(EnumDecl e) {
    host.doc(e.doc(), "");
    line("export type " + e.name() + " = number;");
    line("");
    line("/** The values of " + e.name() + " by name (unknown numbers are kept as they are). */");
    line("export const " + e.name() + " = {");
    for (EnumValue v : e.values()) {
      host.doc("  ", v.doc());
      line("  " + TsModuleEmitter.prop(v.name()) + ": " + v.value() + ",");
    }
    line("} as const;");
    line("");
  }

  void union(UnionDecl u) {
    String name = u.name();
    host.doc(u.doc(), "");
    line("export type " + name + " =");
    for (UnionCase c : u.cases()) {
      line(
          "  | { case: "
              + TsModuleEmitter.str(c.name())
              + "; value: "
              + host.tsType(c.type(), FieldOptions.DEFAULT)
              + " }");
    }
    line(";");
    line("");
    line("export const " + name + ": $CompactType<" + name + "> = {");
    host.indent = 1;
    line("schemaName: " + TsModuleEmitter.str(u.fullName()) + ",");
    line("fieldName(id: number): string | undefined {");
    line("  return " + name + "$cases.get(id);");
    line("},");
    line("read(r: $CompactReader): " + name + " {");
    host.indent++;
    line("r.beginComposite(" + name + ");");
    line("const id = r.readUnionCase();");
    line("let v: " + name + ";");
    line("switch (id) {");
    for (UnionCase c : u.cases()) {
      line("  case " + c.id() + ":");
      line("    r.field(" + c.id() + ");");
      line("    r.charge(" + DecodedSize.unionCase(c) + ");");
      line(
          "    v = { case: "
              + TsModuleEmitter.str(c.name())
              + ", value: "
              + host.values.readExpr(c.type(), FieldOptions.DEFAULT)
              + " };");
      line("    break;");
    }
    line("  default:");
    line(
        "    throw r.error(\"UNKNOWN_UNION_CASE\", `case id ${id} is not a case of "
            + u.fullName()
            + "`);");
    line("}");
    line("r.endComposite();");
    line("return v;");
    host.indent--;
    line("},");
    line("write(w: $CompactWriter, v: " + name + "): void {");
    host.indent++;
    line("w.beginComposite();");
    line("const u = w.union(v, " + name + ");");
    line("switch (u.case) {");
    for (UnionCase c : u.cases()) {
      line("  case " + TsModuleEmitter.str(c.name()) + ":");
      line("    w.writeUnionCase(" + c.id() + ");");
      line("    " + host.values.writeStmt(c.type(), FieldOptions.DEFAULT, "u.value"));
      line("    break;");
    }
    line("  default:");
    line(
        "    throw w.error(\"INVALID_VALUE\", "
            + name
            + ", `not a case of "
            + u.fullName()
            + ": ${String((u as { case: unknown }).case)}`);");
    line("}");
    line("w.endComposite();");
    host.indent--;
    line("},");
    host.indent = 0;
    line("};");
    line("");
    StringBuilder cases =
        new StringBuilder("const " + name + "$cases = new " + host.g("Map") + "<number, string>([");
    boolean first = true;
    for (UnionCase c : u.cases()) {
      cases.append(first ? "" : ", ").append("[").append(c.id()).append(", ");
      cases.append(TsModuleEmitter.str(c.name())).append("]");
      first = false;
    }
    line(cases.append("]);").toString());
    line("");
  }

  void meta(StringBuilder body) {
    body.append("/** Schema metadata of this module's declarations, by full name. */\n");
    body.append("export const $meta: { readonly [fullName: string]: $DeclMeta } = {\n");
    for (Decl d : host.decls) {
      body.append("  ").append(TsModuleEmitter.str(d.fullName())).append(": ");
      if (d instanceof MessageDecl || d instanceof StructDecl) {
        List<Field> fields = d instanceof MessageDecl m ? m.fields() : ((StructDecl) d).fields();
        body.append("{\n    kind: ")
            .append(TsModuleEmitter.str(d instanceof MessageDecl ? "message" : "struct"))
            .append(",\n    fields: [\n");
        for (Field f : fields) {
          body.append("      { name: ")
              .append(TsModuleEmitter.str(f.name()))
              .append(", id: ")
              .append(f.id())
              .append(", type: ")
              .append(typeMeta(f.type(), TsModuleEmitter.opts(f)))
              .append(", optional: ")
              .append(f.optional())
              .append(
                  f.options().json() != null
                      ? ", json: " + TsModuleEmitter.str(f.options().json())
                      : "")
              .append(" },\n");
        }
        body.append("    ],\n    create: () => ").append(d.name()).append(".create(),\n  },\n");
      } else if (d instanceof EnumDecl e) {
        body.append("{ kind: \"enum\", values: [");
        boolean first = true;
        for (EnumValue v : e.values()) {
          body.append(first ? "" : ", ")
              .append("[")
              .append(TsModuleEmitter.str(v.name()))
              .append(", ");
          body.append(v.value()).append("]");
          first = false;
        }
        body.append("] },\n");
      } else {
        UnionDecl u = (UnionDecl) d;
        body.append("{\n    kind: \"union\",\n    cases: [\n");
        for (UnionCase c : u.cases()) {
          body.append("      { name: ")
              .append(TsModuleEmitter.str(c.name()))
              .append(", id: ")
              .append(c.id())
              .append(", type: ")
              .append(typeMeta(c.type(), FieldOptions.DEFAULT))
              .append(" },\n");
        }
        body.append("    ],\n  },\n");
      }
    }
    body.append("};\n");
  }

  private String typeMeta(TypeRef t, FieldOptions o) {
    if (t instanceof ScalarType s) {
      boolean num = o.tsNumber() && TsModuleEmitter.is64(s.kind());
      return "{ k: \"scalar\", s: "
          + TsModuleEmitter.str(s.kind().keyword())
          + (num ? ", num: true" : "")
          + " }";
    }
    if (t instanceof ListType l) {
      return "{ k: \"list\", e: " + typeMeta(l.element(), o) + " }";
    }
    if (t instanceof MapType m) {
      return "{ k: \"map\", key: "
          + typeMeta(m.key(), o)
          + ", value: "
          + typeMeta(m.value(), o)
          + " }";
    }
    return "{ k: \"ref\", name: " + TsModuleEmitter.str(((NamedType) t).fullName()) + " }";
  }
}
