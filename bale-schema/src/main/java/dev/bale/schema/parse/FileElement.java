package dev.bale.schema.parse;

import dev.bale.schema.model.Location;
import java.util.List;

/**
 * The syntax tree of one schema file, before name resolution.
 *
 * @param packageName the dotted package name, or null when the file has no package statement
 * @param doc the {@code ///} lines before the {@code package} statement
 */
public record FileElement(
    String path,
    String packageName,
    Location packageLocation,
    List<ImportElement> imports,
    List<DeclElement> decls,
    List<String> doc) {}
