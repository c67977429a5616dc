package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.Roots;
import dev.bale.schema.compact.CompactLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
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
  private final JavaTypes types;
  private final CodeWriter cw;
  private final Decl decl;
  private final boolean message;
  private final List<Field> fields;
  private final String name;
  private final ValueCodec codec;
  private final Defaults defaults;
  private final String builder;

  /** Field names that would obscure a package name this file must write (see JavaGenerator). */
  private final Set<String> renamed;

  private final String codecClass;
  private final FlatEmitter flat;

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
    this.builder = JavaNames.nestedName("Builder", name);
    this.codecClass = JavaNames.nestedName("CompactCodec", name);
    cw.reserveNested(builder, types.className(decl).qualifiedTopLevel());
    cw.reserveNested(codecClass, types.className(decl).qualifiedTopLevel());
    this.flat = new FlatEmitter(types, cw, decl, this::javaName);
    cw.reserveNested(flat.codecClass(), types.className(decl).qualifiedTopLevel());
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
    if (oneLine.length() <= CodeWriter.WIDTH) {
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
        List.of(
            "The compact codec of {@code "
                + name
                + "}: {@code Compact.encode("
                + name
                + ".COMPACT,"
                + " value)}."));
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
          List.of(
              "The schema fingerprint of {@code "
                  + name
                  + "} (SCHEMA.md §8), which frames and streams of it carry."));
      cw.line(
          "public static final long FINGERPRINT = 0x$LL;",
          Long.toHexString(dev.bale.schema.Canonical.fingerprint(decl)));
    }
    constructor();
    if (WideRecord.isWide(fields, message)) {
      WideRecord.factory(cw, types, name, fields, message);
    }
    deprecatedAccessors();
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
    List<String> lines = new ArrayList<>();
    for (String l : decl.doc()) {
      lines.add(l.isBlank() ? "" : CodeWriter.escapeDoc(l));
    }
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
    List<String> params = new ArrayList<>();
    for (Field f : fields) {
      if (!f.doc().isEmpty()) {
        params.add("@param " + javaName(f) + " " + CodeWriter.escapeDoc(String.join(" ", f.doc())));
      }
    }
    if (message) {
      params.add(
          "@param unknownFields fields of a newer schema version, kept so that re-encoding loses"
              + " nothing; null when there are none");
    }
    if (!params.isEmpty()) {
      lines.add("");
      lines.addAll(params);
    }
    cw.rawJavadoc(lines);
  }

  /** The compact canonical constructor: null checks, range checks, immutable collections. */
  private void constructor() {
    List<Runnable> checks = new ArrayList<>();
    for (Field f : fields) {
      if (Normalizer.needsCode(f.type(), f.optional(), types.fieldType(f))) {
        checks.add(() -> Normalizer.emit(cw, types, javaName(f), f.type(), f.optional()));
      }
    }
    if (checks.isEmpty()) {
      return;
    }
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Checks the field values: reference fields that are not optional must not be null,",
            "collections are copied into immutable ones (without null elements) and unsigned",
            "integers must be in range.",
            "",
            "@throws NullPointerException if a required value is null",
            "@throws IllegalArgumentException if an unsigned value is out of range"));
    cw.begin("public $L", name);
    checks.forEach(Runnable::run);
    cw.end();
  }

  /**
   * Deprecated fields get an explicit accessor carrying {@code @Deprecated}: javac 17 ignores (and
   * warns about) {@code @Deprecated} on a record component.
   */
  private void deprecatedAccessors() {
    for (Field f : fields) {
      if (!f.deprecated()) {
        continue;
      }
      cw.blank();
      List<String> doc = new ArrayList<>();
      for (String l : f.doc()) {
        doc.add(l.isBlank() ? "" : CodeWriter.escapeDoc(l));
      }
      if (doc.isEmpty()) {
        doc.add("The field {@code " + CodeWriter.escapeDoc(f.name()) + "}.");
      }
      doc.add("");
      doc.add("@deprecated deprecated in the schema; the field keeps its slot on the wire");
      cw.rawJavadoc(doc);
      cw.line("@$T", JavaTypes.DEPRECATED);
      cw.begin("public $T $L()", types.fieldType(f), javaName(f));
      cw.line("return $L;", javaName(f));
      cw.end();
    }
  }

  private void builderMethods() {
    cw.blank();
    cw.rawJavadoc(List.of("A builder with every field at its schema default."));
    cw.begin("public static $L builder()", builder);
    cw.line("return new $L();", builder);
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("A builder that starts from this value's fields."));
    cw.begin("public $L toBuilder()", builder);
    cw.line("return new $L(this);", builder);
    cw.end();
  }

  private void compactMethods() {
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Encodes this message with the compact codec and default writer options.",
            "",
            "@throws dev.bale.runtime.BaleException if a value cannot be encoded"));
    cw.begin("public byte[] toCompactBytes()");
    cw.line("return $T.encode(COMPACT, this);", JavaTypes.COMPACT);
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "Decodes one unframed compact root of this message type, with default limits.",
            "",
            "@throws dev.bale.runtime.BaleException if the bytes are not a valid encoding"));
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
              "Builds {@link " + name + "} values. Starts with every field at its schema default;",
              "not thread-safe."));
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
      cw.blank();
      cw.begin("private $L($L source)", builder, name);
      for (Field f : fields) {
        cw.line("this.$L = source.$L;", javaName(f), javaName(f));
      }
      if (message) {
        cw.line("this.unknownFields = source.unknownFields;");
      }
      cw.end();
      for (Field f : fields) {
        setter(f);
      }
      if (message) {
        cw.blank();
        cw.rawJavadoc(
            List.of(
                "Sets the unknown fields carried over from a decoded message (normally left as"
                    + " {@code toBuilder()} copied them)."));
        cw.begin("public $L unknownFields($T unknownFields)", builder, JavaTypes.UNKNOWN_FIELDS);
        cw.line("this.unknownFields = unknownFields;");
        cw.line("return this;");
        cw.end();
      }
      cw.blank();
      List<String> doc = new ArrayList<>();
      doc.add("Builds the value.");
      doc.add("");
      doc.add("@throws NullPointerException if a required field is null or was never set");
      cw.rawJavadoc(doc);
      cw.begin("public $L build()", name);
      List<String> args = new ArrayList<>();
      for (Field f : fields) {
        args.add(javaName(f));
      }
      if (message) {
        args.add("unknownFields");
      }
      callWrapped("return new " + name + "(", args, ");");
      cw.end();
      cw.end();
    }

    private void setter(Field f) {
      cw.blank();
      List<String> doc = new ArrayList<>();
      for (String l : f.doc()) {
        doc.add(l.isBlank() ? "" : CodeWriter.escapeDoc(l));
      }
      if (doc.isEmpty()) {
        doc.add("Sets {@code " + CodeWriter.escapeDoc(f.name()) + "}.");
      }
      if (f.optional()) {
        doc.add("");
        doc.add("<p>Optional: null means absent.");
      }
      if (f.deprecated()) {
        doc.add("");
        doc.add("@deprecated deprecated in the schema; the field keeps its slot on the wire");
      }
      cw.rawJavadoc(doc);
      if (f.deprecated()) {
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
  private void returnNew(List<String> args, NameAllocator names) {
    if (!WideRecord.isWide(fields, message)) {
      callWrapped("return new " + name + "(", args, ");");
      return;
    }
    String call =
        WideRecord.construct(
            cw, types, name, fields, args, names.newName("wideRefs"), names.newName("widePrims"));
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

  // ---------------------------------------------------------------- codec

  private void codecClass() {
    cw.blank();
    ClassName self = types.className(decl);
    cw.begin(
        "private static final class $L implements $T",
        codecClass,
        new JType.Parameterized(JavaTypes.COMPACT_TYPE, List.of(self)));
    CodecSupport.schemaNameAndFieldNames(
        cw,
        decl.fullName(),
        fields.stream().map(f -> new CodecSupport.Named(f.id(), f.name())).toList());
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public void write($T w, $L value)", JavaTypes.COMPACT_WRITER, name);
    if (message) {
      writeMessageBody();
    } else {
      writeStructBody();
    }
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public $L read($T r)", name, JavaTypes.COMPACT_READER);
    if (message) {
      readMessageBody();
    } else {
      readStructBody();
    }
    cw.end();
    if (message) {
      CompactLayout layout = CompactLayout.of((MessageDecl) decl);
      if (leaf(layout)) {
        encodeLeaf(layout);
        decodeLeaf(layout);
      }
    }
    helpers();
    cw.end();
  }

  private void writeMessageBody() {
    // Flag bits in field-id order: presence bit of optionals, value bit (XOR default) of bools;
    // computed from the values, one expression per 64-bit word (FORMAT.md §3.2).
    CompactLayout layout = CompactLayout.of((MessageDecl) decl);
    String[] bits = flagBits(layout);
    // Up to 64 bits: one expression handed to endAt, the header's position kept in a local. More:
    // beginMessage/endMessage, with the flags set word by word up front.
    List<String> endBits = bits.length <= 64 ? new ArrayList<>() : null;
    NameAllocator names = new NameAllocator();
    names.reserve("w");
    names.reserve("value");
    String at = null;
    if (endBits != null) {
      at = names.newName("at");
      cw.line("int $L = w.beginAt(value, this);", at);
      cw.begin("if ($L == $T.SHARED)", at, JavaTypes.COMPACT_WRITER);
    } else {
      cw.begin("if (!w.beginMessage(value, this))");
    }
    cw.line("return;");
    cw.end();
    for (int word = 0; word * 64 < bits.length; word++) {
      List<String> terms = new ArrayList<>();
      for (int k = word * 64; k < Math.min(bits.length, word * 64 + 64); k++) {
        int shift = k - word * 64;
        terms.add("(" + bits[k] + " ? " + (shift == 0 ? "1L" : "1L << " + shift) + " : 0L)");
      }
      if (endBits != null) {
        endBits.addAll(terms);
        break;
      }
      String prefix = word == 0 ? "w.flags(" : "w.flags(" + word + ",";
      if (terms.size() == 1) {
        cw.line("$L$L$L);", prefix, word == 0 ? "" : " ", terms.get(0));
      } else {
        cw.line("$L", prefix);
        for (int i = 0; i < terms.size(); i++) {
          cw.line(
              "    $L$L$L", i == 0 ? "" : "| ", terms.get(i), i == terms.size() - 1 ? ");" : "");
        }
      }
    }
    List<CompactLayout.Slot> run = new ArrayList<>();
    for (CompactLayout.Slot slot : layout.slots()) {
      if (!slot.inBody()) {
        continue;
      }
      Field f = slot.field();
      String get = "value." + javaName(f) + "()";
      if (direct(f)) {
        run.add(slot);
        continue;
      }
      directRun(run, names);
      if (slot.presenceBit() >= 0) {
        cw.begin("if ($L)", present(slot, get));
        writeField(f, get, names);
        cw.end();
      } else {
        writeField(f, get, names);
      }
    }
    directRun(run, names);
    if (endBits == null) {
      cw.line("w.endMessage(value.unknownFields());");
    } else if (endBits.size() <= 1) {
      cw.line(
          "w.endAt($L, $L, value.unknownFields());", at, endBits.isEmpty() ? "0L" : endBits.get(0));
    } else {
      cw.line("w.endAt(");
      cw.line("    $L,", at);
      for (int i = 0; i < endBits.size(); i++) {
        cw.line(
            "    $L$L$L", i == 0 ? "" : "| ", endBits.get(i), i == endBits.size() - 1 ? "," : "");
      }
      cw.line("    value.unknownFields());");
    }
  }

  /**
   * The condition under which a field with a presence bit is written: an optional field when it is
   * not null, an {@code [omit_default]} field when it differs from its default (FORMAT.md §3.2).
   */
  private String present(CompactLayout.Slot slot, String get) {
    return slot.optional() ? get + " != null" : defaults.differs(slot.field(), get);
  }

  /**
   * The flag bits' expressions (FORMAT.md §3.2), by bit: presence of optional and {@code
   * [omit_default]} fields, bool values.
   */
  private String[] flagBits(CompactLayout layout) {
    String[] bits = new String[layout.flagBits()];
    for (CompactLayout.Slot slot : layout.slots()) {
      String get = "value." + javaName(slot.field()) + "()";
      if (slot.presenceBit() >= 0) {
        bits[slot.presenceBit()] = present(slot, get);
      }
      if (!slot.inBody()) {
        String value = (slot.boolDefault() ? "!" : "") + get;
        bits[slot.valueBit()] = slot.optional() ? get + " != null && " + value : value;
      }
    }
    return bits;
  }

  /**
   * Whether the message is a leaf that {@code encodeLeaf} writes in one pass: every field in the
   * flags or a direct write (scalars, enums, strings), at most 63 flag bits, at most {@code
   * CompactWriter.LEAF_MAX_STRINGS} strings.
   */
  private boolean leaf(CompactLayout layout) {
    if (layout.flagBits() > 63) {
      return false;
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      if (slot.inBody() && !direct(slot.field())) {
        return false;
      }
    }
    return stringFields(layout) <= 63;
  }

  private static boolean isString(Field f) {
    return f.type() instanceof ScalarType s && s.kind() == ScalarKind.STRING;
  }

  /** The number of string fields (each a string-table entry at most). */
  private static int stringFields(CompactLayout layout) {
    int n = 0;
    for (CompactLayout.Slot slot : layout.slots()) {
      if (isString(slot.field())) {
        n++;
      }
    }
    return n;
  }

  /**
   * {@code encodeLeaf} (CompactType): the whole root in one pass. The strings enter the table in
   * wire order first, the field bytes are summed, then the fields are written into the array the
   * writer sized, with the same writes as {@code write}.
   */
  private void encodeLeaf(CompactLayout layout) {
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public byte[] encodeLeaf($T w, $L value)", JavaTypes.COMPACT_WRITER, name);
    cw.begin("if (value.unknownFields() != null || !w.leafBegin())");
    cw.line("return null;");
    cw.end();
    NameAllocator names = new NameAllocator();
    names.reserve("w");
    names.reserve("value");
    String b = names.newName("b");
    String p = names.newName("p");
    List<String[]> writes = leafSizes(layout, names, b, p);
    cw.begin("if ($L == null)", b);
    cw.line("return null;");
    cw.end();
    cw.line("int $L = w.leafBody();", p);
    leafWrites(writes);
    cw.line("return w.leafEnd($L, $L);", b, p);
    cw.end();
  }

  /**
   * {@code decodeLeaf} (CompactType): the whole root in one pass, for the types {@link #encodeLeaf}
   * serves. The reader reads the table, header and flags ({@code leafBegin}); the fields are read
   * with the ordinary read calls; {@code leafEnd} accepts only a body read exactly.
   */
  private void decodeLeaf(CompactLayout layout) {
    NameAllocator names = new NameAllocator();
    names.reserve("r");
    for (Field f : fields) {
      names.reserve(javaName(f));
    }
    String in = names.newName("bytes");
    String off = names.newName("off");
    String len = names.newName("len");
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin(
        "public $L decodeLeaf($T r, byte[] $L, int $L, int $L)",
        name,
        JavaTypes.COMPACT_READER,
        in,
        off,
        len);
    cw.begin(
        "if (!r.leafBegin($L, $L, $L, $L, $L))",
        in,
        off,
        len,
        stringFields(layout),
        DecodedSize.record(decl));
    cw.line("return null;");
    cw.end();
    String flags = layout.flagBits() > 0 ? names.newName("flags") : null;
    if (flags != null) {
      cw.line("long $L = r.leafFlags();", flags);
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      Field f = slot.field();
      String n = javaName(f);
      JType t = types.fieldType(f);
      if (!slot.inBody()) {
        readBoolFromFlags(slot, flags, t, n);
      } else if (slot.presenceBit() >= 0) {
        // Leaf fields are scalars, enums and strings: their defaults take no levels or budget.
        cw.line(
            "$T $L = $L ? $L : $L;",
            t,
            n,
            flagTest(flags, slot.presenceBit(), false),
            readField(f, names),
            defaults.expression(f));
      } else {
        cw.line("$T $L = $L;", t, n, readField(f, names));
      }
    }
    cw.begin("if (!r.leafEnd($L))", layout.flagBits());
    cw.line("return null;");
    cw.end();
    List<String> args = new ArrayList<>();
    for (Field f : fields) {
      args.add(javaName(f));
    }
    args.add("null");
    returnNew(args, names);
    cw.end();
  }

  /**
   * Emits the string entries and {@code byte[] b = w.leafArray(field bytes, flag bits);} of a leaf
   * root, and returns its field writes: {condition or null, statement} in wire order.
   */
  private List<String[]> leafSizes(CompactLayout layout, NameAllocator names, String b, String p) {
    String writer = cw.type(JavaTypes.COMPACT_WRITER);
    int fixed = 0;
    List<String> sizes = new ArrayList<>();
    List<String[]> writes = new ArrayList<>();
    for (CompactLayout.Slot slot : layout.slots()) {
      if (!slot.inBody()) {
        continue;
      }
      Field f = slot.field();
      String get = "value." + javaName(f) + "()";
      String cond = slot.presenceBit() >= 0 ? present(slot, get) : null;
      String size;
      String put;
      if (isString(f)) {
        String local = names.newName("s" + f.id());
        boolean dedup = ValueCodec.options(f).dedup();
        String enter = "w.leafString(" + get + ", " + dedup + ")";
        cw.line("int $L = $L;", local, cond == null ? enter : cond + " ? " + enter + " : 0");
        size = "1"; // at most LEAF_MAX_STRINGS entries: every index takes one byte
        put = p + " = " + writer + ".putVarint(" + b + ", " + p + ", " + local + ");";
      } else if (f.type() instanceof ScalarType s) {
        size = ValueCodec.directSize(s.kind(), ValueCodec.options(f), get);
        put =
            ValueCodec.directWrite(s.kind(), ValueCodec.options(f), get, b, p)
                .replace("CompactWriter.", writer + ".");
      } else {
        String local = names.newName("e" + f.id());
        String enter = "w.leafEnum(" + get + ".value())";
        cw.line("int $L = $L;", local, cond == null ? enter : cond + " ? " + enter + " : 0");
        size = writer + ".varintSize(" + local + ")";
        put = p + " = " + writer + ".putVarint(" + b + ", " + p + ", " + local + ");";
      }
      size = size.replace("CompactWriter.", writer + ".");
      if (cond == null && size.chars().allMatch(Character::isDigit)) {
        fixed += Integer.parseInt(size);
      } else if (cond == null) {
        sizes.add(size);
      } else {
        sizes.add("(" + cond + " ? " + size + " : 0)");
      }
      writes.add(new String[] {cond, put});
    }
    String[] bits = flagBits(layout);
    List<String> terms = new ArrayList<>();
    for (int k = 0; k < bits.length; k++) {
      terms.add("(" + bits[k] + " ? " + (k == 0 ? "1L" : "1L << " + k) + " : 0L)");
    }
    List<String> sum = new ArrayList<>();
    if (fixed > 0 || sizes.isEmpty()) {
      sum.add(Integer.toString(fixed));
    }
    sum.addAll(sizes);
    cw.line("byte[] $L =", b);
    cw.line("    w.leafArray(");
    for (int i = 0; i < sum.size(); i++) {
      cw.line("        $L$L$L", i == 0 ? "" : "+ ", sum.get(i), i == sum.size() - 1 ? "," : "");
    }
    if (terms.isEmpty()) {
      cw.line("        0L);");
    }
    for (int i = 0; i < terms.size(); i++) {
      cw.line(
          "        $L$L$L", i == 0 ? "" : "| ", terms.get(i), i == terms.size() - 1 ? ");" : "");
    }
    return writes;
  }

  private void leafWrites(List<String[]> writes) {
    for (String[] wr : writes) {
      if (wr[0] == null) {
        cw.line("$L", wr[1]);
      } else {
        cw.begin("if ($L)", wr[0]);
        cw.line("$L", wr[1]);
        cw.end();
      }
    }
  }

  /** Whether a field has a direct write (a scalar of bounded size without a range check). */
  private static boolean direct(Field f) {
    if (f.type() instanceof ScalarType s) {
      return ValueCodec.directWrite(s.kind(), ValueCodec.options(f), "x", "b", "p") != null;
    }
    return f.type() instanceof NamedType && JavaTypes.decl(f.type()) instanceof EnumDecl;
  }

  /**
   * Writes a run of scalar and enum fields straight into the writer's buffer: one room check for
   * the run and a local position (a run of one field takes the writer call). Empties {@code run}.
   */
  private void directRun(List<CompactLayout.Slot> run, NameAllocator names) {
    if (run.size() == 1 && run.get(0).presenceBit() < 0) {
      Field f = run.get(0).field();
      writeField(f, "value." + javaName(f) + "()", names);
    } else if (!run.isEmpty()) {
      int max = 0;
      for (CompactLayout.Slot slot : run) {
        Field f = slot.field();
        max +=
            f.type() instanceof ScalarType s
                ? ValueCodec.directMax(s.kind(), ValueCodec.options(f))
                : 5; // an enum value below 2^31
      }
      String b = names.newName("b");
      String p = names.newName("p");
      String writer = cw.type(JavaTypes.COMPACT_WRITER);
      cw.line("byte[] $L = w.room($L);", b, max);
      cw.line("int $L = w.position();", p);
      for (CompactLayout.Slot slot : run) {
        Field f = slot.field();
        String get = "value." + javaName(f) + "()";
        String put =
            f.type() instanceof ScalarType s
                ? ValueCodec.directWrite(s.kind(), ValueCodec.options(f), get, b, p)
                    .replace("CompactWriter.", writer + ".")
                : p
                    + " = "
                    + writer
                    + ".putVarint("
                    + b
                    + ", "
                    + p
                    + ", w.enumValue("
                    + get
                    + ".value()));";
        if (slot.presenceBit() >= 0) {
          cw.begin("if ($L)", present(slot, get));
          cw.line("$L", put);
          cw.end();
        } else {
          cw.line("$L", put);
        }
      }
      cw.line("w.position($L);", p);
    }
    run.clear();
  }

  private void writeStructBody() {
    cw.line("w.beginComposite();");
    NameAllocator names = new NameAllocator();
    names.reserve("w");
    names.reserve("value");
    for (Field f : fields) {
      writeField(f, "value." + javaName(f) + "()", names);
    }
    cw.line("w.endComposite();");
  }

  private void writeField(Field f, String get, NameAllocator names) {
    if (ValueCodec.isComposite(f.type())) {
      cw.line("write$L(w, $L);", JavaNames.capitalize(javaName(f)), get);
    } else {
      codec.write(f.type(), ValueCodec.options(f), get, names);
    }
  }

  private void readMessageBody() {
    NameAllocator names = new NameAllocator();
    names.reserve("r");
    for (Field f : fields) {
      names.reserve(javaName(f));
    }
    String shared = names.newName("shared");
    // The decoded-size budget (FORMAT.md §7.1): the record's estimated size, one add per message.
    cw.line("$L $L = r.beginMessage(this, $L);", name, shared, DecodedSize.record(decl));
    cw.begin("if ($L != null)", shared);
    cw.line("return $L;", shared);
    cw.end();
    CompactLayout layout = CompactLayout.of((MessageDecl) decl);
    String flags = layout.flagBits() > 0 ? names.newName("flags") : null;
    if (flags != null) {
      cw.line("long $L = r.flags();", flags);
    }
    for (CompactLayout.Slot slot : layout.slots()) {
      Field f = slot.field();
      String n = javaName(f);
      JType t = types.fieldType(f);
      if (!slot.inBody()) {
        readBoolFromFlags(slot, flags, t, n);
        continue;
      }
      if (slot.optional()) {
        String test = flagTest(flags, slot.presenceBit(), false);
        if (ValueCodec.isComposite(f.type())) {
          cw.line("$T $L = null;", t, n);
          cw.begin("if ($L)", test);
          cw.line("r.field($L);", f.id());
          cw.line("$L = $L;", n, readField(f, names));
          cw.end();
        } else {
          cw.line("$T $L = $L && r.mark($L) ? $L : null;", t, n, test, f.id(), readField(f, names));
        }
        continue;
      }
      String dflt = defaults.expression(f);
      if (slot.omitsDefault()) {
        // FORMAT.md §3.2: a set bit means the value follows; a clear one, the default, read
        // exactly as a field the body left out (§3.4: its levels and its budget charge).
        String test = flagTest(flags, slot.presenceBit(), false);
        readOrDefault(f, t, n, test, test + " && r.mark(" + f.id() + ")", dflt, names);
        continue;
      }
      if (dflt == null) {
        // No default value exists: a writer must have sent this field.
        cw.line("r.field($L);", f.id());
        cw.begin("if (!r.hasMore())");
        cw.line(
            "throw r.error($T.TRUNCATED, $S);",
            JavaTypes.ERROR_CODE,
            "message ends before field '" + f.name() + "', which has no default");
        cw.end();
        cw.line("$T $L = $L;", t, n, readField(f, names));
        continue;
      }
      // The default only when the field is absent (a message default is built, not shared).
      readOrDefault(f, t, n, "r.hasMore()", "r.next(" + f.id() + ")", dflt, names);
    }
    String unknown = names.newName("unknownFields");
    cw.line("$T $L = r.endMessage($L);", JavaTypes.UNKNOWN_FIELDS, unknown, layout.flagBits());
    List<String> args = new ArrayList<>();
    for (Field f : fields) {
      args.add(javaName(f));
    }
    args.add(unknown);
    returnNew(args, names);
  }

  /**
   * Reads field {@code f} into local {@code n} when {@code present} holds, else gives it its
   * default {@code dflt} as a field the body left out takes it (FORMAT.md §3.4): the levels that
   * default would take checked against the depth limit, its decoded size charged. {@code
   * presentMarked} is the same test that also marks the field for error paths, for the one-line
   * form of defaults that take neither.
   */
  private void readOrDefault(
      Field f,
      JType t,
      String n,
      String present,
      String presentMarked,
      String dflt,
      NameAllocator names) {
    int levels = dev.bale.schema.DefaultLevels.of(f);
    int missing = DecodedSize.missingDefault(f.type());
    if (levels == 0 && missing == 0 && !ValueCodec.isComposite(f.type())) {
      cw.line("$T $L = $L ? $L : $L;", t, n, presentMarked, readField(f, names), dflt);
      return;
    }
    cw.line("$T $L;", t, n);
    cw.begin("if ($L)", present);
    cw.line("r.field($L);", f.id());
    cw.line("$L = $L;", n, readField(f, names));
    cw.next("else");
    if (levels > 0) {
      cw.line("r.field($L);", f.id());
      cw.line("r.defaultLevels($L);", levels);
    }
    int messages = dev.bale.schema.DefaultLevels.messages(f);
    if (messages > 0) {
      cw.line("r.defaultMessages($L);", messages);
    }
    if (missing > 0) {
      cw.line("r.charge($L);", missing);
    }
    cw.line("$L = $L;", n, dflt);
    cw.end();
  }

  /** A bool field's local from its value bit (and presence bit, if optional). */
  private void readBoolFromFlags(CompactLayout.Slot slot, String flags, JType t, String n) {
    String valueBit = flagTest(flags, slot.valueBit(), slot.boolDefault());
    if (slot.optional()) {
      cw.line(
          "$T $L = $L ? $L : null;", t, n, flagTest(flags, slot.presenceBit(), false), valueBit);
    } else {
      cw.line("$T $L = $L;", t, n, valueBit);
    }
  }

  /**
   * A test of flag bit {@code bit} (or of its negation): on the word read once ({@code r.flags()})
   * below bit 63.
   */
  private static String flagTest(String flags, int bit, boolean negate) {
    if (bit >= 63) {
      return (negate ? "!" : "") + "r.flag(" + bit + ")";
    }
    String mask = bit == 0 ? "1L" : "1L << " + bit;
    return "(" + flags + " & " + mask + ") " + (negate ? "==" : "!=") + " 0";
  }

  private void readStructBody() {
    NameAllocator names = new NameAllocator();
    names.reserve("r");
    for (Field f : fields) {
      names.reserve(javaName(f));
    }
    cw.line("r.beginComposite(this);");
    for (Field f : fields) {
      cw.line("r.field($L);", f.id());
      cw.line("$T $L = $L;", types.fieldType(f), javaName(f), readField(f, names));
    }
    cw.line("r.endComposite();");
    List<String> args = new ArrayList<>();
    for (Field f : fields) {
      args.add(javaName(f));
    }
    returnNew(args, names);
  }

  private String readField(Field f, NameAllocator names) {
    if (ValueCodec.isComposite(f.type())) {
      return "read" + JavaNames.capitalize(javaName(f)) + "(r)";
    }
    return codec.read(f.type(), ValueCodec.options(f), names, true);
  }

  /** One write/read helper pair per list or map field, so the main methods stay flat. */
  private void helpers() {
    for (Field f : fields) {
      if (ValueCodec.isComposite(f.type())) {
        CodecSupport.helperPair(
            cw, types, codec, JavaNames.capitalize(javaName(f)), f.type(), ValueCodec.options(f));
      }
    }
  }
}
