/**
 * The frame header (FORMAT.md §4): 14 bytes in front of a framed root or at the start of a stream —
 * the magic "BALE" (42 41 4c 45), the format version, the codec id and the schema fingerprint (8
 * bytes, little-endian). Every writer and reader of the TypeScript runtime takes the header's layout
 * from here (the Java runtime's counterpart is `dev.bale.runtime.Frame`). Readers check the parts in
 * order, each once enough bytes are there: magic (BAD_MAGIC), version (UNSUPPORTED_VERSION), codec
 * (UNSUPPORTED_CODEC), fingerprint (FINGERPRINT_MISMATCH); too few bytes for the next part is
 * TRUNCATED. `checkFrameHeader` and `checkFrameFingerprint` are those checks, with their codes,
 * offsets and details; every reader of a header (compact, flat, the message streams) makes them
 * through these two functions rather than spelling them out.
 */

import type { ErrorCode } from "./errors.js";

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

/**
 * Makes the error of a failed header check: the code, the position of the part that failed (in the
 * coordinates `checkFrameHeader` was given) and the detail; the reader adds its own context.
 */
export type FrameErrors = (code: ErrorCode, pos: number, detail: string) => Error;

/**
 * Checks the header at `b[at]`, of which `len` bytes are available (more is fine): the magic, the
 * version, then that the codec is one of `codecs`, each TRUNCATED first when its bytes are missing,
 * and that the 8 fingerprint bytes are there. Returns the fingerprint, not compared: pass it to
 * `checkFrameFingerprint`, after any check of the reader's own that comes first (a session
 * stream's).
 */
export function checkFrameHeader(
  fail: FrameErrors,
  b: ArrayLike<number>,
  at: number,
  len: number,
  ...codecs: number[]
): bigint {
  if (len < FRAME_VERSION_OFFSET) throw fail("TRUNCATED", at, "frame magic");
  if (!hasFrameMagic(b, at)) throw fail("BAD_MAGIC", at, BAD_MAGIC_DETAIL);
  const v = at + FRAME_VERSION_OFFSET;
  if (len <= FRAME_VERSION_OFFSET) throw fail("TRUNCATED", v, "frame version");
  if (b[v] !== FORMAT_VERSION) throw fail("UNSUPPORTED_VERSION", v, `format version ${b[v]}`);
  const c = at + FRAME_CODEC_OFFSET;
  if (len <= FRAME_CODEC_OFFSET) throw fail("TRUNCATED", c, "frame codec");
  const codec = b[c]!;
  if (!codecs.includes(codec)) throw fail("UNSUPPORTED_CODEC", c, codecDetail(codec, codecs));
  const f = at + FRAME_FINGERPRINT_OFFSET;
  if (len < FRAME_HEADER_SIZE) throw fail("TRUNCATED", f, "frame fingerprint");
  let fp = 0n;
  for (let i = 7; i >= 0; i--) fp = (fp << 8n) | BigInt(b[f + i]!);
  return fp;
}

/**
 * The last check of a header at `at`: its fingerprint `found` must be `expected`
 * (FINGERPRINT_MISMATCH at the fingerprint).
 */
export function checkFrameFingerprint(fail: FrameErrors, at: number, found: bigint, expected: bigint): void {
  const want = BigInt.asUintN(64, expected);
  if (found !== want) {
    throw fail(
      "FINGERPRINT_MISMATCH",
      at + FRAME_FINGERPRINT_OFFSET,
      // 16 digits, as bale inspect and FORMAT.md write a fingerprint.
      `frame has ${found.toString(16).padStart(16, "0")}, reader expects ${want.toString(16).padStart(16, "0")}`,
    );
  }
}

const CODEC_NAMES: Record<number, string> = {
  [CODEC_COMPACT]: "compact root",
  [CODEC_FLAT]: "flat body",
  [CODEC_MESSAGE_STREAM]: "message stream",
  [CODEC_SESSION_STREAM]: "session stream",
};

/** "codec 3", or with several accepted "codec 3 is not a message stream (17) or ...". */
function codecDetail(codec: number, accepted: number[]): string {
  if (accepted.length < 2) return `codec ${codec}`;
  return `codec ${codec} is not a ` + accepted.map((c) => `${CODEC_NAMES[c] ?? "codec"} (${c})`).join(" or ");
}
