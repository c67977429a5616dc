package dev.bale.compiler.emit.ts;

import static dev.bale.compiler.emit.ts.TsGenerator.CODEGEN_MODULE;
import static dev.bale.compiler.emit.ts.TsGenerator.RUNTIME_MODULE;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Writes one TypeScript module, the TS counterpart of the Java generator's {@code CodeWriter}: it
 * keeps the indentation (callers never write leading spaces), collects the runtime and cross-module
 * imports the code uses and writes the import header itself, and names every import and global
 * through the module's {@link TsNames} plan.
 *
 * <p>Text that must come out of order (the list and map helpers, written at the end of the module
 * on first use) is written into a {@link #fork()}, which shares the plan and the imports, and added
 * with {@link #append(TsWriter)}.
 */
final class TsWriter {
  private static final String INDENT = "  ";

  /** Generated lines (other than a single-line comment's) are kept within this width. */
  static final int WIDTH = 100;

  /**
   * The runtime import statements, in the order the header lists them; within one the names are
   * sorted. (The layout is the one the hand-built header had, so that the output did not change.)
   */
  enum Runtime {
    /** The compact codec's types, one per line, each aliased {@code $Name}. */
    COMPACT_TYPE(RUNTIME_MODULE, true, true),
    /** The helpers that make a root value's codecs, aliased {@code $name}. */
    ROOT_VALUE(RUNTIME_MODULE, false, true),
    /** The type of a {@code json} field's value, aliased {@code $JsonValue}. */
    JSON_TYPE(RUNTIME_MODULE, true, true),
    /** The flat codec's types. */
    FLAT_TYPE(RUNTIME_MODULE, true, false),
    /** The helpers only generated code calls (ts/src/codegen.ts). */
    CODEGEN(CODEGEN_MODULE, false, false),
    /**
     * The types generated codecs write and read through ({@code CompactSink}, {@code
     * CompactSource}, ts/src/codegen.ts), aliased {@code $Name}.
     */
    CODEGEN_TYPE(CODEGEN_MODULE, true, true),
    /** The gRPC method definitions of a services module (ts/src/grpc.ts), aliased {@code $name}. */
    GRPC(RUNTIME_MODULE + "/grpc", false, true),
    /** The client constructor maker of a services module, from grpc-js itself. */
    GRPC_JS("@grpc/grpc-js", false, true),
    /** The handler and client types of a services module, from grpc-js, aliased {@code $Name}. */
    GRPC_JS_TYPE("@grpc/grpc-js", true, true);

    private final String module;
    private final boolean typeOnly;
    private final boolean aliased;

    Runtime(String module, boolean typeOnly, boolean aliased) {
      this.module = module;
      this.typeOnly = typeOnly;
      this.aliased = aliased;
    }

    /** Whether its names are always imported as {@code $name}. */
    boolean aliased() {
      return aliased;
    }
  }

  /** What a module and its forks share: the plan and the imports used so far. */
  private static final class Module {
    final TsNames names;
    final Map<Runtime, TreeSet<String>> runtime = new EnumMap<>(Runtime.class);

    /** Imported package -> its relative module specifier. */
    final Map<String, String> modules = new TreeMap<>();

    Module(TsNames names) {
      this.names = names;
    }
  }

  private final Module module;
  private final StringBuilder out = new StringBuilder();
  private int indent;

  TsWriter(TsNames names) {
    this(new Module(names));
  }

  private TsWriter(Module module) {
    this.module = module;
  }

  /** A writer for text placed elsewhere in this module, sharing its names and imports. */
  TsWriter fork() {
    return new TsWriter(module);
  }

  /** The module's name plan. */
  TsNames names() {
    return module.names;
  }

  /** The local name of runtime import {@code name}, imported by this module from now on. */
  String runtime(Runtime kind, String name) {
    module.runtime.computeIfAbsent(kind, k -> new TreeSet<>()).add(name);
    return module.names.runtime(kind, name);
  }

  /** {@code name} from the codegen subpath of the runtime. */
  String codegen(String name) {
    return runtime(Runtime.CODEGEN, name);
  }

  /**
   * {@code name} of the declarations of package {@code pkg}, importing its module at {@code path}.
   */
  String imported(String pkg, String path, String name) {
    module.modules.put(pkg, path);
    return module.names.moduleAlias(pkg) + "." + name;
  }

  /** A global of the JS environment (see {@link TsNames#global}). */
  String global(String name) {
    return module.names.global(name);
  }

  /** Writes one line at the current indentation (an empty line stays empty). */
  TsWriter line(String text) {
    if (text.indexOf('\n') >= 0) {
      throw new IllegalArgumentException("line break in a line: " + text);
    }
    if (!text.isEmpty()) {
      out.append(INDENT.repeat(indent)).append(text);
    }
    out.append('\n');
    return this;
  }

  /** An empty line. */
  TsWriter blank() {
    out.append('\n');
    return this;
  }

  /** Writes {@code text + " {"} (a bare {@code "{"} for empty text) and indents. */
  TsWriter begin(String text) {
    line(text.isEmpty() ? "{" : text + " {");
    indent++;
    return this;
  }

  /** Closes a block with {@code "}"}. */
  TsWriter end() {
    return end("");
  }

  /** Closes a block with {@code "}" + suffix}, e.g. {@code ","} or {@code ";"}. */
  TsWriter end(String suffix) {
    outdent();
    return line("}" + suffix);
  }

  /** {@code } else {}} and the like: closes a block and opens the next one. */
  TsWriter next(String text) {
    outdent();
    line("} " + text + " {");
    indent++;
    return this;
  }

  /** Indents the lines that follow one more level. */
  TsWriter indent() {
    indent++;
    return this;
  }

  /** Undoes one {@link #indent()}. */
  TsWriter outdent() {
    if (--indent < 0) {
      throw new IllegalStateException("unbalanced outdent");
    }
    return this;
  }

  /**
   * A doc comment ({@code *}{@code /} in the text is escaped): one line when it fits in {@link
   * #WIDTH} columns, else one line of comment per line of text.
   */
  TsWriter doc(List<String> lines) {
    if (lines.isEmpty()) {
      return this;
    }
    if (lines.size() == 1) {
      String one = "/** " + lines.get(0).replace("*/", "*\\/") + " */";
      if (INDENT.length() * indent + one.length() <= WIDTH) {
        return line(one);
      }
    }
    line("/**");
    for (String l : lines) {
      String t = l.replace("*/", "*\\/");
      line(t.isEmpty() ? " *" : " * " + t);
    }
    return line(" */");
  }

  /** Appends the text of a {@link #fork()} (written from indentation 0) at this indentation. */
  TsWriter append(TsWriter part) {
    if (part.indent != 0) {
      throw new IllegalStateException("unbalanced blocks in a fork: indent " + part.indent);
    }
    for (String l : part.out.toString().split("\n", -1)) {
      if (!l.isEmpty()) {
        out.append(INDENT.repeat(indent)).append(l);
      }
      out.append('\n');
    }
    out.setLength(out.length() - 1); // the split's last piece follows the final line break
    return this;
  }

  /** The text written so far. */
  String text() {
    return out.toString();
  }

  /**
   * The whole module: the "Do not edit" line, {@code headComment} (lines without {@code //}), the
   * import header, a blank line and the body.
   */
  String toFile(String headComment) {
    if (indent != 0) {
      throw new IllegalStateException("unbalanced blocks: indent " + indent);
    }
    StringBuilder sb = new StringBuilder("// Generated by the Bale compiler. Do not edit.\n");
    sb.append("// ").append(headComment).append('\n');
    for (Runtime kind : Runtime.values()) {
      TreeSet<String> names = module.runtime.get(kind);
      if (names == null) {
        continue;
      }
      sb.append(kind.typeOnly ? "import type {" : "import {");
      String sep = kind == Runtime.COMPACT_TYPE ? "\n  " : " ";
      String comma = kind == Runtime.COMPACT_TYPE ? "," : "";
      boolean first = true;
      for (String n : names) {
        String local = module.names.runtime(kind, n);
        sb.append(first || !comma.isEmpty() ? "" : ",").append(sep).append(n);
        sb.append(local.equals(n) ? "" : " as " + local).append(comma);
        first = false;
      }
      sb.append(kind == Runtime.COMPACT_TYPE ? "\n" : " ");
      sb.append("} from ").append(TsModuleEmitter.str(kind.module)).append(";\n");
    }
    for (Map.Entry<String, String> m : module.modules.entrySet()) {
      sb.append("import * as ").append(module.names.moduleAlias(m.getKey()));
      sb.append(" from ").append(TsModuleEmitter.str(m.getValue())).append(";\n");
    }
    return sb.append('\n').append(out).toString();
  }
}
