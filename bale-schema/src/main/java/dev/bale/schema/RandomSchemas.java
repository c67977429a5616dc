package dev.bale.schema;

import dev.bale.schema.model.ServiceDecl;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Seeded random schema texts that the schema loader accepts (docs/spec/SCHEMA.md): one package of
 * enums, structs, unions and messages, the messages' field counts drawn around the thresholds of
 * the Java emitters (12 fields of a leaf encoder's method, 48 record parameters, 63 and 64 flag
 * bits, 4, 6, 8 and 63 strings, 256 bytes of a small message) and their fields of every type, with
 * every field option that is valid where it is put. Recursion goes through optional fields, lists,
 * maps and unions only (a non-optional message field names an earlier message, rule M5). Member and
 * type names are sometimes ones the generated Java or TypeScript also uses for its own locals,
 * parameters, imports and globals.
 *
 * <p>Not part of the schema API: the generated-code tests ({@code GeneratedShapesTest} in
 * bale-compiler, Java) and {@code dev.bale.tools.TsShapesMain} (TypeScript, {@code make ts-test})
 * share it, so both check the same shapes.
 */
public final class RandomSchemas {
  private RandomSchemas() {}

  /** Field counts around the emitters' thresholds. */
  private static final int[] COUNTS = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 24, 31, 32, 33, 47, 48, 49, 62, 63, 64, 65, 66
  };

  /**
   * The most non-optional message fields of one message: each holds a whole message in every value,
   * and a chain of wide messages with many of them makes values of exponential size.
   */
  private static final int MAX_REQUIRED_MESSAGES = 2;

  private static final String[] INTS = {"i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64"};
  private static final String[] FIXABLE = {"i16", "i32", "i64", "u16", "u32", "u64"};
  private static final String[] SCALARS = {
    "bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64", "string", "bytes",
    "json"
  };

  /**
   * Member names that generated code might also use for its own locals and parameters, and keywords
   * (escaped by the generator); at most one of each per declaration.
   */
  private static final String[] ODD_NAMES = {
    "value",
    "w",
    "r",
    "out",
    "in",
    "bytes",
    "size",
    "flags",
    "i",
    "n",
    "b",
    "len",
    "pos",
    "buf",
    "private",
    "class",
    "int",
    "default",
    "message",
    "list",
    "map",
    "string",
    "root",
    "builder",
    "record",
    "result",
    "names",
    "bits",
    "var",
    "COMPACT",
    "FLAT",
    "View",
    "view",
    "Builder",
    "ID",
    "equals",
    "of",
    "knownValues",
    "CompactCodec",
    "FlatCodec",
    "RED_VALUE",
    // Names the generated TypeScript binds in functions or reads on its objects (TsNames.LOCALS,
    // the codec objects' members, the union value's `case`), JS globals, and classes the
    // generated Java names in expressions or declarations (a field Map obscures java.util.Map in
    // Map.of(), a field Float java.lang.Float in Float.floatToRawIntBits).
    "v",
    "id",
    "key",
    "shared",
    "spread",
    "count",
    "e",
    "u",
    "d",
    "t",
    "x",
    "m",
    "c",
    "a",
    "obj",
    "only",
    "ptrs_",
    "data_",
    "dbytes_",
    "cell",
    "slot",
    "field",
    "required",
    "keys",
    "off",
    "_x",
    "_value",
    "case",
    "then",
    "prototype",
    "undefined",
    "NaN",
    "delete",
    "function",
    "let",
    "await",
    "typeof",
    "new",
    "this",
    "get",
    "set",
    "static",
    "fieldName",
    "create",
    "read",
    "write",
    "fingerprint",
    "length",
    "valueOf",
    "hasOwnProperty",
    "Map",
    "List",
    "Objects",
    "Arrays",
    "Object",
    "Float",
    "Double",
    "Integer",
    "Long",
    "String",
    "Boolean",
    "Byte",
    "Short",
    "Math",
    "System",
    "Override",
    "SuppressWarnings",
    "Deprecated",
    "IllegalArgumentException",
    "IllegalStateException",
    "NullPointerException",
    "UnsupportedOperationException",
    "java"
  };

  /**
   * Service names besides {@code V0}, {@code V1}: named like what the generated gRPC code imports,
   * nests or exports ({@code Channel}, {@code Client}: grpc-js's {@code Client} type, {@code
   * ClientClient} the typed client).
   */
  private static final String[] ODD_SERVICE_NAMES = {
    "Channel", "Client", "Server", "Metadata", "Grpc", "Service", "Stub", "Handlers", "Iterator"
  };

  /**
   * Method names besides {@code Call0}, {@code Call1}: named like the methods the generated stubs,
   * server base and typed clients inherit (gRPC Java's {@code AbstractStub}, {@code
   * BindableService}, {@code Object}, grpc-js's {@code Client}, a promise's {@code catch}), Java
   * and JS keywords, and the generated code's parameters. Not {@code Then}: its TypeScript key
   * {@code then} is an error (rule SV3).
   */
  private static final String[] ODD_METHOD_NAMES = {
    "Get",
    "get_all",
    "Default",
    "GetChannel",
    "getCallOptions",
    "Build",
    "Equals",
    "ToString",
    "HashCode",
    "GetClass",
    "Wait",
    "Notify",
    "Clone",
    "Finalize",
    "BindService",
    "NewStub",
    "WithDeadline",
    "Close",
    "WaitForReady",
    "MakeUnaryRequest",
    "Catch",
    "Request",
    "ResponseObserver",
    "Service",
    "Class",
    "Delete",
    "Var",
    "AsyncService",
    "Channel",
  };

  /**
   * Type names that generated code might also use (locals and parameters of generated functions,
   * runtime imports, JS and Java globals, the Java class of a root statement); schema rule N5
   * allows them all as type names. A type of the package hides the java.lang class of its name
   * ({@code Object}, {@code Float}, {@code String}) in every file of the package.
   */
  private static final String[] ODD_TYPE_NAMES = {
    "r",
    "w",
    "v",
    "b",
    "pos",
    "key",
    "value",
    "out",
    "buf",
    "n",
    "x",
    "_T",
    "_value",
    "Map",
    "Set",
    "Array",
    "Number",
    "BigInt",
    "DataView",
    "Uint8Array",
    "Error",
    "Math",
    "JSON",
    "Date",
    "Symbol",
    "Promise",
    "List",
    "String",
    "Integer",
    "Long",
    "Override",
    "Objects",
    "Arrays",
    "Object",
    "Float",
    "Double",
    "Boolean",
    "Byte",
    "Short",
    "Character",
    "System",
    "SuppressWarnings",
    "Deprecated",
    "Class",
    "Iterable",
    "Comparable",
    "StringBuilder",
    "IllegalArgumentException",
    "IllegalStateException",
    "NullPointerException",
    "UnsupportedOperationException",
    "CompactReader",
    "CompactWriter",
    "CompactType",
    "MessageType",
    "FlatBuilder",
    "FlatType",
    "Flat",
    "Bytes",
    "JsonValue",
    "BaleError",
    "Limits",
    "Builder",
    "View",
    "Root"
  };

  /** A field's type as written, and what its options may be. */
  private record Type(String text, String scalar, boolean holdsStrings, boolean fixable) {
    boolean is(String... kinds) {
      for (String k : kinds) {
        if (k.equals(scalar)) {
          return true;
        }
      }
      return false;
    }
  }

  /** The schema text of {@code seed}, package {@code pkg}. */
  public static String schema(long seed, String pkg) {
    return new Gen(new SplittableRandom(seed)).file(pkg);
  }

  private static final class Gen {
    final SplittableRandom rnd;
    final StringBuilder sb = new StringBuilder();
    final List<String> enums = new ArrayList<>();
    final List<List<String>> enumValues = new ArrayList<>();
    final List<String> structs = new ArrayList<>();
    final List<String> unions = new ArrayList<>();
    final List<String> messages = new ArrayList<>();
    int nestDepth;

    /** Non-optional message fields of the message being written. */
    int requiredMessages;

    Gen(SplittableRandom rnd) {
      this.rnd = rnd;
    }

    String file(String pkg) {
      sb.append("package ").append(pkg).append(";\n\n");
      int nEnums = 1 + rnd.nextInt(3);
      int nStructs = rnd.nextInt(3);
      int nUnions = rnd.nextInt(3);
      int nMessages = 2 + rnd.nextInt(4);
      Set<String> typeNames = new LinkedHashSet<>();
      for (int i = 0; i < nEnums; i++) {
        enums.add(typeName("E" + i, typeNames));
      }
      for (int i = 0; i < nStructs; i++) {
        structs.add(typeName("S" + i, typeNames));
      }
      for (int i = 0; i < nUnions; i++) {
        unions.add(typeName("U" + i, typeNames));
      }
      for (int i = 0; i < nMessages; i++) {
        messages.add(typeName("M" + i, typeNames));
      }
      if (rnd.nextInt(4) == 0) {
        sb.append("root ").append(rootType()).append(";\n\n");
      }
      for (int i = 0; i < nEnums; i++) {
        enumDecl(i);
      }
      for (int i = 0; i < nStructs; i++) {
        structDecl(i);
      }
      for (int i = 0; i < nUnions; i++) {
        unionDecl(i);
      }
      for (int i = 0; i < nMessages; i++) {
        messageDecl(i);
      }
      // Services last, so that the declarations of a seed are those it had before services were.
      int nServices = rnd.nextInt(3);
      Set<String> serviceNames = new LinkedHashSet<>();
      for (int i = 0; i < nServices; i++) {
        serviceDecl(i, typeNames, serviceNames);
      }
      return sb.toString();
    }

    /**
     * A service of up to 4 methods of any kind over the file's messages, a quarter of them {@code
     * [flat]}. Its name is no type's Java class, and its TypeScript exports (the name, + Handlers,
     * + Client) are no other service's (rule SV3); its methods' Java constants and methods differ
     * (SV3).
     */
    void serviceDecl(int i, Set<String> typeNames, Set<String> serviceNames) {
      String name = "V" + i;
      if (rnd.nextInt(3) == 0) {
        String odd = pick(ODD_SERVICE_NAMES);
        boolean clash = false;
        for (String s : serviceNames) {
          clash |= !Collections.disjoint(ServiceDecl.tsExports(s), ServiceDecl.tsExports(odd));
        }
        if (!clash && typeNames.add(JavaMemberNames.className(odd))) {
          name = odd;
        }
      }
      typeNames.add(JavaMemberNames.className(name));
      serviceNames.add(name);
      sb.append("service ").append(name).append(" {\n");
      Set<String> javaNames = new HashSet<>();
      int n = rnd.nextInt(5);
      for (int k = 0; k < n; k++) {
        String method = rnd.nextInt(2) == 0 ? pick(ODD_METHOD_NAMES) : "Call" + k;
        if (!javaNames.add(JavaMemberNames.methodConstant(method))
            | !javaNames.add(JavaMemberNames.serviceMethod(method))) {
          method = "Call" + k + "_" + i;
          javaNames.add(JavaMemberNames.methodConstant(method));
          javaNames.add(JavaMemberNames.serviceMethod(method));
        }
        sb.append("  rpc ")
            .append(method)
            .append('(')
            .append(rnd.nextBoolean() ? "stream " : "")
            .append(pick(messages))
            .append(") returns (")
            .append(rnd.nextBoolean() ? "stream " : "")
            .append(pick(messages))
            .append(rnd.nextInt(4) == 0 ? ") [flat];\n" : ");\n");
      }
      sb.append("}\n\n");
    }

    /**
     * {@code plain}, or now and then a name of {@link #ODD_TYPE_NAMES} whose Java class no other
     * type of the file has ({@code value} and {@code _value} are both the Java class Value, which
     * rule N6 rejects). No name there or of the plain ones is another's plus {@code View}, the
     * TypeScript view of a message (N6 too).
     */
    String typeName(String plain, Set<String> used) {
      if (rnd.nextInt(5) == 0) {
        String odd = pick(ODD_TYPE_NAMES);
        if (used.add(JavaMemberNames.className(odd))) {
          return odd;
        }
      }
      used.add(JavaMemberNames.className(plain));
      return plain;
    }

    String rootType() {
      return switch (rnd.nextInt(4)) {
        case 0 -> pick(messages);
        case 1 -> "list<" + pick(messages) + ">";
        case 2 -> "map<string, " + pick(messages) + ">";
        default -> pick(SCALARS);
      };
    }

    void enumDecl(int i) {
      sb.append("enum ").append(enums.get(i)).append(" {\n");
      int n = 1 + rnd.nextInt(rnd.nextInt(8) == 0 ? 40 : 5);
      Set<Integer> numbers = new LinkedHashSet<>();
      List<String> names = new ArrayList<>();
      Set<String> keys = new LinkedHashSet<>();
      for (int k = 0; k < n; k++) {
        int num =
            switch (rnd.nextInt(4)) {
              case 0 -> k;
              case 1 -> Integer.MAX_VALUE - rnd.nextInt(3);
              default -> rnd.nextInt(1000);
            };
        if (numbers.add(num)) {
          String name =
              switch (rnd.nextInt(10)) {
                case 0 -> "import" + k;
                case 1 -> pick(ODD_NAMES) + k;
                case 2 -> pick(ODD_NAMES);
                default -> "V" + k;
              };
          // Compared as Java constants: id and ID would both be ID (rule E5).
          if (!keys.add(JavaMemberNames.enumConstant(name))) {
            continue;
          }
          names.add(name);
          sb.append("  ").append(name).append(" = ").append(num).append(";\n");
        }
      }
      enumValues.add(names);
      sb.append("}\n\n");
    }

    void structDecl(int i) {
      sb.append("struct ").append(structs.get(i)).append(" {\n");
      int n =
          rnd.nextInt(4) == 0
              ? Math.max(1, COUNTS[rnd.nextInt(COUNTS.length)])
              : 1 + rnd.nextInt(5);
      List<String> lines = new ArrayList<>();
      Set<String> used = new LinkedHashSet<>();
      for (int k = 1; k <= n; k++) {
        Type t;
        int c = rnd.nextInt(6);
        if (c == 0 && !enums.isEmpty()) {
          t = enumType();
        } else if (c == 1 && i > 0) {
          t = new Type(structs.get(rnd.nextInt(i)), null, false, false);
        } else if (c == 2) {
          t = list(scalar());
        } else {
          t = scalar();
        }
        StringBuilder line = new StringBuilder("  ").append(t.text).append(' ');
        line.append(name(k, used)).append(" = ").append(k);
        List<String> opts = new ArrayList<>();
        if (t.fixable && rnd.nextInt(3) == 0) {
          opts.add("fixed");
        }
        defaultOption(t, opts);
        options(line, opts);
        lines.add(line.append(";\n").toString());
      }
      Collections.shuffle(lines, new java.util.Random(rnd.nextLong()));
      lines.forEach(sb::append);
      sb.append("}\n\n");
    }

    void unionDecl(int i) {
      sb.append("union ").append(unions.get(i)).append(" {\n");
      int n = 1 + rnd.nextInt(rnd.nextInt(6) == 0 ? 70 : 5);
      Set<Integer> ids = new LinkedHashSet<>();
      Set<String> used = new LinkedHashSet<>();
      for (int k = 0; k < n; k++) {
        int id = rnd.nextBoolean() ? k + 1 : 1 + rnd.nextInt(65535);
        if (!ids.add(id)) {
          continue;
        }
        // The first case a scalar, so that every union has a value at any depth (RandomValues
        // leaves out cases of messages, structs and unions past its depth).
        Type t =
            k == 0
                ? scalar()
                : switch (rnd.nextInt(5)) {
                  case 0 -> new Type(pick(messages), null, false, false);
                  case 1 ->
                      structs.isEmpty() ? scalar() : new Type(pick(structs), null, false, false);
                  case 2 -> enums.isEmpty() ? scalar() : enumType();
                  case 3 -> list(scalar());
                  default -> scalar();
                };
        sb.append("  ").append(t.text).append(' ').append(name(k + 1, used));
        sb.append(" = ").append(id).append(";\n");
      }
      sb.append("}\n\n");
    }

    void messageDecl(int i) {
      sb.append("message ").append(messages.get(i)).append(" {\n");
      requiredMessages = 0;
      int n = COUNTS[rnd.nextInt(COUNTS.length)];
      // The kind of fields: mixed, scalars only, optionals only, bools only, strings only, fixed
      // integers only, scalars with options, one leaf's worth of scalars, strings and enums,
      // messages (optional or not, in lists and maps), or lists and maps of scalars.
      int mode = rnd.nextInt(10);
      List<String> lines = new ArrayList<>();
      Set<String> used = new LinkedHashSet<>();
      Set<String> jsonKeys = new LinkedHashSet<>();
      for (int k = 1; k <= n; k++) {
        boolean optional = false;
        Type t;
        switch (mode) {
          case 1 -> t = scalarNoJson();
          case 2 -> {
            optional = true;
            t = rnd.nextInt(4) == 0 ? named(i, true) : scalar();
          }
          case 3 -> t = new Type("bool", "bool", false, false);
          case 4 -> t = new Type("string", "string", true, false);
          case 5 -> {
            String s = pick(FIXABLE);
            t = new Type(s, s, false, true);
          }
          case 6 -> {
            optional = rnd.nextInt(4) == 0;
            t = rnd.nextInt(5) == 0 && !enums.isEmpty() ? enumType() : scalarNoJson();
          }
          case 7 -> t = rnd.nextInt(4) == 0 && !enums.isEmpty() ? enumType() : scalarNoJson();
          case 8 -> {
            optional = rnd.nextBoolean();
            Type m = optional ? new Type(pick(messages), null, false, false) : named(i, false);
            t =
                switch (rnd.nextInt(4)) {
                  case 0 -> list(new Type(pick(messages), null, false, false));
                  case 1 -> new Type("map<string, " + pick(messages) + ">", null, true, false);
                  default -> m;
                };
          }
          case 9 -> {
            optional = rnd.nextInt(6) == 0;
            t =
                rnd.nextBoolean()
                    ? list(scalar())
                    : new Type(
                        "map<" + pick(INTS) + ", " + scalar().text + ">", null, false, false);
            t = new Type(t.text, null, holdsStrings(t.text), t.fixable);
          }
          default -> {
            optional = rnd.nextInt(4) == 0;
            t = any(i, optional);
          }
        }
        String name = name(k, used);
        StringBuilder line = new StringBuilder("  ").append(t.text);
        line.append(optional ? "? " : " ").append(name).append(" = ").append(k);
        List<String> opts = new ArrayList<>();
        boolean withOptions = mode != 7 || rnd.nextInt(4) == 0;
        if (withOptions && t.fixable && rnd.nextInt(3) == 0) {
          opts.add("fixed");
        }
        if (withOptions && t.holdsStrings && rnd.nextInt(4) == 0) {
          opts.add(rnd.nextBoolean() ? "dedup = false" : "dedup = true");
        }
        if (withOptions
            && (t.is("i64", "u64") || t.text.equals("list<i64>") || t.text.equals("list<u64>"))
            && rnd.nextInt(4) == 0) {
          opts.add("ts_number");
        }
        boolean nanDefault = false;
        if (withOptions && !optional) {
          nanDefault = defaultOption(t, opts);
        }
        if (withOptions && !optional && !nanDefault && omittable(t) && rnd.nextInt(3) == 0) {
          opts.add("omit_default");
        }
        if (withOptions && rnd.nextInt(20) == 0) {
          opts.add("deprecated");
        }
        if (withOptions && rnd.nextInt(20) == 0) {
          String key = "@" + name + "-" + k;
          if (jsonKeys.add(key)) {
            opts.add("json = \"" + key + "\"");
          }
        }
        options(line, opts);
        lines.add(line.append(";\n").toString());
      }
      if (rnd.nextBoolean()) {
        Collections.shuffle(lines, new java.util.Random(rnd.nextLong()));
      }
      lines.forEach(sb::append);
      sb.append("}\n\n");
    }

    /** Whether {@code [omit_default]} is valid on a non-optional field of {@code t} (O8). */
    boolean omittable(Type t) {
      if (t.scalar != null) {
        return !t.is("bool", "json");
      }
      return t.text.startsWith("list<") || t.text.startsWith("map<") || enums.contains(t.text);
    }

    /**
     * Maybe a {@code [default]} for a non-optional field of {@code t}; true when it is NaN (which
     * rules out {@code [omit_default]}).
     */
    boolean defaultOption(Type t, List<String> opts) {
      if (rnd.nextInt(3) != 0) {
        return false;
      }
      String v = null;
      if (t.is("bool")) {
        v = rnd.nextBoolean() ? "true" : "false";
      } else if (t.is(INTS)) {
        v = intLiteral(t.scalar);
      } else if (t.is("f32", "f64")) {
        v = pick(new String[] {"1.5", "-2e10", "inf", "-inf", "nan", "0.1", "-0.0", "3", "1e-40"});
      } else if (t.is("string")) {
        v = pick(new String[] {"\"\"", "\"x\"", "\"h\\u{e9}llo \\\"w\\\"\\n\"", "\"\\u{1F600}\""});
      } else if (enums.contains(t.text)) {
        List<String> values = enumValues.get(enums.indexOf(t.text));
        v = values.get(rnd.nextInt(values.size()));
      }
      if (v == null) {
        return false;
      }
      opts.add("default = " + v);
      return v.equals("nan");
    }

    String intLiteral(String kind) {
      boolean signed = kind.startsWith("i");
      int bits = Integer.parseInt(kind.substring(1));
      return switch (rnd.nextInt(5)) {
        case 0 -> signed ? "-" + java.math.BigInteger.ONE.shiftLeft(bits - 1) : "0";
        case 1 -> {
          java.math.BigInteger max = java.math.BigInteger.ONE.shiftLeft(signed ? bits - 1 : bits);
          yield max.subtract(java.math.BigInteger.ONE).toString();
        }
        case 2 -> "0x" + Integer.toHexString(rnd.nextInt(128));
        case 3 -> signed ? "-" + rnd.nextInt(128) : "" + rnd.nextInt(128);
        default -> "" + rnd.nextInt(1, 100);
      };
    }

    String name(int k, Set<String> used) {
      if (rnd.nextInt(6) == 0) {
        // Compared in lower case and without underscores: view and View would both generate
        // hasView() (rule M6), x and _x the record component x.
        String odd = pick(ODD_NAMES);
        if (used.add(odd.replace("_", "").toLowerCase(java.util.Locale.ROOT))) {
          return odd;
        }
      }
      String n = rnd.nextInt(5) == 0 ? "field_" + k + "_x" : "f" + k;
      used.add(n.replace("_", ""));
      return n;
    }

    Type scalar() {
      String s = pick(SCALARS);
      return scalarType(s);
    }

    Type scalarNoJson() {
      String s = SCALARS[rnd.nextInt(SCALARS.length - 1)];
      return scalarType(s);
    }

    static Type scalarType(String s) {
      boolean fixable = false;
      for (String f : FIXABLE) {
        fixable |= f.equals(s);
      }
      return new Type(s, s, s.equals("string") || s.equals("json"), fixable);
    }

    Type enumType() {
      String e = pick(enums);
      return new Type(e, null, false, false);
    }

    Type list(Type element) {
      return new Type(
          "list<" + element.text + ">",
          null,
          holdsStrings(element.text),
          element.scalar != null && element.fixable);
    }

    /** Whether a type holds strings directly (O6): named types' names never contain these. */
    static boolean holdsStrings(String text) {
      return text.contains("string") || text.contains("json");
    }

    /**
     * A named type for a field of message {@code i}: a non-optional message field names an earlier
     * message only, so that every message has a finite value (M5).
     */
    Type named(int i, boolean optional) {
      int c = rnd.nextInt(4);
      if (c == 0 && !enums.isEmpty()) {
        return enumType();
      } else if (c == 1 && !structs.isEmpty()) {
        return new Type(pick(structs), null, false, false);
      } else if (c == 2 && !unions.isEmpty()) {
        return new Type(pick(unions), null, false, false);
      } else if (optional) {
        return new Type(pick(messages), null, false, false);
      } else if (i > 0 && i < messages.size() && requiredMessages < MAX_REQUIRED_MESSAGES) {
        requiredMessages++;
        return new Type(messages.get(rnd.nextInt(i)), null, false, false);
      }
      return scalar();
    }

    /** Any type for a field of message {@code i}. */
    Type any(int i, boolean optional) {
      int c = rnd.nextInt(10);
      if (c < 4) {
        return scalar();
      } else if (c < 6) {
        return named(i, optional);
      } else if (c < 8 && nestDepth < 3) {
        nestDepth++;
        Type e = rnd.nextInt(3) == 0 ? any(messages.size(), true) : scalar();
        nestDepth--;
        return list(e);
      } else if (nestDepth < 3) {
        String key =
            switch (rnd.nextInt(4)) {
              case 0 -> "bool";
              case 1 -> pick(INTS);
              case 2 -> enums.isEmpty() ? "string" : pick(enums);
              default -> "string";
            };
        nestDepth++;
        Type v = rnd.nextBoolean() ? any(messages.size(), true) : scalar();
        nestDepth--;
        return new Type(
            "map<" + key + ", " + v.text + ">", null, holdsStrings(key + v.text), false);
      }
      return scalar();
    }

    void options(StringBuilder line, List<String> opts) {
      if (!opts.isEmpty()) {
        line.append(" [").append(String.join(", ", opts)).append(']');
      }
    }

    String pick(String[] a) {
      return a[rnd.nextInt(a.length)];
    }

    String pick(List<String> a) {
      return a.get(rnd.nextInt(a.size()));
    }
  }
}
