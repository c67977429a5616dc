package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.compiler.emit.java.JType.Parameterized;
import dev.bale.compiler.emit.java.JType.Primitive;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** The Java mapping of schema types (docs/design/contracts.md, "Java mapping"). */
final class JavaTypes {
  static final String RUNTIME = "dev.bale.runtime";
  // Not API: what generated code calls (CompactSink/CompactSource, the frozen collections).
  static final String RUNTIME_INTERNAL = "dev.bale.runtime.internal";

  static final ClassName STRING = ClassName.of("java.lang", "String");
  static final ClassName OBJECT = ClassName.of("java.lang", "Object");
  static final ClassName OVERRIDE = ClassName.of("java.lang", "Override");
  static final ClassName DEPRECATED = ClassName.of("java.lang", "Deprecated");
  static final ClassName SUPPRESS_WARNINGS = ClassName.of("java.lang", "SuppressWarnings");
  static final ClassName INTEGER = ClassName.of("java.lang", "Integer");
  static final ClassName ILLEGAL_ARGUMENT = ClassName.of("java.lang", "IllegalArgumentException");
  static final ClassName ILLEGAL_STATE = ClassName.of("java.lang", "IllegalStateException");
  static final ClassName NULL_POINTER = ClassName.of("java.lang", "NullPointerException");
  static final ClassName LIST = ClassName.of("java.util", "List");
  static final ClassName MAP = ClassName.of("java.util", "Map");
  static final ClassName ARRAY_LIST = ClassName.of("java.util", "ArrayList");
  static final ClassName LINKED_HASH_MAP = ClassName.of("java.util", "LinkedHashMap");
  static final ClassName COLLECTIONS = ClassName.of("java.util", "Collections");
  static final ClassName OBJECTS = ClassName.of("java.util", "Objects");

  static final ClassName BYTES = ClassName.of(RUNTIME, "Bytes");
  static final ClassName JSON = ClassName.of(RUNTIME, "JsonValue");
  static final ClassName COMPACT = ClassName.of(RUNTIME, "Compact");
  static final ClassName COMPACT_TYPE = ClassName.of(RUNTIME, "CompactType");
  static final ClassName COMPACT_WRITER = ClassName.of(RUNTIME_INTERNAL, "CompactSink");
  static final ClassName COMPACT_READER = ClassName.of(RUNTIME_INTERNAL, "CompactSource");
  static final ClassName COMPACT_TREE = ClassName.of(RUNTIME_INTERNAL, "CompactTree");
  static final ClassName FROZEN_LIST = ClassName.of(RUNTIME_INTERNAL, "FrozenList");
  static final ClassName FROZEN_MAP = ClassName.of(RUNTIME_INTERNAL, "FrozenMap");
  static final ClassName UNKNOWN_FIELDS = ClassName.of(RUNTIME, "UnknownFields");
  static final ClassName ERROR_CODE = ClassName.of(RUNTIME, "ErrorCode");
  static final ClassName MAP_KEY_SPREAD = ClassName.of(RUNTIME, "MapKeySpread");

  static final Primitive BOOLEAN = primitive("boolean", "Boolean");
  static final Primitive BYTE = primitive("byte", "Byte");
  static final Primitive SHORT = primitive("short", "Short");
  static final Primitive INT = primitive("int", "Integer");
  static final Primitive LONG = primitive("long", "Long");
  static final Primitive FLOAT = primitive("float", "Float");
  static final Primitive DOUBLE = primitive("double", "Double");

  private final JavaOptions options;

  /**
   * Root wrappers ({@code dev.bale.schema.Roots#message}) have no package of their own: each is
   * generated as the class given here, in the package of the file whose {@code root} statement made
   * it. Keyed by identity (every wrapper is named {@code root}).
   */
  private final Map<Decl, ClassName> rootClasses = new IdentityHashMap<>();

  JavaTypes(JavaOptions options) {
    this.options = options;
  }

  /** Generates the root wrapper {@code wrapper} as the class {@code name}. */
  void placeRoot(Decl wrapper, ClassName name) {
    rootClasses.put(wrapper, name);
  }

  private static Primitive primitive(String keyword, String boxed) {
    return new Primitive(keyword, ClassName.of("java.lang", boxed));
  }

  /** The Java package for a declaration. */
  String javaPackage(Decl decl) {
    ClassName root = rootClasses.get(decl);
    if (root != null) {
      return root.packageName();
    }
    return options.javaPackage(decl.packageName());
  }

  /** The generated class of a declaration. */
  ClassName className(Decl decl) {
    ClassName root = rootClasses.get(decl);
    if (root != null) {
      return root;
    }
    return ClassName.of(javaPackage(decl), JavaNames.className(decl.name()));
  }

  /** The Java type of a field: boxed when optional. */
  JType fieldType(Field field) {
    JType t = type(field.type());
    return field.optional() ? t.boxed() : t;
  }

  /** The Java type of a (non-optional) value of {@code type}. */
  JType type(TypeRef type) {
    if (type instanceof ScalarType s) {
      return scalar(s.kind());
    }
    if (type instanceof ListType l) {
      return new Parameterized(LIST, List.of(type(l.element()).boxed()));
    }
    if (type instanceof MapType m) {
      return new Parameterized(MAP, List.of(type(m.key()).boxed(), type(m.value()).boxed()));
    }
    return className(decl(type));
  }

  static JType scalar(ScalarKind kind) {
    return switch (kind) {
      case BOOL -> BOOLEAN;
      case I8 -> BYTE;
      case I16 -> SHORT;
      case I32, U8, U16 -> INT;
      case I64, U32, U64 -> LONG;
      case F32 -> FLOAT;
      case F64 -> DOUBLE;
      case STRING -> STRING;
      case BYTES -> BYTES;
      case JSON -> JSON;
    };
  }

  /**
   * The runtime's primitive-backed list for elements of {@code kind} ({@code IntList} for {@code
   * i32}, ...), or null for strings and bytes. Lists of these element types are always stored as
   * that class: the record constructor converts, so every list is immutable and unboxed.
   */
  static ClassName primitiveList(ScalarKind kind) {
    String name =
        switch (kind) {
          case BOOL -> "BoolList";
          case I8 -> "ByteList";
          case I16 -> "ShortList";
          case I32, U8, U16 -> "IntList";
          case I64, U32, U64 -> "LongList";
          case F32 -> "FloatList";
          case F64 -> "DoubleList";
          case STRING, BYTES, JSON -> null;
        };
    return name == null ? null : ClassName.of(RUNTIME, name);
  }

  /** The declaration a named type refers to; fails if the schema was not linked. */
  static Decl decl(TypeRef type) {
    Decl d = ((NamedType) type).decl();
    if (d == null) {
      throw new IllegalArgumentException("unresolved type " + type + " (schema not linked)");
    }
    return d;
  }

  static boolean isReference(JType t) {
    return !(t instanceof Primitive);
  }

  static List<Field> fields(Decl decl) {
    if (decl instanceof MessageDecl m) {
      return m.fields();
    }
    if (decl instanceof StructDecl s) {
      return s.fields();
    }
    throw new IllegalArgumentException("not a message or struct: " + decl.fullName());
  }
}
