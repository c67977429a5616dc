/**
 * The frame header (FORMAT.md §4): 14 bytes in front of a framed root or at the start of a stream —
 * the magic "BALE" (42 41 4c 45), the format version, the codec id and the schema fingerprint (8
 * bytes, little-endian). Every writer and reader of the TypeScript runtime takes the header's layout
 * from here (the Java runtime's counterpart is `dev.bale.runtime.Frame`). Readers check the parts in
 * order, each once enough bytes are there: magic (BAD_MAGIC), version (UNSUPPORTED_VERSION), codec
 * (UNSUPPORTED_CODEC), fingerprint (FINGERPRINT_MISMATCH); too few bytes for the next part is
 * TRUNCATED.
 */

/** The header's size in bytes. */
export const FRAME_HEADER_SIZE = 14;
/** The format version this runtime reads and writes. */
export const FORMAT_VERSION = 0;
/** Codec id of a framed compact root. */
export const CODEC_COMPACT = 1;
/** Codec id of a framed flat body. */
export const CODEC_FLAT = 2;
/** Codec id of a message stream (FORMAT.md §4.1). */
export const CODEC_MESSAGE_STREAM = 17;
/** Codec id of a session stream (FORMAT.md §4.2). */
export const CODEC_SESSION_STREAM = 18;
/** Offsets of the version byte, the codec byte and the fingerprint in the header. */
export const FRAME_VERSION_OFFSET = 4;
export const FRAME_CODEC_OFFSET = 5;
export const FRAME_FINGERPRINT_OFFSET = 6;
/** The detail of a BAD_MAGIC error. */
export const BAD_MAGIC_DETAIL = 'expected 42414c45 ("BALE")';

/** The header for `codec` and `fingerprint`, as bytes (for writers that append byte arrays). */
export function frameHeader(codec: number, fingerprint: bigint): number[] {
  const h = [0x42, 0x41, 0x4c, 0x45, FORMAT_VERSION, codec];
  const fp = BigInt.asUintN(64, fingerprint);
  for (let i = 0n; i < 8n; i++) h.push(Number((fp >> (8n * i)) & 0xffn));
  return h;
}

/** Writes the header for `codec` and `fingerprint` at `out[at]`. */
export function writeFrameHeader(out: Uint8Array, at: number, codec: number, fingerprint: bigint): void {
  out.set(frameHeader(codec, fingerprint), at);
}

/** Whether `b[at, at + 4)` is the magic (those bytes must exist). */
export function hasFrameMagic(b: ArrayLike<number>, at: number): boolean {
  return b[at] === 0x42 && b[at + 1] === 0x41 && b[at + 2] === 0x4c && b[at + 3] === 0x45;
}
