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

    String topLevel() {
      return simpleNames.get(0);
    }

    String simpleName() {
      return simpleNames.get(simpleNames.size() - 1);
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
