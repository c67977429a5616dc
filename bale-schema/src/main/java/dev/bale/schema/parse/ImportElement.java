package dev.bale.schema.parse;

import dev.bale.schema.model.Location;

/** {@code import "path";} — {@code path} as written, {@code location} of the string literal. */
public record ImportElement(String path, Location location) {}
