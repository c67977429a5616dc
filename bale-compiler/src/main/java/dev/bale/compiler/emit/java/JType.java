package dev.bale.compiler.emit.java;

import java.util.List;

/**
 * A Java type as the generator needs it: primitives, (possibly nested) classes and parameterized
 * classes. Rendered by {@link CodeWriter}, which decides between simple and qualified names.
 */
sealed interface JType permits JType.Primitive, JType.ClassName, JType.Parameterized {

  /** The boxed form; reference types box to themselves. */
  JType boxed();

  /** A primitive type such as {@code int}; {@code boxed} is its wrapper class. */
  record Primitive(String keyword, ClassName boxedClass) implements JType {
    @Override
    public JType boxed() {
      return boxedClass;
    }
  }

  /**
   * A class: {@code packageName} (may be empty) and the simple names from the top-level class
   * inwards, e.g. {@code ("media", ["Shape", "Point"])}.
   */
  record ClassName(String packageName, List<String> simpleNames) implements JType {
    public ClassName {
      simpleNames = List.copyOf(simpleNames);
      if (simpleNames.isEmpty()) {
        throw new IllegalArgumentException("a class name needs a simple name");
      }
    }

    static ClassName of(String packageName, String... simpleNames) {
      return new ClassName(packageName, List.of(simpleNames));
    }

    /** Parses {@code java.util.List}; every segment starting upper-case is a class. */
    static ClassName get(String qualified) {
      String[] parts = qualified.split("\\.");
      int firstClass = 0;
      while (firstClass < parts.length - 1 && !Character.isUpperCase(parts[firstClass].charAt(0))) {
        firstClass++;
      }
      String pkg = String.join(".", List.of(parts).subList(0, firstClass));
      return new ClassName(pkg, List.of(parts).subList(firstClass, parts.length));
    }

    String topLevel() {
      return simpleNames.get(0);
    }

    String simpleName() {
      return simpleNames.get(simpleNames.size() - 1);
    }

    ClassName nested(String name) {
      List<String> names = new java.util.ArrayList<>(simpleNames);
      names.add(name);
      return new ClassName(packageName, names);
    }

    /** The qualified name of the top-level class, e.g. {@code media.Shape}. */
    String qualifiedTopLevel() {
      return packageName.isEmpty() ? topLevel() : packageName + "." + topLevel();
    }

    /** The canonical name, e.g. {@code media.Shape.Point}. */
    String canonicalName() {
      String names = String.join(".", simpleNames);
      return packageName.isEmpty() ? names : packageName + "." + names;
    }

    @Override
    public JType boxed() {
      return this;
    }
  }

  /** {@code raw<args>}. */
  record Parameterized(ClassName raw, List<JType> args) implements JType {
    public Parameterized {
      args = List.copyOf(args);
    }

    @Override
    public JType boxed() {
      return this;
    }
  }
}
