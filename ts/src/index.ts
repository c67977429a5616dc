/**
 * Bale runtime for TypeScript: the compact codec (docs/spec/FORMAT.md Part I) and the flat codec
 * (Part II: verifier, builder, reads for generated views), byte-compatible with the Java runtime. Zero dependencies, no `eval`/`new Function` (CSP-safe), Node 20+ and
 * current browsers. Generated code (`bale gen --lang ts`) imports this module as `@bale-dev/runtime`, and its
 * helpers from `@bale-dev/runtime/codegen`.
 */
import type { Limits } from "./limits.js";
import { CompactReader } from "./compact/reader.js";
import type { MessageType } from "./compact/types.js";
import { CompactWriter, type WriterOptions } from "./compact/writer.js";
import { Spare } from "./spare.js";

export { BaleError, ERROR_CODES, type ErrorCode } from "./errors.js";
export {
  DEFAULT_LIMITS,
  UNLIMITED,
  limits,
  type Limits,
  DEFAULT_DEPTH,
  DEFAULT_MAX_OBJECTS,
  DEFAULT_MAX_STREAM_MESSAGE_BYTES,
  DEFAULT_MAX_STRING_TABLE_ENTRIES,
  DEFAULT_DECODED_SIZE_FLOOR,
  DEFAULT_DECODED_SIZE_RATIO,
  decodedSizeBudget,
} from "./limits.js";
export { CompactReader } from "./compact/reader.js";
export {
  FRAME_HEADER_SIZE,
  FORMAT_VERSION,
  CODEC_COMPACT,
  CODEC_FLAT,
  CODEC_MESSAGE_STREAM,
  CODEC_SESSION_STREAM,
  frameHeader,
  hasFrameMagic,
} from "./frame.js";
export { CompactWriter, type WriterOptions } from "./compact/writer.js";
export type { CompactType, MessageType } from "./compact/types.js";
export { rootList, rootStringMap, rootValue } from "./compact/roots.js";
export { TableOrigin, UnknownFields } from "./compact/unknown.js";
export { HAND_DECODE_MAX_BYTES } from "./compact/utf8.js";
export type { DeclMeta, FieldMeta, TypeMeta, ScalarName } from "./meta.js";
export type { JsonValue } from "./jsonvalue.js";

// The writer and the reader the functions below use when given no options or limits.
const writers = new Spare(() => new CompactWriter());
const readers = new Spare(() => new CompactReader());

/**
 * Encodes one root. Without `options` it uses a writer kept by the module between calls (one per
 * realm or worker); with them, a new one. On hot paths with options, reuse a {@link CompactWriter}.
 */
export function encode<T>(type: MessageType<T>, value: T, options?: WriterOptions): Uint8Array {
  const w = options === undefined ? writers.take() : new CompactWriter(options);
  try {
    return w.encode(type, value);
  } finally {
    if (options === undefined) writers.give(w);
  }
}

/**
 * Decodes one unframed root spanning all of `bytes`, with default or given limits. With default
 * limits it uses a reader kept by the module between calls; with others, a new one.
 */
export function decode<T>(type: MessageType<T>, bytes: Uint8Array, limits?: Limits): T {
  const r = limits === undefined ? readers.take() : new CompactReader(limits);
  try {
    return r.decode(type, bytes);
  } finally {
    if (limits === undefined) readers.give(r);
  }
}

/** Encodes one framed root (FORMAT.md §4) carrying the type's fingerprint (a writer as `encode`'s). */
export function encodeFramed<T>(type: MessageType<T>, value: T, options?: WriterOptions): Uint8Array {
  const w = options === undefined ? writers.take() : new CompactWriter(options);
  try {
    return w.encodeFramed(type, value, type.fingerprint);
  } finally {
    if (options === undefined) writers.give(w);
  }
}

/**
 * Decodes one framed root, checking the fingerprint against the type's (pass
 * `checkFingerprint: false` to accept any); a reader as `decode`'s.
 */
export function decodeFramed<T>(
  type: MessageType<T>,
  bytes: Uint8Array,
  limits?: Limits,
  checkFingerprint = true,
): T {
  const r = limits === undefined ? readers.take() : new CompactReader(limits);
  try {
    return r.decodeFramed(type, bytes, checkFingerprint ? type.fingerprint : undefined);
  } finally {
    if (limits === undefined) readers.give(r);
  }
}

export {
  MessageStreamWriter,
  MessageStreamDecoder,
  readMessageStream,
  messageStreamBody,
  DEFAULT_MAX_SESSION_ENTRIES,
  DEFAULT_MAX_SESSION_BYTES,
  type StreamWriterOptions,
  type StreamDecoderOptions,
} from "./compact/stream.js";

// ---- the flat codec (FORMAT.md Part II) ----
export { FlatVerifier, MIN_BUDGET, FLAT_FRAME_HEADER_SIZE } from "./flat/verifier.js";
export { FlatBuilder, MAX_FLAT_MESSAGES, type FlatWriterOptions } from "./flat/builder.js";
export { FLAT_HAND_DECODE_MAX_BYTES } from "./flat/access.js";
export { rootFlatList, rootFlatValue } from "./flat/roots.js";
export {
  type FlatMessageType,
  verifyFlat,
  verifyFlatFramed,
  decodeFlat,
  decodeFlatFramed,
  decodeFlatUnchecked,
  flatDecodedSize,
  encodeFlat,
  encodeFlatWith,
  encodeFlatFramed,
} from "./flat/codec.js";
// The helpers that only generated code calls are in "@bale-dev/runtime/codegen" (./codegen.ts).
