/**
 * The runtime type of the schema type `json` (SCHEMA.md §3): any JSON value, as plain JavaScript
 * values, with the two JSON number kinds kept apart:
 *
 * - `null`, `true`/`false`, strings as themselves;
 * - an integer (a JSON number without fraction or exponent) is a `bigint` in the i64 range;
 * - a float is a finite `number` (`-0` kept); so `1n` and `1` are different values, as `1` and
 *   `1.0` are in JSON text, and both survive every codec unchanged;
 * - an array is an array of values;
 * - an object is a `Map<string, JsonValue>`: insertion order is kept exactly (plain objects put
 *   integer-like keys first, and `__proto__` is special on them).
 */
export type JsonValue = null | boolean | bigint | number | string | JsonValue[] | Map<string, JsonValue>;

export const I64_MIN = -(1n << 63n);
export const I64_MAX = (1n << 63n) - 1n;
