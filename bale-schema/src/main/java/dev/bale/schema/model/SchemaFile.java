package dev.bale.schema.model;

import java.util.List;

/** One parsed schema file. {@code path} is as given to the loader. */
public record SchemaFile(
    String path, String packageName, List<String> imports, List<Decl> decls, List<String> doc) {}
