/**
 * The flat codec's user API (FORMAT.md Part II): data read in place.
 *
 * <p>{@link dev.bale.runtime.flat.Flat} encodes, verifies and decodes with per-thread state; {@link
 * dev.bale.runtime.flat.FlatBuilder} (encode options) and {@link dev.bale.runtime.flat.FlatReader}
 * (decode limits) are the reusable forms; generated {@code View}s ({@link
 * dev.bale.runtime.flat.FlatMessageView}) read fields in place, with checked access by default;
 * {@link dev.bale.runtime.flat.Utf8View} is a reusable {@link java.lang.CharSequence} over UTF-8
 * bytes. {@link dev.bale.runtime.flat.FlatType} is what generated code implements.
 *
 * <p>The machinery generated code calls ({@code FlatData}, {@code FlatSink}, {@code FlatVerifier},
 * {@code FlatShape}) lives in {@code dev.bale.runtime.internal}: not API.
 *
 * <p>"Verified" means every read the schema allows stays inside the input: readers verify by
 * default and the unchecked path says so in its name (RELIABILITY.md G9).
 */
package dev.bale.runtime.flat;
