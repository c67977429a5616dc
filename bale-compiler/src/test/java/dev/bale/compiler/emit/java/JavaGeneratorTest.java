package dev.bale.compiler.emit.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Schema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JavaGeneratorTest {
  static Map<String, String> generate(Schema schema, JavaOptions options) {
    return new JavaGenerator(options).generate(schema, new ArrayList<>(schema.decls().values()));
  }

  static Map<String, String> generate(String text) {
    return generate(TestSchemas.load(text), JavaOptions.defaults());
  }

  /**
   * A service's gRPC class names its methods after the schema's (a Java keyword escaped), and a
   * message of the package named like its nested interface is written qualified. (Compiled and run
   * by bale-grpc's GeneratedServiceTest, which has grpc-api; this class path has not.)
   */
  @Test
  void serviceClassNamesAndQualifiesWhatItShadows() {
    Map<String, String> files =
        generate(
            TestSchemas.load(
                "package p;\nmessage AsyncService { string id = 1; }\n"
                    + "service S { rpc Default(AsyncService) returns (stream AsyncService);"
                    + " rpc get_all(stream AsyncService) returns (AsyncService); }\n"),
            JavaOptions.defaults().withGrpc(true));
    String code = files.get("p/SGrpc.java");
    assertTrue(
        code.contains(
            "default void default_(p.AsyncService request, StreamObserver<p.AsyncService>"
                + " responseObserver)"),
        code);
    assertTrue(code.contains("ServerCalls.asyncServerStreamingCall(service::default_)"), code);
    assertTrue(code.contains("default StreamObserver<p.AsyncService> getAll("), code);
    // gRPC Java's names for the descriptors: from the unescaped camel case name.
    assertTrue(
        code.contains("MethodDescriptor<p.AsyncService, p.AsyncService> getDefaultMethod()"), code);
    assertTrue(
        code.contains("MethodDescriptor<p.AsyncService, p.AsyncService> getGetAllMethod()"), code);
    assertTrue(
        code.contains(
            "public static final MethodDescriptor<p.AsyncService, p.AsyncService>"
                + " METHOD_GET_ALL ="),
        code);
    assertFalse(
        generate(
                TestSchemas.load(
                    "package p;\nmessage A { string id = 1; }\n"
                        + "service S { rpc Get(A) returns (A); }\n"),
                JavaOptions.defaults())
            .containsKey("p/SGrpc.java"));
  }

  /** A message of {@code n} fields of every scalar kind in turn. */
  private static String wide(int n) {
    String[] kinds = {"bool", "f32", "f64", "i64", "u32", "string", "i32?", "i8"};
    StringBuilder sb = new StringBuilder("package w;\nmessage M {");
    for (int i = 1; i <= n; i++) {
      sb.append(' ').append(kinds[i % kinds.length]).append(" f").append(i).append(" = ").append(i);
      sb.append(';');
    }
    return sb.append(" }").toString();
  }

  @Test
  void aWideRecordIsDecodedThroughItsFactory() {
    // 47 fields + the unknown fields: built by a direct call; 48 + 1: through wide(Object[],
    // long[]), so that the decoder's call stays below C2's argument limit (WideRecord).
    String narrow = generate(wide(47)).get("w/M.java");
    assertFalse(narrow.contains("wide("), "47 fields");
    String wide = generate(wide(48)).get("w/M.java");
    assertTrue(wide.contains("private static M wide(Object[] o, long[] p)"), "48 fields");
    assertTrue(wide.contains("return M.wide(wideRefs, widePrims);"), "48 fields");
    assertTrue(wide.contains("Double.longBitsToDouble(p["), "a double from its bits");
    assertTrue(wide.contains("Float.intBitsToFloat((int) p["), "a float from its bits");
    assertTrue(wide.contains("(Integer) o["), "an optional i32 is a reference");
  }

  @Test
  void aWideConstructorsNullChecksAreApartAndInOrder(@TempDir Path dir) throws Exception {
    // 34 strings, a list and an i32 (+ the unknown fields): the null checks go into
    // requireFields, so that the constructor stays under C2's inlining size (RecordEmitter).
    StringBuilder sb = new StringBuilder("package n;\nmessage M {");
    int n = 34;
    for (int i = 1; i <= n; i++) {
      sb.append(" string s").append(i).append(" = ").append(i).append(';');
    }
    sb.append(" list<u64> l = ").append(n + 1).append(';');
    sb.append(" i32 x = ").append(n + 2).append("; }");
    Map<String, String> files = generate(sb.toString());
    String m = files.get("n/M.java");
    assertTrue(m.contains("requireFields(s1, s2,"), m);
    assertTrue(m.contains("l = LongList.copyOf(l);"), m);
    assertTrue(m.contains("Objects.requireNonNull(l, \"l\");"), m);
    ClassLoader loader = GeneratedCompiler.compile(files, dir);
    Class<?> c = loader.loadClass("n.M");
    java.lang.reflect.Constructor<?> ctor = c.getDeclaredConstructors()[0];
    Object[] args = new Object[n + 3];
    for (int i = 0; i < n; i++) {
      args[i] = "v" + i;
    }
    args[n] = new ArrayList<>(List.of(1L, 2L));
    args[n + 1] = 5;
    Object ok = ctor.newInstance(args);
    assertEquals(List.of(1L, 2L), c.getMethod("l").invoke(ok));
    assertThrows(
        UnsupportedOperationException.class,
        () -> ((List<?>) c.getMethod("l").invoke(ok)).clear(),
        "the list is still copied immutably");
    // The first null in component order is the one reported, as before the change.
    args[6] = null;
    args[n] = null;
    Object[] twoNulls = args.clone();
    java.lang.reflect.InvocationTargetException e =
        assertThrows(
            java.lang.reflect.InvocationTargetException.class, () -> ctor.newInstance(twoNulls));
    assertTrue(e.getCause() instanceof NullPointerException, e.toString());
    assertEquals("s7", e.getCause().getMessage());
    args[6] = "v6";
    Object[] listNull = args.clone();
    e =
        assertThrows(
            java.lang.reflect.InvocationTargetException.class, () -> ctor.newInstance(listNull));
    assertEquals("l", e.getCause().getMessage());
    // A narrow record keeps its checks in the constructor.
    assertFalse(
        generate("package a; message M { string s = 1; string t = 2; }")
            .get("a/M.java")
            .contains("requireFields"));
  }

  /** A declaration of {@code n} fields of type {@code kind} after {@code first} (may be empty). */
  private static String fields(String keyword, String name, String first, String kind, int n) {
    StringBuilder sb = new StringBuilder(keyword).append(' ').append(name).append(" {");
    int id = 1;
    if (!first.isEmpty()) {
      sb.append(' ').append(first).append(" f0 = ").append(id++).append(';');
    }
    for (int i = 1; i <= n; i++) {
      sb.append(' ').append(kind).append(" f").append(i).append(" = ").append(id++).append(';');
    }
    return sb.append(" }\n").toString();
  }

  /** An enum of {@code n} constants with long names and numbers above a {@code short}'s range. */
  private static String bigEnum(String name, int n) {
    StringBuilder sb = new StringBuilder("enum ").append(name).append(" {");
    for (int i = 0; i < n; i++) {
      sb.append(" A_RATHER_LONG_CONSTANT_NAME_").append(i).append(" = ").append(100_000 + 7 * i);
      sb.append(';');
    }
    return sb.append(" }\n").toString();
  }

  @Test
  void declarationsAtJavasLimitsCompile(@TempDir Path dir) throws Exception {
    // 253 fields + the unknown fields + this = 255 constructor slots; a struct has no unknown
    // fields; an i64 takes two slots, an optional one (a Long) one; 2,500 enum constants.
    Map<String, String> files =
        generate(
            "package lim;\n"
                + fields("message", "M", "", "i32", 253)
                + fields("message", "L", "", "i64", 126)
                + fields("message", "O", "", "i64?", 253)
                + fields("struct", "S", "", "i32", 254)
                + bigEnum("E", JavaLimits.MAX_ENUM_CONSTANTS));
    ClassLoader loader = GeneratedCompiler.compile(files, dir);
    Class<?> m = loader.loadClass("lim.M");
    assertEquals(254, m.getRecordComponents().length);
    Object built = m.getMethod("builder").invoke(null);
    built.getClass().getMethod("f253", int.class).invoke(built, 7);
    Object value = built.getClass().getMethod("build").invoke(built);
    byte[] bytes = (byte[]) m.getMethod("toCompactBytes").invoke(value);
    assertEquals(value, m.getMethod("fromCompactBytes", byte[].class).invoke(null, bytes));
    Class<?> e = loader.loadClass("lim.E");
    Object last = e.getMethod("of", int.class).invoke(null, 100_000 + 7 * 2_499);
    assertEquals("A_RATHER_LONG_CONSTANT_NAME_2499", e.getMethod("name").invoke(last));
  }

  /**
   * A union of {@code n} cases of the types {@code kinds} in turn; case {@code ci} has id i + 1.
   */
  private static String union(String name, int n, String... kinds) {
    StringBuilder sb = new StringBuilder("union ").append(name).append(" {");
    for (int i = 0; i < n; i++) {
      sb.append(' ').append(kinds[i % kinds.length]).append(" c").append(i);
      sb.append(" = ").append(i + 1).append(';');
    }
    return sb.append(" }\n").toString();
  }

  private static final String[] SCALARS = {"string", "i32", "i64", "f64", "bytes"};

  @Test
  void aUnionOfManyCasesIsPickedByASwitchAndRoundTrips(@TempDir Path dir) throws Exception {
    // javac parses and compiles an else-if chain a level per case: the codecs of a union of 1,000
    // cases stopped it with a StackOverflowError. From CaseChain.SWITCH_FROM cases they switch on
    // the case id. 1,030 scalar cases and 688 message cases are about the most JavaLimits lets
    // through (its estimate of the largest method's bytecode).
    Map<String, String> files =
        generate(
            "package big;\n"
                + union("U", 1_030, SCALARS)
                + union("Few", CaseChain.SWITCH_FROM - 1, SCALARS)
                + "message M { U u = 1; list<U> us = 2; Few few = 3; }\n"
                + "message P { i32 x = 1; }\n"
                + union("Messages", 688, "P"));
    String u = files.get("big/U.java");
    assertTrue(u.contains("switch (value.caseId())"), "write");
    assertTrue(u.contains("switch ((id & ~0x7FFF_FFFFL) == 0 ? (int) id : -1)"), "read");
    assertFalse(files.get("big/Few.java").contains("switch (value.caseId())"), "a chain");
    ClassLoader loader = GeneratedCompiler.compile(files, dir);
    Class<?> m = loader.loadClass("big.M");
    // Case c996 (id 997) holds an i32, c1029 (id 1030) a bytes value, c0 a string.
    Object i32Case = loader.loadClass("big.U$C996").getConstructor(int.class).newInstance(-5);
    Object first = loader.loadClass("big.U$C0").getConstructor(String.class).newInstance("zero");
    Object last =
        loader
            .loadClass("big.U$C1029")
            .getConstructors()[0]
            .newInstance(dev.bale.runtime.Bytes.of(new byte[] {1, 2, 3}));
    Object few = loader.loadClass("big.Few$C60").getConstructor(String.class).newInstance("f");
    Object builder = m.getMethod("builder").invoke(null);
    builder.getClass().getMethod("u", loader.loadClass("big.U")).invoke(builder, i32Case);
    builder.getClass().getMethod("us", List.class).invoke(builder, List.of(first, last, i32Case));
    builder.getClass().getMethod("few", loader.loadClass("big.Few")).invoke(builder, few);
    Object value = builder.getClass().getMethod("build").invoke(builder);
    byte[] compact = (byte[]) m.getMethod("toCompactBytes").invoke(value);
    assertEquals(value, m.getMethod("fromCompactBytes", byte[].class).invoke(null, compact));
    byte[] flat = (byte[]) m.getMethod("toFlatBytes").invoke(value);
    assertEquals(value, m.getMethod("fromFlatBytes", byte[].class).invoke(null, flat));
    // The id 997 made 1,997 (the same length on the wire): no case has it, in either codec.
    byte[] badCompact =
        replaceFirst(compact, new byte[] {(byte) 0xE5, 0x07}, new byte[] {(byte) 0xCD, 0x0F});
    byte[] badFlat =
        replaceFirst(
            flat, new byte[] {(byte) 0xE5, 0x03, 0, 0}, new byte[] {(byte) 0xCD, 0x07, 0, 0});
    for (Object[] bad :
        new Object[][] {{"fromCompactBytes", badCompact}, {"fromFlatBytes", badFlat}}) {
      java.lang.reflect.InvocationTargetException e =
          assertThrows(
              java.lang.reflect.InvocationTargetException.class,
              () -> m.getMethod((String) bad[0], byte[].class).invoke(null, bad[1]));
      assertEquals(
          dev.bale.runtime.ErrorCode.UNKNOWN_UNION_CASE,
          ((dev.bale.runtime.BaleException) e.getCause()).code(),
          bad[0] + ": " + e.getCause());
    }
  }

  /** {@code bytes} with the first occurrence of {@code from} replaced by {@code to}. */
  private static byte[] replaceFirst(byte[] bytes, byte[] from, byte[] to) {
    byte[] out = bytes.clone();
    for (int i = 0; i + from.length <= out.length; i++) {
      if (java.util.Arrays.equals(out, i, i + from.length, from, 0, from.length)) {
        System.arraycopy(to, 0, out, i, to.length);
        return out;
      }
    }
    throw new AssertionError("not found");
  }

  @Test
  void aLeafRootOfHundredsOfEnumFieldsCompiles(@TempDir Path dir) throws Exception {
    // A leaf root of many fields writes them in a method of its own (leafFields), whose
    // parameters are the strings' and enums' locals: 1 string and 250 enums came to 256 slots,
    // past the JVM's 255, within a record that the JVM allows (253 slots).
    StringBuilder sb = new StringBuilder("package en;\nenum C { A = 0; B = 1; }\n");
    sb.append("message M { string s = 1;");
    for (int i = 0; i < 250; i++) {
      sb.append(" C e").append(i).append(" = ").append(i + 2).append(';');
    }
    sb.append(" }\nmessage N { string s1 = 1; string s2 = 2; string s3 = 3; string s4 = 4;");
    for (int i = 0; i < 240; i++) {
      sb.append(" C e").append(i).append(" = ").append(i + 5).append(';');
    }
    sb.append(" }\nmessage Split { string s = 1;");
    for (int i = 0; i < 20; i++) {
      sb.append(" C e").append(i).append(" = ").append(i + 2).append(';');
    }
    Map<String, String> files = generate(sb.append(" }\n").toString());
    assertFalse(files.get("en/M.java").contains("leafFields("), "one method");
    assertTrue(files.get("en/Split.java").contains("leafFields("), "split");
    ClassLoader loader = GeneratedCompiler.compile(files, dir);
    for (String name : List.of("en.M", "en.N", "en.Split")) {
      Class<?> m = loader.loadClass(name);
      Object builder = m.getMethod("builder").invoke(null);
      Class<?> c = loader.loadClass("en.C");
      builder.getClass().getMethod("e7", c).invoke(builder, c.getField("B").get(null));
      Object value = builder.getClass().getMethod("build").invoke(builder);
      byte[] bytes = (byte[]) m.getMethod("toCompactBytes").invoke(value);
      assertEquals(value, m.getMethod("fromCompactBytes", byte[].class).invoke(null, bytes), name);
    }
  }

  /** A declaration of {@code n} fields whose types are {@code kinds} in turn. */
  private static String mixed(String keyword, String name, int n, String... kinds) {
    StringBuilder sb = new StringBuilder(keyword).append(' ').append(name).append(" {");
    for (int i = 0; i < n; i++) {
      sb.append(' ').append(kinds[i % kinds.length]).append(" f").append(i).append(" = ");
      sb.append(i + 1).append(';');
    }
    return sb.append(" }\n").toString();
  }

  private static Object call(Object target, String method, Object... args) throws Exception {
    for (java.lang.reflect.Method m : target.getClass().getMethods()) {
      if (m.getName().equals(method) && m.getParameterCount() == args.length) {
        try {
          return m.invoke(target, args);
        } catch (java.lang.reflect.InvocationTargetException e) {
          throw (Exception) e.getCause();
        }
      }
    }
    throw new NoSuchMethodException(method);
  }

  @Test
  void aDeclarationTooWideForARecordIsAClassThatActsLikeOne(@TempDir Path dir) throws Exception {
    // Past the record constructor's 255 parameter slots a message or struct is a final class
    // (WideClass): private fields, accessors, a record's equals/hashCode/toString, values from the
    // builder and the decoders through a private (Object[], long[]) constructor.
    String[] kinds = {
      "string",
      "i64",
      "f64",
      "i32?",
      "list<string>",
      "map<string, i32>",
      "Color",
      "bool",
      "bytes",
      "Inner",
      "P",
      "U",
      "f32",
      "u32",
      "u64",
      "list<i64>",
      "Inner?",
      "string?",
      "i8",
      "list<Inner>",
      "S"
    };
    Map<String, String> files =
        generate(
            "package wc;\nenum Color { RED = 0; GREEN = 1; }\nstruct P { i32 x = 1; f64 y = 2; }\n"
                + "message Inner { string s = 1; }\nunion U { i32 a = 1; string b = 2; }\n"
                + mixed("struct", "S", 200, "i64", "f64", "i32")
                + mixed("message", "W", 300, kinds)
                + mixed("message", "Leaf", 260, "i32", "string", "f64", "bool?"));
    for (String n : List.of("W", "S", "Leaf")) {
      String src = files.get("wc/" + n + ".java");
      assertTrue(src.contains("public final class " + n + " {"), n);
      assertFalse(src.contains("public record " + n), n);
    }
    assertTrue(files.get("wc/Inner.java").contains("public record Inner("));
    ClassLoader loader = GeneratedCompiler.compile(files, dir);
    Class<?> w = loader.loadClass("wc.W");
    assertFalse(w.isRecord());
    assertEquals(0, w.getConstructors().length, "no public constructor");
    Object s =
        call(call(loader.loadClass("wc.S").getMethod("builder").invoke(null), "f1", 2.5), "build");
    List<String> names = new ArrayList<>(List.of("a", "b"));
    Object b = w.getMethod("builder").invoke(null);
    call(b, "f0", "first");
    call(b, "f1", -5L);
    call(b, "f2", Double.NaN);
    call(b, "f4", names);
    for (int i = 11; i < 300; i += kinds.length) { // a union has no default: each is set
      call(
          b, "f" + i, loader.loadClass("wc.U$B").getConstructor(String.class).newInstance("c" + i));
    }
    call(b, "f20", s);
    call(b, "f299", Map.of("k", 7)); // 299 % 21 = 5: a map
    Object value = call(b, "build");
    names.add("changed later");
    assertEquals(List.of("a", "b"), call(value, "f4"), "copied");
    assertThrows(
        UnsupportedOperationException.class, () -> ((List<?>) call(value, "f4")).add(null));
    assertEquals("first", call(value, "f0"));
    assertEquals(-5L, call(value, "f1"));
    assertEquals(Map.of("k", 7), call(value, "f299"));
    String text = value.toString();
    assertTrue(text.startsWith("W[f0=first, f1=-5, f2=NaN, f3=null, f4=[a, b], "), text);
    assertTrue(text.endsWith(", f299={k=7}, unknownFields=null]"), text);
    byte[] compact = (byte[]) call(value, "toCompactBytes");
    Object back = w.getMethod("fromCompactBytes", byte[].class).invoke(null, compact);
    assertEquals(value, back, "NaN equals NaN, as in a record");
    assertEquals(value.hashCode(), back.hashCode());
    byte[] flat = (byte[]) call(value, "toFlatBytes");
    assertEquals(value, w.getMethod("fromFlatBytes", byte[].class).invoke(null, flat));
    Class<?> viewClass = loader.loadClass("wc.W$View");
    Object view =
        viewClass
            .getMethod("wrap", byte[].class)
            .invoke(viewClass.getConstructor().newInstance(), flat);
    assertEquals("first", call(view, "f0"));
    assertEquals(value, call(call(value, "toBuilder"), "build"));
    Object other = call(call(call(value, "toBuilder"), "f2", -0.0), "build");
    assertFalse(value.equals(other));
    assertFalse(
        call(call(call(value, "toBuilder"), "f2", 0.0), "build").equals(other), "0.0, -0.0");
    NullPointerException npe =
        assertThrows(
            NullPointerException.class,
            () -> call(call(call(value, "toBuilder"), "f0", (Object) null), "build"));
    assertEquals("f0", npe.getMessage());
    // An encode error inside a wide value names its field (ValuePaths walks the class).
    Object bad = call(call(call(value, "toBuilder"), "f17", "\uD800"), "build");
    for (String encode : List.of("toCompactBytes", "toFlatBytes")) {
      dev.bale.runtime.BaleException err =
          assertThrows(dev.bale.runtime.BaleException.class, () -> call(bad, encode));
      assertEquals("W.f17", err.path(), encode + ": " + err);
    }
    // A wide message of scalars and strings: the one-pass leaf path.
    Class<?> leaf = loader.loadClass("wc.Leaf");
    Object lb = leaf.getMethod("builder").invoke(null);
    call(lb, "f1", "x");
    call(lb, "f258", 1.5);
    call(lb, "f259", Boolean.TRUE);
    Object lv = call(lb, "build");
    Object lback =
        leaf.getMethod("fromCompactBytes", byte[].class).invoke(null, call(lv, "toCompactBytes"));
    assertEquals(lv, lback);
  }

  @Test
  void aSchemaInAJavaPackageIsAnErrorOncePerPackage() {
    // javac refuses classes of java.* ("package exists in another module"); javax and a package
    // merely starting with "java" are fine.
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> generate("package java.util;\nmessage M { i32 x = 1; }\nenum E { A = 0; }\n"));
    assertEquals(1, e.getMessage().split("\n").length, e.getMessage());
    assertTrue(
        e.getMessage()
            .startsWith(
                "message 'java.util.M' (test.bale:2:9) would be a class of the Java package"),
        e.getMessage());
    assertFalse(generate("package javax.things;\nmessage M { i32 x = 1; }\n").isEmpty());
    assertFalse(generate("package javaish;\nmessage M { i32 x = 1; }\n").isEmpty());
  }

  @Test
  void aDeclarationBeyondJavasLimitsIsAnErrorNamingIt() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                generate(
                    "package lim;\n"
                        + fields("message", "M", "i64", "i32", 252)
                        + fields("struct", "S", "", "i32", 255)
                        + fields("message", "Fine", "", "i64?", 253)
                        + bigEnum("E", JavaLimits.MAX_ENUM_CONSTANTS + 1)
                        + "message P { i32 x = 1; }\n"
                        + union("U", 690, "P")
                        + union("Fits", 688, "P")
                        + union("Scalars", 1_034, SCALARS)
                        + fields("message", "Huge", "", "i32", 1_410)
                        + fields("message", "Big", "", "i32", 1_409)));
    // A message or struct past a record's constructor is a class (WideClass), not an error.
    String[] lines = e.getMessage().split("\n");
    assertEquals(4, lines.length, e.getMessage());
    assertTrue(
        e.getMessage()
            .contains(
                "message 'lim.Huge' (test.bale:10:9) has 1410 fields, more than a generated Java"
                    + " class's codec methods can take"),
        e.getMessage());
    assertFalse(e.getMessage().contains("lim.M'"), e.getMessage());
    assertTrue(
        e.getMessage().contains("union 'lim.U' (test.bale:7:7) has 690 cases, more than"),
        e.getMessage());
    assertTrue(e.getMessage().contains("union 'lim.Scalars' (test.bale:9:7)"), e.getMessage());
    assertTrue(
        e.getMessage()
            .contains("enum 'lim.E' (test.bale:5:6) has 2501 values; a generated Java enum"),
        e.getMessage());
    // TypeScript has neither limit.
    Schema big =
        TestSchemas.load(
            "package lim;\n" + fields("message", "M", "i64", "i32", 300) + bigEnum("E", 3_000));
    assertFalse(
        new dev.bale.compiler.emit.ts.TsGenerator()
            .generate(big, new ArrayList<>(big.decls().values()))
            .isEmpty());
  }

  @Test
  void oneFilePerDeclarationInTheSchemaPackage() {
    Map<String, String> files =
        generate(
            """
            package a.b;
            message M { string s = 1; }
            struct S { i32 x = 1; }
            enum E { X = 0; }
            union U { M m = 1; }
            """);
    assertEquals(
        List.of("a/b/E.java", "a/b/M.java", "a/b/S.java", "a/b/U.java"),
        new ArrayList<>(files.keySet()));
    assertTrue(files.get("a/b/M.java").contains("package a.b;\n"));
    assertTrue(files.get("a/b/M.java").contains("public record M("));
    assertTrue(files.get("a/b/S.java").contains("public record S("));
    assertTrue(files.get("a/b/E.java").contains("public final class E {"));
    assertTrue(files.get("a/b/U.java").contains("public sealed interface U permits U.M {"));
  }

  @Test
  void aRootStatementGivesARootClass(@TempDir Path dir) throws Exception {
    // A package that already has a type named Root gets Root_; the root is a map of enums.
    Map<String, String> files =
        generate(
            """
            package a.b;
            message Root { string s = 1; }
            enum Kind { A = 0; B = 1; }
            root map<i32, Kind>;
            """);
    assertEquals(
        List.of("a/b/Kind.java", "a/b/Root.java", "a/b/Root_.java"),
        new ArrayList<>(files.keySet()));
    String root = files.get("a/b/Root_.java");
    assertTrue(root.contains("public record Root_(Map<Integer, Kind> value, UnknownFields"), root);
    assertTrue(root.contains("public static final String TYPE = \"map<i32,a.b.Kind>\";"), root);
    assertTrue(
        root.contains("public static final CompactType<Map<Integer, Kind>> VALUE_COMPACT ="));
    assertTrue(
        root.contains("super(\"root\", \"value\");"), "the wire name of the wrapper is root");
    // It compiles (with -Xlint:all -Werror) and round-trips.
    ClassLoader loader = GeneratedCompiler.compile(files, dir);
    Class<?> c = loader.loadClass("a.b.Root_");
    Class<?> kind = loader.loadClass("a.b.Kind");
    Object b = kind.getField("B").get(null);
    Map<Integer, Object> value = Map.of(7, b);
    byte[] bytes = (byte[]) c.getMethod("encode", Map.class).invoke(null, value);
    // No strings; the wrapper's body of 3 bytes: count 1, key 7 (zigzag 0e), value B (01).
    assertEquals("00 0c 01 0e 01", hex(bytes), "FORMAT.md 2.3");
    assertEquals(value, c.getMethod("decode", byte[].class).invoke(null, bytes));
    assertEquals(
        value,
        c.getMethod("decodeFlat", byte[].class)
            .invoke(null, c.getMethod("encodeFlat", Map.class).invoke(null, value)));
  }

  @Test
  void aMessageRootDelegatesToTheMessage() {
    Map<String, String> files =
        generate(
            """
            package a;
            message M { string s = 1; }
            root M;
            """);
    String root = files.get("a/Root.java");
    assertTrue(root.contains("public final class Root {"), root);
    assertTrue(
        root.contains("public static final CompactType<M> VALUE_COMPACT =\n      M.COMPACT;"),
        root);
  }

  static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) {
      sb.append(sb.length() == 0 ? "" : " ").append(String.format("%02x", x & 0xFF));
    }
    return sb.toString();
  }

  @Test
  void writeToWritesEveryDeclarationIncludingImports(@TempDir Path dir) throws Exception {
    Schema schema =
        dev.bale.schema.SchemaLoader.load(
            List.of(TestSchemas.root().resolve("testdata/schemas/imports/order.bale")));
    JavaGenerator gen = new JavaGenerator(JavaOptions.defaults());
    gen.writeTo(schema, dir);
    Map<String, String> expected = generate(schema, JavaOptions.defaults());
    assertEquals(
        List.of(
            "shop/common/Address.java",
            "shop/common/Money.java",
            "shop/orders/Line.java",
            "shop/orders/Order.java"),
        new ArrayList<>(expected.keySet()));
    for (Map.Entry<String, String> e : expected.entrySet()) {
      assertEquals(e.getValue(), java.nio.file.Files.readString(dir.resolve(e.getKey())));
    }
    // Types of another package are imported.
    assertTrue(expected.get("shop/orders/Order.java").contains("import shop.common.Money;\n"));
  }

  @Test
  void packageOverrideMovesTypesAndTheirReferences() {
    Schema schema =
        TestSchemas.load(
            """
            package evolve;
            message Record { Detail detail = 1; }
            message Detail { string note = 1; }
            """);
    Map<String, String> files =
        generate(schema, JavaOptions.defaults().withPackage("evolve", "evolve.v1"));
    assertEquals(
        List.of("evolve/v1/Detail.java", "evolve/v1/Record.java"), new ArrayList<>(files.keySet()));
    assertTrue(
        files
            .get("evolve/v1/Record.java")
            .startsWith("// Generated by the Bale compiler. Do not edit.\npackage evolve.v1;\n"));
    // The schema name stays the schema's: it is what error paths and fingerprints use.
    assertTrue(
        files.get("evolve/v1/Record.java").contains("super(\"evolve.Record\", \"detail\");"));
    assertThrows(
        IllegalArgumentException.class,
        () -> JavaOptions.defaults().withPackage("evolve", "not a package"));
    // The one-string form of goldens.txt: the same mapping, or an error without a schema package.
    assertEquals(
        files, generate(schema, JavaOptions.defaults().withPackageMapping("evolve=evolve.v1")));
    for (String bad : new String[] {"evolve", "=evolve.v1", "evolve=not a package"}) {
      assertThrows(
          IllegalArgumentException.class, () -> JavaOptions.defaults().withPackageMapping(bad));
    }
  }

  @Test
  void outputIsDeterministicAndIndependentOfDeclarationOrder() {
    Schema schema = TestSchemas.load(alltypesText());
    List<Decl> decls = new ArrayList<>(schema.decls().values());
    JavaGenerator gen = new JavaGenerator(JavaOptions.defaults());
    Map<String, String> first = gen.generate(schema, decls);
    Collections.reverse(decls);
    Map<String, String> second = new JavaGenerator(JavaOptions.defaults()).generate(schema, decls);
    assertEquals(first, second);
    for (String content : first.values()) {
      assertFalse(content.contains("\r"), "\\n line ends only");
      assertFalse(content.contains("\t"), "spaces only");
      assertTrue(content.endsWith("}\n"));
      for (String line : content.split("\n")) {
        assertEquals(line.stripTrailing(), line, "no trailing spaces: " + line);
      }
    }
  }

  @Test
  void importsAreSortedAndOnlyWhatIsUsed() {
    String image =
        generate(
                """
            package media;
            message Image { string uri = 1; Size size = 2; }
            enum Size { SMALL = 0; }
            """)
            .get("media/Image.java");
    List<String> imports = new ArrayList<>();
    for (String line : image.split("\n")) {
      if (line.startsWith("import ")) {
        imports.add(line);
      }
    }
    List<String> sorted = new ArrayList<>(imports);
    Collections.sort(sorted);
    assertEquals(sorted, imports);
    assertTrue(imports.contains("import java.util.Objects;"));
    assertFalse(image.contains("import java.util.List;"), "no list field, no List import");
    assertFalse(image.contains("import media."), "same package is never imported");
    assertFalse(image.contains("import java.lang."), "java.lang is never imported");
  }

  @Test
  void namesThatCollideAreQualifiedAndTheCodeCompiles(@TempDir Path dir) throws Exception {
    // Types named like java.lang / java.util classes, a union case named like a type of the
    // package, a field named like a Java keyword and like generated members, and doc text that
    // would break a comment. All of it must compile under -Xlint:all -Werror.
    Map<String, String> sources = new TreeMap<>();
    sources.putAll(
        generate(
            """
            package nasty;
            /// Doc with */ and \\u0041 and <b> & @param and {@code x}.
            message String { List items = 1; Object object = 2; list<string> names = 3; }
            message List { i32 class = 5; i32 to_string = 1; string hash_code = 2; bool builder = 3; string unknown_fields = 4; }
            message Object { map<string, Map> maps = 1; }
            struct Map { i32 COMPACT = 1; }
            union Override { String text = 1; List items = 2; Object object = 3; Map where = 4; }
            enum Deprecated { small = 0; extraLarge = 1; COMPACT = 2; }
            message User { Override o = 1; Deprecated d = 2 [deprecated]; Builder b = 3; }
            message Builder { string x = 1; }
            message CompactCodec { string x = 1; }
            message Double { f64 x = 1 [default = nan]; f32 y = 2 [default = -inf]; }
            union Self { string self = 1; Self nested = 2; }
            union Kw { string String = 1; i32 static = 2; bool class = 3; }
            enum Words { public = 0; static = 1; }
            """));
    assertTrue(sources.get("nasty/Builder.java").contains("public static final class Builder_ {"));
    assertTrue(sources.get("nasty/Double.java").contains("x = java.lang.Double.NaN;"));
    assertTrue(sources.get("nasty/CompactCodec.java").contains("class CompactCodec_ extends"));
    assertTrue(
        sources
            .get("nasty/Self.java")
            .contains("record Self_(java.lang.String value) implements Self"));
    String list = sources.get("nasty/List.java");
    assertTrue(list.contains("int toString_,"), list);
    assertTrue(list.contains("int class_,"), list);
    assertTrue(
        sources
            .get("nasty/Kw.java")
            .contains("record String(java.lang.String value) implements Kw"));
    assertTrue(list.contains("String hashCode_,"), list);
    assertTrue(list.contains("boolean builder_,"), list);
    assertTrue(list.contains("java.lang.String unknownFields_,"), list);
    String str = sources.get("nasty/String.java");
    assertTrue(str.contains("java.util.List<java.lang.String> names"), str);
    String dep = sources.get("nasty/Deprecated.java");
    assertTrue(dep.contains("public static final Deprecated EXTRA_LARGE"), dep);
    assertTrue(dep.contains("COMPACT_ = new Deprecated"), dep);
    assertTrue(sources.get("nasty/User.java").contains("nasty.Builder b"));
    ClassLoader loader = GeneratedCompiler.compile(sources, dir);
    assertEquals("nasty.String", loader.loadClass("nasty.String").getName());
  }

  @Test
  void fieldsNamedLikeGeneratedLocalsCompile(@TempDir Path dir) throws Exception {
    // Fields named like the parameters and locals of the generated methods (the reader r, the
    // writer w, the flat builder b and data d, positions, flags, the shared-instance local, ...):
    // a read that declared a local per field under the field's own name shadowed its reader
    // parameter (`int r = r.next(1) ? ...` did not compile). Messages, a leaf message (its
    // one-pass decodeLeaf) and a struct, each with such fields, must compile and round-trip.
    Map<String, String> sources =
        generate(
            """
            package locals;
            enum kind { A = 0; B = 1; }
            struct pt { f64 r = 1; f64 w = 2; }
            message leaf { i32 r = 1; string w = 2; i32 bytes = 3; i32 off = 4; i32 len = 5; }
            message m {
              i32 r = 1; string w = 2; i32 b = 3; i32 p = 4; i64 flags = 5; i32 shared = 6;
              string value = 7; i32 data = 8; i32 v = 9; i32 d = 10; i32 obj = 11;
              list<i32> list = 12; i32 count = 13; i32 i = 14; i32 position = 15; i32 depth = 16;
              i32 ptrs = 17; i32 data_bytes = 18; i32? t = 19; leaf in = 20; list<leaf> leaves = 21;
              map<string, i32> map = 22; kind k = 23; pt pt = 24; bool present = 25; i32 off = 26;
              i32 len = 27; i32 bytes = 28; i32 s = 29; i32 e = 30; i32 c = 31; i32 n = 32;
              i32 slot = 33; i32 target = 34; i32 out = 35; i32 sb = 36;
            }
            """);
    assertTrue(sources.get("locals/M.java").contains("int r2 = "), sources.get("locals/M.java"));
    ClassLoader loader = GeneratedCompiler.compile(sources, dir);
    assertEquals("locals.M", loader.loadClass("locals.M").getName());
  }

  @Test
  void aRootClassCompilesBesideATypeNamedString(@TempDir Path dir) throws Exception {
    // The root class's TYPE constant is a java.lang.String, written qualified when the package
    // declares its own String.
    Map<String, String> sources =
        generate(
            """
            package strs;
            message String { i32 x = 1; }
            root list<String>;
            """);
    String root = sources.get("strs/Root.java");
    assertTrue(root.contains("public static final java.lang.String TYPE ="), root);
    GeneratedCompiler.compile(sources, dir);
  }

  @Test
  void aFieldThatWouldObscureAPackageIsRenamed(@TempDir Path dir) throws Exception {
    // Inside Cart, the nested Cart.Builder hides shop.Builder, which must then be written
    // qualified; a component named `shop` would obscure the package `shop` (JLS 6.4.2).
    Map<String, String> sources =
        generate(
            """
            package shop;
            message Builder { string x = 1; }
            message Cart { string shop = 1; Builder b = 2; string other = 3; }
            """);
    String cart = sources.get("shop/Cart.java");
    assertTrue(cart.contains("String shop_,"), cart);
    assertTrue(cart.contains("shop.Builder b,"), cart);
    assertTrue(cart.contains("String other,"), "only the obscuring field is renamed");
    GeneratedCompiler.compile(sources, dir);
    // Without a clash nothing is renamed: MediaContent keeps its field `media`.
    String mc =
        generate(
                """
                package media;
                message MediaContent { Media media = 1; }
                message Media { string uri = 1; }
                """)
            .get("media/MediaContent.java");
    assertTrue(mc.contains("Media media,"), mc);
  }

  @Test
  void docCommentsBecomeJavadoc() {
    String media =
        generate(
                """
                package media;
                /// One media item.
                message Media {
                  /// Where the media lives.
                  string uri = 1;
                  /// Deprecated doc.
                  i32 old = 2 [deprecated];
                }
                """)
            .get("media/Media.java");
    assertTrue(
        media.contains("/**\n * One media item.\n *\n * @param uri Where the media lives.\n"),
        media);
    assertTrue(media.contains("  @Deprecated\n  public int old() {\n    return old;\n  }"), media);
    assertTrue(media.contains("    @Deprecated\n    public Builder old(int old) {"), media);
  }

  @Test
  void flagsFollowFieldIdOrderWithBoolValuesXorDefault() {
    String m =
        generate(
                """
                package f;
                message M {
                  bool a = 1;
                  string? b = 2;
                  bool c = 3 [default = true];
                  bool? d = 4;
                  i32 e = 5;
                }
                """)
            .get("f/M.java");
    assertTrue(
        m.contains(
            "      long bits =\n"
                + "          (value.a() ? 1L : 0L)\n"
                + "          | (value.b() != null ? 1L << 1 : 0L)\n"
                + "          | (!value.c() ? 1L << 2 : 0L)\n"
                + "          | (value.d() != null ? 1L << 3 : 0L)\n"
                + "          | (value.d() != null && value.d() ? 1L << 4 : 0L);\n"),
        m);
    // A field written only when present tests its bit; the bits go to endAt as they are.
    assertTrue(m.contains("if ((bits & 1L << 1) != 0) {"), m);
    assertTrue(m.contains("w.endAt(at, bits, value.unknownFields());"), m);
    // Flags of one byte through the plain path (beginPlainFlags), else the level's word.
    assertTrue(m.contains("long plain = r.beginPlainFlags(this, "), m);
    assertTrue(m.contains("flags = r.flags();"), m);
    assertTrue(m.contains("flags = plain >>> 33;"), m);
    assertTrue(m.contains("boolean a = (flags & 1L) != 0;"), m);
    assertTrue(
        m.contains("String b = (flags & 1L << 1) != 0 && r.mark(2) ? r.readString() : null;"), m);
    assertTrue(m.contains("int e = r.next(5) ? r.readI32() : 0;"), m);
    assertTrue(m.contains("boolean c = (flags & 1L << 2) == 0;"), m);
    assertTrue(
        m.contains("Boolean d = (flags & 1L << 3) != 0 ? (flags & 1L << 4) != 0 : null;"), m);
    assertTrue(m.contains("plain >= 0 ? r.endPlainFlags(this, plain) : r.endMessage(this, 5);"), m);
  }

  @Test
  void fieldWithoutDefaultInstanceIsRequired() {
    Map<String, String> files =
        generate(
            """
            package r;
            union U { string s = 1; }
            message Holder { U u = 1; }
            message Outer { Holder h = 1; string name = 2; }
            """);
    // Holder needs a U, and a union has no default, so Holder has no default instance either.
    String outer = files.get("r/Outer.java");
    assertTrue(outer.contains("private Holder h;\n"), "no default instance: " + outer);
    assertTrue(outer.contains("throw r.error(ErrorCode.TRUNCATED,"), outer);
    assertTrue(files.get("r/Holder.java").contains("private U u;\n"));
  }

  @Test
  void javaNames() {
    assertEquals("fBool", JavaNames.fieldName("f_bool"));
    assertEquals("uri", JavaNames.fieldName("uri"));
    assertEquals("shipTo", JavaNames.fieldName("ship_to"));
    assertEquals("class_", JavaNames.fieldName("class"));
    assertEquals("hashCode_", JavaNames.fieldName("hashCode"));
    assertEquals("Point", JavaNames.className("point"));
    assertEquals("ExtraLarge", JavaNames.className("extra_large"));
    assertEquals("SMALL", JavaNames.constantName("SMALL"));
    assertEquals("EXTRA_LARGE", JavaNames.constantName("extraLarge"));
    assertEquals("COMPACT_", JavaNames.constantName("COMPACT"));
  }

  @Test
  void codeWriterEscapes() {
    assertEquals("\"a\\\"b\\\\c\\n\\u00e9\"", CodeWriter.stringLiteral("a\"b\\c\n\u00e9"));
    assertEquals(
        "x *&#47; &lt;b&gt; &#92;u0041 &#64;param",
        CodeWriter.escapeDoc("x */ <b> \\u0041 @param"));
    assertEquals("see <code>a &lt; b</code>", CodeWriter.escapeDoc("see `a < b`"));
  }

  static String alltypesText() {
    try {
      return java.nio.file.Files.readString(
          TestSchemas.root().resolve("testdata/schemas/alltypes.bale"));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
