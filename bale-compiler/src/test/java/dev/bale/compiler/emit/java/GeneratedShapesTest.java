package dev.bale.compiler.emit.java;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.RandomValues;
import dev.bale.dynamic.Value;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatType;
import dev.bale.schema.RandomSchemas;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Generated Java for seeded random schemas ({@link RandomSchemas}: field counts around every
 * threshold of the emitters, every type and option), compiled like the goldens ({@code -Xlint:all
 * -Werror}) in one javac call; then, for every message, random values written by the dynamic codec
 * must be decoded by the generated compact codec and written again to the same bytes (string dedup
 * on and off), and the generated flat codec must write the dynamic flat codec's bytes and read them
 * back (records and views) to the same value.
 *
 * <p>{@code -Dbale.shapes.seeds=N} (default 30) schemas from {@code -Dbale.shapes.seed=S} (default
 * 1) on, {@code -Dbale.shapes.values=V} values per message (default 12); {@code
 * -Dbale.shapes.dir=D} keeps the generated sources and classes in D; {@code -Dbale.shapes.file=F}
 * checks the schema of file F (package {@code shapes}) in place of random ones, to narrow a failure
 * down. A failure names the seed and prints its schema.
 */
class GeneratedShapesTest {

  @Test
  void randomSchemasCompileAndAgreeWithTheDynamicCodecs(@TempDir Path dir) throws Exception {
    int seeds = Integer.getInteger("bale.shapes.seeds", 30);
    long first = Long.getLong("bale.shapes.seed", 1L);
    int values = Integer.getInteger("bale.shapes.values", 12);
    Map<Long, String> texts = new LinkedHashMap<>();
    Map<Long, Schema> schemas = new LinkedHashMap<>();
    Map<String, String> sources = new TreeMap<>();
    for (long seed = first; seed < first + seeds; seed++) {
      String file = System.getProperty("bale.shapes.file");
      String text =
          file == null
              ? RandomSchemas.schema(seed, "shapes.s" + seed)
              : Files.readString(Path.of(file))
                  .replace("package shapes;", "package shapes.s" + seed + ";");
      texts.put(seed, text);
      Schema schema;
      try {
        schema = SchemaLoader.loadString("s" + seed + ".bale", text);
      } catch (SchemaException e) {
        throw new AssertionError(
            "the random schema of seed " + seed + " is invalid:\n" + e.getMessage() + "\n" + text,
            e);
      }
      schemas.put(seed, schema);
      try {
        sources.putAll(
            new JavaGenerator(JavaOptions.defaults().withGrpc(true))
                .generate(schema, new ArrayList<>(schema.decls().values())));
      } catch (RuntimeException e) {
        throw new AssertionError("generating seed " + seed + " failed:\n" + text, e);
      }
    }
    ClassLoader loader;
    try {
      String keep = System.getProperty("bale.shapes.dir");
      loader = GeneratedCompiler.compile(sources, keep != null ? Path.of(keep) : dir);
    } catch (AssertionError e) {
      StringBuilder which = new StringBuilder(e.getMessage());
      for (Map.Entry<Long, String> t : texts.entrySet()) {
        if (e.getMessage().contains("/s" + t.getKey() + "/")) {
          which.append("\nschema of seed ").append(t.getKey()).append(":\n").append(t.getValue());
        }
      }
      throw new AssertionError(which.toString(), e);
    }
    JavaTypes types = new JavaTypes(JavaOptions.defaults());
    int messages = 0;
    long checked = 0;
    for (Map.Entry<Long, Schema> e : schemas.entrySet()) {
      long seed = e.getKey();
      JsonBridge bridge = JsonBridge.forSchema(e.getValue());
      RandomValues random = new RandomValues(seed, 3);
      for (Decl d : e.getValue().decls().values()) {
        if (!(d instanceof MessageDecl)) {
          continue;
        }
        messages++;
        Class<?> c = loader.loadClass(types.className(d).canonicalName());
        checked += check(c, bridge.type(d), random, values, seed, texts);
      }
      JsonBridge.Type root = bridge.declaredRoot();
      if (root != null && root.wrapped()) {
        // The root wrapper (FORMAT.md §2.3), generated as the package's class Root.
        messages++;
        String pkg = JavaOptions.defaults().javaPackage("shapes.s" + seed);
        // Root, or Root_ when a declaration of the package is named Root (JavaGenerator).
        String simple = "Root";
        while (e.getValue().decls().containsKey("shapes.s" + seed + "." + simple)) {
          simple += "_";
        }
        checked += check(loader.loadClass(pkg + "." + simple), root, random, values, seed, texts);
      }
    }
    System.out.printf(
        "GeneratedShapesTest: %d schemas, %d messages, %d values checked%n",
        seeds, messages, checked);
    assertTrue(messages >= seeds, "messages " + messages);
  }

  /** Checks one message (or root wrapper) {@code c}, naming the seed and its schema on failure. */
  private static long check(
      Class<?> c,
      JsonBridge.Type type,
      RandomValues random,
      int values,
      long seed,
      Map<Long, String> texts) {
    try {
      return check(c, type, random, values);
    } catch (AssertionError | ReflectiveOperationException | RuntimeException x) {
      throw new AssertionError(
          type.name() + ", seed " + seed + ": " + x + "\n" + texts.get(seed), x);
    }
  }

  @SuppressWarnings("unchecked")
  private static long check(Class<?> c, JsonBridge.Type type, RandomValues random, int values)
      throws ReflectiveOperationException {
    CompactType<Object> compact = (CompactType<Object>) c.getField("COMPACT").get(null);
    FlatType<Object> flat = (FlatType<Object>) c.getField("FLAT").get(null);
    // View, or View_ in a message named View (JavaNames.nestedName).
    Class<?> viewClass =
        c.getClassLoader()
            .loadClass(c.getName() + "$" + JavaNames.nestedName("View", c.getSimpleName()));
    Object view = viewClass.getConstructor().newInstance();
    Method wrap = viewClass.getMethod("wrap", byte[].class);
    Method decodeView = viewClass.getMethod("decode");
    // The dynamic codec's values of the root type: a wrapped root's value is the wrapper's field.
    CompactType<Value> dynamic = type.compactType();
    long checked = 0;
    for (int i = 0; i < values; i++) {
      Value v = random.ofAtMost(type, MAX_VALUE_BYTES);
      if (v == null) {
        continue;
      }
      for (boolean dedup : new boolean[] {true, false}) {
        // The value's JSON only for a failure's message.
        int n = i;
        java.util.function.Function<String, String> what =
            part -> {
              String json = type.toJson(v);
              return "#"
                  + n
                  + " dedup="
                  + dedup
                  + " "
                  + json.substring(0, Math.min(json.length(), 3000))
                  + ": "
                  + part;
            };
        CompactWriter w = new CompactWriter().dedupStrings(dedup);
        byte[] expected = w.encode(dynamic, v);
        Object record = new CompactReader().decode(compact, expected);
        assertArrayEquals(expected, w.encode(compact, record), () -> what.apply("compact"));
        byte[] flatExpected = type.encodeFlat(v, new EncodeOptions(dedup, false, false));
        byte[] flatWritten =
            Flat.encode(new FlatBuilder().dedupStrings(dedup), flat, record).toByteArray();
        assertArrayEquals(flatExpected, flatWritten, () -> what.apply("flat write"));
        Object fromFlat = Flat.decode(flat, flatExpected);
        assertArrayEquals(expected, w.encode(compact, fromFlat), () -> what.apply("flat read"));
        Object fromView = decodeView.invoke(wrap.invoke(view, (Object) flatExpected));
        assertArrayEquals(expected, w.encode(compact, fromView), () -> what.apply("flat view"));
        checked++;
      }
    }
    return checked;
  }

  /** Random values are drawn again past this size: wide messages in wide messages grow fast. */
  private static final int MAX_VALUE_BYTES = 64 << 10;
}
