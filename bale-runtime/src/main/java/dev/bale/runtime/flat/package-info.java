/**
 * The flat codec's runtime (FORMAT.md Part II): data read in place.
 *
 * <p>{@link dev.bale.runtime.flat.FlatBuilder} writes flat bodies (the low-level builder API, used
 * by generated code and the dynamic codec); {@link dev.bale.runtime.flat.FlatVerifier} holds the
 * verifier's checks, depth, message count, traversal budget and field path; {@link
 * dev.bale.runtime.flat.FlatData} is what generated views and decoders read through (checked or
 * not), over the package-private {@code FlatAccess}, which reads little-endian scalars, pointers
 * and fields with defaults from {@code byte[]} and {@link java.nio.ByteBuffer}; {@link
 * dev.bale.runtime.flat.Utf8View} is a reusable {@link java.lang.CharSequence} over UTF-8 bytes.
 *
 * <p>"Verified" means every read the schema allows stays inside the input: readers verify by
 * default and the unchecked path says so in its name (RELIABILITY.md G9).
 */
package dev.bale.runtime.flat;
