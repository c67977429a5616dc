package dev.bale.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Location;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Rules N6, E5 and U6 (SCHEMA.md §6) on names near the ones {@link RandomSchemas} writes: each
 * random schema loads, and the same schema with one more declaration, enum value or union case
 * spelled differently from an existing one but with the same Java name fails with exactly that
 * diagnostic, at the added name; so does one more declaration whose Java class differs from an
 * existing one's only in case (or one more union case whose record differs from an existing one's
 * only in case), or, when the root is not a message, one named like the TypeScript root wrapper
 * ({@code root}) or its view ({@code rootView}). The corpus files {@code
 * testdata/invalid/*_generated_collision} hold the fixed cases, with names that are fine beside
 * them.
 */
class GeneratedNamesTest {
  private static final int SEEDS = Integer.getInteger("bale.names.seeds", 100);

  @Test
  void randomSchemasWithANearNameAreRejected() throws Exception {
    int types = 0;
    int caseOnly = 0;
    int roots = 0;
    int values = 0;
    int cases = 0;
    int casesInOtherCase = 0;
    for (long seed = 1; seed <= SEEDS; seed++) {
      String pkg = "names.s" + seed;
      String text = RandomSchemas.schema(seed, pkg);
      Schema schema = SchemaLoader.loadString("t.bale", text);
      List<Decl> decls = schema.files().get(0).decls();
      types += sameJavaClass(seed, pkg, text, decls);
      caseOnly += javaClassInOtherCase(seed, pkg, text, decls);
      roots += rootWrapperNames(seed, pkg, text, schema);
      for (Decl d : decls) {
        if (d instanceof EnumDecl e) {
          values += sameJavaConstant(seed, text, e);
        } else if (d instanceof UnionDecl u) {
          cases += sameJavaRecord(seed, text, u);
          casesInOtherCase += javaRecordInOtherCase(seed, text, u);
        }
      }
    }
    System.out.printf(
        "GeneratedNamesTest: %d schemas; near names tried: %d declarations, %d in other case,"
            + " %d root wrappers, %d enum values, %d union cases, %d in other case%n",
        SEEDS, types, caseOnly, roots, values, cases, casesInOtherCase);
    assertTrue(types >= SEEDS / 2, "declarations tried: " + types);
    assertTrue(caseOnly >= SEEDS / 20, "declarations in other case tried: " + caseOnly);
    assertTrue(roots >= SEEDS / 10, "root wrapper names tried: " + roots);
    assertTrue(values >= SEEDS, "enum values tried: " + values);
    assertTrue(cases >= SEEDS / 2, "union cases tried: " + cases);
    assertTrue(
        casesInOtherCase >= SEEDS / 2, "union cases in other case tried: " + casesInOtherCase);
  }

  @Test
  void rootWrapperNamesAreFreeWithoutAWrapper() throws Exception {
    // A message root is its own wrapper, and a package without a root has none: root and
    // rootView are then ordinary names (the Java root class is Root_ beside the class Root).
    SchemaLoader.loadString("t.bale", "package a;\nroot root;\nmessage root { i32 a = 1; }\n");
    SchemaLoader.loadString(
        "t.bale", "package a;\nenum root { A = 0; }\nstruct rootView { i32 a = 1; }\n");
    // Another package's root does not matter either.
    Map<String, String> files = new LinkedHashMap<>();
    files.put("t.bale", "package a;\nimport \"b.bale\";\nroot list<i32>;\n");
    files.put("b.bale", "package b;\nenum root { A = 0; }\nstruct rootView { i32 a = 1; }\n");
    SchemaLoader.loadStrings(files);
  }

  /** A message spelled like the first declaration, at the end of the file (N6). */
  private static int sameJavaClass(long seed, String pkg, String text, List<Decl> decls) {
    Decl first = decls.get(0);
    String variant = variant(first.name());
    Set<String> names = decls.stream().map(Decl::name).collect(Collectors.toSet());
    if (names.contains(variant) || variant.equals("root") || variant.equals("Root")) {
      return 0;
    }
    String added = "message " + variant + " { i32 a = 1; }\n";
    int line = (int) text.lines().count() + 1;
    String java = JavaMemberNames.className(first.name());
    assertEquals(java, JavaMemberNames.className(variant));
    rejected(
        seed,
        text + added,
        new Location("t.bale", line, 9),
        "message '" + pkg + "." + variant + "' and " + kind(first) + " '" + first.fullName() + "'",
        first.location(),
        "class '" + java + "'");
    return 1;
  }

  /**
   * A message whose Java class is the first declaration's in upper case ({@code VALUE} beside
   * {@code value}), at the end of the file (N6: one file on case-insensitive file systems).
   */
  private static int javaClassInOtherCase(long seed, String pkg, String text, List<Decl> decls) {
    Decl first = decls.get(0);
    String java = JavaMemberNames.className(first.name());
    String variant = java.toUpperCase(Locale.ROOT);
    Set<String> names = decls.stream().map(Decl::name).collect(Collectors.toSet());
    if (names.contains(variant) || JavaMemberNames.className(variant).equals(java)) {
      return 0;
    }
    int line = (int) text.lines().count() + 1;
    rejectedWith(
        seed,
        text + "message " + variant + " { i32 a = 1; }\n",
        new Location("t.bale", line, 9),
        "message '"
            + pkg
            + "."
            + variant
            + "' and "
            + kind(first)
            + " '"
            + first.fullName()
            + "' (at "
            + where(first.location())
            + ") become the Java classes '"
            + variant
            + "' and '"
            + java
            + "', whose files differ only in case (one file on case-insensitive file systems)");
    return 1;
  }

  /**
   * When the file's root is not a message: a declaration named like the TypeScript root wrapper
   * ({@code root}) or its view ({@code rootView}), at the end of the file (N6).
   */
  private static int rootWrapperNames(long seed, String pkg, String text, Schema schema) {
    TypeRef root = schema.files().get(0).root();
    Set<String> classes =
        schema.decls().values().stream()
            .map(d -> JavaMemberNames.className(d.name()).toLowerCase(Locale.ROOT))
            .collect(Collectors.toSet());
    if (root == null
        || Roots.isMessage(root)
        || classes.contains("root")
        || classes.contains("rootview")) {
      return 0; // no wrapper, or N6 would name the Java class first
    }
    int line = (int) text.lines().count() + 1;
    int rootLine = 0;
    List<String> lines = text.lines().toList();
    while (!lines.get(rootLine).startsWith("root ")) {
      rootLine++;
    }
    String at = (rootLine + 1) + ":6";
    rejectedWith(
        seed,
        text + "message root { i32 a = 1; }\n",
        new Location("t.bale", line, 9),
        "message '"
            + pkg
            + ".root' takes the name 'root' of the TypeScript root wrapper, which the root"
            + " statement at "
            + at
            + " generates (its type is not a message)");
    rejectedWith(
        seed,
        text + "struct rootView { i32 a = 1; }\n",
        new Location("t.bale", line, 8),
        "struct '"
            + pkg
            + ".rootView' takes the name 'rootView' of the TypeScript view of the root wrapper,"
            + " which the root statement at "
            + at
            + " generates (its type is not a message)");
    return 1;
  }

  /** A value spelled like each value of enum {@code e}, on the line after it (E5). */
  private static int sameJavaConstant(long seed, String text, EnumDecl e) {
    Set<String> names = e.values().stream().map(EnumValue::name).collect(Collectors.toSet());
    Set<Integer> numbers = e.values().stream().map(EnumValue::value).collect(Collectors.toSet());
    int tried = 0;
    for (EnumValue v : e.values()) {
      String c = JavaMemberNames.enumConstant(v.name());
      String variant = c.equals(v.name()) ? lowerCase(v.name()) : c;
      if (names.contains(variant) || !JavaMemberNames.enumConstant(variant).equals(c)) {
        continue;
      }
      int number = unused(numbers, 5000);
      int line = v.location().line() + 1;
      rejected(
          seed,
          insertLine(text, line, "  " + variant + " = " + number + ";"),
          new Location("t.bale", line, 3),
          "value '" + variant + "' of enum '" + e.name() + "' and value '" + v.name() + "'",
          v.location(),
          "constant '" + c + "'");
      tried++;
    }
    return tried;
  }

  /** A case spelled like each case of union {@code u}, on the line after it (U6). */
  private static int sameJavaRecord(long seed, String text, UnionDecl u) {
    Set<String> names = u.cases().stream().map(UnionCase::name).collect(Collectors.toSet());
    Set<Integer> ids = u.cases().stream().map(UnionCase::id).collect(Collectors.toSet());
    String unionClass = JavaMemberNames.className(u.name());
    int tried = 0;
    for (UnionCase c : u.cases()) {
      String variant = variant(c.name());
      String record = JavaMemberNames.unionCaseClass(c.name(), unionClass);
      if (names.contains(variant)
          || !JavaMemberNames.unionCaseClass(variant, unionClass).equals(record)) {
        continue;
      }
      int id = unused(ids, 1);
      int line = c.location().line() + 1;
      rejected(
          seed,
          insertLine(text, line, "  bool " + variant + " = " + id + ";"),
          new Location("t.bale", line, 8),
          "case '" + variant + "' of union '" + u.name() + "' and case '" + c.name() + "'",
          c.location(),
          "record '" + unionClass + "." + record + "'");
      tried++;
    }
    return tried;
  }

  /**
   * A case whose record is each case's record in upper case ({@code POINT} beside {@code point},
   * record {@code Point}), on the line after it (U6: {@code Shape$POINT.class} and {@code
   * Shape$Point.class} are one file on case-insensitive file systems).
   */
  private static int javaRecordInOtherCase(long seed, String text, UnionDecl u) {
    Set<String> names = u.cases().stream().map(UnionCase::name).collect(Collectors.toSet());
    Set<Integer> ids = u.cases().stream().map(UnionCase::id).collect(Collectors.toSet());
    String unionClass = JavaMemberNames.className(u.name());
    int tried = 0;
    for (UnionCase c : u.cases()) {
      String record = JavaMemberNames.unionCaseClass(c.name(), unionClass);
      String variant = record.toUpperCase(Locale.ROOT);
      String variantRecord = JavaMemberNames.unionCaseClass(variant, unionClass);
      if (names.contains(variant)
          || variantRecord.equals(record)
          || !variantRecord.equalsIgnoreCase(record)) {
        continue;
      }
      int id = unused(ids, 1);
      int line = c.location().line() + 1;
      rejectedWith(
          seed,
          insertLine(text, line, "  bool " + variant + " = " + id + ";"),
          new Location("t.bale", line, 8),
          "case '"
              + variant
              + "' of union '"
              + u.name()
              + "' and case '"
              + c.name()
              + "' (at "
              + where(c.location())
              + ") become the Java records '"
              + unionClass
              + "."
              + variantRecord
              + "' and '"
              + unionClass
              + "."
              + record
              + "', whose class files differ only in case (one file on case-insensitive file"
              + " systems)");
      tried++;
    }
    return tried;
  }

  /**
   * Another spelling of a type or case name with the same Java class: {@code _value} for {@code
   * value}, {@code value} for {@code _value}.
   */
  private static String variant(String name) {
    return name.startsWith("_") ? name.substring(1) : "_" + name;
  }

  /** The first number from {@code from} on that {@code taken} does not hold. */
  private static int unused(Set<Integer> taken, int from) {
    int n = from;
    while (taken.contains(n)) {
      n++;
    }
    return n;
  }

  /** {@code name} with its letters in lower case (an enum value's other spelling). */
  private static String lowerCase(String name) {
    return name.toLowerCase(java.util.Locale.ROOT);
  }

  private static String kind(Decl d) {
    return d.getClass().getSimpleName().replace("Decl", "").toLowerCase(java.util.Locale.ROOT);
  }

  private static String insertLine(String text, int line, String added) {
    List<String> lines = new ArrayList<>(text.lines().toList());
    lines.add(line - 1, added);
    return String.join("\n", lines) + "\n";
  }

  /**
   * {@code text} fails to load with one diagnostic: at {@code at}, "{@code names} (at {@code
   * earlier}) both become the Java {@code javaName}".
   */
  private static void rejected(
      long seed, String text, Location at, String names, Location earlier, String javaName) {
    rejectedWith(
        seed, text, at, names + " (at " + where(earlier) + ") both become the Java " + javaName);
  }

  /** {@code text} fails to load with one diagnostic: at {@code at}, {@code message}. */
  private static void rejectedWith(long seed, String text, Location at, String message) {
    SchemaException e =
        assertThrows(SchemaException.class, () -> SchemaLoader.loadString("t.bale", text));
    assertEquals(1, e.diagnostics().size(), e.getMessage());
    assertEquals(
        at + ": error: " + message,
        e.diagnostics().get(0).render().lines().findFirst().orElseThrow(),
        "seed " + seed);
  }

  /** An earlier location in the same file, as diagnostics write it. */
  private static String where(Location l) {
    return l.line() + ":" + l.column();
  }
}
