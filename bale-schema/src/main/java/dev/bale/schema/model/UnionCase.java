package dev.bale.schema.model;

import java.util.List;

/** One case of a union; {@code id} >= 1 is its tag on the wire. */
public record UnionCase(String name, int id, TypeRef type, List<String> doc, Location location) {}
