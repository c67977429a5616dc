package dev.bale.schema.model;

/**
 * Per-field options.
 *
 * @param fixed integers (or list elements) are written fixed-width little-endian instead of as
 *     varints
 * @param tsNumber 64-bit integers are {@code number} instead of {@code bigint} in TypeScript
 * @param dedup strings of this field take part in string deduplication (default true)
 * @param json the {@code [json = "..."]} key this field reads and writes in JSON, or null when the
 *     key is the field name
 * @param omitDefault {@code [omit_default]}: in the compact codec the field takes a presence bit
 *     and is written only when its value differs from its default (FORMAT.md §3.2)
 */
public record FieldOptions(
    boolean fixed, boolean tsNumber, boolean dedup, String json, boolean omitDefault) {
  public static final FieldOptions DEFAULT = new FieldOptions(false, false, true, null, false);
}
