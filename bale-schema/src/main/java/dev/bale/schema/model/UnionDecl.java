package dev.bale.schema.model;

import java.util.List;

/** A closed tagged union; cases in declaration order. */
public record UnionDecl(
    String name, String packageName, List<UnionCase> cases, List<String> doc, Location location)
    implements Decl {}
