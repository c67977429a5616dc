package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_TYPE;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.flat.FlatVerifyPlan;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.List;

/**
 * The flat verifier of a message, struct or union (FORMAT.md §F10.2) as the table the runtime's one
 * verify walk reads: a {@code FlatShape} field of the codec, listing every pointer, size, union
 * case, bool, enum and map key to check in the order the dynamic {@code FlatCodec} and the
 * TypeScript verifier check them, and {@code shape()} returning it.
 */
final class FlatVerifyEmitter extends FlatPart {
  static final ClassName FLAT_SHAPE = ClassName.of(JavaTypes.RUNTIME + ".flat", "FlatShape");

  FlatVerifyEmitter(FlatEmitter host) {
    super(host);
  }

  /** The shape of a message, struct or union and its {@code shape()}. */
  void verifyShape() {
    Refs refs = new Refs();
    List<String> calls = new ArrayList<>();
    boolean message = decl instanceof MessageDecl;
    for (FlatVerifyPlan.Item item : FlatVerifyPlan.of(decl)) {
      String name = CodeWriter.stringLiteral(item.name());
      String node = node(item.node(), refs);
      if (decl instanceof UnionDecl u) {
        UnionCase c = u.cases().stream().filter(x -> x.id() == item.caseId()).findFirst().get();
        calls.add(call("when", host.caseClass(c) + ".ID", item.end(), item.offset(), name, node));
      } else if (item.pointer()) {
        calls.add(call("pointer", name, item.offset(), item.required(), node));
      } else if (!message) {
        calls.add(call("inline", name, item.offset(), node));
      } else if (item.presenceBit() >= 0) {
        calls.add(call("optional", name, item.offset(), item.end(), item.presenceBit(), node));
      } else {
        calls.add(call("inline", name, item.offset(), item.end(), node));
      }
    }
    shape(message ? "message" : decl instanceof UnionDecl ? "union" : "struct", refs, calls);
  }

  private static String call(String method, Object... args) {
    StringBuilder sb = new StringBuilder(method).append('(');
    for (int i = 0; i < args.length; i++) {
      sb.append(i == 0 ? "" : ", ").append(args[i]);
    }
    return sb.append(')').toString();
  }

  /** The field {@code shape} ({@code FlatShape.kind(name, refs).call()...}) and {@code shape()}. */
  private void shape(String kind, Refs refs, List<String> calls) {
    String shape = cw.type(FLAT_SHAPE);
    String supplier;
    if (refs.types.isEmpty()) {
      supplier = shape + "::none";
    } else {
      StringBuilder sb = new StringBuilder("() -> new " + cw.type(FLAT_TYPE) + "<?>[] {");
      for (int i = 0; i < refs.types.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append(cw.type(refs.types.get(i))).append(".FLAT");
      }
      supplier = sb.append("}").toString();
    }
    cw.blank();
    cw.line("private final $T shape =", FLAT_SHAPE);
    cw.indent();
    cw.indent();
    String head = shape + "." + kind + "(" + CodeWriter.stringLiteral(decl.fullName()) + ",";
    if (cw.indentWidth() + head.length() + supplier.length() + 3 > CodeWriter.WIDTH) {
      cw.line("$L", head);
      cw.indent();
      cw.indent();
      cw.line("$L)$L", supplier, calls.isEmpty() ? ";" : "");
      cw.outdent();
      cw.outdent();
    } else {
      cw.line("$L $L)$L", head, supplier, calls.isEmpty() ? ";" : "");
    }
    cw.indent();
    cw.indent();
    for (int i = 0; i < calls.size(); i++) {
      String call = calls.get(i);
      String last = i == calls.size() - 1 ? ";" : "";
      if (cw.indentWidth() + 1 + call.length() + last.length() > CodeWriter.WIDTH) {
        // Too long for one line: the arguments on the next (as google-java-format breaks it).
        int open = call.indexOf('(');
        cw.line(".$L", call.substring(0, open + 1));
        cw.indent();
        cw.indent();
        cw.line("$L$L", call.substring(open + 1), last);
        cw.outdent();
        cw.outdent();
      } else {
        cw.line(".$L$L", call, last);
      }
    }
    cw.outdent();
    cw.outdent();
    cw.outdent();
    cw.outdent();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $T shape()", FLAT_SHAPE);
    cw.line("return shape;");
    cw.end();
  }

  /** The types a shape nests, in order of first use: {@code refs[i]}. */
  private static final class Refs {
    final List<ClassName> types = new ArrayList<>();

    int of(ClassName c) {
      int i = types.indexOf(c);
      if (i < 0) {
        types.add(c);
        i = types.size() - 1;
      }
      return i;
    }
  }

  /** The {@code FlatShape.Node} expression of a plan node. */
  private String node(FlatVerifyPlan.Node n, Refs refs) {
    String shape = cw.type(FLAT_SHAPE) + ".";
    return switch (n.kind()) {
      case STRING, BYTES, JSON, BOOL -> shape + n.kind().name();
      case NONE -> shape + (n.keyKind() == null ? "NONE" : n.keyKind().name());
      case ENUM -> n.dflt() == 0 ? shape + "ENUM" : shape + call("enumValue", n.dflt());
      case NUMBERS -> shape + call("numbers", n.width(), n.align());
      case LIST -> shape + call("list", n.width(), n.align(), node(n.element(), refs));
      case MAP ->
          shape
              + call(
                  "map",
                  n.width(),
                  n.align(),
                  node(n.key(), refs),
                  n.valueOffset(),
                  node(n.element(), refs));
      case UNION -> shape + call("union", refs.of(types.className(n.decl())));
      case MESSAGE_WITHOUT_DEFAULT ->
          shape + call("messageWithoutDefault", refs.of(types.className(n.decl())));
      case MESSAGE, STRUCT ->
          shape
              + call(
                  n.kind() == FlatVerifyPlan.Kind.MESSAGE ? "message" : "struct",
                  refs.of(types.className(n.decl())),
                  n.levels(),
                  n.messages());
    };
  }
}
