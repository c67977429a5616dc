package dev.bale.schema.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A checked, linked set of schema files: every {@link NamedType} is resolved. Built only by {@code
 * dev.bale.schema.SchemaLoader}; immutable after that.
 */
public final class Schema {
  private final List<SchemaFile> files;
  private final Map<String, Decl> declsByFullName;

  public Schema(List<SchemaFile> files) {
    this.files = List.copyOf(files);
    Map<String, Decl> m = new LinkedHashMap<>();
    for (SchemaFile f : files) {
      for (Decl d : f.decls()) {
        m.put(d.fullName(), d);
      }
    }
    this.declsByFullName = Collections.unmodifiableMap(m);
  }

  /** Files in load order: the files named by the caller first, then imports. */
  public List<SchemaFile> files() {
    return files;
  }

  /**
   * The schema's root type (SCHEMA.md "Root type"): the {@code root} statement of the first file
   * given to the loader, or null when that file has none. Other files' {@code root} statements
   * (imports, further files) are checked but not used.
   */
  public TypeRef root() {
    return files.isEmpty() ? null : files.get(0).root();
  }

  /** Every file's services (SCHEMA.md §5b), in load order. */
  public List<ServiceDecl> services() {
    List<ServiceDecl> all = new ArrayList<>();
    for (SchemaFile f : files) {
      all.addAll(f.services());
    }
    return List.copyOf(all);
  }

  /** Every declaration, keyed by full name, in load order. */
  public Map<String, Decl> decls() {
    return declsByFullName;
  }

  /**
   * Finds a declaration by full name ({@code media.Image}) or, if that is unambiguous, by simple
   * name ({@code Image}). Returns null if none or ambiguous.
   */
  public Decl find(String name) {
    Decl d = declsByFullName.get(name);
    if (d != null) {
      return d;
    }
    Decl found = null;
    for (Decl c : declsByFullName.values()) {
      if (c.name().equals(name)) {
        if (found != null) {
          return null;
        }
        found = c;
      }
    }
    return found;
  }
}
