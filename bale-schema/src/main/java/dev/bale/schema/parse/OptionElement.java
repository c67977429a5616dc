package dev.bale.schema.parse;

import dev.bale.schema.model.Location;

/**
 * {@code name} or {@code name = value} inside a field's {@code [...]}; {@code value} may be null.
 */
public record OptionElement(String name, Location location, LiteralElement value) {}
