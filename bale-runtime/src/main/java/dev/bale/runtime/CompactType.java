package dev.bale.runtime;

import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;

/**
 * The contract between generated code (and the dynamic codec) and the compact runtime: how to write
 * and read one value of a schema type. Generated code has one static instance per message, struct,
 * union and enum.
 *
 * <p>Implementations are stateless and thread-safe.
 *
 * @param <T> the Java type of values
 */
public interface CompactType<T> {
  /** Fully qualified schema name, e.g. {@code media.Image}; used in error paths. */
  String schemaName();

  /** The schema name of the field with this id (1-based), for error paths; null if unknown. */
  String fieldName(int id);

  /** Writes {@code value} (never null) at the writer's position. */
  void write(CompactSink w, T value);

  /**
   * Encodes {@code value} (never null) as a whole root in one pass into an array of exactly its
   * size, when its type and the writer allow it, or returns null, and the writer then takes its
   * general path. The bytes are the same either way. Generated code overrides this for message
   * types whose fields are all scalars, enums and strings (at most {@link
   * CompactSink#LEAF_MAX_STRINGS} of them) and values without unknown fields, and for message types
   * whose tree the one-walk path takes (nested messages, recursive ones included, lists of them,
   * {@code list<string>}, small {@code list<i32>}: the whole tree through {@link #treeWrite} and
   * {@link CompactSink#treeOpen}); the default returns null.
   */
  default byte[] encodeLeaf(CompactSink w, T value) {
    return null;
  }

  /**
   * Writes {@code value} (a message of this type, never null) as a message of a one-walk tree root
   * ({@link CompactSink#treeOpen}) at {@code p} in {@code t}'s array, its strings entered in {@code
   * t}'s table; returns the position after it, or -1 when the path does not take it. The default
   * returns -1.
   */
  default int treeWrite(dev.bale.runtime.internal.CompactTree t, int p, T value) {
    return -1;
  }

  /**
   * Decodes a whole root spanning {@code bytes[off, off + len)} in one pass, when its type and the
   * bytes allow it (a root of a leaf message type with nothing unusual: no unknown fields, no
   * missing ones, no object table), or returns null or throws, and the reader then reads the root
   * again on its general path, which gives the same value or reports the error. Generated code
   * overrides this for the types {@link #encodeLeaf} serves; the default returns null.
   */
  default T decodeLeaf(CompactSource r, byte[] bytes, int off, int len) {
    return null;
  }

  /**
   * Reads a message of this type inside a one-pass tree root (CompactSource#treeBegin): generated
   * code overrides this for the types whose tree has a bounded shape. The default throws a {@link
   * BaleException}, so that a root whose nested type lacks it (code of another compiler version) is
   * read again by the general path.
   */
  default T treeRead(CompactSource r) {
    throw new BaleException(ErrorCode.TRUNCATED, 0, "", schemaName() + " has no tree read");
  }

  /**
   * What a list element or map value of this type owns beyond its slot in the decoded-size estimate
   * (FORMAT.md §7.1 {@code owned(T)}): 24 for an enum, a struct's record size, 0 for messages and
   * unions (they charge themselves when read). {@link RootTypes} charges it per element, as
   * generated collections of the type do. Generated enum and struct codecs override it; the default
   * is 0.
   */
  default int ownedSize() {
    return 0;
  }

  /** Reads one value at the reader's position. */
  T read(CompactSource r);
}
