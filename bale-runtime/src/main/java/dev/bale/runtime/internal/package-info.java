/**
 * Runtime internals: UTF-8 and little-endian access, the string index, the frozen collections, and
 * {@link dev.bale.runtime.internal.CompactSink}/{@link dev.bale.runtime.internal.CompactSource},
 * which generated codecs write and read through. Not API: public only so that generated code and
 * the runtime's other packages can reach them; may change in any release.
 */
package dev.bale.runtime.internal;
