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
    TsWriter w = out();
    w.doc(e.doc());
    line("export type " + e.name() + " = number;");
    w.blank();
    line("/** The values of " + e.name() + " by name (unknown numbers are kept as they are). */");
    w.begin("export const " + e.name() + " =");
    for (EnumValue v : e.values()) {
      w.doc(v.doc());
      line(TsModuleEmitter.prop(v.name()) + ": " + v.value() + ",");
    }
    w.end(" as const;");
    w.blank();
  }

  void union(UnionDecl u) {
    TsWriter w = out();
    String name = u.name();
    w.doc(u.doc());
    line("export type " + name + " =");
    w.indent();
    for (UnionCase c : u.cases()) {
      line(
          "| { case: "
              + TsModuleEmitter.str(c.name())
              + "; value: "
              + host.tsType(c.type(), FieldOptions.DEFAULT)
              + " }");
    }
    w.outdent();
    line(";");
    w.blank();
    w.begin("export const " + name + ": " + compactType("CompactType") + "<" + name + "> =");
    line("schemaName: " + TsModuleEmitter.str(u.fullName()) + ",");
    line("fieldName: (id) => " + name + "$cases.get(id),");
    w.begin("read(r: " + sourceType() + "): " + name);
    line("r.beginComposite(" + host.value(name) + ");");
    line("const id = r.readUnionCase();");
    line("let v: " + name + ";");
    w.begin("switch (id)");
    for (UnionCase c : u.cases()) {
      line("case " + c.id() + ":");
      w.indent();
      line("r.field(" + c.id() + ");");
      line("r.charge(" + DecodedSize.unionCase(c) + ");");
      line(
          "v = { case: "
              + TsModuleEmitter.str(c.name())
              + ", value: "
              + host.values.readExpr(c.type(), FieldOptions.DEFAULT)
              + " };");
      line("break;");
      w.outdent();
    }
    line("default:");
    w.indent();
    line(
        "throw r.error(\"UNKNOWN_UNION_CASE\", `case id ${id} is not a case of "
            + u.fullName()
            + "`);");
    w.outdent();
    w.end();
    line("r.endComposite();");
    line("return v;");
    w.end(",");
    w.begin("write(w: " + sinkType() + ", v: " + name + "): void");
    line("w.beginComposite();");
    line("const u = w.union(v, " + host.value(name) + ");");
    w.begin("switch (u.case)");
    for (UnionCase c : u.cases()) {
      line("case " + TsModuleEmitter.str(c.name()) + ":");
      w.indent();
      line("w.writeUnionCase(" + c.id() + ");");
      line(host.values.writeStmt(c.type(), FieldOptions.DEFAULT, "u.value"));
      line("break;");
      w.outdent();
    }
    line("default:");
    w.indent();
    line(
        "throw w.error(\"INVALID_VALUE\", "
            + host.value(name)
            + ", `not a case of "
            + u.fullName()
            + ": ${"
            + w.codegen("shown")
            + "((u as { case: unknown }).case)}`);");
    w.outdent();
    w.end();
    line("w.endComposite();");
    w.end(",");
    w.end(";");
    w.blank();
    StringBuilder cases =
        new StringBuilder("const " + name + "$cases = new " + host.g("Map") + "<number, string>([");
    boolean first = true;
    for (UnionCase c : u.cases()) {
      cases.append(first ? "" : ", ").append("[").append(c.id()).append(", ");
      cases.append(TsModuleEmitter.str(c.name())).append("]");
      first = false;
    }
    line(cases.append("]);").toString());
    w.blank();
    host.valueAlias(name);
  }

  /** The module's {@code $meta} table: every declaration's fields, values or cases. */
  void meta() {
    TsWriter w = out();
    line("/** Schema metadata of this module's declarations, by full name. */");
    w.begin(
        "export const $meta: { readonly [fullName: string]: " + compactType("DeclMeta") + " } =");
    for (Decl d : host.decls) {
      String key = TsModuleEmitter.str(d.fullName()) + ":";
      if (d instanceof MessageDecl || d instanceof StructDecl) {
        List<Field> fields = d instanceof MessageDecl m ? m.fields() : ((StructDecl) d).fields();
        w.begin(key);
        line("kind: " + TsModuleEmitter.str(d instanceof MessageDecl ? "message" : "struct") + ",");
        line("fields: [");
        w.indent();
        for (Field f : fields) {
          line(
              "{ name: "
                  + TsModuleEmitter.str(f.name())
                  + ", id: "
                  + f.id()
                  + ", type: "
                  + typeMeta(f.type(), TsModuleEmitter.opts(f))
                  + ", optional: "
                  + f.optional()
                  + (f.options().json() != null
                      ? ", json: " + TsModuleEmitter.str(f.options().json())
                      : "")
                  + " },");
        }
        w.outdent();
        line("],");
        line("create: () => " + host.value(d.name()) + ".create(),");
        w.end(",");
      } else if (d instanceof EnumDecl e) {
        StringBuilder values = new StringBuilder(key + " { kind: \"enum\", values: [");
        boolean first = true;
        for (EnumValue v : e.values()) {
          values.append(first ? "" : ", ").append("[").append(TsModuleEmitter.str(v.name()));
          values.append(", ").append(v.value()).append("]");
          first = false;
        }
        line(values.append("] },").toString());
      } else {
        UnionDecl u = (UnionDecl) d;
        w.begin(key);
        line("kind: \"union\",");
        line("cases: [");
        w.indent();
        for (UnionCase c : u.cases()) {
          line(
              "{ name: "
                  + TsModuleEmitter.str(c.name())
                  + ", id: "
                  + c.id()
                  + ", type: "
                  + typeMeta(c.type(), FieldOptions.DEFAULT)
                  + " },");
        }
        w.outdent();
        line("],");
        w.end(",");
      }
    }
    w.end(";");
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
