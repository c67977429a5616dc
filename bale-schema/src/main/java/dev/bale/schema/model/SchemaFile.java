package dev.bale.schema.model;

import java.util.List;

/**
 * One parsed schema file.
 *
 * @param path the file name relative to the directory of the first file given to the loader, with
 *     {@code /} separators (SCHEMA.md "File names")
 * @param imports the files this one imports, resolved to the same form as {@code path}
 * @param root the type of the file's {@code root} statement (SCHEMA.md "Root type"), or null
 * @param services the file's {@code service} statements (SCHEMA.md §5b), in source order
 */
public record SchemaFile(
    String path,
    String packageName,
    List<String> imports,
    List<Decl> decls,
    List<String> doc,
    TypeRef root,
    List<ServiceDecl> services) {
  public SchemaFile {
    services = List.copyOf(services);
  }

  /** A file without a {@code root} statement or services. */
  public SchemaFile(
      String path, String packageName, List<String> imports, List<Decl> decls, List<String> doc) {
    this(path, packageName, imports, decls, doc, null, List.of());
  }
}
