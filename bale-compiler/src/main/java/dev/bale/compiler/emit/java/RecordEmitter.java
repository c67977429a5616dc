package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.Roots;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Emits a {@code message} or {@code struct} as a record with a validating constructor, a builder
 * and a nested compact codec.
 *
 * <p>Messages get a last component {@code UnknownFields unknownFields}, {@code toCompactBytes()}
 * and {@code fromCompactBytes(byte[])}; structs do not (they are values inside messages, never
 * roots, and cannot evolve).
 */
final class RecordEmitter {
  final JavaTypes types;

  final CodeWriter cw;

  final Decl decl;

  final boolean message;

  final List<Field> fields;

  final String name;

  final ValueCodec codec;

  final Defaults defaults;

  private final String builder;

  /**
   * Whether the declaration is too wide for a record and is a class instead ({@link WideClass}).
   */
  final boolean asClass;

  /** Field names that would obscure a package name this file must write (see JavaGenerator). */
  private final Set<String> renamed;

  private final String codecClass;

  private final FlatEmitter flat;

  // The names of the compact codec's helper pairs (compactHelper).
  private final HelperNames compactHelperNames = new HelperNames();

  // The compact codec's two sides (each reads the state above).
  final CompactWriteEmitter writes;
  final CompactReadEmitter reads;
  final CompactTreeEmitter trees;

  RecordEmitter(JavaTypes types, CodeWriter cw, Decl decl, Set<String> renamed) {
    this.renamed = renamed;
    this.types = types;
    this.cw = cw;
    this.decl = decl;
    this.message = decl instanceof MessageDecl;
    this.fields = JavaTypes.fields(decl);
    this.name = types.className(decl).simpleName();
    this.codec = new ValueCodec(types, cw);
    this.defaults = new Defaults(types, cw);
    // A nested class cannot share its enclosing class's name (a message named Builder).
    this.asClass = WideClass.isClass(this);
    this.builder = JavaNames.nestedName("Builder", name);
    this.codecClass = JavaNames.nestedName("CompactCodec", name);
    cw.reserveNested(builder, types.className(decl).qualifiedTopLevel());
    cw.reserveNested(codecClass, types.className(decl).qualifiedTopLevel());
    this.flat = new FlatEmitter(types, cw, decl, this::javaName);
    cw.reserveNested(flat.codecClass(), types.className(decl).qualifiedTopLevel());
    this.writes = new CompactWriteEmitter(this);
    this.reads = new CompactReadEmitter(this);
    this.trees = new CompactTreeEmitter(this);
  }

  String javaName(Field f) {
    String n = JavaNames.fieldName(f.name());
    return renamed.contains(n) ? n + "_" : n;
  }

  /** The Java names of the fields, before any renaming. */
  static Set<String> fieldNames(Decl decl) {
    Set<String> names = new HashSet<>();
    for (Field f : JavaTypes.fields(decl)) {
      names.add(JavaNames.fieldName(f.name()));
    }
    return names;
  }

  void emit() {
    classJavadoc();
    List<String> components = new ArrayList<>();
    for (Field f : fields) {
      String key = f.jsonName().equals(javaName(f)) ? null : f.jsonName();
      components.add(
          JsonFieldAnnotation.of(cw, key, f.type())
              + cw.type(types.fieldType(f))
              + " "
              + javaName(f));
    }
    if (message) {
      components.add(cw.type(JavaTypes.UNKNOWN_FIELDS) + " unknownFields");
    }
    String oneLine = "public record " + name + "(" + String.join(", ", components) + ") {";
    if (asClass) {
      WideClass.header(this);
    } else if (oneLine.length() <= CodeWriter.WIDTH) {
      cw.line("$L", oneLine);
    } else {
      cw.line("public record $L(", name);
      for (int i = 0; i < components.size(); i++) {
        cw.line("    $L$L", components.get(i), i == components.size() - 1 ? ") {" : ",");
      }
    }
    cw.indent();
    cw.blank();
    cw.rawJavadoc(
        List.of("The compact codec: {@code Compact.encode(" + name + ".COMPACT, value)}."));
    cw.line(
        "public static final $T COMPACT = new $L();",
        new JType.Parameterized(JavaTypes.COMPACT_TYPE, List.of(types.className(decl))),
        codecClass);
    flat.constant("new " + flat.codecClass() + "()");
    if (Roots.isWrapper(decl)) {
      RootEmitter.wrapperMembers(types, cw, (MessageDecl) decl, javaName(fields.get(0)));
    } else if (message) {
      cw.blank();
      cw.rawJavadoc(
          List.of("The schema fingerprint (SCHEMA.md §8) that frames and streams carry."));
      cw.line(
          "public static final long FINGERPRINT = 0x$LL;",
          Long.toHexString(dev.bale.schema.Canonical.fingerprint(decl)));
    }
    if (asClass) {
      WideClass.members(this);
    } else {
      constructor();
    }
    if (WideRecord.isWide(fields, message)) {
      WideRecord.factory(cw, types, name, fields, message, asClass);
    }
    if (!asClass) {
      deprecatedAccessors();
    }
    builderMethods();
    if (message) {
      compactMethods();
      flat.messageMethods();
    }
    new BuilderEmitter().emit();
    codecClass();
    flat.recordView();
    flat.recordCodec();
    cw.outdent();
    cw.line("}");
  }

  // ---------------------------------------------------------------- declaration and constructor

  private void classJavadoc() {
    List<String> lines = CodeWriter.docLines(decl.doc());
    while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
      lines.remove(lines.size() - 1);
    }
    if (lines.isEmpty()) {
      lines.add(
          "The schema "
              + (message ? "message" : "struct")
              + " {@code "
              + CodeWriter.escapeDoc(decl.fullName())
              + "}.");
    }
    if (asClass) {
      lines.add("");
      lines.add(
          "<p>A class, not a record: a record's constructor would take more parameters than the"
              + " JVM allows (docs/generated-java.md, \"What a Java class can hold\"). Build"
              + " values with {@link #builder()}; equals, hashCode and toString are a record's.");
      cw.rawJavadoc(lines);
      return;
    }
    List<String> params = new ArrayList<>();
    for (Field f : fields) {
      if (!f.doc().isEmpty()) {
        params.add("@param " + javaName(f) + " " + CodeWriter.escapeDoc(String.join(" ", f.doc())));
      }
    }
    if (message) {
      params.add("@param unknownFields fields of a newer schema version (re-encoded), or null");
    }
    if (!params.isEmpty()) {
      lines.add("");
      lines.addAll(params);
    }
    cw.rawJavadoc(lines);
  }

  /**
   * The bytecode size (estimated) of a compact constructor above which its null checks go into a
   * method of their own ({@link #constructor()}). HotSpot's C2 inlines a hot callee of at most
   * {@code FreqInlineSize} (325) bytes of bytecode: a constructor above that is a real call from
   * the generated decoder's {@code read}, with every component passed as an argument, the new
   * object's fields zeroed before the call and G1's barriers on each reference stored into it
   * (google_message1's 42 components and nine null checks came to 330 bytes;
   * docs/benchmarks-log.md, "google_message1 decode: a wide record's constructor small enough to
   * inline").
   */
  static final int INLINE_BUDGET = 280;

  /** The compact canonical constructor: null checks, range checks, immutable collections. */
  private void constructor() {
    List<Field> nullChecked = new ArrayList<>();
    int checkCount = 0;
    for (Field f : fields) {
      if (Normalizer.needsCode(f.type(), f.optional(), types.fieldType(f))) {
        checkCount++;
        if (Normalizer.isNullCheck(f.type(), f.optional(), types.fieldType(f))) {
          nullChecked.add(f);
        }
      }
    }
    if (checkCount == 0) {
      return;
    }
    // Each component's store takes about 6 bytes of bytecode, each null check 7 (a constant and a
    // call): a wide record's null checks are moved into requireFields, one call of 2 bytes an
    // argument, so that the constructor stays small enough to inline.
    int components = fields.size() + (message ? 1 : 0);
    // (A wide record is built by its factory, which C2 does not compile anyway: WideRecord.)
    boolean apart =
        nullChecked.size() >= 2
            && 6 * components + 7 * checkCount > INLINE_BUDGET
            && !WideRecord.isWide(fields, message);
    List<String> names = new ArrayList<>();
    for (Field f : nullChecked) {
      names.add(javaName(f));
    }
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Null-checks required values, range-checks unsigned ones, copies collections immutably."));
    cw.begin("public $L", name);
    if (apart) {
      cw.filled("requireFields(", names, ");");
    }
    for (Field f : fields) {
      if (Normalizer.needsCode(f.type(), f.optional(), types.fieldType(f))) {
        Normalizer.emit(
            cw, types, javaName(f), f.type(), f.optional(), apart && nullChecked.contains(f));
      }
    }
    cw.end();
    if (apart) {
      cw.blank();
      cw.rawJavadoc(
          List.of(
              "The constructor's null checks, in component order: apart, so that the constructor"
                  + " of this wide record stays small enough for the JIT to inline it where it is"
                  + " called."));
      List<String> params = new ArrayList<>();
      String object = cw.type(JavaTypes.OBJECT);
      for (String n : names) {
        params.add(object + " " + n);
      }
      cw.filled("private static void requireFields(", params, ") {");
      cw.indent();
      for (String n : names) {
        cw.line("$T.requireNonNull($L, $S);", JavaTypes.OBJECTS, n, n);
      }
      cw.end();
    }
  }

  /**
   * Deprecated fields get an explicit accessor carrying {@code @Deprecated}: javac 17 ignores (and
   * warns about) {@code @Deprecated} on a record component.
   */
  private void deprecatedAccessors() {
    for (Field f : fields) {
      if (f.deprecated()) {
        accessor(f);
      }
    }
  }

  /**
   * The accessor of field {@code f}, with its doc and, for a deprecated field, {@code @Deprecated}
   * (every field's, in a class too wide for a record: {@link WideClass}).
   */
  void accessor(Field f) {
    cw.blank();
    List<String> doc =
        CodeWriter.docLines(f.doc(), "The field {@code " + CodeWriter.escapeDoc(f.name()) + "}.");
    if (f.deprecated()) {
      doc.add("");
      doc.add("@deprecated deprecated in the schema; the field keeps its slot on the wire");
    }
    cw.rawJavadoc(doc);
    if (f.deprecated()) {
      cw.line("@$T", JavaTypes.DEPRECATED);
    }
    cw.begin("public $T $L()", types.fieldType(f), javaName(f));
    cw.line("return $L;", javaName(f));
    cw.end();
  }

  private void builderMethods() {
    cw.blank();
    cw.rawJavadoc(List.of("A builder with every field at its schema default."));
    cw.begin("public static $L builder()", builder);
    cw.line("return new $L();", builder);
    cw.end();
    cw.blank();
    cw.begin("public $L toBuilder()", builder);
    // The builder's setters, one per field: no copying constructor to keep in step with them.
    List<String> calls = new ArrayList<>();
    for (Field f : fields) {
      calls.add("." + javaName(f) + "(" + javaName(f) + ")");
    }
    if (message) {
      calls.add(".unknownFields(unknownFields)");
    }
    String oneLine = "return new " + builder + "()" + String.join("", calls) + ";";
    if (asClass) {
      // One statement a field: a chain of hundreds of calls nests as deep in javac, which ran out
      // of stack on a thousand.
      cw.line("$L b$$ = new $L();", builder, builder);
      for (String call : calls) {
        cw.line("b$$$L;", call);
      }
      cw.line("return b$$;");
    } else if (oneLine.length() <= 80) {
      cw.line("$L", oneLine);
    } else {
      cw.line("return new $L()", builder);
      for (int i = 0; i < calls.size(); i++) {
        cw.line("    $L$L", calls.get(i), i == calls.size() - 1 ? ";" : "");
      }
    }
    cw.end();
  }

  private void compactMethods() {
    cw.blank();
    cw.begin("public byte[] toCompactBytes()");
    cw.line("return $T.encode(COMPACT, this);", JavaTypes.COMPACT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("Decodes one unframed compact root, default limits."));
    cw.begin("public static $L fromCompactBytes(byte[] bytes)", name);
    cw.line("return $T.decode(COMPACT, bytes);", JavaTypes.COMPACT);
    cw.end();
  }

  // ---------------------------------------------------------------- builder

  private final class BuilderEmitter {
    void emit() {
      cw.blank();
      cw.rawJavadoc(
          List.of(
              "Builds {@link "
                  + name
                  + "} values from the schema defaults (null sets an optional field absent);"
                  + " not thread-safe."));
      cw.begin("public static final class $L", builder);
      for (Field f : fields) {
        String init = defaults.needsInitializer(f) ? " = " + defaults.expression(f) : "";
        cw.line("private $T $L$L;", types.fieldType(f), javaName(f), init);
      }
      if (message) {
        cw.line("private $T unknownFields;", JavaTypes.UNKNOWN_FIELDS);
      }
      cw.blank();
      cw.line("private $L() {}", builder);
      for (Field f : fields) {
        setter(f);
      }
      if (message) {
        cw.blank();
        cw.begin("public $L unknownFields($T unknownFields)", builder, JavaTypes.UNKNOWN_FIELDS);
        cw.line("this.unknownFields = unknownFields;");
        cw.line("return this;");
        cw.end();
      }
      cw.blank();
      cw.begin("public $L build()", name);
      List<String> args = new ArrayList<>();
      for (Field f : fields) {
        args.add(javaName(f));
      }
      if (message) {
        args.add("unknownFields");
      }
      if (asClass) {
        cw.line(
            "return $L;",
            WideRecord.construct(
                cw, types, types.className(decl), fields, args, "refs$", "prims$", true));
      } else {
        callWrapped("return new " + name + "(", args, ");");
      }
      cw.end();
      cw.end();
    }

    private void setter(Field f) {
      cw.blank();
      if (f.deprecated()) {
        cw.rawJavadoc(List.of("@deprecated deprecated in the schema"));
        cw.line("@$T", JavaTypes.DEPRECATED);
      }
      String n = javaName(f);
      cw.begin("public $L $L($T $L)", builder, n, types.fieldType(f), n);
      cw.line("this.$L = $L;", n, n);
      cw.line("return this;");
      cw.end();
    }
  }

  /**
   * {@code return new Name(args...)} in a decoder, or, for a wide record, the values handed to its
   * factory through the reader's arrays ({@link WideRecord}).
   */
  void returnNew(List<String> args, NameAllocator names) {
    if (!WideRecord.isWide(fields, message)) {
      callWrapped("return new " + name + "(", args, ");");
      return;
    }
    String call =
        WideRecord.construct(
            cw,
            types,
            types.className(decl),
            fields,
            args,
            names.newName("wideRefs"),
            names.newName("widePrims"),
            false);
    cw.line("return $L;", call);
  }

  /** Writes {@code prefix arg, arg, ... suffix}, one argument per line when it gets long. */
  private void callWrapped(String prefix, List<String> args, String suffix) {
    String oneLine = prefix + String.join(", ", args) + suffix;
    if (oneLine.length() <= 80) {
      cw.line("$L", oneLine);
      return;
    }
    cw.line("$L", prefix);
    for (int i = 0; i < args.size(); i++) {
      cw.line("    $L$L", args.get(i), i == args.size() - 1 ? suffix : ",");
    }
  }

  private void codecClass() {
    cw.blank();
    ClassName self = types.className(decl);
    cw.begin(
        "private static final class $L extends $T",
        codecClass,
        new JType.Parameterized(CodecSupport.BASE, List.of(self)));
    CodecSupport.constructor(
        cw,
        codecClass,
        decl.fullName(),
        fields.stream().map(f -> new CodecSupport.Named(f.id(), f.name())).toList());
    cw.blank();
    Reachable.emit(cw, types, decl);
    if (!message) {
      CodecSupport.ownedSize(cw, DecodedSize.owned(decl));
      cw.blank();
    }
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void write($T w, $L value)", JavaTypes.COMPACT_WRITER, name);
    if (message) {
      writes.writeMessageBody();
    } else {
      writes.writeStructBody();
    }
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $L read($T r)", name, JavaTypes.COMPACT_READER);
    if (message) {
      reads.readMessageBody();
    } else {
      reads.readStructBody();
    }
    cw.end();
    if (message) {
      CompactLayout layout = CompactLayout.of((MessageDecl) decl);
      boolean leaf = leaf(layout);
      if (leaf) {
        writes.encodeLeaf(layout);
        reads.decodeLeaf(layout);
      }
      int depth = CompactTreeEmitter.writeDepth((MessageDecl) decl);
      int readDepth = CompactTreeEmitter.readDepth((MessageDecl) decl);
      if (readDepth > 0) {
        if (!leaf) {
          if (depth >= 0) {
            trees.encodeTree(depth);
          }
          reads.decodeTree(layout, readDepth);
        }
        if (depth >= 0) {
          trees.treeMethods(layout, depth == 0);
        }
        reads.treeRead(layout);
      }
      helpers(readDepth > 0);
    } else {
      helpers(false);
    }
    cw.end();
  }

  /**
   * Whether the message is a leaf that {@code encodeLeaf} writes in one pass: every field in the
   * flags or a direct write (scalars, enums, strings), at most 63 flag bits, at most {@code
   * CompactSink.LEAF_MAX_STRINGS} strings.
   */
  private boolean leaf(CompactLayout layout) {
    if (layout.flagBits() > 63) {
      return false;
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      if (slot.inBody() && !CompactWriteEmitter.direct(slot.field())) {
        return false;
      }
    }
    return stringFields(layout) <= 63;
  }

  static boolean isString(Field f) {
    return f.type() instanceof ScalarType s && s.kind() == ScalarKind.STRING;
  }

  /** The number of string fields (each a string-table entry at most). */
  static int stringFields(CompactLayout layout) {
    int n = 0;
    for (CompactLayout.Slot slot : layout.slots()) {
      if (isString(slot.field())) {
        n++;
      }
    }
    return n;
  }

  /**
   * One write/read helper pair per list or map type (and {@code [fixed]} / {@code [dedup = false]}
   * variant) of the fields, so the main methods stay flat: {@code writeMapI32String}, {@code
   * readMapI32String}.
   */
  private void helpers(boolean tree) {
    Set<String> written = new HashSet<>();
    for (Field f : fields) {
      if (ValueCodec.isComposite(f.type()) && written.add(compactHelper(f))) {
        CodecSupport.helperPair(
            cw, types, codec, compactHelper(f), f.type(), ValueCodec.options(f));
        if (tree && CompactReadEmitter.treeHelper(f)) {
          CodecSupport.treeReadHelper(
              cw, types, codec, compactHelper(f), f.type(), ValueCodec.options(f));
        }
      }
    }
  }

  /**
   * The name (after {@code write}/{@code read}) of the compact helper pair of a list or map field:
   * its type's words, and {@code Fixed} / {@code NoDedup} for the options that change its code.
   */
  String compactHelper(Field f) {
    FieldOptions o = ValueCodec.options(f);
    return compactHelperNames.claim(
        "", f.type(), (o.fixed() ? "Fixed" : "") + (o.dedup() ? "" : "NoDedup"));
  }
}
