package dev.bale.schema.parse;

import dev.bale.schema.model.Location;
import java.util.List;

/**
 * The syntax tree of one schema file, before name resolution.
 *
 * @param packageName the dotted package name, or null when the file has no package statement
 * @param doc the {@code ///} lines before the {@code package} statement
 * @param root the type of the {@code root} statement, or null when the file has none
 * @param services the file's {@code service} statements, in source order
 */
public record FileElement(
    String path,
    String packageName,
    Location packageLocation,
    List<ImportElement> imports,
    List<DeclElement> decls,
    List<String> doc,
    TypeElement root,
    List<ServiceElement> services) {
  /** A file without a {@code root} statement or services. */
  public FileElement(
      String path,
      String packageName,
      Location packageLocation,
      List<ImportElement> imports,
      List<DeclElement> decls,
      List<String> doc) {
    this(path, packageName, packageLocation, imports, decls, doc, null, List.of());
  }
}
