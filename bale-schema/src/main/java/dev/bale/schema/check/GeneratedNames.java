package dev.bale.schema.check;

import dev.bale.schema.JavaClassClash;
import dev.bale.schema.JavaMemberNames;
import dev.bale.schema.JavaPackageClash;
import dev.bale.schema.Roots;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.EnumValue;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.Location;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.ServiceDecl;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reports names whose generated names would collide (rules M6, N6, N7, N8, E5, U6, SV3 of SCHEMA.md
 * §6), so that the schema, not javac or tsc, names the problem (file:line:col). Each field of a
 * message or struct generates several members (docs/generated-java.md, ts/README.md):
 *
 * <ul>
 *   <li>Java record and builder: the accessor {@code n()} and setter {@code n(T)}, where {@code n}
 *       is {@link JavaMemberNames#fieldName}: {@code foo_bar} and {@code fooBar} both become {@code
 *       fooBar};
 *   <li>Java flat view: {@code n()}, {@code hasN()} for optional fields, and by type {@code
 *       nChars()} (strings), {@code nLength()}, {@code nBuffer()} (bytes), {@code nValue()}
 *       (enums), {@code nLength()}, {@code n(int)}, {@code nCopyTo(T[], int)}, {@code nBuffer()}
 *       (lists), {@code nKey(int)}, {@code nValue(int)} (maps), besides the view's own {@code
 *       wrap}, {@code wrapUnchecked}, {@code cacheStrings(int)}, {@code flatAt}, {@code decode()}:
 *       so {@code name_chars} beside a string {@code name} collides ({@code nameChars()} twice), as
 *       does a list {@code cache_strings} ({@code cacheStrings(int)});
 *   <li>TypeScript flat view: a getter or method per field, named as the field, and {@code
 *       nameLength()} for a list of messages or strings, besides the view's methods {@code wrap},
 *       {@code wrapFramed}, {@code wrapUnchecked}, {@code wrapVerified}, {@code at}, {@code decode}
 *       (its own state is in {@code $}-named members, which no schema name can take).
 * </ul>
 *
 * Java overloads with other parameter types do not collide; return types do not count. A collision
 * is reported at the later field, naming the earlier one (or the view member) (rule M6).
 *
 * <p>Names of other kinds collide the same way ({@link JavaMemberNames}):
 *
 * <ul>
 *   <li>declarations of one package, as Java classes ({@code value} and {@code _value} are both
 *       {@code Value}, {@code point} and {@code Point} both {@code Point}) or as Java source files
 *       ({@code value} and {@code VALUE}: {@code Value.java} and {@code VALUE.java} are one file on
 *       case-insensitive file systems), or as TypeScript names: a message {@code foo} generates the
 *       view {@code fooView}, which a declaration {@code fooView} of the package also declares, and
 *       a root that is not a message generates the wrapper {@code root} and its view {@code
 *       rootView} (the other names a declaration or the wrapper generates contain {@code $}, which
 *       no schema name can) (rule N6);
 *   <li>packages whose names differ only in case, as TypeScript modules ({@code media.ts} and
 *       {@code Media.ts}) (rule N7);
 *   <li>a package and a Java class of an enclosing package ({@code a.B} or {@code a.B.c} beside the
 *       class {@code a.B} of a type {@code b} of package {@code a}), which Java forbids (rule N8);
 *   <li>values of one enum, as Java constants ({@code id} and {@code ID} are both {@code ID},
 *       {@code fooBar} and {@code FOO_BAR} both {@code FOO_BAR}) (rule E5);
 *   <li>cases of one union, as the Java records nested in the union ({@code x} and {@code _x} are
 *       both {@code X}, {@code view} and {@code View} both {@code View_}), or as their class files
 *       ({@code fooBar} and {@code FOOBAR}: {@code Shape$FooBar.class} and {@code
 *       Shape$FOOBAR.class} are one file on case-insensitive file systems) (rule U6).
 * </ul>
 *
 * TypeScript uses enum values and union cases as written (property names and string literals), so
 * rules E2 and U2 cover it. Each is reported at the later name (declarations: in load order),
 * naming the earlier one.
 */
final class GeneratedNames {
  private GeneratedNames() {}

  /** Members of every generated Java message view (name and parameter types). */
  private static final List<String> JAVA_MESSAGE_VIEW =
      List.of(
          "wrap(byte[])",
          "wrap(byte[], int, int)",
          "wrap(ByteBuffer)",
          "wrapUnchecked(byte[])",
          "wrapUnchecked(ByteBuffer)",
          "wrapVerified(byte[])",
          "wrapFramed(byte[])",
          "cacheStrings(int)",
          "flatAt(FlatData, int)",
          "flatAt(FlatData, int, int)",
          "decode()",
          "owned()");

  /** Members of every generated Java struct view. */
  private static final List<String> JAVA_STRUCT_VIEW =
      List.of("flatAt(FlatData, int)", "flatAt(FlatData, int, int)", "decode()");

  /** Members of every generated Java union view, besides the cases' accessors. */
  private static final List<String> JAVA_UNION_VIEW =
      List.of("flatAt(FlatData, int)", "flatAt(FlatData, int, int)", "caseId()", "decode()");

  /** Members of every generated TypeScript message view, besides the field getters. */
  private static final Set<String> TS_MESSAGE_VIEW =
      Set.of("wrap", "wrapFramed", "wrapUnchecked", "wrapVerified", "at", "decode");

  /**
   * Keys grpc-js skips in a service definition (it sets the methods on a class's prototype): a
   * method whose TypeScript key is one of these could be neither served nor called.
   */
  private static final Set<String> PROTOTYPE_KEYS = Set.of("constructor", "prototype", "__proto__");

  /**
   * Services (SCHEMA.md §5b, rule SV3): a service's Java class ({@code OrdersGrpc}) must be no
   * other class of its package, in any case; two methods of a service must not become one Java
   * constant ({@code getOrder} and {@code GetOrder}: {@code METHOD_GET_ORDER}) or one method of its
   * {@code AsyncService} ({@code XY} and {@code xY}: {@code xY}). Two methods with one key in the
   * TypeScript service definition ({@link ServiceDecl.Method#lowerName}) differ only in the case of
   * their first letter, so they have one {@code AsyncService} method too. The names a service
   * exports from its package's TypeScript services module ({@code Orders}, {@code OrdersHandlers},
   * {@code OrdersClient}) must be no other service's ({@code Orders} and {@code OrdersClient}). No
   * method's TypeScript key may be {@code constructor} or {@code prototype} ({@code Constructor}),
   * nor {@code then} ({@code Then}), which would make the grpc-js client a thenable.
   */
  static void checkServices(List<ServiceDecl> services, List<Decl> decls, ErrorCollector errors) {
    // Package + "." + a name the TypeScript services module exports -> the service that has it.
    Map<String, ServiceDecl> tsExports = new HashMap<>();
    for (ServiceDecl s : services) {
      for (String export : ServiceDecl.tsExports(s.name())) {
        ServiceDecl other = tsExports.putIfAbsent(s.packageName() + "." + export, s);
        if (other != null) {
          errors.error(
              s.location(),
              "service '"
                  + s.fullName()
                  + "' and service '"
                  + other.fullName()
                  + "' (at "
                  + Linker.where(other.location(), s.location())
                  + ") both export '"
                  + export
                  + "' from the TypeScript module '"
                  + module(s.packageName(), ".grpc.ts")
                  + "'");
          break;
        }
      }
    }
    // Package + "." + class name in lower case -> the declaration or service that has it.
    Map<String, Object> classes = new HashMap<>();
    for (Decl d : decls) {
      String java = JavaMemberNames.className(d.name()).toLowerCase(Locale.ROOT);
      classes.putIfAbsent(d.packageName() + "." + java, d);
    }
    for (ServiceDecl s : services) {
      String java = JavaMemberNames.serviceClass(s.name());
      Object other = classes.putIfAbsent(s.packageName() + "." + java.toLowerCase(Locale.ROOT), s);
      if (other != null) {
        String earlier;
        String otherJava;
        Location at;
        if (other instanceof Decl d) {
          earlier = d.keyword() + " '" + d.fullName() + "'";
          otherJava = JavaMemberNames.className(d.name());
          at = d.location();
        } else {
          ServiceDecl o = (ServiceDecl) other;
          earlier = "service '" + o.fullName() + "'";
          otherJava = JavaMemberNames.serviceClass(o.name());
          at = o.location();
        }
        String later = "service '" + s.fullName() + "'";
        if (otherJava.equals(java)) {
          sameJavaName(errors, s.location(), later, earlier, at, "class '" + java + "'");
        } else {
          errors.error(
              s.location(),
              later
                  + " and "
                  + earlier
                  + " (at "
                  + Linker.where(at, s.location())
                  + ") become the Java classes '"
                  + java
                  + "' and '"
                  + otherJava
                  + "', whose files differ only in case (one file on case-insensitive file systems)");
        }
      }
      Map<String, ServiceDecl.Method> constants = new HashMap<>();
      Map<String, ServiceDecl.Method> javaMethods = new HashMap<>();
      for (ServiceDecl.Method m : s.methods()) {
        if (PROTOTYPE_KEYS.contains(m.lowerName())) {
          errors.error(
              m.location(),
              "method '"
                  + m.name()
                  + "' has the TypeScript key '"
                  + m.lowerName()
                  + "', a name special on JavaScript classes that grpc-js neither serves nor calls");
        } else if (m.lowerName().equals("then")) {
          errors.error(
              m.location(),
              "method '"
                  + m.name()
                  + "' has the TypeScript key 'then', which makes the service's grpc-js client"
                  + " thenable: awaiting a client, or returning one from an async function, would"
                  + " call the method");
        }
        String constant = JavaMemberNames.methodConstant(m.name());
        String javaMethod = JavaMemberNames.serviceMethod(m.name());
        ServiceDecl.Method prev = constants.putIfAbsent(constant, m);
        ServiceDecl.Method sameMethod = javaMethods.putIfAbsent(javaMethod, m);
        if (prev != null) {
          sameJavaName(
              errors,
              m.location(),
              "method '" + m.name() + "'",
              "method '" + prev.name() + "'",
              prev.location(),
              "constant '" + constant + "'");
        } else if (sameMethod != null) {
          sameJavaName(
              errors,
              m.location(),
              "method '" + m.name() + "'",
              "method '" + sameMethod.name() + "'",
              sameMethod.location(),
              "method '" + javaMethod + "'");
        }
      }
    }
  }

  /**
   * Rule N6: declarations (in load order) whose Java classes coincide within their package, or
   * differ only in case ({@link JavaClassClash}); whose TypeScript names coincide; or that take a
   * name of the TypeScript root wrapper of their package: {@code wrappedRoots} maps each package
   * with a root that is not a message to the location of (the type of) its first such {@code root}
   * statement.
   */
  static void checkDecls(
      List<Decl> decls, Map<String, Location> wrappedRoots, ErrorCollector errors) {
    Set<Decl> reported = Collections.newSetFromMap(new IdentityHashMap<>());
    for (JavaClassClash c : JavaClassClash.find(decls, p -> p)) {
      Decl d = c.later();
      Decl prev = c.earlier();
      if (!d.packageName().equals(prev.packageName())) {
        continue; // packages that differ only in case: rule N7
      }
      reported.add(d);
      String later = d.keyword() + " '" + d.fullName() + "'";
      String earlier = prev.keyword() + " '" + prev.fullName() + "'";
      String java = JavaMemberNames.className(d.name());
      if (c.sameClass()) {
        sameJavaName(errors, d.location(), later, earlier, prev.location(), "class '" + java + "'");
      } else {
        errors.error(
            d.location(),
            later
                + " and "
                + earlier
                + " (at "
                + Linker.where(prev.location(), d.location())
                + ") become the Java classes '"
                + java
                + "' and '"
                + JavaMemberNames.className(prev.name())
                + "', whose files differ only in case (one file on case-insensitive file systems)");
      }
    }
    // Per package: TypeScript name -> its declaration.
    Map<String, Map<String, Decl>> tsNames = new HashMap<>();
    for (Decl d : decls) {
      if (reported.contains(d) || rootWrapperName(d, wrappedRoots.get(d.packageName()), errors)) {
        continue;
      }
      Map<String, Decl> ts = tsNames.computeIfAbsent(d.packageName(), p -> new HashMap<>());
      Decl other = ts.putIfAbsent(d.name(), d); // distinct: rule N1
      if (other != null) {
        errors.error(
            d.location(),
            d.keyword()
                + " '"
                + d.fullName()
                + "' has the name of the TypeScript view of message '"
                + other.fullName()
                + "' (at "
                + Linker.where(other.location(), d.location())
                + ")");
        continue;
      }
      if (d instanceof MessageDecl) {
        String view = d.name() + "View";
        other = ts.putIfAbsent(view, d);
        if (other != null) {
          errors.error(
              d.location(),
              "message '"
                  + d.fullName()
                  + "' generates the TypeScript view '"
                  + view
                  + "', which is the name of "
                  + other.keyword()
                  + " '"
                  + other.fullName()
                  + "' (at "
                  + Linker.where(other.location(), d.location())
                  + ")");
        }
      }
    }
  }

  /**
   * Reports {@code d} if its package has a root that is not a message (its {@code root} statement's
   * type at {@code root}, or null) and {@code d} takes the name of the TypeScript root wrapper
   * ({@code root}) or of its view ({@code rootView}); returns whether it did.
   */
  private static boolean rootWrapperName(Decl d, Location root, ErrorCollector errors) {
    if (root == null) {
      return false;
    }
    String what;
    if (d.name().equals(Roots.WRAPPER_NAME)) {
      what = "the TypeScript root wrapper";
    } else if (d.name().equals(Roots.WRAPPER_NAME + "View")) {
      what = "the TypeScript view of the root wrapper";
    } else {
      return false;
    }
    errors.error(
        d.location(),
        d.keyword()
            + " '"
            + d.fullName()
            + "' takes the name '"
            + d.name()
            + "' of "
            + what
            + ", which the root statement at "
            + Linker.where(root, d.location())
            + " generates (its type is not a message)");
    return true;
  }

  /**
   * Rule N7: packages whose names differ only in case ({@code media} and {@code Media}), whose
   * TypeScript modules ({@code media.ts}, {@code Media.ts}) are one file on case-insensitive file
   * systems. Reported once per package, at the package statement of its first file in load order,
   * naming the first file of the earlier package.
   */
  static void checkPackages(List<SourceFile> files, ErrorCollector errors) {
    Map<String, SourceFile> byFolded = new HashMap<>();
    Set<String> seen = new HashSet<>();
    for (SourceFile f : files) {
      String pkg = f.element().packageName();
      if (!seen.add(pkg)) {
        continue;
      }
      SourceFile first = byFolded.putIfAbsent(pkg.toLowerCase(Locale.ROOT), f);
      if (first != null) {
        Location at = f.element().packageLocation();
        errors.error(
            at,
            "package '"
                + pkg
                + "' and package '"
                + first.element().packageName()
                + "' (at "
                + Linker.where(first.element().packageLocation(), at)
                + ") differ only in case: their TypeScript modules "
                + module(pkg, ".ts")
                + " and "
                + module(first.element().packageName(), ".ts")
                + " are one file on case-insensitive file systems");
      }
    }
  }

  /**
   * Rule N8: packages named like a Java class of an enclosing package ({@code a.B}, {@code a.B.c}
   * beside a type {@code B} or {@code b} of package {@code a}, whose class is {@code a.B}; {@code
   * a.Root} beside a root statement of package {@code a}), which Java forbids ({@link
   * JavaPackageClash}). {@code rootsByPackage} gives, per package with a root, the location of its
   * first root statement. Reported once per package, at the package statement of its first file in
   * load order, naming the declaration or root statement.
   */
  static void checkPackageClasses(
      List<SourceFile> files,
      List<Decl> decls,
      Map<String, Location> rootsByPackage,
      List<ServiceDecl> services,
      ErrorCollector errors) {
    // Qualified Java class -> its declaration or service, or the location of its root statement.
    Map<String, Object> classes = new HashMap<>();
    Map<String, List<String>> byPackage = new HashMap<>();
    for (Decl d : decls) {
      String java = JavaMemberNames.className(d.name());
      classes.putIfAbsent(d.packageName() + "." + java, d);
      byPackage.computeIfAbsent(d.packageName(), p -> new ArrayList<>()).add(java);
    }
    rootsByPackage.forEach(
        (pkg, at) -> {
          String root = JavaMemberNames.rootClass(byPackage.getOrDefault(pkg, List.of()));
          classes.putIfAbsent(pkg + "." + root, at);
        });
    for (ServiceDecl s : services) {
      classes.putIfAbsent(s.packageName() + "." + JavaMemberNames.serviceClass(s.name()), s);
    }
    Map<String, Location> packageAt = new LinkedHashMap<>();
    for (SourceFile f : files) {
      packageAt.putIfAbsent(f.element().packageName(), f.element().packageLocation());
    }
    for (JavaPackageClash<Object> c : JavaPackageClash.find(classes, packageAt.keySet(), p -> p)) {
      Location at = packageAt.get(c.schemaPackage());
      String owner;
      if (c.owner() instanceof Decl d) {
        owner = d.keyword() + " '" + d.fullName() + "' (at " + Linker.where(d.location(), at) + ")";
      } else if (c.owner() instanceof ServiceDecl s) {
        owner = "service '" + s.fullName() + "' (at " + Linker.where(s.location(), at) + ")";
      } else {
        owner = "the root statement at " + Linker.where((Location) c.owner(), at);
      }
      errors.error(
          at,
          "package '"
              + c.schemaPackage()
              + "' "
              + (c.samePackage() ? "" : "is inside '" + c.javaClass() + "', which ")
              + "is the name of the Java class of "
              + owner
              + ": Java forbids a package and a class of one name (JLS 7.1)");
    }
  }

  /**
   * Reports, at {@code at}, that {@code later} and {@code earlier} (at {@code earlierAt}) both
   * become the Java {@code javaName} ("class 'Value'").
   */
  private static void sameJavaName(
      ErrorCollector errors,
      Location at,
      String later,
      String earlier,
      Location earlierAt,
      String javaName) {
    errors.error(
        at,
        later
            + " and "
            + earlier
            + " (at "
            + Linker.where(earlierAt, at)
            + ") both become the Java "
            + javaName);
  }

  /**
   * A TypeScript module of package {@code pkg}: {@code a/b.ts} for extension {@code .ts}, its
   * services module {@code a/b.grpc.ts} for {@code .grpc.ts} (TsGenerator.path).
   */
  private static String module(String pkg, String extension) {
    return pkg.replace('.', '/') + extension;
  }

  /** Rule E5: values of enum {@code e} whose Java constants coincide. */
  static void checkEnum(EnumDecl e, ErrorCollector errors) {
    Map<String, EnumValue> constants = new HashMap<>();
    for (EnumValue v : e.values()) {
      String c = JavaMemberNames.enumConstant(v.name());
      EnumValue prev = constants.putIfAbsent(c, v);
      if (prev != null) {
        sameJavaName(
            errors,
            v.location(),
            "value '" + v.name() + "' of enum '" + e.name() + "'",
            "value '" + prev.name() + "'",
            prev.location(),
            "constant '" + c + "'");
      }
    }
  }

  /**
   * Rule U6: cases of union {@code u} whose Java records (nested in the union) coincide, or differ
   * only in case ({@code Shape$FooBar.class} and {@code Shape$FOOBAR.class}: one file on
   * case-insensitive file systems).
   */
  static void checkUnion(UnionDecl u, ErrorCollector errors) {
    String unionClass = JavaMemberNames.className(u.name());
    // Record name in lower case -> the first case with that record.
    Map<String, UnionCase> records = new HashMap<>();
    Set<UnionCase> reported = new HashSet<>();
    for (UnionCase c : u.cases()) {
      String r = JavaMemberNames.unionCaseClass(c.name(), unionClass);
      UnionCase prev = records.putIfAbsent(r.toLowerCase(Locale.ROOT), c);
      if (prev == null) {
        continue;
      }
      reported.add(c);
      String later = "case '" + c.name() + "' of union '" + u.name() + "'";
      String earlier = "case '" + prev.name() + "'";
      String p = JavaMemberNames.unionCaseClass(prev.name(), unionClass);
      if (p.equals(r)) {
        sameJavaName(
            errors,
            c.location(),
            later,
            earlier,
            prev.location(),
            "record '" + unionClass + "." + r + "'");
      } else {
        errors.error(
            c.location(),
            later
                + " and "
                + earlier
                + " (at "
                + Linker.where(prev.location(), c.location())
                + ") become the Java records '"
                + unionClass
                + "."
                + r
                + "' and '"
                + unionClass
                + "."
                + p
                + "', whose class files differ only in case (one file on case-insensitive file"
                + " systems)");
      }
    }
    checkUnionView(u, reported, errors);
  }

  /**
   * Rule U6, the union's Java flat view: a case's accessors (named as a message view's for the
   * case's type: {@code n()}, {@code nChars()}, {@code nLength()}, {@code nBuffer()}, {@code
   * nValue()}; a list or map case only {@code n()}) must not have the name and parameters of
   * another case's or of the view's own ({@code caseId()}, {@code decode()}, {@code flatAt}). Cases
   * already reported for their records are left out.
   */
  private static void checkUnionView(UnionDecl u, Set<UnionCase> reported, ErrorCollector errors) {
    Map<String, UnionCase> view = new LinkedHashMap<>();
    for (String m : JAVA_UNION_VIEW) {
      view.put(m, null);
    }
    for (UnionCase c : u.cases()) {
      if (reported.contains(c)) {
        continue;
      }
      String n = JavaMemberNames.fieldName(c.name());
      List<String> members = new ArrayList<>();
      if (c.type() instanceof ListType || c.type() instanceof MapType) {
        members.add(n + "()");
      } else {
        value(n, "", c.type(), false, members);
      }
      for (String m : members) {
        UnionCase other = view.get(m);
        if (view.containsKey(m) && other != c) {
          errors.error(
              c.location(),
              "case '"
                  + c.name()
                  + "' of union '"
                  + u.name()
                  + "' generates the Java flat view method "
                  + m
                  + ", which "
                  + (other == null
                      ? "every union view has"
                      : "case '"
                          + other.name()
                          + "' (at "
                          + Linker.where(other.location(), c.location())
                          + ") also generates"));
          break;
        }
        view.put(m, c);
      }
    }
  }

  /** Rule M6: fields of a message or struct whose generated members collide. */
  static void check(Decl decl, ErrorCollector errors) {
    List<Field> fields;
    boolean message = decl instanceof MessageDecl;
    if (decl instanceof MessageDecl m) {
      fields = m.fields();
    } else if (decl instanceof StructDecl s) {
      fields = s.fields();
    } else {
      return;
    }
    String what = (message ? "message '" : "struct '") + decl.name() + "'";
    // Which field (or null: the view itself) generated each Java record / view member first.
    Map<String, Field> record = new LinkedHashMap<>();
    Map<String, Field> view = new LinkedHashMap<>();
    for (String m : message ? JAVA_MESSAGE_VIEW : JAVA_STRUCT_VIEW) {
      view.put(m, null);
    }
    Map<String, Field> tsView = new LinkedHashMap<>();
    for (Field f : fields) {
      String n = JavaMemberNames.fieldName(f.name());
      Field prev = record.putIfAbsent(n, f);
      if (prev != null) {
        sameJavaName(
            errors,
            f.location(),
            "field '" + f.name() + "' of " + what,
            "field '" + prev.name() + "'",
            prev.location(),
            "record component '" + n + "'");
        continue;
      }
      if (message) {
        tsViewMembers(f, what, tsView, errors);
      }
      List<String> members = new ArrayList<>();
      viewMembers(f, message, n, members);
      for (String m : members) {
        if (view.containsKey(m) && view.get(m) != f) {
          Field other = view.get(m);
          errors.error(
              f.location(),
              "field '"
                  + f.name()
                  + "' of "
                  + what
                  + " generates the Java flat view method "
                  + m
                  + ", which "
                  + (other == null
                      ? "every view has"
                      : "field '"
                          + other.name()
                          + "' (at "
                          + Linker.where(other.location(), f.location())
                          + ") also generates"));
          break;
        }
        view.put(m, f);
      }
    }
  }

  /**
   * The TypeScript flat view's members for field {@code f}: a getter or method named as the field,
   * and {@code nameLength()} for a list of messages or strings. Reports the first collision.
   */
  private static void tsViewMembers(
      Field f, String what, Map<String, Field> tsView, ErrorCollector errors) {
    List<String> members = new ArrayList<>();
    members.add(f.name());
    if (f.type() instanceof ListType l
        && ((l.element() instanceof ScalarType s && s.kind() == ScalarKind.STRING)
            || (l.element() instanceof NamedType nt && nt.decl() instanceof MessageDecl))) {
      members.add(f.name() + "Length");
    }
    for (String m : members) {
      if (TS_MESSAGE_VIEW.contains(m)) {
        errors.error(
            f.location(),
            "field '"
                + f.name()
                + "' of "
                + what
                + " generates the TypeScript flat view member '"
                + m
                + "', which every view has");
        return;
      }
      Field other = tsView.putIfAbsent(m, f);
      if (other != null) {
        errors.error(
            f.location(),
            "field '"
                + f.name()
                + "' of "
                + what
                + " generates the TypeScript flat view member '"
                + m
                + "', which field '"
                + other.name()
                + "' (at "
                + Linker.where(other.location(), f.location())
                + ") also generates");
        return;
      }
    }
  }

  /** The Java flat view methods field {@code f} (Java name {@code n}) generates. */
  private static void viewMembers(Field f, boolean message, String n, List<String> out) {
    if (f.optional()) {
      out.add("has" + JavaMemberNames.capitalize(n) + "()");
    }
    boolean stringDefault =
        !f.optional()
            && f.defaultValue() != null
            && f.defaultValue().value() instanceof String s
            && !s.isEmpty();
    value(n, "", f.type(), stringDefault, out);
  }

  private static void value(
      String n, String params, TypeRef t, boolean stringDefault, List<String> out) {
    String sep = params.isEmpty() ? "" : ", ";
    if (t instanceof ScalarType s) {
      out.add(n + "(" + params + ")");
      if (s.kind() == ScalarKind.STRING) {
        out.add(n + "Chars(" + params + ")");
        if (stringDefault) {
          out.add(n + "Target(" + params + ")");
        }
      } else if (s.kind() == ScalarKind.BYTES) {
        out.add(n + "Length(" + params + ")");
        out.add(n + "Buffer(" + params + ")");
      }
    } else if (t instanceof ListType l) {
      out.add(n + "Length()");
      element(n, l.element(), out);
      if (l.element() instanceof ScalarType s
          && s.kind() != ScalarKind.BOOL
          && s.kind().width() > 0) {
        out.add(n + "CopyTo(" + s.kind().keyword() + "[], int)");
        out.add(n + "Buffer()");
      }
    } else if (t instanceof MapType m) {
      out.add(n + "Length()");
      element(n + "Key", m.key(), out);
      element(n + "Value", m.value(), out);
    } else if (t instanceof NamedType nt && nt.decl() instanceof EnumDecl) {
      out.add(n + "Value(" + params + ")");
      out.add(n + "(" + params + ")");
    } else {
      out.add(n + "(" + params + ")");
    }
  }

  private static void element(String n, TypeRef e, List<String> out) {
    if (e instanceof ListType || e instanceof MapType) {
      out.add(n + "(int)");
    } else {
      value(n, "int", e, false, out);
    }
  }
}
