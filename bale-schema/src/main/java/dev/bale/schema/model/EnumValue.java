package dev.bale.schema.model;

import java.util.List;

/** One named value of an enum; {@code value} is in 0..2^31-1. */
public record EnumValue(String name, int value, List<String> doc, Location location) {}
