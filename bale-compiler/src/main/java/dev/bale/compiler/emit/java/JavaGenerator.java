package dev.bale.compiler.emit.java;

import dev.bale.schema.JavaClassClash;
import dev.bale.schema.JavaMemberNames;
import dev.bale.schema.JavaPackageClash;
import dev.bale.schema.Roots;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.SchemaFile;
import dev.bale.schema.model.ServiceDecl;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.UnionDecl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Generates Java sources for a checked schema: one file per declaration, in the Java package of the
 * declaration's schema package (or its override in {@link JavaOptions}).
 *
 * <ul>
 *   <li>message / struct: a record with a validating constructor, {@code builder()}, {@code
 *       toBuilder()} and a {@code COMPACT} codec; messages also carry {@code UnknownFields} and
 *       have {@code toCompactBytes()} / {@code fromCompactBytes(byte[])};
 *   <li>enum: an open-enum final class;
 *   <li>union: a sealed interface with one record per case.
 * </ul>
 *
 * <p>Output is deterministic: the same schema and options give byte-identical files (sorted
 * imports, fixed formatting, {@code \n} line ends), so generated code can be committed and diffed.
 * See {@code docs/generated-java.md} for the generated API.
 */
public final class JavaGenerator {
  private final JavaOptions options;
  private final JavaTypes types;

  public JavaGenerator(JavaOptions options) {
    this.options = Objects.requireNonNull(options, "options");
    this.types = new JavaTypes(options);
  }

  /**
   * Generates the given declarations of {@code schema}.
   *
   * @return relative path (e.g. {@code media/Image.java}) -> file content, sorted by path
   * @throws IllegalArgumentException when the options' package mapping makes two declarations or
   *     two roots one Java class, or two classes whose files differ only in case, or a Java package
   *     named like a generated class, or a declaration is beyond what a Java class can hold ({@link
   *     JavaLimits}) (before any code is generated)
   */
  public Map<String, String> generate(Schema schema, Collection<Decl> declsToEmit) {
    checkPackageMapping(schema);
    JavaLimits.check(declsToEmit, types);
    Map<String, String> out = new TreeMap<>();
    for (Decl d : declsToEmit) {
      String path = path(d);
      String previous = out.put(path, generate(schema, d));
      if (previous != null) {
        throw new IllegalArgumentException(
            "two declarations map to " + path + " (use JavaOptions.withPackage to separate them)");
      }
    }
    for (SchemaFile f : schema.files()) {
      if (f.root() != null) {
        generateRoot(schema, f, out);
      }
    }
    if (options.grpc()) {
      for (ServiceDecl s : schema.services()) {
        generateService(schema, s, out);
      }
    }
    return out;
  }

  /** The gRPC class of {@code service} ({@link ServiceEmitter}). */
  private void generateService(Schema schema, ServiceDecl service, Map<String, String> out) {
    JType.ClassName name = serviceClass(service);
    String pkg = name.packageName();
    Map<String, String> local = localClasses(schema, pkg);
    local.put(name.simpleName(), name.qualifiedTopLevel());
    CodeWriter cw = new CodeWriter(pkg, local);
    ServiceEmitter.emit(types, cw, service, name);
    String path = sourcePath(name);
    if (out.put(path, cw.toFile()) != null) {
      throw new IllegalArgumentException(
          "the gRPC class of service '"
              + service.fullName()
              + "' maps to "
              + path
              + ", which is taken (use JavaOptions.withPackage to separate them)");
    }
  }

  /**
   * Fails when {@link JavaOptions#withPackage} puts two schema packages into one Java package (or
   * into Java packages whose names differ only in case) and two of their declarations would become
   * one Java class, or classes whose files differ only in case ({@link JavaClassClash}), or two of
   * their files' {@code root} statements would both be the class {@code Root}, or a Java package
   * would be named like a generated class ({@link #packageClasses}). Within the schema's own
   * packages the schema checker has rejected such names (rules N6, N7, N8), and a package has one
   * root class; so this names the mapping as the cause.
   *
   * @throws IllegalArgumentException naming each clash: both declarations (with their locations) or
   *     root files, the Java class and the mapping
   */
  private void checkPackageMapping(Schema schema) {
    List<Decl> all = new ArrayList<>();
    for (SchemaFile f : schema.files()) {
      all.addAll(f.decls());
    }
    List<String> problems = new ArrayList<>();
    for (JavaClassClash c : JavaClassClash.find(all, options::javaPackage)) {
      String what =
          describe(c.earlier())
              + " ("
              + c.earlier().location()
              + ") and "
              + describe(c.later())
              + " ("
              + c.later().location()
              + ")";
      problems.add(
          "JavaOptions: "
              + what
              + sameFile(c.earlierClass(), c.laterClass())
              + cause(c.earlier().packageName(), c.later().packageName())
              + "rename one of the types");
    }
    Map<String, SchemaFile> rootByPackage = new HashMap<>();
    for (SchemaFile f : schema.files()) {
      if (f.root() == null) {
        continue;
      }
      String pkg = options.javaPackage(f.packageName());
      SchemaFile first = rootByPackage.putIfAbsent(pkg.toLowerCase(Locale.ROOT), f);
      if (first == null) {
        continue;
      }
      String rootClass = rootClass(schema, pkg).qualifiedTopLevel();
      if (first.packageName().equals(f.packageName())) {
        problems.add(
            "the root statements of "
                + first.path()
                + " and "
                + f.path()
                + " (package '"
                + f.packageName()
                + "') would both be the Java class '"
                + rootClass
                + "': generated code has one root per package (SCHEMA.md \"Root type\"); keep"
                + " one of them");
      } else {
        String firstPkg = options.javaPackage(first.packageName());
        problems.add(
            "JavaOptions: the root statements of "
                + first.path()
                + " and "
                + f.path()
                + sameFile(rootClass(schema, firstPkg).qualifiedTopLevel(), rootClass)
                + cause(first.packageName(), f.packageName())
                + "keep one of the roots");
      }
    }
    packageClasses(schema, problems);
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("\n", problems));
    }
  }

  /**
   * Adds to {@code problems} each schema package generated into a Java package that is (or lies
   * inside) a generated class ({@link JavaPackageClash}): a mapping such as {@code b} into {@code
   * a.B} beside a type {@code B} of package {@code a}. The schema checker has rejected such
   * packages of the schema itself (rule N8).
   */
  private void packageClasses(Schema schema, List<String> problems) {
    // Qualified class -> its declaration, or the file of its root statement.
    Map<String, Object> classes = new HashMap<>();
    List<String> packages = new ArrayList<>();
    for (SchemaFile f : schema.files()) {
      packages.add(f.packageName());
      for (Decl d : f.decls()) {
        classes.putIfAbsent(types.className(d).qualifiedTopLevel(), d);
      }
    }
    for (SchemaFile f : schema.files()) {
      if (f.root() != null) {
        String pkg = options.javaPackage(f.packageName());
        classes.putIfAbsent(rootClass(schema, pkg).qualifiedTopLevel(), f);
      }
    }
    if (options.grpc()) {
      for (ServiceDecl s : schema.services()) {
        classes.putIfAbsent(serviceClass(s).qualifiedTopLevel(), s);
      }
    }
    for (JavaPackageClash<Object> c :
        JavaPackageClash.find(classes, packages, options::javaPackage)) {
      String owner;
      String other;
      String way;
      if (c.owner() instanceof Decl d) {
        owner = describe(d) + " (" + d.location() + ")";
        other = d.packageName();
        way = "rename the type";
      } else if (c.owner() instanceof ServiceDecl sd) {
        owner = "service '" + sd.fullName() + "' (" + sd.location() + ")";
        other = sd.packageName();
        way = "rename the service";
      } else {
        SchemaFile f = (SchemaFile) c.owner();
        owner = "the root statement of " + f.path();
        other = f.packageName();
        way = "move the root";
      }
      problems.add(
          "JavaOptions: schema package '"
              + c.schemaPackage()
              + "' would be the Java package '"
              + c.javaPackage()
              + "', "
              + (c.samePackage() ? "" : "inside '" + c.javaClass() + "', ")
              + "which is the name of the Java class of "
              + owner
              + ": Java forbids a package and a class of one name (JLS 7.1), as the package"
              + " mapping (withPackage, withPackageMapping) generates schema package "
              + into(other)
              + " and "
              + into(c.schemaPackage())
              + "; map them to other Java packages or "
              + way);
    }
  }

  /** "message 'a.Event'". */
  private static String describe(Decl d) {
    return d.keyword() + " '" + d.fullName() + "'";
  }

  /** How two qualified Java classes are one file: the same class, or names that differ in case. */
  private static String sameFile(String a, String b) {
    if (a.equals(b)) {
      return " both become the Java class '" + a + "'";
    }
    return " become the Java classes '"
        + a
        + "' and '"
        + b
        + "', whose files "
        + JavaClassClash.sourcePath(a)
        + " and "
        + JavaClassClash.sourcePath(b)
        + " are one file on case-insensitive file systems (macOS, Windows)";
  }

  /** The mapping that put schema packages {@code a} and {@code b} together, and the way out. */
  private String cause(String a, String b) {
    return ", as the package mapping (withPackage, withPackageMapping) generates schema package "
        + into(a)
        + " and "
        + into(b)
        + "; map them to different Java packages or ";
  }

  private String into(String schemaPackage) {
    String java = options.javaPackage(schemaPackage);
    return "'"
        + schemaPackage
        + "' into '"
        + java
        + "'"
        + (options.packageOverrides().containsKey(schemaPackage) ? "" : " (not mapped)");
  }

  /**
   * The class {@code Root} of a file's {@code root} statement, in the file's package ({@code Root_}
   * when a declaration there already has that name; see {@link RootEmitter}).
   */
  private void generateRoot(Schema schema, SchemaFile file, Map<String, String> out) {
    String pkg = options.javaPackage(file.packageName());
    JType.ClassName name = rootClass(schema, pkg);
    String simple = name.simpleName();
    String path = sourcePath(name);
    String content;
    if (Roots.isMessage(file.root())) {
      Map<String, String> local = localClasses(schema, pkg);
      local.put(simple, name.qualifiedTopLevel());
      CodeWriter cw = new CodeWriter(pkg, local);
      RootEmitter.messageRoot(types, cw, file, name);
      content = cw.toFile();
    } else {
      MessageDecl wrapper = RootEmitter.wrapper(file);
      types.placeRoot(wrapper, name);
      content = generate(schema, wrapper);
    }
    if (out.put(path, content) != null) {
      throw new IllegalArgumentException(
          "the root of " + file.path() + " maps to " + path + ", which is taken");
    }
  }

  /**
   * The root class of Java package {@code pkg}: {@code Root}, or {@code Root_} (and so on) when a
   * declaration's class there has that name, in any case ({@code Root.java} beside {@code
   * ROOT.java} would be one file on case-insensitive file systems).
   */
  private JType.ClassName rootClass(Schema schema, String pkg) {
    List<String> classes = new ArrayList<>();
    for (Decl d : schema.decls().values()) {
      JType.ClassName c = types.className(d);
      if (c.packageName().equals(pkg)) {
        classes.add(c.simpleName());
      }
    }
    return JType.ClassName.of(pkg, JavaMemberNames.rootClass(classes));
  }

  /**
   * Generates every declaration of the schema (the named files and their imports: generated code
   * for a file needs the classes of the types it imports) and writes them under {@code outDir}.
   * Existing files are overwritten; nothing else in {@code outDir} is touched. Returns the files
   * written.
   */
  public List<Path> writeTo(Schema schema, Path outDir) throws IOException {
    List<Decl> all = new ArrayList<>();
    for (SchemaFile f : schema.files()) {
      all.addAll(f.decls());
    }
    List<Path> written = new ArrayList<>();
    for (Map.Entry<String, String> e : generate(schema, all).entrySet()) {
      Path file = outDir.resolve(e.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
      written.add(file);
    }
    return written;
  }

  /** The relative path of the file generated for {@code decl}. */
  public String path(Decl decl) {
    return sourcePath(types.className(decl));
  }

  /** The relative path of top-level class {@code c}'s source file ({@code media/Image.java}). */
  private static String sourcePath(JType.ClassName c) {
    String dir = c.packageName().replace('.', '/');
    return (dir.isEmpty() ? "" : dir + "/") + c.simpleName() + ".java";
  }

  private String generate(Schema schema, Decl decl) {
    // A record component named like the first segment of a package (a field `media` in package
    // media) obscures that package inside the record (JLS 6.4.2), so a qualified name such as
    // media.Builder would not compile there. Qualified names are rare (only where simple names
    // clash); when one is obscured, generate again with those fields renamed (`media_`).
    Set<String> renamed = Set.of();
    while (true) {
      CodeWriter cw = newWriter(schema, decl);
      if (decl instanceof MessageDecl || decl instanceof StructDecl) {
        new RecordEmitter(types, cw, decl, renamed).emit();
        Set<String> obscuring = new TreeSet<>(cw.qualifiedRoots());
        obscuring.retainAll(RecordEmitter.fieldNames(decl));
        obscuring.removeAll(renamed);
        if (!obscuring.isEmpty()) {
          Set<String> next = new TreeSet<>(renamed);
          next.addAll(obscuring);
          renamed = next;
          continue;
        }
      } else if (decl instanceof EnumDecl e) {
        new EnumEmitter(types, cw, e).emit();
      } else {
        new UnionEmitter(types, cw, (UnionDecl) decl).emit();
      }
      return cw.toFile();
    }
  }

  private CodeWriter newWriter(Schema schema, Decl decl) {
    String pkg = types.javaPackage(decl);
    // Every type of the same Java package shadows java.lang and must never be hidden by an
    // import, so its simple name is claimed before any code is written.
    Map<String, String> local = localClasses(schema, pkg);
    JType.ClassName self = types.className(decl);
    local.put(self.simpleName(), self.qualifiedTopLevel());
    if (decl instanceof MessageDecl || decl instanceof StructDecl) {
      // A record component named like a class the code refers to by its simple name (a field
      // `Map`, `Float`) obscures that class in expressions such as Map.of() (JLS 6.4.2): the name
      // is claimed for no class, so that every class of that simple name is written qualified
      // (java.util.Map.of(), java.lang.Float.floatToRawIntBits, or shapes.Integer.V0 for an enum
      // Integer of this package). The emitters therefore write every class through cw.type,
      // java.lang's included, never as text.
      for (String f : RecordEmitter.fieldNames(decl)) {
        local.put(f, "");
      }
    }
    return new CodeWriter(pkg, local);
  }

  /** The gRPC class of {@code service} ({@code OrdersGrpc}) in its Java package. */
  private JType.ClassName serviceClass(ServiceDecl service) {
    return JType.ClassName.of(
        options.javaPackage(service.packageName()), JavaMemberNames.serviceClass(service.name()));
  }

  /** Simple name -> qualified name of every declaration's class in Java package {@code pkg}. */
  private Map<String, String> localClasses(Schema schema, String pkg) {
    Map<String, String> local = new HashMap<>();
    for (Decl d : schema.decls().values()) {
      JType.ClassName c = types.className(d);
      if (c.packageName().equals(pkg)) {
        local.put(c.simpleName(), c.qualifiedTopLevel());
      }
    }
    return local;
  }

  public JavaOptions options() {
    return options;
  }
}
