package dev.bale.compiler.proto;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.Edition;
import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FeatureSet;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.DescriptorProtos.MethodDescriptorProto;
import com.google.protobuf.DescriptorProtos.OneofDescriptorProto;
import com.google.protobuf.DescriptorProtos.ServiceDescriptorProto;
import com.google.protobuf.DescriptorProtos.SourceCodeInfo;
import com.google.protobuf.InvalidProtocolBufferException;
import dev.bale.schema.check.Linker;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Bale schemas from protobuf definitions: the files of a {@code FileDescriptorSet} (what {@code
 * protoc --include_imports --include_source_info -o set.pb} or {@code buf build -o set.pb} writes)
 * as one {@code .bale} file each, with the same package, declarations, field names and doc
 * comments, typed as protobuf types its values (docs/from-proto.md has the table):
 *
 * <ul>
 *   <li>A message's fields keep their declaration order and are numbered 1..n in it (Bale ids have
 *       no gaps; they are not protobuf's field numbers, which name nothing on Bale's wire).
 *   <li>Presence as protobuf has it: a message-typed field, a proto2 {@code optional} and a proto3
 *       {@code optional} field are optional ({@code T?}); a proto3 field without presence and a
 *       proto2 {@code required} one are not, the proto3 ones {@code [omit_default]} (left off the
 *       wire at their zero value, as proto3 does; not {@code bool}s, which are a flag bit anyway).
 *       {@code repeated} fields are {@code list<T>} and {@code map<K, V>} fields maps, both {@code
 *       [omit_default]} (protobuf writes nothing for an empty one).
 *   <li>A {@code oneof} is a union {@code MessageOneofName} of its fields (cases 1..k), held by an
 *       optional field at the place of its first member.
 *   <li>Nested messages and enums become top-level declarations named by their path ({@code
 *       Outer.Inner} is {@code OuterInner}); groups are messages.
 *   <li>{@code fixed32/64} and {@code sfixed32/64} are {@code [fixed]} where Bale allows it (fields
 *       and lists; not map keys or values, or union cases, which stay varints); {@code sint32/64}
 *       are {@code i32/i64} (Bale's signed varints are zigzag already).
 *   <li>{@code google.protobuf.Struct}, {@code Value} and {@code ListValue} are {@code json}; the
 *       wrapper types ({@code Int32Value}, {@code StringValue}, ...) their scalar, optional where
 *       the field is.
 * </ul>
 *
 * Services become {@code service} statements (SCHEMA.md §5b) with the same full names, so gRPC
 * paths stay; a method whose request or response is a well-known type that Bale maps to a scalar or
 * {@code json} is left out with a note.
 *
 * <p>What has no Bale form is left out and named in {@link Result#notes()}: extensions, a proto2
 * {@code optional} field's {@code [default]} other than the zero value (Bale's optional fields have
 * none), a {@code bytes} field's {@code [default]}; options and reserved ranges are left out
 * silently. What cannot be converted at all throws {@link ConversionException}: an enum value below
 * 0, two enum values of one number ({@code allow_alias}). Files of protobuf editions are read by
 * their {@code field_presence} features (IMPLICIT as proto3, EXPLICIT as {@code optional},
 * LEGACY_REQUIRED as {@code required}); their other features change nothing in Bale. Not
 * thread-safe; {@link #convert} may be called again (with other files).
 */
public final class ProtoConverter {
  /** What {@link #convert} made: the Bale files by path, and what was left out. */
  public record Result(Map<String, String> files, List<String> notes) {}

  /** A descriptor set that has no Bale form. */
  public static final class ConversionException extends Exception {
    private static final long serialVersionUID = 1L;

    ConversionException(String message) {
      super(message);
    }
  }

  private static final String WKT = "google/protobuf/";

  private final FileDescriptorSet set;
  private final boolean jsonNames;
  private final Map<String, FileDescriptorProto> filesByName = new LinkedHashMap<>();
  // ".pkg.Outer.Inner" -> what the type is in Bale.
  private final Map<String, TypeInfo> types = new HashMap<>();
  private final List<String> notes = new ArrayList<>();

  /** How a singular field is present, resolved from its syntax, label and edition features. */
  enum Presence {
    /** Always there, its zero value written or not (proto3 without {@code optional}). */
    IMPLICIT,
    /** There or not (proto2 {@code optional}, proto3 {@code optional}, message fields). */
    EXPLICIT,
    /** Always there, written always (proto2 {@code required}, editions' LEGACY_REQUIRED). */
    REQUIRED
  }

  /** A protobuf type as Bale sees it. */
  private record TypeInfo(
      String file,
      String balePackage,
      String baleName,
      DescriptorProto message,
      EnumDescriptorProto enumType,
      String mapped) {
    boolean isMapEntry() {
      return message != null && message.getOptions().getMapEntry();
    }
  }

  /**
   * A converter of {@code set}; with {@code jsonNames}, a field whose protobuf JSON name ({@code
   * json_name}, lowerCamelCase by default) differs from its name gets {@code [json = "..."]}, so
   * Bale's JSON bridge reads and writes the keys protobuf's JSON printer writes by default.
   */
  public ProtoConverter(FileDescriptorSet set, boolean jsonNames) {
    this.set = set;
    this.jsonNames = jsonNames;
  }

  /**
   * Whether protobuf-java is on the class path (an optional dependency of bale-compiler: the CLI
   * jar carries it, what else uses the compiler may not).
   */
  public static boolean available() {
    try {
      Class.forName(
          "com.google.protobuf.DescriptorProtos$FileDescriptorSet",
          false,
          ProtoConverter.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /**
   * {@link #convert(List)} of the {@code FileDescriptorSet} in {@code bytes} (read from {@code
   * source}, for messages).
   */
  public static Result convert(
      byte[] bytes, String source, boolean jsonNames, List<String> selected)
      throws ConversionException {
    FileDescriptorSet set;
    try {
      set = FileDescriptorSet.parseFrom(bytes);
    } catch (InvalidProtocolBufferException e) {
      throw new ConversionException(
          source + ": not a protobuf FileDescriptorSet: " + e.getMessage());
    }
    if (set.getFileCount() == 0) {
      throw new ConversionException(source + ": the descriptor set holds no files");
    }
    return new ProtoConverter(set, jsonNames).convert(selected);
  }

  /**
   * The Bale files of the protobuf files {@code selected} (names as in the set, e.g. {@code
   * shop/order.proto}) and of every file whose types they use; every file of the set outside {@code
   * google/protobuf/} when {@code selected} is empty.
   */
  public Result convert(List<String> selected) throws ConversionException {
    filesByName.clear();
    types.clear();
    notes.clear();
    for (FileDescriptorProto f : set.getFileList()) {
      filesByName.put(f.getName(), f);
    }
    for (FileDescriptorProto f : set.getFileList()) {
      String pkg = balePackage(f);
      String prefix = f.getPackage().isEmpty() ? "." : "." + f.getPackage() + ".";
      for (DescriptorProto m : f.getMessageTypeList()) {
        indexMessage(f.getName(), pkg, prefix, "", m);
      }
      for (EnumDescriptorProto e : f.getEnumTypeList()) {
        types.put(prefix + e.getName(), new TypeInfo(f.getName(), pkg, e.getName(), null, e, null));
      }
    }
    // The files to write: those asked for, then every file whose types they use.
    Deque<String> work = new ArrayDeque<>();
    if (selected.isEmpty()) {
      for (String name : filesByName.keySet()) {
        if (!name.startsWith(WKT)) {
          work.add(name);
        }
      }
    } else {
      for (String name : selected) {
        if (!filesByName.containsKey(name)) {
          throw new ConversionException(
              "no file " + name + " in the descriptor set (it holds " + filesByName.keySet() + ")");
        }
        work.add(name);
      }
    }
    Set<String> chosen = new LinkedHashSet<>();
    while (!work.isEmpty()) {
      String name = work.poll();
      if (chosen.add(name)) {
        work.addAll(usedFiles(filesByName.get(name)));
      }
    }
    Map<String, String> out = new LinkedHashMap<>();
    for (FileDescriptorProto f : set.getFileList()) {
      if (chosen.contains(f.getName())) {
        out.put(baleFileName(f.getName()), new FileWriter(f).write());
      }
    }
    return new Result(out, List.copyOf(notes));
  }

  /** {@code x/y.proto} as {@code x/y.bale}. */
  public static String baleFileName(String protoName) {
    return (protoName.endsWith(".proto")
            ? protoName.substring(0, protoName.length() - ".proto".length())
            : protoName)
        + ".bale";
  }

  private void indexMessage(
      String file, String pkg, String protoPrefix, String outer, DescriptorProto m) {
    String full = protoPrefix + m.getName();
    String baleName = outer + m.getName();
    String mapped = file.startsWith(WKT) ? wellKnown(full) : null;
    types.put(full, new TypeInfo(file, pkg, baleName, m, null, mapped));
    for (DescriptorProto n : m.getNestedTypeList()) {
      indexMessage(file, pkg, full + ".", baleName, n);
    }
    for (EnumDescriptorProto e : m.getEnumTypeList()) {
      types.put(
          full + "." + e.getName(), new TypeInfo(file, pkg, baleName + e.getName(), null, e, null));
    }
  }

  /** The Bale type a well-known message stands for, or null to convert it as a message. */
  private static String wellKnown(String full) {
    switch (full) {
      case ".google.protobuf.Struct":
      case ".google.protobuf.Value":
      case ".google.protobuf.ListValue":
        return "json";
      case ".google.protobuf.DoubleValue":
        return "f64";
      case ".google.protobuf.FloatValue":
        return "f32";
      case ".google.protobuf.Int64Value":
        return "i64";
      case ".google.protobuf.UInt64Value":
        return "u64";
      case ".google.protobuf.Int32Value":
        return "i32";
      case ".google.protobuf.UInt32Value":
        return "u32";
      case ".google.protobuf.BoolValue":
        return "bool";
      case ".google.protobuf.StringValue":
        return "string";
      case ".google.protobuf.BytesValue":
        return "bytes";
      default:
        return null;
    }
  }

  /** The package of {@code f}'s Bale file: protobuf's, or one made from the file name. */
  private static String balePackage(FileDescriptorProto f) {
    if (!f.getPackage().isEmpty()) {
      return f.getPackage();
    }
    String stem = f.getName().replaceAll("^.*/", "").replaceAll("\\.proto$", "");
    String p = stem.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
    return p.isEmpty() || Character.isDigit(p.charAt(0)) ? "p_" + p : p;
  }

  /** The files other than {@code f} that declare a type {@code f}'s fields use (after mapping). */
  private Set<String> usedFiles(FileDescriptorProto f) throws ConversionException {
    Set<String> used = new TreeSet<>();
    Deque<DescriptorProto> messages = new ArrayDeque<>(f.getMessageTypeList());
    while (!messages.isEmpty()) {
      DescriptorProto m = messages.poll();
      messages.addAll(m.getNestedTypeList());
      for (FieldDescriptorProto field : m.getFieldList()) {
        TypeInfo entry = mapEntry(field, f.getName());
        for (FieldDescriptorProto v :
            entry != null ? entry.message().getFieldList() : List.of(field)) {
          if (!v.getTypeName().isEmpty()) {
            addUse(used, type(v.getTypeName(), f.getName()), f);
          }
        }
      }
    }
    for (ServiceDescriptorProto s : f.getServiceList()) {
      for (MethodDescriptorProto m : s.getMethodList()) {
        addUse(used, type(m.getInputType(), f.getName()), f);
        addUse(used, type(m.getOutputType(), f.getName()), f);
      }
    }
    return used;
  }

  /** The map entry type of {@code f} when it is a {@code map<K, V>} field, else null. */
  private TypeInfo mapEntry(FieldDescriptorProto f, String usedIn) throws ConversionException {
    if (f.getLabel() != FieldDescriptorProto.Label.LABEL_REPEATED || f.getTypeName().isEmpty()) {
      return null;
    }
    TypeInfo t = type(f.getTypeName(), usedIn);
    return t.isMapEntry() ? t : null;
  }

  private static void addUse(Set<String> used, TypeInfo t, FileDescriptorProto from) {
    if (t.mapped() == null && !t.file().equals(from.getName())) {
      used.add(t.file());
    }
  }

  private TypeInfo type(String protoName, String usedIn) throws ConversionException {
    TypeInfo t = types.get(protoName);
    if (t == null) {
      throw new ConversionException(
          usedIn
              + ": type "
              + protoName
              + " is not in the descriptor set (protoc --include_imports puts every imported file"
              + " in it)");
    }
    return t;
  }

  /** Writes one Bale file. */
  private final class FileWriter {
    private final FileDescriptorProto file;
    private final String pkg;
    private final String syntax;
    // Editions: the field presence the file's features set, or null (the edition's default).
    private final FeatureSet.FieldPresence filePresence;
    private final Map<List<Integer>, String> comments = new HashMap<>();
    private final Set<String> imports = new TreeSet<>();
    private final StringBuilder body = new StringBuilder();

    FileWriter(FileDescriptorProto file) {
      this.file = file;
      this.pkg = balePackage(file);
      this.syntax = file.getSyntax().isEmpty() ? "proto2" : file.getSyntax();
      this.filePresence =
          file.getOptions().getFeatures().hasFieldPresence()
              ? file.getOptions().getFeatures().getFieldPresence()
              : null;
      for (SourceCodeInfo.Location l : file.getSourceCodeInfo().getLocationList()) {
        if (l.hasLeadingComments()) {
          comments.put(l.getPathList(), l.getLeadingComments());
        }
      }
    }

    String write() throws ConversionException {
      for (int i = 0; i < file.getMessageTypeCount(); i++) {
        message(file.getMessageType(i), "", List.of(4, i), filePresence);
      }
      for (int i = 0; i < file.getEnumTypeCount(); i++) {
        enumType(file.getEnumType(i), file.getEnumType(i).getName(), List.of(5, i));
      }
      for (int i = 0; i < file.getServiceCount(); i++) {
        service(file.getService(i), List.of(6, i));
      }
      if (file.getExtensionCount() > 0) {
        notes.add(file.getName() + ": extensions left out");
      }
      StringBuilder text = new StringBuilder();
      text.append("// Converted from ")
          .append(file.getName())
          .append(" (")
          .append(
              !syntax.equals("editions")
                  ? syntax
                  : file.getEdition() == Edition.EDITION_2023 ? "edition 2023" : "editions")
          .append(") by `bale from-proto`: fields are numbered 1..n in declaration order.\n");
      doc(text, "", comments.get(List.of(2)));
      text.append("package ").append(pkg).append(";\n");
      if (!imports.isEmpty()) {
        text.append('\n');
        for (String i : imports) {
          text.append("import \"")
              .append(relative(baleFileName(file.getName()), i))
              .append("\";\n");
        }
      }
      return text.append(body).toString();
    }

    /**
     * A service (SCHEMA.md §5b): its methods, streams as written; a method whose request or
     * response protobuf maps to a Bale type that is not a message (a wrapper, {@code Struct}) is
     * left out with a note.
     */
    private void service(ServiceDescriptorProto s, List<Integer> path) throws ConversionException {
      StringBuilder methods = new StringBuilder();
      for (int j = 0; j < s.getMethodCount(); j++) {
        MethodDescriptorProto m = s.getMethod(j);
        TypeInfo in = type(m.getInputType(), file.getName());
        TypeInfo out = type(m.getOutputType(), file.getName());
        TypeInfo notMessage = in.mapped() != null ? in : out.mapped() != null ? out : null;
        if (notMessage != null) {
          notes.add(
              file.getName()
                  + ": "
                  + s.getName()
                  + "."
                  + m.getName()
                  + " left out: its "
                  + (notMessage == in ? "request " : "response ")
                  + (notMessage == in ? m.getInputType() : m.getOutputType()).substring(1)
                  + " is "
                  + notMessage.mapped()
                  + " in Bale, not a message");
          continue;
        }
        doc(methods, "  ", comments.get(concat(path, 2, j)));
        methods
            .append("  rpc ")
            .append(m.getName())
            .append('(')
            .append(m.getClientStreaming() ? "stream " : "")
            .append(typeRef(in))
            .append(") returns (")
            .append(m.getServerStreaming() ? "stream " : "")
            .append(typeRef(out))
            .append(");\n");
      }
      body.append('\n');
      doc(body, "", comments.get(path));
      body.append("service ").append(s.getName()).append(" {\n").append(methods).append("}\n");
    }

    private void message(
        DescriptorProto m, String outer, List<Integer> path, FeatureSet.FieldPresence inherited)
        throws ConversionException {
      if (m.getOptions().getMapEntry()) {
        return;
      }
      FeatureSet.FieldPresence presenceHere =
          m.getOptions().getFeatures().hasFieldPresence()
              ? m.getOptions().getFeatures().getFieldPresence()
              : inherited;
      String name = outer + m.getName();
      body.append('\n');
      doc(body, "", comments.get(path));
      body.append("message ").append(name).append(" {\n");
      // The union of each real oneof (by index), written after the message; its field at its
      // first member.
      Map<Integer, String> oneofType = new TreeMap<>();
      int id = 0;
      for (int i = 0; i < m.getFieldCount(); i++) {
        FieldDescriptorProto f = m.getField(i);
        List<Integer> fieldPath = concat(path, 2, i);
        if (f.hasOneofIndex() && !f.getProto3Optional()) {
          int o = f.getOneofIndex();
          if (!oneofType.containsKey(o)) {
            OneofDescriptorProto oneof = m.getOneofDecl(o);
            String union = name + upperCamel(oneof.getName());
            oneofType.put(o, union);
            doc(body, "  ", comments.get(concat(path, 8, o)));
            body.append("  ")
                .append(union)
                .append("? ")
                .append(oneof.getName())
                .append(" = ")
                .append(++id)
                .append(";\n");
          }
          continue;
        }
        doc(body, "  ", comments.get(fieldPath));
        Presence presence = presence(f, presenceHere);
        body.append("  ").append(field(name, f, presence)).append(" = ").append(++id);
        List<String> options = options(f, presence);
        if (!options.isEmpty()) {
          body.append(" [").append(String.join(", ", options)).append(']');
        }
        body.append(";\n");
      }
      body.append("}\n");
      for (Map.Entry<Integer, String> u : oneofType.entrySet()) {
        union(m, u.getKey(), u.getValue(), path);
      }
      if (m.getExtensionCount() > 0 || m.getExtensionRangeCount() > 0) {
        notes.add(file.getName() + ": " + name + ": extensions left out");
      }
      for (int i = 0; i < m.getNestedTypeCount(); i++) {
        message(m.getNestedType(i), name, concat(path, 3, i), presenceHere);
      }
      for (int i = 0; i < m.getEnumTypeCount(); i++) {
        enumType(m.getEnumType(i), name + m.getEnumType(i).getName(), concat(path, 4, i));
      }
    }

    private void union(DescriptorProto m, int oneof, String name, List<Integer> path)
        throws ConversionException {
      body.append('\n');
      doc(body, "", comments.get(concat(path, 8, oneof)));
      body.append("union ").append(name).append(" {\n");
      int id = 0;
      for (int i = 0; i < m.getFieldCount(); i++) {
        FieldDescriptorProto f = m.getField(i);
        if (f.hasOneofIndex() && f.getOneofIndex() == oneof) {
          doc(body, "  ", comments.get(concat(path, 2, i)));
          body.append("  ")
              .append(valueType(f))
              .append(' ')
              .append(f.getName())
              .append(" = ")
              .append(++id)
              .append(";\n");
        }
      }
      body.append("}\n");
    }

    private void enumType(EnumDescriptorProto e, String name, List<Integer> path)
        throws ConversionException {
      body.append('\n');
      doc(body, "", comments.get(path));
      body.append("enum ").append(name).append(" {\n");
      Map<Integer, String> seen = new HashMap<>();
      for (int i = 0; i < e.getValueCount(); i++) {
        EnumValueDescriptorProto v = e.getValue(i);
        if (v.getNumber() < 0) {
          throw new ConversionException(
              file.getName()
                  + ": enum "
                  + e.getName()
                  + " value "
                  + v.getName()
                  + " = "
                  + v.getNumber()
                  + ": Bale enum values are 0..2147483647");
        }
        String before = seen.putIfAbsent(v.getNumber(), v.getName());
        if (before != null) {
          throw new ConversionException(
              file.getName()
                  + ": enum "
                  + e.getName()
                  + " values "
                  + before
                  + " and "
                  + v.getName()
                  + " are both "
                  + v.getNumber()
                  + " (allow_alias): a Bale enum value has one name");
        }
        doc(body, "  ", comments.get(concat(path, 2, i)));
        body.append("  ").append(v.getName()).append(" = ").append(v.getNumber()).append(";\n");
      }
      body.append("}\n");
    }

    /**
     * How singular field {@code f} is present: by its label in proto2, by {@code optional} in
     * proto3, by its features in editions (the field's, else the nearest enclosing message's or the
     * file's, {@code inherited}, else EXPLICIT, the default of editions 2023 and 2024); a
     * message-typed field has presence unless required.
     */
    private Presence presence(FieldDescriptorProto f, FeatureSet.FieldPresence inherited) {
      boolean messageTyped =
          f.getType() == FieldDescriptorProto.Type.TYPE_MESSAGE
              || f.getType() == FieldDescriptorProto.Type.TYPE_GROUP;
      if (f.getLabel() == FieldDescriptorProto.Label.LABEL_REQUIRED) {
        return Presence.REQUIRED;
      }
      if (syntax.equals("editions")) {
        FeatureSet.FieldPresence p =
            f.getOptions().getFeatures().hasFieldPresence()
                ? f.getOptions().getFeatures().getFieldPresence()
                : inherited;
        if (p == FeatureSet.FieldPresence.LEGACY_REQUIRED) {
          return Presence.REQUIRED;
        }
        return p == FeatureSet.FieldPresence.IMPLICIT && !messageTyped
            ? Presence.IMPLICIT
            : Presence.EXPLICIT;
      }
      if (messageTyped || f.getProto3Optional() || !syntax.equals("proto3")) {
        return Presence.EXPLICIT;
      }
      return Presence.IMPLICIT;
    }

    /** {@code type[?] name} of a message field. */
    private String field(String message, FieldDescriptorProto f, Presence presence)
        throws ConversionException {
      String type;
      boolean optional;
      if (f.getLabel() == FieldDescriptorProto.Label.LABEL_REPEATED) {
        TypeInfo entry = mapEntry(f, file.getName());
        if (entry != null) {
          FieldDescriptorProto k = entry.message().getField(0);
          FieldDescriptorProto v = entry.message().getField(1);
          type = "map<" + valueType(k) + ", " + valueType(v) + ">";
        } else {
          type = "list<" + valueType(f) + ">";
        }
        optional = false;
      } else {
        type = valueType(f);
        optional = presence == Presence.EXPLICIT;
        if (optional && f.hasDefaultValue() && !isZero(f)) {
          notes.add(
              file.getName()
                  + ": "
                  + message
                  + "."
                  + f.getName()
                  + ": [default = "
                  + f.getDefaultValue()
                  + "] left out (an optional Bale field is absent, not defaulted)");
        }
      }
      return type + (optional ? "? " : " ") + f.getName();
    }

    /** The options of a message field: [fixed], [default], [omit_default], [json]. */
    private List<String> options(FieldDescriptorProto f, Presence presence)
        throws ConversionException {
      List<String> options = new ArrayList<>();
      boolean repeated = f.getLabel() == FieldDescriptorProto.Label.LABEL_REPEATED;
      if (mapEntry(f, file.getName()) == null && isFixed(f.getType())) {
        options.add("fixed");
      }
      if (!repeated && presence == Presence.REQUIRED && f.hasDefaultValue()) {
        if (f.getType() == FieldDescriptorProto.Type.TYPE_BYTES) {
          notes.add(
              file.getName()
                  + ": field "
                  + f.getName()
                  + ": [default] left out (Bale has no default for bytes)");
        } else {
          options.add("default = " + defaultLiteral(f));
        }
      }
      boolean implicit =
          !repeated
              && presence == Presence.IMPLICIT
              && f.getType() != FieldDescriptorProto.Type.TYPE_BOOL;
      if (repeated || implicit) {
        options.add("omit_default");
      }
      if (jsonNames && f.hasJsonName() && !f.getJsonName().equals(f.getName())) {
        options.add("json = " + quote(f.getJsonName()));
      }
      return options;
    }

    /** The Bale type of {@code f}'s values (an element's, for a repeated field). */
    private String valueType(FieldDescriptorProto f) throws ConversionException {
      switch (f.getType()) {
        case TYPE_DOUBLE:
          return "f64";
        case TYPE_FLOAT:
          return "f32";
        case TYPE_INT64:
        case TYPE_SINT64:
        case TYPE_SFIXED64:
          return "i64";
        case TYPE_UINT64:
        case TYPE_FIXED64:
          return "u64";
        case TYPE_INT32:
        case TYPE_SINT32:
        case TYPE_SFIXED32:
          return "i32";
        case TYPE_UINT32:
        case TYPE_FIXED32:
          return "u32";
        case TYPE_BOOL:
          return "bool";
        case TYPE_STRING:
          return "string";
        case TYPE_BYTES:
          return "bytes";
        case TYPE_ENUM:
        case TYPE_MESSAGE:
        case TYPE_GROUP:
          return typeRef(type(f.getTypeName(), file.getName()));
        default:
          throw new ConversionException(
              file.getName()
                  + ": field "
                  + f.getName()
                  + ": type "
                  + f.getType()
                  + " has no Bale form");
      }
    }

    /** A reference to {@code t} from this file, importing its file. */
    private String typeRef(TypeInfo t) {
      if (t.mapped() != null) {
        return t.mapped();
      }
      if (!t.file().equals(file.getName())) {
        imports.add(baleFileName(t.file()));
      }
      return t.balePackage().equals(pkg) ? t.baleName() : t.balePackage() + "." + t.baleName();
    }

    private String defaultLiteral(FieldDescriptorProto f) {
      String v = f.getDefaultValue();
      switch (f.getType()) {
        case TYPE_STRING:
          return quote(v);
        case TYPE_DOUBLE:
        case TYPE_FLOAT:
          return v.equals("-inf") ? "-inf" : v.equals("inf") ? "inf" : v;
        default:
          return v; // integers, bools and enum value names are written as Bale writes them
      }
    }
  }

  /**
   * Whether {@code f}'s {@code [default]} is the zero value, which its optional Bale field loses
   * nothing by leaving out (proto2's {@code [default = 0]} reads as an absent field's 0 would).
   */
  private boolean isZero(FieldDescriptorProto f) {
    String v = f.getDefaultValue();
    switch (f.getType()) {
      case TYPE_BOOL:
        return v.equals("false");
      case TYPE_STRING:
      case TYPE_BYTES:
        return v.isEmpty();
      case TYPE_ENUM:
        TypeInfo t = types.get(f.getTypeName());
        return t != null
            && t.enumType().getValueCount() > 0
            && t.enumType().getValue(0).getName().equals(v);
      case TYPE_DOUBLE:
      case TYPE_FLOAT:
        try {
          double d = Double.parseDouble(v);
          return d == 0 && Double.doubleToRawLongBits(d) == 0;
        } catch (NumberFormatException e) {
          return false; // inf, -inf, nan
        }
      default:
        return v.equals("0");
    }
  }

  private static boolean isFixed(FieldDescriptorProto.Type t) {
    return t == FieldDescriptorProto.Type.TYPE_FIXED32
        || t == FieldDescriptorProto.Type.TYPE_FIXED64
        || t == FieldDescriptorProto.Type.TYPE_SFIXED32
        || t == FieldDescriptorProto.Type.TYPE_SFIXED64;
  }

  /** {@code s} as a Bale string literal (the canonical form's quoting, SCHEMA.md §8). */
  static String quote(String s) {
    return Linker.quote(s);
  }

  /** {@code foo_bar} as {@code FooBar}. */
  static String upperCamel(String name) {
    StringBuilder b = new StringBuilder();
    boolean up = true;
    for (char c : name.toCharArray()) {
      if (c == '_') {
        up = true;
      } else {
        b.append(up ? Character.toUpperCase(c) : c);
        up = false;
      }
    }
    return b.toString();
  }

  /** A protobuf comment as Bale doc lines ({@code ///}), indented by {@code indent}. */
  private static void doc(StringBuilder out, String indent, String comment) {
    if (comment == null) {
      return;
    }
    String[] lines = comment.strip().split("\n", -1);
    for (String line : lines) {
      String l = line.startsWith(" ") ? line.substring(1) : line;
      out.append(indent)
          .append("///")
          .append(l.isEmpty() ? "" : " " + l.stripTrailing())
          .append('\n');
    }
  }

  /** The import path of {@code target} from the file {@code from} (both relative to one root). */
  static String relative(String from, String target) {
    String[] a = from.split("/");
    String[] b = target.split("/");
    int common = 0;
    while (common < a.length - 1 && common < b.length - 1 && a[common].equals(b[common])) {
      common++;
    }
    StringBuilder p = new StringBuilder();
    for (int i = common; i < a.length - 1; i++) {
      p.append("../");
    }
    for (int i = common; i < b.length; i++) {
      p.append(b[i]);
      if (i < b.length - 1) {
        p.append('/');
      }
    }
    return p.toString();
  }

  private static List<Integer> concat(List<Integer> path, int a, int b) {
    List<Integer> p = new ArrayList<>(path.size() + 2);
    p.addAll(path);
    p.add(a);
    p.add(b);
    return p;
  }
}
