/**
 * Bale without generated code: schema-driven compact and flat codecs over a small value tree, the
 * JSON mapping, an annotated dump of compact bytes and schema inference from JSON ({@code
 * dev.bale.dynamic.infer}). (Until 2026-11-26 the module was {@code bale-json}, package {@code
 * dev.bale.json}: it holds more than JSON.)
 *
 * <ul>
 *   <li>{@link dev.bale.dynamic.Value} — an immutable tree holding any value of any schema type.
 *   <li>{@link dev.bale.dynamic.DynamicCodec} — one {@code CompactType<Value>} per declaration; the
 *       same bytes, the same accepted inputs and the same error codes as generated code (it is the
 *       conformance suite's second implementation), unknown fields kept.
 *   <li>{@link dev.bale.dynamic.JsonBridge} — JSON text to values and compact bytes and back, as
 *       specified in {@code docs/spec/JSON.md}; JSON errors are {@link
 *       dev.bale.dynamic.BaleJsonException} with a code, a JSON path and line:column. JSON output
 *       is bounded by a {@link dev.bale.dynamic.TraversalBudget} (shared instances of the object
 *       table would otherwise expand exponentially).
 *   <li>{@link dev.bale.dynamic.Inspector} — one line per wire item (offset, field path, bytes,
 *       meaning); bounded and exception-free on hostile input, agreeing with the decoder's verdict.
 *   <li>{@link dev.bale.dynamic.FlatCodec} — the flat codec (FORMAT.md Part II) over the same
 *       values: encode in the specified writer order, verify, decode (after verifying) and dump;
 *       the oracle for generated flat code.
 * </ul>
 *
 * <p>Used by the {@code bale} command line ({@code encode}, {@code decode}, {@code inspect}).
 */
package dev.bale.dynamic;
