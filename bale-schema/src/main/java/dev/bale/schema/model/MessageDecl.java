package dev.bale.schema.model;

import java.util.List;

/** An evolvable message: fields in id order 1..n (checked). */
public record MessageDecl(
    String name, String packageName, List<Field> fields, List<String> doc, Location location)
    implements Decl {}
