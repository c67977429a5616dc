package dev.bale.schema.model;

import java.util.List;

/** A fixed-layout struct: fields in id order 1..n, no optional fields, no evolution. */
public record StructDecl(
    String name, String packageName, List<Field> fields, List<String> doc, Location location)
    implements Decl {}
