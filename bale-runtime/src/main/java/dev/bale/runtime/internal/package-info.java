/**
 * Runtime internals: UTF-8 and little-endian access, the string index, the frozen collections,
 * {@link dev.bale.runtime.internal.CompactSink}/{@link dev.bale.runtime.internal.CompactSource},
 * which generated compact codecs write and read through, and the flat codec's machinery: {@link
 * dev.bale.runtime.internal.FlatSink} writes flat bodies, {@link
 * dev.bale.runtime.internal.FlatVerifier} holds the verifier's checks, depth, message count,
 * traversal budget and field path, {@link dev.bale.runtime.internal.FlatData} is what generated
 * views and decoders read through (checked or not), over {@link
 * dev.bale.runtime.internal.FlatAccess}'s little-endian reads of {@code byte[]} and {@link
 * java.nio.ByteBuffer}, and {@link dev.bale.runtime.internal.FlatShape} describes a type for the
 * dynamic codec's table-driven verify. Not API: public only so that generated code and the
 * runtime's other packages can reach them; may change in any release.
 */
package dev.bale.runtime.internal;
