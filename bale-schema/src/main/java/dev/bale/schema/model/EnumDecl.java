package dev.bale.schema.model;

import java.util.List;

/** An enum; values in declaration order. The first declared value is the default. */
public record EnumDecl(
    String name, String packageName, List<EnumValue> values, List<String> doc, Location location)
    implements Decl {}
