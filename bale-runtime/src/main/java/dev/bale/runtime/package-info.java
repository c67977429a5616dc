/**
 * The Bale runtime: the compact codec used by generated code and the dynamic codec.
 *
 * <p>For users: {@link dev.bale.runtime.Compact} (static convenience), {@link
 * dev.bale.runtime.CompactWriter} and {@link dev.bale.runtime.CompactReader} (reusable, one per
 * thread), {@link dev.bale.runtime.Limits}, and the one exception type for bad input, {@link
 * dev.bale.runtime.BaleException} with its stable {@link dev.bale.runtime.ErrorCode}. Value types:
 * {@link dev.bale.runtime.Bytes}, the immutable primitive-backed lists ({@link
 * dev.bale.runtime.IntList} etc.) and {@link dev.bale.runtime.UnknownFields}.
 *
 * <p>For generated code: {@link dev.bale.runtime.CompactType}, whose {@code write} and {@code read}
 * go through {@code dev.bale.runtime.internal.CompactSink} and {@code CompactSource} (not API: the
 * writer and reader hand them over; they change with the format). The wire format is specified in
 * {@code docs/spec/FORMAT.md}; every check a reader makes is listed there with its error code and
 * offset.
 *
 * <p>Guarantees on untrusted input (RELIABILITY.md): no read outside the input, one exception type
 * with code, offset and field path, nothing allocated in proportion to a claimed length before the
 * bytes are there, bounded depth on every path, work linear in the input, back-references only
 * backward, types from the schema only, strict UTF-8, and no state carried between roots.
 */
package dev.bale.runtime;
