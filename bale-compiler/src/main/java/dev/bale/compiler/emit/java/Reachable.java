package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.TypeRef;
import dev.bale.schema.model.UnionCase;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@code reachableTypes()} of a generated codec (docs/safety.md, "Static initializers at the
 * stack's end"): the classes a root of the type can first initialize while it is read or written,
 * which the runtime initializes at the root's entry instead. They are the transitive closure over
 * fields and union cases: each type's class (the root's own is initialized already: its codec is
 * its static field), each message's, struct's and union's {@code View}, each union's case records.
 * Private codec classes are left out: their outer class's static initializer initializes them. No
 * generated static initializer touches another generated type, so initializing these in any order
 * cannot deadlock two threads.
 */
final class Reachable {
  private Reachable() {}

  static final ClassName CLASS = ClassName.of("java.lang", "Class");

  /** The classes, sorted by name; none for an enum or a type that reaches nothing. */
  static List<ClassName> classes(JavaTypes types, Decl root) {
    Set<Decl> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Decl> todo = new ArrayDeque<>();
    seen.add(root);
    todo.add(root);
    TreeSet<String> names = new TreeSet<>();
    List<ClassName> out = new ArrayList<>();
    while (!todo.isEmpty()) {
      Decl d = todo.poll();
      ClassName c = types.className(d);
      List<ClassName> found = new ArrayList<>();
      if (d != root) {
        found.add(c);
      }
      List<TypeRef> refs = new ArrayList<>();
      if (d instanceof UnionDecl u) {
        found.add(nested(c, JavaNames.nestedName("View", c.simpleName())));
        for (UnionCase k : u.cases()) {
          found.add(nested(c, JavaNames.caseName(k.name(), c.simpleName())));
          refs.add(k.type());
        }
      } else if (!(d instanceof EnumDecl)) {
        found.add(nested(c, JavaNames.nestedName("View", c.simpleName())));
        for (Field f : JavaTypes.fields(d)) {
          refs.add(f.type());
        }
      }
      for (ClassName n : found) {
        if (names.add(n.canonicalName())) {
          out.add(n);
        }
      }
      for (TypeRef t : refs) {
        named(t, seen, todo);
      }
    }
    out.sort((a, b) -> a.canonicalName().compareTo(b.canonicalName()));
    return out;
  }

  private static ClassName nested(ClassName outer, String name) {
    List<String> names = new ArrayList<>(outer.simpleNames());
    names.add(name);
    return new ClassName(outer.packageName(), names);
  }

  private static void named(TypeRef t, Set<Decl> seen, Deque<Decl> todo) {
    if (t instanceof NamedType n) {
      if (seen.add(n.decl())) {
        todo.add(n.decl());
      }
    } else if (t instanceof ListType l) {
      named(l.element(), seen, todo);
    } else if (t instanceof MapType m) {
      named(m.key(), seen, todo);
      named(m.value(), seen, todo);
    }
  }

  /**
   * The override of a compact codec's {@code reachableTypes()}: the array built only when the
   * runtime asks, at a type's first root; an empty line after it. Nothing when there is no class.
   */
  static void emit(CodeWriter cw, JavaTypes types, Decl root) {
    List<ClassName> classes = classes(types, root);
    if (classes.isEmpty()) {
      return;
    }
    List<String> items = new ArrayList<>();
    for (ClassName c : classes) {
      items.add(cw.type(c) + ".class");
    }
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("protected $T<?>[] reachableTypes()", CLASS);
    cw.filled("return new " + cw.type(CLASS) + "<?>[] {", items, "};");
    cw.end();
    cw.blank();
  }

  /**
   * The flat codec's override of a message {@code name}: the compact codec's list, asked of it.
   * Nothing when the compact codec has none.
   */
  static void emitFlat(CodeWriter cw, JavaTypes types, Decl root, String name) {
    if (classes(types, root).isEmpty()) {
      return;
    }
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("protected $T<?>[] reachableTypes()", CLASS);
    cw.line("return (($L) COMPACT).reachableTypes();", JavaNames.nestedName("CompactCodec", name));
    cw.end();
  }
}
