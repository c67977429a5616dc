package dev.bale.compiler.emit.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.compiler.emit.java.TestSchemas;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.UnionDecl;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Names the generated functions bind (parameters, locals) against names the schema declares: {@link
 * TsNames#LOCALS} must list every name the emitters bind, and testdata/schemas/clashes.bale must
 * declare every one of them, so that its goldens (type-checked by {@code make ts-test}, compiled as
 * Java by {@code GeneratedCodeRoundTripTest}) show that no local shadows a declaration.
 */
class TsLocalsTest {
  private static final Path SCHEMAS = TestSchemas.root().resolve("testdata/schemas");

  /** {@code const x}, {@code let x} and {@code const [x, y]} inside a block. */
  private static final Pattern BINDING =
      Pattern.compile("\\b(?:const|let) (?:\\[([^\\]]*)\\]|([A-Za-z_$][\\w$]*))");

  /** A function or method head whose body follows: {@code name(params): T {}. */
  private static final Pattern HEAD =
      Pattern.compile(
          "^\\s*(?:function |get )?(?!(?:if|for|while|switch|catch)\\b)[A-Za-z_$][\\w$]*"
              + "\\((.*?)\\)(?:: [^{]*)? \\{$");

  /** An arrow function's parameters. */
  private static final Pattern ARROW = Pattern.compile("\\(([\\w$, ]*)\\) =>");

  private static Map<String, String> generate(Path file) throws Exception {
    Schema schema = SchemaLoader.load(List.of(file));
    return new TsGenerator().generate(schema, new ArrayList<>(schema.decls().values()));
  }

  /** Every name a function of {@code ts} binds: parameters, locals, loop and arrow parameters. */
  static Set<String> boundNames(String ts) {
    Set<String> names = new TreeSet<>();
    for (String line : ts.split("\n")) {
      String text = line.strip();
      if (text.startsWith("*") || text.startsWith("/*") || text.startsWith("//")) {
        continue; // doc comments may say "let" or "const"
      }
      if (line.isEmpty() || !Character.isWhitespace(line.charAt(0))) {
        Matcher head = HEAD.matcher(line);
        if (head.matches() && line.startsWith("function ")) {
          params(head.group(1), names);
        }
        continue; // a top-level declaration, which TsNames plans
      }
      Matcher b = BINDING.matcher(line);
      while (b.find()) {
        String list = b.group(1) != null ? b.group(1) : b.group(2);
        for (String n : list.split(",")) {
          if (!n.isBlank()) {
            names.add(n.strip());
          }
        }
      }
      Matcher head = HEAD.matcher(line);
      if (head.matches()) {
        params(head.group(1), names);
      }
      Matcher arrow = ARROW.matcher(line);
      while (arrow.find()) {
        params(arrow.group(1), names);
      }
    }
    return names;
  }

  /** The names of a parameter list ({@code v: Map<K, V>, only = 0}), split at depth 0. */
  private static void params(String list, Set<String> names) {
    int depth = 0;
    int start = 0;
    for (int i = 0; i <= list.length(); i++) {
      char c = i < list.length() ? list.charAt(i) : ',';
      if (c == '<' || c == '(' || c == '[' || c == '{') {
        depth++;
      } else if (c == '>' || c == ')' || c == ']' || c == '}') {
        depth--;
      } else if (c == ',' && depth == 0) {
        String p = list.substring(start, i).strip();
        if (!p.isEmpty()) {
          names.add(p.split("[?:= ]", 2)[0]);
        }
        start = i + 1;
      }
    }
  }

  @Test
  void tsNamesListsEveryNameTheGeneratedFunctionsBind() throws Exception {
    Map<String, Set<String>> unplanned = new TreeMap<>();
    Set<String> bound = new TreeSet<>();
    for (String schema : TestSchemas.goldenSchemas().keySet()) {
      for (Map.Entry<String, String> e : generate(SCHEMAS.resolve(schema)).entrySet()) {
        for (String n : boundNames(e.getValue())) {
          bound.add(n);
          // `_` + a field name: TsNames aliases every declaration whose name starts with `_`.
          if (!TsNames.LOCALS.contains(n) && !n.startsWith("_")) {
            unplanned.computeIfAbsent(n, k -> new TreeSet<>()).add(schema + ": " + e.getKey());
          }
        }
      }
    }
    assertEquals(Map.of(), unplanned, "names bound in generated functions, not in TsNames.LOCALS");
    // The scan itself works: it finds the parameters, the locals and the arrow parameters.
    assertTrue(bound.containsAll(List.of("r", "w", "v", "only", "obj", "key", "value", "off")));
    Set<String> stale = new TreeSet<>(TsNames.LOCALS);
    stale.removeAll(bound);
    assertEquals(Set.of(), stale, "TsNames.LOCALS names that no generated function binds");
  }

  @Test
  void theClashesSchemaDeclaresEveryLocal() throws Exception {
    Schema schema = SchemaLoader.load(List.of(SCHEMAS.resolve("clashes.bale")));
    Map<String, Decl> declared = new TreeMap<>();
    Set<String> packages = new TreeSet<>();
    for (Decl d : schema.decls().values()) {
      packages.add(d.packageName());
      if (d.packageName().equals("clashes")) {
        declared.put(d.name(), d);
      }
    }
    for (String local : TsNames.LOCALS) {
      if (local.startsWith("$")) {
        // $flags, $unknown: only a module alias could take them.
        assertTrue(packages.contains(local.substring(1)), "no package " + local.substring(1));
      } else if (!local.equals("list") && !local.equals("map")) { // keywords, not type names
        assertTrue(declared.containsKey(local), "clashes.bale declares no '" + local + "'");
      }
    }
    // Each kind of declaration, and a name that only a field's local (`_` + field) takes.
    Set<Class<?>> kinds = new java.util.HashSet<>();
    for (String local : TsNames.LOCALS) {
      Decl d = declared.get(local);
      if (d != null) {
        kinds.add(d.getClass());
      }
    }
    assertTrue(
        kinds.containsAll(
            List.of(MessageDecl.class, StructDecl.class, UnionDecl.class, EnumDecl.class)),
        kinds.toString());
    assertTrue(declared.containsKey("_s") && declared.containsKey("_p"));
  }

  @Test
  void valueReferencesGoThroughTheAliasTypeReferencesDoNot() throws Exception {
    Map<String, String> ts = generate(SCHEMAS.resolve("clashes.bale"));
    String m = ts.get("clashes.ts");
    assertTrue(m.contains("const b$codec = b;"), m);
    assertTrue(m.contains("list[i] = b$codec.read(r);"), m);
    assertTrue(m.contains("export interface a {\n  x: b;"), m);
    assertTrue(m.contains("const shared = r.beginMessage(r$codec, "), m);
    // Enums have no value the functions refer to, hence no alias.
    assertTrue(!m.contains("off$codec"), m);
    // Module aliases that the module or its functions take get a number.
    for (String imp :
        List.of(
            "import * as $flags$2 from \"./flags.js\";",
            "import * as $meta$2 from \"./meta.js\";",
            "import * as $unknown$2 from \"./unknown.js\";",
            "import * as $clashes_sub from \"./clashes/sub.js\";",
            "import * as $clashes_sub$2 from \"./clashes_sub.js\";")) {
      assertTrue(m.contains(imp), imp);
    }
  }
}
