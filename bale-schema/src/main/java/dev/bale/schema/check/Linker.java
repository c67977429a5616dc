package dev.bale.schema.check;

import dev.bale.schema.Roots;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.FieldOptions;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.Literal;
import dev.bale.schema.model.Location;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.SchemaFile;
import dev.bale.schema.model.ServiceDecl;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import dev.bale.schema.parse.DeclElement;
import dev.bale.schema.parse.LiteralElement;
import dev.bale.schema.parse.MemberElement;
import dev.bale.schema.parse.OptionElement;
import dev.bale.schema.parse.ServiceElement;
import dev.bale.schema.parse.TypeElement;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Resolves names and enforces every semantic rule of SCHEMA.md on a set of parsed files, building
 * the {@link Schema} IR. All errors go to the {@link ErrorCollector}; the result is meaningful only
 * when none were reported.
 *
 * <p>Order of work: register every declaration (duplicates), build enums (so that enum defaults can
 * be resolved), build messages, structs and unions (resolving type names and checking fields,
 * options and defaults as they are built), resolve every {@link NamedType}, then check whole-schema
 * rules (structs containing themselves).
 */
public final class Linker {
  static final int MAX_ID = 65535;

  private static final Set<ScalarKind> FIXED_KINDS =
      EnumSet.of(
          ScalarKind.I16,
          ScalarKind.I32,
          ScalarKind.I64,
          ScalarKind.U16,
          ScalarKind.U32,
          ScalarKind.U64);
  private static final Set<ScalarKind> TS_NUMBER_KINDS = EnumSet.of(ScalarKind.I64, ScalarKind.U64);
  private static final List<String> KNOWN_OPTIONS =
      List.of("default", "deprecated", "fixed", "ts_number", "dedup", "json", "omit_default");

  /** A registered declaration: where it is and what it looks like. */
  private record Declared(DeclElement element, SourceFile file, String packageName) {
    String fullName() {
      return packageName.isEmpty() ? element.name() : packageName + "." + element.name();
    }
  }

  private final ErrorCollector errors;
  private final List<SourceFile> files;
  private final Map<String, SourceFile> filesByPath = new HashMap<>();
  private final Map<String, Declared> declared = new LinkedHashMap<>();
  private final Map<String, Decl> built = new HashMap<>();
  private final List<NamedType> references = new ArrayList<>();
  // Services as written, each method's request and response resolved to a full name (null when
  // it did not resolve to a message: reported), and where each service's full name is declared.
  private final List<LinkedService> services = new ArrayList<>();
  private final Map<String, Location> serviceAt = new HashMap<>();

  private record LinkedService(ServiceElement element, SourceFile file, List<String[]> types) {}

  private Linker(List<SourceFile> files, ErrorCollector errors) {
    this.files = files;
    this.errors = errors;
    for (SourceFile f : files) {
      filesByPath.put(f.path(), f);
    }
  }

  /**
   * Links and checks {@code files} (load order: roots first, then imports). Returns the schema, or
   * null if any error was reported.
   */
  public static Schema link(List<SourceFile> files, ErrorCollector errors) {
    return new Linker(files, errors).run();
  }

  private Schema run() {
    for (SourceFile f : files) {
      checkPackageName(f);
      for (DeclElement d : f.element().decls()) {
        register(d, f);
      }
    }
    for (Declared d : declared.values()) {
      if (d.element().kind() == DeclElement.Kind.ENUM) {
        built.put(d.fullName(), buildEnum(d));
      }
    }
    for (Declared d : declared.values()) {
      switch (d.element().kind()) {
        case MESSAGE, STRUCT -> built.put(d.fullName(), buildFields(d));
        case UNION -> built.put(d.fullName(), buildUnion(d));
        case ENUM -> {}
      }
    }
    for (SourceFile f : files) {
      registerServices(f);
    }
    Map<SourceFile, TypeRef> roots = new HashMap<>();
    for (SourceFile f : files) {
      if (f.element().root() != null) {
        TypeRef root = type(f.element().root(), f); // unknown names reported, null
        if (root != null) {
          roots.put(f, root);
        }
      }
    }
    for (NamedType t : references) {
      t.resolve(built.get(t.fullName()));
    }
    checkStructCycles();
    if (errors.hasErrors()) {
      return null;
    }
    // On a linked schema only: which members a field generates depends on the types it names.
    List<Decl> inLoadOrder = new ArrayList<>();
    for (String fullName : declared.keySet()) {
      inLoadOrder.add(built.get(fullName));
    }
    // Packages whose root is not a message: their TypeScript module declares the root wrapper.
    Map<String, Location> wrappedRoots = new HashMap<>();
    for (SourceFile f : files) {
      TypeRef root = roots.get(f);
      if (root != null && !Roots.isMessage(root)) {
        wrappedRoots.putIfAbsent(f.element().packageName(), f.element().root().location());
      }
    }
    // Packages with a root: the Java class Root (N8).
    Map<String, Location> rootsByPackage = new HashMap<>();
    for (SourceFile f : files) {
      if (roots.containsKey(f)) {
        rootsByPackage.putIfAbsent(f.element().packageName(), f.element().root().location());
      }
    }
    Map<SourceFile, List<ServiceDecl>> servicesByFile = new HashMap<>();
    List<ServiceDecl> allServices = buildServices(servicesByFile);
    GeneratedNames.checkPackages(files, errors);
    GeneratedNames.checkDecls(inLoadOrder, wrappedRoots, errors);
    GeneratedNames.checkPackageClasses(files, inLoadOrder, rootsByPackage, allServices, errors);
    for (Decl d : inLoadOrder) {
      GeneratedNames.check(d, errors);
      if (d instanceof EnumDecl e) {
        GeneratedNames.checkEnum(e, errors);
      } else if (d instanceof UnionDecl u) {
        GeneratedNames.checkUnion(u, errors);
      }
    }
    GeneratedNames.checkServices(allServices, inLoadOrder, errors);
    if (errors.hasErrors()) {
      return null;
    }
    List<SchemaFile> out = new ArrayList<>();
    for (SourceFile f : files) {
      List<Decl> decls = new ArrayList<>();
      for (DeclElement d : f.element().decls()) {
        decls.add(built.get(fullName(f, d.name())));
      }
      out.add(
          new SchemaFile(
              f.path(),
              f.element().packageName(),
              f.imports(),
              decls,
              f.element().doc(),
              roots.get(f),
              servicesByFile.getOrDefault(f, List.of())));
    }
    return new Schema(out);
  }

  // ---------------------------------------------------------------- services (SCHEMA.md §5b)

  /**
   * Checks the names of {@code f}'s services and methods and resolves their request and response
   * types, which must be messages. A service's full name must be no declaration's or other
   * service's (rule N1).
   */
  private void registerServices(SourceFile f) {
    for (ServiceElement s : f.element().services()) {
      checkName(s.name(), s.location(), "service", true, false, false);
      String full = fullName(f, s.name());
      Declared d = declared.get(full);
      Location first = d != null ? d.element().location() : serviceAt.get(full);
      if (first != null) {
        errors.error(
            s.location(),
            "duplicate declaration '" + full + "' (first at " + where(first, s.location()) + ")");
        continue;
      }
      serviceAt.put(full, s.location());
      Map<String, ServiceElement.Rpc> byName = new HashMap<>();
      List<String[]> types = new ArrayList<>();
      for (ServiceElement.Rpc m : s.rpcs()) {
        checkName(m.name(), m.location(), "method", false, false, true);
        ServiceElement.Rpc before = byName.putIfAbsent(m.name(), m);
        if (before != null) {
          errors.error(
              m.location(),
              "duplicate method name '"
                  + m.name()
                  + "' (first at "
                  + where(before.location(), m.location())
                  + ")");
        }
        types.add(
            new String[] {
              messageType(m.request(), "request", m, f), messageType(m.response(), "response", m, f)
            });
        methodOptions(m);
      }
      services.add(new LinkedService(s, f, types));
    }
  }

  /** The full name of a method's request or response type; null if it is not a message. */
  private String messageType(TypeElement t, String role, ServiceElement.Rpc m, SourceFile f) {
    String other;
    if (t instanceof TypeElement.Named n) {
      String full = resolveName(n.name(), n.location(), f); // unknown names reported, null
      if (full == null || kindOf(full) == DeclElement.Kind.MESSAGE) {
        return full;
      }
      other = kindOf(full).keyword() + " '" + full + "'";
    } else {
      other = "'" + t.display() + "'";
    }
    errors.error(
        t.location(),
        "the " + role + " of method '" + m.name() + "' must be a message, not " + other);
    return null;
  }

  /**
   * A method's options (SCHEMA.md §5b): {@code [flat]}, no value, once; anything else is an error.
   */
  private void methodOptions(ServiceElement.Rpc m) {
    Map<String, OptionElement> seen = new HashMap<>();
    for (OptionElement o : m.options()) {
      if (repeated(seen, o)) {
        continue;
      }
      if (!o.name().equals("flat")) {
        errors.error(o.location(), "unknown method option '" + o.name() + "' (known: flat)");
      } else if (o.value() != null) {
        errors.error(o.location(), "option 'flat' takes no value");
      }
    }
  }

  /**
   * Whether option {@code o} was given before in the same brackets ({@code seen}, which it joins
   * otherwise); reports it if so.
   */
  private boolean repeated(Map<String, OptionElement> seen, OptionElement o) {
    OptionElement prev = seen.putIfAbsent(o.name(), o);
    if (prev != null) {
      errors.error(
          o.location(),
          "duplicate option '"
              + o.name()
              + "' (first at "
              + where(prev.location(), o.location())
              + ")");
    }
    return prev != null;
  }

  /** Whether a method has the option {@code [flat]}. */
  private static boolean flat(ServiceElement.Rpc m) {
    for (OptionElement o : m.options()) {
      if (o.name().equals("flat")) {
        return true;
      }
    }
    return false;
  }

  /**
   * The checked services in load order, each also added to its file's list in {@code byFile}
   * (called once every type resolved without error).
   */
  private List<ServiceDecl> buildServices(Map<SourceFile, List<ServiceDecl>> byFile) {
    List<ServiceDecl> all = new ArrayList<>();
    for (LinkedService l : services) {
      List<ServiceDecl.Method> methods = new ArrayList<>();
      List<ServiceElement.Rpc> rpcs = l.element().rpcs();
      for (int i = 0; i < rpcs.size(); i++) {
        ServiceElement.Rpc m = rpcs.get(i);
        methods.add(
            new ServiceDecl.Method(
                m.name(),
                m.doc(),
                m.location(),
                (MessageDecl) built.get(l.types().get(i)[0]),
                m.requestStream(),
                (MessageDecl) built.get(l.types().get(i)[1]),
                m.responseStream(),
                flat(m)));
      }
      ServiceElement s = l.element();
      ServiceDecl service =
          new ServiceDecl(
              s.name(), l.file().element().packageName(), s.doc(), s.location(), methods);
      all.add(service);
      byFile.computeIfAbsent(l.file(), f -> new ArrayList<>()).add(service);
    }
    return all;
  }

  private static String fullName(SourceFile f, String name) {
    String pkg = f.element().packageName();
    return pkg.isEmpty() ? name : pkg + "." + name;
  }

  /** "3:10" for a location in {@code file}, "other.bale:3:10" otherwise. */
  static String where(Location first, Location current) {
    if (first.file().equals(current.file())) {
      return first.line() + ":" + first.column();
    }
    return first.toString();
  }

  private void checkName(
      String name, Location loc, String what, boolean isType, boolean isField, boolean isMember) {
    String problem = Names.problem(name, isType, isField, isMember);
    if (problem != null) {
      errors.error(loc, what + " name '" + name + "' " + problem);
    }
  }

  private void checkPackageName(SourceFile f) {
    for (String segment : f.element().packageName().split("\\.")) {
      checkName(segment, f.element().packageLocation(), "package", false, false, false);
    }
  }

  private void register(DeclElement d, SourceFile f) {
    checkName(d.name(), d.location(), d.kind().keyword(), true, false, false);
    Declared entry = new Declared(d, f, f.element().packageName());
    Declared first = declared.get(entry.fullName());
    if (first != null) {
      errors.error(
          d.location(),
          "duplicate declaration '"
              + entry.fullName()
              + "' (first at "
              + where(first.element().location(), d.location())
              + ")");
      return;
    }
    declared.put(entry.fullName(), entry);
  }

  // ---------------------------------------------------------------- name resolution

  /** The files whose declarations {@code f} can see: itself and the files it imports directly. */
  private boolean visible(SourceFile from, SourceFile target) {
    return from == target || from.imports().contains(target.path());
  }

  /** Resolves a type name as written in {@code from}; returns its full name or null (reported). */
  private String resolveName(String name, Location loc, SourceFile from) {
    if (name.indexOf('.') >= 0) {
      Declared d = declared.get(name);
      if (d != null && visible(from, d.file())) {
        return name;
      }
      if (d != null) {
        errors.error(
            loc,
            "type '"
                + name
                + "' is declared in '"
                + d.file().path()
                + "', which this file does not import");
      } else {
        errors.error(loc, "unknown type '" + name + "'");
      }
      return null;
    }
    String own = from.element().packageName();
    List<String> samePackage = new ArrayList<>();
    TreeSet<String> others = new TreeSet<>();
    String invisible = null;
    for (Declared d : declared.values()) {
      if (!d.element().name().equals(name)) {
        continue;
      }
      if (!visible(from, d.file())) {
        invisible = invisible == null ? d.fullName() + "' in '" + d.file().path() : invisible;
      } else if (d.packageName().equals(own)) {
        samePackage.add(d.fullName());
      } else {
        others.add(d.fullName());
      }
    }
    if (!samePackage.isEmpty()) {
      return samePackage.get(0);
    }
    if (others.size() == 1) {
      return others.first();
    }
    if (others.size() > 1) {
      errors.error(
          loc,
          "ambiguous type '"
              + name
              + "': could be '"
              + String.join("' or '", others)
              + "'; write the full name");
      return null;
    }
    if (invisible != null) {
      errors.error(
          loc,
          "unknown type '"
              + name
              + "' (there is '"
              + invisible
              + "', which this file does not import)");
    } else {
      errors.error(loc, "unknown type '" + name + "'");
    }
    return null;
  }

  private DeclElement.Kind kindOf(String fullName) {
    return declared.get(fullName).element().kind();
  }

  /** Converts a written type; null if a name in it did not resolve (already reported). */
  private TypeRef type(TypeElement t, SourceFile from) {
    if (t instanceof TypeElement.Scalar s) {
      return new ScalarType(s.kind());
    }
    if (t instanceof TypeElement.ListOf l) {
      TypeRef element = type(l.element(), from);
      return element == null ? null : new ListType(element);
    }
    if (t instanceof TypeElement.MapOf m) {
      TypeRef key = type(m.key(), from);
      TypeRef value = type(m.value(), from);
      if (key != null && !isValidMapKey(key)) {
        errors.error(
            m.key().location(),
            "map key type must be bool, an integer type, string or an enum, not '"
                + m.key().display()
                + "'");
        return null;
      }
      return key == null || value == null ? null : new MapType(key, value);
    }
    TypeElement.Named n = (TypeElement.Named) t;
    String full = resolveName(n.name(), n.location(), from);
    if (full == null) {
      return null;
    }
    NamedType ref = new NamedType(full);
    references.add(ref);
    return ref;
  }

  private boolean isValidMapKey(TypeRef key) {
    if (key instanceof ScalarType s) {
      return s.kind() == ScalarKind.BOOL || s.kind().isInteger() || s.kind() == ScalarKind.STRING;
    }
    return key instanceof NamedType n && kindOf(n.fullName()) == DeclElement.Kind.ENUM;
  }

  // ---------------------------------------------------------------- enums

  private EnumDecl buildEnum(Declared d) {
    DeclElement e = d.element();
    String what = "enum '" + e.name() + "'";
    if (e.members().isEmpty()) {
      errors.error(e.location(), what + " has no values");
    }
    Map<String, Location> names = new HashMap<>();
    Map<BigInteger, Location> numbers = new HashMap<>();
    List<EnumValue> values = new ArrayList<>();
    for (MemberElement m : e.members()) {
      checkName(m.name(), m.location(), "enum value", false, false, true);
      Location prev = names.putIfAbsent(m.name(), m.location());
      if (prev != null) {
        errors.error(
            m.location(),
            "duplicate value name '"
                + m.name()
                + "' in "
                + what
                + " (first at "
                + where(prev, m.location())
                + ")");
      }
      if (m.id().signum() < 0 || m.id().compareTo(BigInteger.valueOf(Integer.MAX_VALUE)) > 0) {
        errors.error(
            m.idLocation(),
            "enum value number " + m.id() + " out of range 0.." + Integer.MAX_VALUE);
        continue;
      }
      Location prevNumber = numbers.putIfAbsent(m.id(), m.idLocation());
      if (prevNumber != null) {
        errors.error(
            m.idLocation(),
            "duplicate value number "
                + m.id()
                + " in "
                + what
                + " (first at "
                + where(prevNumber, m.idLocation())
                + ")");
      }
      values.add(new EnumValue(m.name(), m.id().intValue(), m.doc(), m.location()));
    }
    return new EnumDecl(e.name(), d.packageName(), List.copyOf(values), e.doc(), e.location());
  }

  // ---------------------------------------------------------------- messages and structs

  /** Checks name and id uniqueness and id range of members; returns false if the id is unusable. */
  private boolean checkMember(
      MemberElement m,
      String memberWhat,
      String declWhat,
      Map<String, Location> names,
      Map<Integer, Location> ids) {
    checkName(m.name(), m.location(), memberWhat, false, memberWhat.equals("field"), true);
    Location prev = names.putIfAbsent(m.name(), m.location());
    if (prev != null) {
      errors.error(
          m.location(),
          "duplicate "
              + memberWhat
              + " name '"
              + m.name()
              + "' in "
              + declWhat
              + " (first at "
              + where(prev, m.location())
              + ")");
    }
    if (m.id().compareTo(BigInteger.ONE) < 0 || m.id().compareTo(BigInteger.valueOf(MAX_ID)) > 0) {
      errors.error(m.idLocation(), memberWhat + " id " + m.id() + " out of range 1.." + MAX_ID);
      return false;
    }
    Location prevId = ids.putIfAbsent(m.id().intValue(), m.idLocation());
    if (prevId != null) {
      errors.error(
          m.idLocation(),
          "duplicate "
              + memberWhat
              + " id "
              + m.id()
              + " in "
              + declWhat
              + " (first at "
              + where(prevId, m.idLocation())
              + ")");
    }
    return true;
  }

  private Decl buildFields(Declared d) {
    DeclElement e = d.element();
    boolean struct = e.kind() == DeclElement.Kind.STRUCT;
    String declWhat = e.kind().keyword() + " '" + e.name() + "'";
    if (struct && e.members().isEmpty()) {
      errors.error(
          e.location(), declWhat + " has no fields (an empty struct would occupy no bytes)");
    }
    Map<String, Location> names = new HashMap<>();
    Map<Integer, Location> ids = new HashMap<>();
    List<Field> fields = new ArrayList<>();
    for (MemberElement m : e.members()) {
      boolean idOk = checkMember(m, "field", declWhat, names, ids);
      Field f = field(m, d, struct);
      if (f != null && idOk) {
        fields.add(f);
      }
    }
    // A [json] key must not collide with another field's JSON key (its name or its [json]).
    Map<String, Field> jsonKeys = new HashMap<>();
    for (Field f : fields) {
      Field prev = jsonKeys.putIfAbsent(f.jsonName(), f);
      if (prev != null && f.name().equals(prev.name())) {
        continue; // a duplicate field name, reported above
      }
      if (prev != null) {
        errors.error(
            f.location(),
            "JSON key '"
                + f.jsonName()
                + "' of field '"
                + f.name()
                + "' is already the JSON key of field '"
                + prev.name()
                + "' in "
                + declWhat
                + " (first at "
                + where(prev.location(), f.location())
                + ")");
      }
    }
    // Ids are slots in the compact format: they must be exactly 1..n.
    int max = ids.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
    List<String> missing = new ArrayList<>();
    for (int id = 1; id <= max; id++) {
      if (!ids.containsKey(id)) {
        missing.add(Integer.toString(id));
      }
    }
    if (!missing.isEmpty()) {
      errors.error(
          e.location(),
          "field ids of "
              + declWhat
              + " must be 1..n without gaps: "
              + (missing.size() == 1 ? "id " : "ids ")
              + String.join(", ", missing)
              + (missing.size() == 1 ? " is" : " are")
              + " missing"
              + (struct ? "" : " (keep removed fields as [deprecated])"));
    }
    fields.sort(Comparator.comparingInt(Field::id));
    return struct
        ? new StructDecl(e.name(), d.packageName(), List.copyOf(fields), e.doc(), e.location())
        : new MessageDecl(e.name(), d.packageName(), List.copyOf(fields), e.doc(), e.location());
  }

  /** Builds one field, checking options and default; null if its type did not resolve. */
  private Field field(MemberElement m, Declared d, boolean struct) {
    String declWhat = d.element().kind().keyword() + " '" + d.element().name() + "'";
    if (struct && m.optional()) {
      errors.error(
          m.location(),
          "field '"
              + m.name()
              + "' of "
              + declWhat
              + " cannot be optional: structs have a fixed"
              + " layout");
    }
    TypeRef type = type(m.type(), d.file());
    Map<String, OptionElement> seen = new HashMap<>();
    boolean fixed = false;
    boolean tsNumber = false;
    boolean dedup = true;
    boolean deprecated = false;
    boolean omitDefault = false;
    String json = null;
    Literal defaultValue = null;
    String typeText = m.type().display() + (m.optional() ? "?" : "");
    for (OptionElement o : m.options()) {
      if (repeated(seen, o)) {
        continue;
      }
      switch (o.name()) {
        case "fixed", "ts_number", "deprecated", "omit_default" -> {
          if (o.value() != null) {
            errors.error(o.location(), "option '" + o.name() + "' takes no value");
            continue;
          }
          switch (o.name()) {
            case "fixed" -> {
              fixed = true;
              if (type != null && !scalarOrListOf(type, FIXED_KINDS)) {
                errors.error(
                    o.location(),
                    "[fixed] applies only to i16, i32, i64, u16, u32, u64 or lists of them, not '"
                        + typeText
                        + "'");
              }
            }
            case "ts_number" -> {
              tsNumber = true;
              if (type != null && !scalarOrListOf(type, TS_NUMBER_KINDS)) {
                errors.error(
                    o.location(),
                    "[ts_number] applies only to i64, u64 or lists of them, not '"
                        + typeText
                        + "'");
              }
            }
            case "omit_default" -> {
              omitDefault = true;
              String why = omitDefaultNotAllowed(type, m.optional(), struct);
              if (type != null && why != null) {
                errors.error(
                    o.location(),
                    "[omit_default] applies only to non-optional message fields of a number,"
                        + " enum, string, bytes, list or map type, not '"
                        + typeText
                        + "'"
                        + why);
              }
            }
            default -> {
              deprecated = true;
              if (struct) {
                errors.error(
                    o.location(),
                    "[deprecated] is not allowed in " + declWhat + ": structs cannot evolve");
              }
            }
          }
        }
        case "dedup" -> {
          LiteralElement v = o.value();
          if (v == null
              || v.kind() != LiteralElement.Kind.IDENT
              || !(v.text().equals("true") || v.text().equals("false"))) {
            errors.error(
                o.location(), "option 'dedup' needs a value: [dedup = false] or [dedup = true]");
            continue;
          }
          dedup = v.text().equals("true");
          if (type != null && !holdsStrings(type)) {
            errors.error(
                o.location(),
                "[dedup] applies only to fields that hold strings, not '" + typeText + "'");
          }
        }
        case "json" -> {
          LiteralElement v = o.value();
          if (v == null || v.kind() != LiteralElement.Kind.STRING || v.text().isEmpty()) {
            errors.error(
                o.location(), "option 'json' needs a non-empty string: [json = \"@context\"]");
            continue;
          }
          json = (String) v.value();
        }
        case "default" -> {
          if (o.value() == null) {
            errors.error(o.location(), "option 'default' needs a value: [default = ...]");
            continue;
          }
          if (type != null) {
            defaultValue = defaultValue(o, type, m.optional(), typeText);
          }
        }
        default ->
            errors.error(
                o.location(),
                "unknown option '"
                    + o.name()
                    + "' (known: "
                    + String.join(", ", KNOWN_OPTIONS)
                    + ")");
      }
    }
    if (omitDefault
        && defaultValue != null
        && defaultValue.value() instanceof Double dv
        && Double.isNaN(dv)) {
      errors.error(
          seen.get("omit_default").location(),
          "[omit_default] cannot go with a NaN default: whether a value equals it depends on NaN"
              + " bits that not every language keeps");
    }
    if (type == null) {
      return null;
    }
    return new Field(
        m.name(),
        m.id().intValue(),
        type,
        m.optional(),
        defaultValue,
        deprecated,
        new FieldOptions(fixed, tsNumber, dedup, json, omitDefault),
        m.doc(),
        m.location());
  }

  /**
   * Why {@code [omit_default]} cannot go on a field of this type, or null if it can: an optional
   * field has a presence bit already, a bool is a flag bit already, a struct has no flags, and a
   * message, struct, union or json value has no default that a writer can test in one comparison.
   */
  private String omitDefaultNotAllowed(TypeRef type, boolean optional, boolean struct) {
    if (struct) {
      return " (struct fields have no flag bits)";
    }
    if (optional) {
      return " (an optional field has a presence bit already)";
    }
    if (type instanceof ScalarType s) {
      return switch (s.kind()) {
        case BOOL -> " (a bool is a flag bit already)";
        case JSON -> "";
        default -> null;
      };
    }
    if (type instanceof ListType || type instanceof MapType) {
      return null;
    }
    return type instanceof NamedType n && kindOf(n.fullName()) == DeclElement.Kind.ENUM ? null : "";
  }

  private static boolean scalarOrListOf(TypeRef t, Set<ScalarKind> kinds) {
    if (t instanceof ListType l) {
      t = l.element();
    }
    return t instanceof ScalarType s && kinds.contains(s.kind());
  }

  /** Whether values of {@code t} contain strings directly (not through named types). */
  private static boolean holdsStrings(TypeRef t) {
    if (t instanceof ScalarType s) {
      return s.kind() == ScalarKind.STRING || s.kind() == ScalarKind.JSON;
    }
    if (t instanceof ListType l) {
      return holdsStrings(l.element());
    }
    if (t instanceof MapType m) {
      return holdsStrings(m.key()) || holdsStrings(m.value());
    }
    return false;
  }

  // ---------------------------------------------------------------- defaults

  private Literal defaultValue(OptionElement o, TypeRef type, boolean optional, String typeText) {
    LiteralElement v = o.value();
    if (optional) {
      errors.error(
          o.location(), "[default] is not allowed on an optional field (its default is absent)");
      return null;
    }
    if (type instanceof NamedType n) {
      Decl target = built.get(n.fullName());
      if (target instanceof EnumDecl en) {
        return enumDefault(v, en);
      }
      errors.error(
          o.location(),
          "[default] is not allowed on a field of "
              + kindOf(n.fullName()).keyword()
              + " type '"
              + typeText
              + "'");
      return null;
    }
    if (!(type instanceof ScalarType s)
        || s.kind() == ScalarKind.BYTES
        || s.kind() == ScalarKind.JSON) {
      errors.error(o.location(), "[default] is not allowed on a field of type '" + typeText + "'");
      return null;
    }
    ScalarKind k = s.kind();
    if (k == ScalarKind.BOOL) {
      if (v.kind() == LiteralElement.Kind.IDENT
          && (v.text().equals("true") || v.text().equals("false"))) {
        return new Literal(Boolean.valueOf(v.text()), v.text());
      }
      return mismatch(v, typeText, "true or false");
    }
    if (k == ScalarKind.STRING) {
      if (v.kind() == LiteralElement.Kind.STRING) {
        String value = (String) v.value();
        return new Literal(value, quote(value));
      }
      return mismatch(v, typeText, "a string");
    }
    if (k.isInteger()) {
      if (v.kind() != LiteralElement.Kind.INT) {
        return mismatch(v, typeText, "an integer");
      }
      BigInteger value = (BigInteger) v.value();
      int bits = k.width() * 8;
      BigInteger min = k.isSigned() ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
      BigInteger max =
          (k.isSigned() ? BigInteger.ONE.shiftLeft(bits - 1) : BigInteger.ONE.shiftLeft(bits))
              .subtract(BigInteger.ONE);
      if (value.compareTo(min) < 0 || value.compareTo(max) > 0) {
        errors.error(
            v.location(),
            "default value "
                + v.text()
                + " out of range for "
                + k.keyword()
                + " ("
                + min
                + ".."
                + max
                + ")");
        return null;
      }
      return new Literal(value.longValue(), value.toString());
    }
    // f32 / f64
    double d;
    switch (v.kind()) {
      case INT -> d = ((BigInteger) v.value()).doubleValue();
      case FLOAT -> d = (Double) v.value();
      case IDENT -> {
        if (v.text().equals("inf")) {
          d = Double.POSITIVE_INFINITY;
        } else if (v.text().equals("nan")) {
          d = Double.NaN;
        } else {
          return mismatch(v, typeText, "a number, inf or nan");
        }
      }
      default -> {
        return mismatch(v, typeText, "a number, inf or nan");
      }
    }
    boolean written = v.kind() != LiteralElement.Kind.IDENT && !v.text().endsWith("inf");
    if (k == ScalarKind.F32) {
      // Rounded through the bit pattern: the same float in Java, and a real float32 rounding when
      // this compiler runs as JavaScript (bale-gen-js), where TeaVM keeps a cast's double value.
      float f = Float.intBitsToFloat(Float.floatToIntBits((float) d));
      if (written && Float.isInfinite(f)) {
        errors.error(v.location(), "default value " + v.text() + " out of range for f32");
        return null;
      }
      return new Literal((double) f, String.format("0x%08x", Float.floatToIntBits(f)));
    }
    if (written && Double.isInfinite(d)) {
      errors.error(v.location(), "default value " + v.text() + " out of range for f64");
      return null;
    }
    return new Literal(d, String.format("0x%016x", Double.doubleToLongBits(d)));
  }

  private Literal enumDefault(LiteralElement v, EnumDecl en) {
    if (v.kind() != LiteralElement.Kind.IDENT) {
      return mismatch(v, en.fullName(), "a value name of enum '" + en.fullName() + "'");
    }
    for (EnumValue ev : en.values()) {
      if (ev.name().equals(v.text())) {
        return new Literal(ev, ev.name());
      }
    }
    errors.error(v.location(), "enum '" + en.fullName() + "' has no value '" + v.text() + "'");
    return null;
  }

  private Literal mismatch(LiteralElement v, String typeText, String expected) {
    String shown = v.kind() == LiteralElement.Kind.STRING ? quote((String) v.value()) : v.text();
    errors.error(
        v.location(),
        "default value "
            + shown
            + " does not match type '"
            + typeText
            + "' (expected "
            + expected
            + ")");
    return null;
  }

  /**
   * The canonical quoted form of a string (SCHEMA.md "Canonical form"): {@code \\}, {@code \"},
   * {@code \n}, {@code \t} escaped; other code points below U+0020 and U+007F as {@code \\u{x}}
   * (lowercase hex, no padding); everything else verbatim.
   */
  public static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> sb.append("\\\\");
        case '"' -> sb.append("\\\"");
        case '\n' -> sb.append("\\n");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            sb.append("\\u{").append(Integer.toHexString(c)).append('}');
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  // ---------------------------------------------------------------- unions

  private UnionDecl buildUnion(Declared d) {
    DeclElement e = d.element();
    String declWhat = "union '" + e.name() + "'";
    if (e.members().isEmpty()) {
      errors.error(e.location(), declWhat + " has no cases");
    }
    Map<String, Location> names = new HashMap<>();
    Map<Integer, Location> ids = new HashMap<>();
    List<UnionCase> cases = new ArrayList<>();
    for (MemberElement m : e.members()) {
      boolean idOk = checkMember(m, "case", declWhat, names, ids);
      if (m.optional()) {
        errors.error(
            m.location(),
            "union case '" + m.name() + "' cannot be optional: a union holds exactly one case");
      }
      TypeRef type = type(m.type(), d.file());
      if (type != null && idOk) {
        cases.add(new UnionCase(m.name(), m.id().intValue(), type, m.doc(), m.location()));
      }
    }
    return new UnionDecl(e.name(), d.packageName(), List.copyOf(cases), e.doc(), e.location());
  }

  // ---------------------------------------------------------------- containment cycles

  /**
   * Every value must be finite. A struct is laid out inline, and a non-optional message field
   * always holds a message (its default is a message with every field at its default), so a message
   * or struct that contains itself through non-optional message/struct fields has no finite value.
   * Lists, maps, optional fields and unions break the chain: they can be empty, absent or another
   * case.
   */
  private void checkStructCycles() {
    List<Decl> records = new ArrayList<>();
    for (Declared d : declared.values()) {
      Decl decl = built.get(d.fullName());
      if (decl instanceof StructDecl || decl instanceof MessageDecl) {
        records.add(decl);
      }
    }
    for (Decl start : records) {
      // Breadth-first search for the shortest path back to start. Declarations by identity: a
      // record's own hashCode would hash the whole declaration, fields and locations included
      // (and its first call links ObjectMethods, tens of ms of a process's first schema).
      Map<Decl, String> pathTo = new IdentityHashMap<>();
      Map<Decl, Boolean> allStructs = new IdentityHashMap<>();
      Deque<Decl> queue = new ArrayDeque<>();
      queue.add(start);
      pathTo.put(start, start.name());
      allStructs.put(start, start instanceof StructDecl);
      String cycle = null;
      boolean structsOnly = false;
      while (!queue.isEmpty() && cycle == null) {
        Decl s = queue.poll();
        for (Field f : fieldsOf(s)) {
          if (f.optional() || !(f.type() instanceof NamedType n)) {
            continue;
          }
          Decl target = n.decl();
          if (!(target instanceof StructDecl || target instanceof MessageDecl)) {
            continue;
          }
          String path = pathTo.get(s) + "." + f.name() + " -> " + target.name();
          boolean structs = allStructs.get(s) && target instanceof StructDecl;
          if (target == start) {
            cycle = path;
            structsOnly = structs;
            break;
          }
          if (!pathTo.containsKey(target)) {
            pathTo.put(target, path);
            allStructs.put(target, structs);
            queue.add(target);
          }
        }
      }
      if (cycle == null) {
        continue;
      }
      if (structsOnly) {
        errors.error(
            start.location(),
            "struct '"
                + start.name()
                + "' contains itself by value ("
                + cycle
                + "); use a message or a list to break the cycle");
      } else {
        errors.error(
            start.location(),
            (start instanceof StructDecl ? "struct '" : "message '")
                + start.name()
                + "' contains itself through non-optional fields ("
                + cycle
                + "), so no finite value exists; make a message field on the cycle optional or"
                + " use a list");
      }
    }
  }

  private static List<Field> fieldsOf(Decl d) {
    return d instanceof StructDecl s ? s.fields() : ((MessageDecl) d).fields();
  }
}
