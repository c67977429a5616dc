package dev.bale.schema;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A Java package that has the name of a generated Java class, or lies inside a package that has one
 * ({@code a.B} or {@code a.B.c} beside the class {@code a.B} of a type {@code B} of package {@code
 * a}). Java forbids a package and a class of one name (JLS 7.1; javac: "package a.B clashes with
 * class of same name"), and no other name could reach the package's classes: the class obscures the
 * package of its name (JLS 6.4.2), so {@code import a.B.C} looks for a member {@code C} of the
 * class. The schema checker reports those of the schema's packages (rule N8 of SCHEMA.md §6); the
 * Java generator reports those its package mapping makes. Names compare exactly: the folder {@code
 * a/b} of a package {@code a.b} and the files {@code a/B.java}, {@code a/B.class} of a class {@code
 * a.B} are different names also on case-insensitive file systems.
 *
 * @param schemaPackage the schema package
 * @param javaPackage the Java package it is generated into
 * @param javaClass the qualified class: {@code javaPackage} or a package enclosing it
 * @param owner what generates that class (a declaration, or a file's root statement)
 * @param <T> the type of owners
 */
public record JavaPackageClash<T>(
    String schemaPackage, String javaPackage, String javaClass, T owner) {

  /** Whether the class has the package's name (not that of a package enclosing it). */
  public boolean samePackage() {
    return javaPackage.equals(javaClass);
  }

  /**
   * The clashes of {@code schemaPackages} (in that order, each once) generated into the Java
   * packages {@code javaPackage} gives, with the generated classes {@code classes} (qualified name
   * -> owner): for each package, the outermost package of its Java name that is a class, if any.
   */
  public static <T> List<JavaPackageClash<T>> find(
      Map<String, T> classes, Iterable<String> schemaPackages, UnaryOperator<String> javaPackage) {
    List<JavaPackageClash<T>> out = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (String p : schemaPackages) {
      if (!seen.add(p)) {
        continue;
      }
      String java = javaPackage.apply(p);
      // A class in the unnamed package beside a package of its name is fine (JLS 7.1 speaks of
      // members of one package): only names with a dot.
      for (int dot = java.indexOf('.'); dot >= 0; ) {
        int end = java.indexOf('.', dot + 1);
        String enclosing = end < 0 ? java : java.substring(0, end);
        T owner = classes.get(enclosing);
        if (owner != null) {
          out.add(new JavaPackageClash<>(p, java, enclosing, owner));
          break;
        }
        dot = end;
      }
    }
    return out;
  }
}
