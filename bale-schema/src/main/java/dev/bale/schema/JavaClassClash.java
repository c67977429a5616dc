package dev.bale.schema;

import dev.bale.schema.model.Decl;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Two declarations whose generated Java classes would be one source file: the same class ({@code
 * value} and {@code _value} both {@code Value}), or classes whose qualified names differ only in
 * case ({@code value} and {@code VALUE}: {@code Value.java} and {@code VALUE.java}), which are one
 * file on case-insensitive file systems (macOS, Windows) and so overwrite each other. The schema
 * checker reports them within a schema package (rule N6 of SCHEMA.md §6); the Java generator
 * reports those its package mapping makes (two schema packages generated into one Java package).
 * Schema names are ASCII, so comparing lower-cased names is exact.
 *
 * @param earlier the declaration seen first
 * @param earlierClass its qualified Java class name ({@code p.Value})
 * @param later the declaration seen later
 * @param laterClass its qualified Java class name
 */
public record JavaClassClash(Decl earlier, String earlierClass, Decl later, String laterClass) {
  /** Whether both are the same class (not only the same file on case-insensitive systems). */
  public boolean sameClass() {
    return earlierClass.equals(laterClass);
  }

  /** The relative path of the Java source file of a qualified class ({@code p/Value.java}). */
  public static String sourcePath(String qualifiedClass) {
    return qualifiedClass.replace('.', '/') + ".java";
  }

  /**
   * The clashes among {@code decls} (in that order) when each declaration's class goes into the
   * Java package {@code javaPackage} gives for its schema package: each later declaration against
   * the first earlier one whose file it would be.
   */
  public static List<JavaClassClash> find(
      Iterable<? extends Decl> decls, UnaryOperator<String> javaPackage) {
    List<JavaClassClash> out = new ArrayList<>();
    Map<String, Decl> byFile = new HashMap<>();
    Map<String, String> classOf = new HashMap<>();
    for (Decl d : decls) {
      String pkg = javaPackage.apply(d.packageName());
      String cls = (pkg.isEmpty() ? "" : pkg + ".") + JavaMemberNames.className(d.name());
      String file = cls.toLowerCase(Locale.ROOT);
      Decl first = byFile.putIfAbsent(file, d);
      if (first == null) {
        classOf.put(file, cls);
      } else {
        out.add(new JavaClassClash(first, classOf.get(file), d, cls));
      }
    }
    return out;
  }
}
