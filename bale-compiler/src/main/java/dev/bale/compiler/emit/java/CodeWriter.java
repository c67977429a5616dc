package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.compiler.emit.java.JType.Parameterized;
import dev.bale.compiler.emit.java.JType.Primitive;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Writes one Java source file: indentation, blocks, Javadoc and imports.
 *
 * <p>Lines are written with a tiny format language: {@code $T} renders a {@link JType} (importing
 * it when that is unambiguous), {@code $S} a Java string literal, {@code $L} any value's {@code
 * toString()}, {@code $$} a dollar sign.
 *
 * <p>Import rule (why output is always correct Java): each simple name is <em>claimed</em> by at
 * most one class. The file's own type, its nested types and every type of the same package are
 * claimed up front, because they shadow imports and {@code java.lang}; after that the first class
 * to use a simple name gets it and every later class with the same simple name is written
 * qualified. Claims never change, so text already written stays correct.
 */
final class CodeWriter {
  private static final String INDENT = "  ";

  /** Line width that Javadoc is wrapped to (code lines are kept short by construction). */
  static final int WIDTH = 100;

  private final String packageName;

  /** Simple name -> the qualified top-level class that owns it in this file. */
  private final Map<String, String> claims = new HashMap<>();

  private final TreeSet<String> imports = new TreeSet<>();

  /** First segments of the qualified names written (a variable of that name would obscure them). */
  private final TreeSet<String> qualifiedRoots = new TreeSet<>();

  private final StringBuilder body = new StringBuilder();
  private int indent;

  /**
   * @param packageName the file's package (may be empty)
   * @param localNames simple names that are declared in this file or its package, keyed by simple
   *     name, valued by the qualified top-level name they stand for
   */
  CodeWriter(String packageName, Map<String, String> localNames) {
    this.packageName = packageName;
    claims.putAll(localNames);
  }

  /**
   * Claims {@code simpleName} for a type nested in this file. Inside the file the nested type
   * shadows every other type of that simple name (same package or imported), so those are then
   * written qualified.
   */
  void reserveNested(String simpleName, String owner) {
    claims.put(simpleName, owner + "." + simpleName);
  }

  /** Renders a type, adding an import if needed. */
  String type(JType type) {
    if (type instanceof Primitive p) {
      return p.keyword();
    }
    if (type instanceof Parameterized p) {
      StringBuilder sb = new StringBuilder(type(p.raw())).append('<');
      for (int i = 0; i < p.args().size(); i++) {
        if (i > 0) {
          sb.append(", ");
        }
        sb.append(type(p.args().get(i)));
      }
      return sb.append('>').toString();
    }
    ClassName c = (ClassName) type;
    String top = c.topLevel();
    String qualifiedTop = c.qualifiedTopLevel();
    String owner = claims.get(top);
    if (owner == null) {
      claims.put(top, qualifiedTop);
      owner = qualifiedTop;
      if (!c.packageName().equals(packageName)
          && !c.packageName().equals("java.lang")
          && !c.packageName().isEmpty()) {
        imports.add(qualifiedTop);
      }
    }
    if (owner.equals(qualifiedTop)) {
      return String.join(".", c.simpleNames());
    }
    String qualified = c.canonicalName();
    qualifiedRoots.add(
        qualified.substring(
            0, qualified.indexOf('.') < 0 ? qualified.length() : qualified.indexOf('.')));
    return qualified;
  }

  /**
   * The first segments of every qualified name written so far, e.g. {@code java}, {@code media}.
   */
  java.util.Set<String> qualifiedRoots() {
    return java.util.Collections.unmodifiableSet(qualifiedRoots);
  }

  /** Writes one line (the format may not contain line breaks). */
  CodeWriter line(String format, Object... args) {
    String text = format(format, args);
    if (text.isEmpty()) {
      body.append('\n');
      return this;
    }
    body.append(INDENT.repeat(indent)).append(text).append('\n');
    return this;
  }

  /**
   * Writes {@code prefix + items joined by ", " + suffix} (items already Java), as many items a
   * line as fit {@link #WIDTH} columns, continuation lines indented by four spaces: for lists of
   * names, where one item a line would only make the file longer.
   */
  CodeWriter filled(String prefix, List<String> items, String suffix) {
    String first = INDENT.repeat(indent);
    String rest = first + "    ";
    StringBuilder line = new StringBuilder(first).append(prefix);
    for (int i = 0; i < items.size(); i++) {
      String item = items.get(i) + (i == items.size() - 1 ? suffix : ",");
      if (i > 0) {
        if (line.length() + 1 + item.length() > WIDTH) {
          body.append(line).append('\n');
          line.setLength(0);
          line.append(rest);
        } else {
          line.append(' ');
        }
      }
      line.append(item);
    }
    if (items.isEmpty()) {
      line.append(suffix);
    }
    body.append(line).append('\n');
    return this;
  }

  /**
   * Writes the call {@code head(args...)} followed by {@code tail} (all already Java) as
   * google-java-format would: on one line if it fits {@link #WIDTH} columns, else the arguments on
   * one continuation line, else one argument a line.
   */
  CodeWriter call(String head, List<String> args, String tail) {
    String joined = String.join(", ", args);
    String first = INDENT.repeat(indent);
    String rest = first + "    ";
    if (first.length() + head.length() + joined.length() + tail.length() + 2 <= WIDTH) {
      body.append(first).append(head).append('(').append(joined).append(')').append(tail);
    } else if (rest.length() + joined.length() + tail.length() + 1 <= WIDTH) {
      body.append(first).append(head).append("(\n");
      body.append(rest).append(joined).append(')').append(tail);
    } else {
      body.append(first).append(head).append("(\n");
      body.append(rest).append(String.join(",\n" + rest, args)).append(')').append(tail);
    }
    body.append('\n');
    return this;
  }

  /** An empty line. */
  CodeWriter blank() {
    body.append('\n');
    return this;
  }

  /** Writes {@code format + " {"} and indents. */
  CodeWriter begin(String format, Object... args) {
    String text = format(format, args);
    line("$L {", text);
    indent++;
    return this;
  }

  /** Closes a block with {@code "}"}. */
  CodeWriter end() {
    return end("");
  }

  /** Closes a block with {@code "}" + suffix}, e.g. {@code ";"}. */
  CodeWriter end(String suffix) {
    indent--;
    if (indent < 0) {
      throw new IllegalStateException("unbalanced end()");
    }
    return line("}$L", suffix);
  }

  /** {@code } else if (...) {} and the like: closes a block and opens the next one. */
  CodeWriter next(String format, Object... args) {
    indent--;
    line("} $L {", format(format, args));
    indent++;
    return this;
  }

  void indent() {
    indent++;
  }

  void outdent() {
    indent--;
  }

  /**
   * Writes a Javadoc comment whose lines are already Javadoc (may contain tags and HTML). A single
   * short line becomes {@code /** text *}{@code /}; long lines are wrapped at spaces to fit {@link
   * #WIDTH} columns, continuation lines of block tags indented by four spaces.
   */
  CodeWriter rawJavadoc(List<String> lines) {
    if (lines.isEmpty()) {
      return this;
    }
    int room = WIDTH - INDENT.length() * indent - 3;
    if (lines.size() == 1 && lines.get(0).length() + 4 <= room) {
      return line("/** $L */", lines.get(0));
    }
    line("/**");
    for (String l : lines) {
      if (l.isEmpty()) {
        line(" *");
        continue;
      }
      String continuation = l.startsWith("@") ? "    " : "";
      String rest = l;
      String prefix = "";
      while (prefix.length() + rest.length() > room) {
        int cut = rest.lastIndexOf(' ', room - prefix.length());
        if (cut <= 0) {
          break;
        }
        line(" * $L$L", prefix, rest.substring(0, cut));
        rest = rest.substring(cut + 1);
        prefix = continuation;
      }
      line(" * $L$L", prefix, rest);
    }
    return line(" */");
  }

  /** The whole file: package, sorted imports, body. */
  String toFile() {
    if (indent != 0) {
      throw new IllegalStateException("unbalanced blocks: indent " + indent);
    }
    StringBuilder sb = new StringBuilder();
    sb.append("// Generated by the Bale compiler. Do not edit.\n");
    if (!packageName.isEmpty()) {
      sb.append("package ").append(packageName).append(";\n\n");
    }
    if (!imports.isEmpty()) {
      for (String i : imports) {
        sb.append("import ").append(i).append(";\n");
      }
      sb.append('\n');
    }
    sb.append(body);
    return sb.toString();
  }

  private String format(String format, Object... args) {
    StringBuilder sb = new StringBuilder();
    int next = 0;
    for (int i = 0; i < format.length(); i++) {
      char c = format.charAt(i);
      if (c != '$') {
        if (c == '\n') {
          throw new IllegalArgumentException("line break in a line: " + format);
        }
        sb.append(c);
        continue;
      }
      if (i + 1 >= format.length()) {
        throw new IllegalArgumentException("dangling $ in " + format);
      }
      char k = format.charAt(++i);
      switch (k) {
        case '$' -> sb.append('$');
        case 'T' -> sb.append(type((JType) args[next++]));
        case 'S' -> sb.append(stringLiteral((String) args[next++]));
        case 'L' -> sb.append(args[next++]);
        default -> throw new IllegalArgumentException("unknown $" + k + " in " + format);
      }
    }
    if (next != args.length) {
      throw new IllegalArgumentException(
          "format uses " + next + " of " + args.length + " arguments: " + format);
    }
    return sb.toString();
  }

  /** A Java string literal; everything outside printable ASCII is a Unicode escape. */
  static String stringLiteral(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c >= 0x20 && c < 0x7f) {
            sb.append(c);
          } else {
            sb.append(String.format("\\u%04x", (int) c));
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  /**
   * A schema doc comment as Javadoc lines in a list the caller may extend: blank lines stay blank,
   * the others go through {@link #escapeDoc}.
   */
  static List<String> docLines(List<String> lines) {
    List<String> doc = new ArrayList<>();
    for (String l : lines) {
      doc.add(l.isBlank() ? "" : escapeDoc(l));
    }
    return doc;
  }

  /** {@link #docLines(List)}, or the single line {@code fallback} (Javadoc) when it is empty. */
  static List<String> docLines(List<String> lines, String fallback) {
    List<String> doc = docLines(lines);
    if (doc.isEmpty()) {
      doc.add(fallback);
    }
    return doc;
  }

  /**
   * Escapes plain text (a schema doc comment) for Javadoc: HTML-significant characters, {@code @}
   * (tags), comment terminators and backslashes (javac reads backslash-u as a Unicode escape even
   * in comments); backtick spans become {@code <code>} elements.
   */
  static String escapeDoc(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '@' -> sb.append("&#64;");
        case '\\' -> sb.append("&#92;");
        case '/' -> sb.append(i > 0 && s.charAt(i - 1) == '*' ? "&#47;" : "/");
        default -> {
          if (c < 0x20 && c != '\t') {
            sb.append(' ');
          } else {
            sb.append(c);
          }
        }
      }
    }
    // Markdown-style `code` spans in schema docs become <code> (content is already escaped).
    return sb.toString().replaceAll("`([^`]+)`", "<code>$1</code>").stripTrailing();
  }
}
