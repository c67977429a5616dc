import type { CompactReader } from "./reader.js";
import type { CompactWriter } from "./writer.js";

/**
 * What a `CompactType`'s `write` writes through: the {@link CompactWriter} encoding the root, seen
 * through its calls for generated code (messages, composites, scalars, strings, lists), without its
 * encode entry points. Java names the same contract `dev.bale.runtime.internal.CompactSink`. A type
 * only: the writer itself is passed. Exported for generated code by `@bale-dev/runtime/codegen`.
 */
export type CompactSink = Omit<CompactWriter, "encode" | "encodeFramed" | "encodeInto" | "encodeRecord" | "encodeSession">;

/**
 * What a `CompactType`'s `read` reads through: the {@link CompactReader} decoding the root, without
 * its decode entry points (Java: `dev.bale.runtime.internal.CompactSource`). A type only.
 */
export type CompactSource = Omit<CompactReader, "decode" | "decodeFramed" | "decodeSession">;

/**
 * The codec of one schema type, as generated code provides it: how to read and write a value,
 * and the names that error paths use. Messages, structs and unions have one; enums and scalars
 * are read and written inline by the generated code.
 */
export interface CompactType<T> {
  /** The type's full schema name, e.g. `media.MediaContent`. */
  readonly schemaName: string;
  /** The name of field (or union case) `id`, for error paths; undefined if unknown. */
  fieldName(id: number): string | undefined;
  /**
   * What a list element or map value of this type owns beyond its slot in the decoded-size estimate
   * (FORMAT.md §7.1 `owned(T)`): a struct's record (generated struct types state it); absent for
   * messages and unions, which charge themselves when read. `rootList` and `rootStringMap` charge it
   * per element, as generated collections of the type do.
   */
  readonly ownedSize?: number;
  /** Reads one value at the reader's position. */
  read(r: CompactSource): T;
  /** Writes one value. */
  write(w: CompactSink, value: T): void;
}

/** A message type: a compact type that can be a root, with its schema fingerprint. */
export interface MessageType<T> extends CompactType<T> {
  /** The 64-bit schema fingerprint of this root type (SCHEMA.md), for frames. */
  readonly fingerprint: bigint;
  /** A new value with every field at its schema default (optional fields absent). */
  create(): T;
}
