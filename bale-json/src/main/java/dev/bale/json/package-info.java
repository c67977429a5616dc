/**
 * Bale without generated code: a schema-driven compact codec over a small value tree, the JSON
 * mapping, and an annotated dump of compact bytes.
 *
 * <ul>
 *   <li>{@link dev.bale.json.Value} — an immutable tree holding any value of any schema type.
 *   <li>{@link dev.bale.json.DynamicCodec} — one {@code CompactType<Value>} per declaration; the
 *       same bytes, the same accepted inputs and the same error codes as generated code (it is the
 *       conformance suite's second implementation), unknown fields kept.
 *   <li>{@link dev.bale.json.JsonBridge} — JSON text to values and compact bytes and back, as
 *       specified in {@code docs/spec/JSON.md}; JSON errors are {@link
 *       dev.bale.json.BaleJsonException} with a code, a JSON path and line:column. JSON output is
 *       bounded by a {@link dev.bale.json.TraversalBudget} (shared instances of the object table
 *       would otherwise expand exponentially).
 *   <li>{@link dev.bale.json.Inspector} — one line per wire item (offset, field path, bytes,
 *       meaning); bounded and exception-free on hostile input, agreeing with the decoder's verdict.
 *   <li>{@link dev.bale.json.FlatCodec} — the flat codec (FORMAT.md Part II) over the same values:
 *       encode in the specified writer order, verify, decode (after verifying) and dump; the oracle
 *       for generated flat code.
 * </ul>
 *
 * <p>Used by the {@code bale} command line ({@code encode}, {@code decode}, {@code inspect}).
 */
package dev.bale.json;
