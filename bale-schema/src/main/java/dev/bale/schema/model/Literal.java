package dev.bale.schema.model;

/**
 * A default value. {@code value} is a Boolean, Long (all integer types, u64 as its two's complement
 * bit pattern), Double (f32 and f64), String (string), or for enums the {@link EnumValue} it names.
 * {@code text} is the source text, used in canonical form.
 */
public record Literal(Object value, String text) {}
