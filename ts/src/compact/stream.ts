import { BaleError, simpleName, type ErrorCode } from "../errors.js";
import {
  CODEC_MESSAGE_STREAM,
  CODEC_SESSION_STREAM,
  FRAME_CODEC_OFFSET,
  FRAME_HEADER_SIZE,
  checkFrameFingerprint,
  checkFrameHeader,
  frameHeader,
  type FrameErrors,
} from "../frame.js";
import { DEFAULT_LIMITS, checkedLimits, type Limits } from "../limits.js";
import { CompactReader } from "./reader.js";
import { SessionTable } from "./session.js";
import type { MessageType } from "./types.js";
import {
  CompactWriter,
  checkRoom,
  checkTarget,
  putVarint,
  uvarintSize,
  type RecordPlace,
  type WriterOptions,
} from "./writer.js";

/** Default cap of a session table's entries (reader limit and writer cap). */
export const DEFAULT_MAX_SESSION_ENTRIES = 1 << 16;
/** Default cap of a session table's UTF-8 bytes (reader limit and writer cap). */
export const DEFAULT_MAX_SESSION_BYTES = 4 * 1024 * 1024;

function varint(out: number[], v: bigint | number): void {
  if (typeof v === "number") {
    // A length or count (a non-negative safe integer): number arithmetic, no bigint per byte.
    while (v >= 0x80) {
      out.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    out.push(v);
    return;
  }
  let x = v;
  while (x >= 0x80n) {
    out.push(Number(x & 0x7fn) | 0x80);
    x >>= 7n;
  }
  out.push(Number(x));
}

const EMPTY = new Uint8Array(0);

/**
 * A session cap or limit as given (an integer >= 1, as Java's): NaN or a string from a JavaScript
 * caller would compare false and turn the decoder's limit off.
 */
function sessionCap(name: string, v: number): number {
  if (!Number.isSafeInteger(v) || v < 1) throw new RangeError(`${name} must be an integer >= 1, got ${String(v)}`);
  return v;
}

/**
 * Where a stream writer's record goes: in front of the root the stream header (when not written
 * yet), a session's reset record, and the record's length; into a new array of exactly that size
 * (`into` false) or into the caller's array from `offset` (`into` true).
 */
class StreamPlace implements RecordPlace {
  buf: Uint8Array = EMPTY;
  into = false;
  out: Uint8Array = EMPTY;
  offset = 0;
  written = 0;
  /** The stream header's bytes when this record carries it, else empty. */
  head: number[] = [];

  constructor(private readonly table: SessionTable | undefined) {}

  at(n: number, reset: boolean): number {
    const head = this.head;
    const table = this.table;
    // A reset record announces the epoch the table will have (it is reset once placed).
    const resetHead = reset ? (table!.epoch + 1) * 2 + 1 : -1;
    const length = table === undefined ? n : n * 2;
    const h = head.length + (resetHead >= 0 ? uvarintSize(resetHead) : 0) + uvarintSize(length);
    let buf: Uint8Array;
    let p: number;
    if (this.into) {
      checkRoom(this.out, this.offset, h + n, "record");
      buf = this.out;
      p = this.offset;
    } else {
      buf = new Uint8Array(h + n);
      p = 0;
    }
    for (let i = 0; i < head.length; i++) buf[p++] = head[i]!;
    if (resetHead >= 0) p = putVarint(buf, p, resetHead);
    p = putVarint(buf, p, length);
    this.buf = buf;
    this.written = h + n;
    return p;
  }
}

const NO_HEAD: number[] = [];

export interface StreamWriterOptions extends WriterOptions {
  /** A session stream (codec 18) with this 64-bit session id; a message stream (17) if absent. */
  readonly sessionId?: bigint;
  /** Session table caps (FORMAT.md §4.2); must not exceed the reader's limits. */
  readonly maxSessionEntries?: number;
  readonly maxSessionBytes?: number;
}

/**
 * Writes a message stream or a session stream (FORMAT.md §4.1, §4.2) of one root type. Each call
 * returns the bytes to append to the stream (the 14-byte header, and for a session its id, epoch
 * and table size, come first, once); the bytes are identical to the Java `MessageStreamWriter`'s.
 */
export class MessageStreamWriter<T> {
  private readonly writer: CompactWriter;
  private readonly table: SessionTable | undefined;
  private readonly sessionId: bigint;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private headerWritten = false;
  private readonly place: StreamPlace;

  constructor(
    private readonly type: MessageType<T>,
    options: StreamWriterOptions = {},
  ) {
    this.writer = new CompactWriter(options);
    this.table = options.sessionId === undefined ? undefined : new SessionTable(true);
    this.sessionId = BigInt.asUintN(64, options.sessionId ?? 0n);
    this.maxEntries = sessionCap("maxSessionEntries", options.maxSessionEntries ?? DEFAULT_MAX_SESSION_ENTRIES);
    this.maxBytes = sessionCap("maxSessionBytes", options.maxSessionBytes ?? DEFAULT_MAX_SESSION_BYTES);
    this.place = new StreamPlace(this.table);
  }

  /** Entries of the session table (0 for a message stream). */
  get sessionEntries(): number {
    return this.table?.strings.length ?? 0;
  }

  /** Resets so far (0 for a message stream). */
  get sessionEpoch(): number {
    return this.table?.epoch ?? 0;
  }

  /**
   * The bytes of a whole stream of `values`: the stream header, then one record per value; the
   * header alone when there are none (a stream without records, which a reader takes as such; an
   * empty array is not a stream). The same bytes as the Java `MessageStreamWriter.encodeAll`.
   */
  static encodeAll<T>(type: MessageType<T>, values: Iterable<T>, options: StreamWriterOptions = {}): Uint8Array {
    const w = new MessageStreamWriter(type, options);
    const parts: Uint8Array[] = [];
    let length = 0;
    for (const value of values) {
      const part = w.write(value);
      parts.push(part);
      length += part.length;
    }
    const end = w.end();
    if (parts.length === 1 && end.length === 0) return parts[0]!;
    const out = new Uint8Array(length + end.length);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    out.set(end, at);
    return out;
  }

  /**
   * The bytes that end a stream: its header when no record has been written (a stream without
   * records), else none. Send them after the last record, so that a stream of no values is still a
   * stream. The same bytes as the Java `MessageStreamWriter.encodeEnd`.
   */
  end(): Uint8Array {
    return Uint8Array.from(this.header());
  }

  /** The bytes of one record (after the stream header if not written yet). */
  write(value: T): Uint8Array {
    const place = this.place;
    place.into = false;
    this.record(value);
    const out = place.buf;
    place.buf = EMPTY;
    return out;
  }

  /**
   * Writes the next record (after the stream header if not written yet) into `out` from `offset`
   * on, without allocating its array, and returns the number of bytes written: the bytes `write`
   * returns.
   *
   * @throws RangeError if they do not fit in `out.length - offset` bytes: nothing is then written
   *   and the writer is as before (the stream header still to come if it was, the session table
   *   unchanged), so the call can be repeated with a larger array
   */
  writeInto(value: T, out: Uint8Array, offset = 0): number {
    checkTarget(out, offset);
    const place = this.place;
    place.into = true;
    place.out = out;
    place.offset = offset;
    try {
      this.record(value);
      return place.written;
    } finally {
      // The caller's array is not kept.
      place.out = EMPTY;
      place.buf = EMPTY;
    }
  }

  /**
   * Encodes `value` as a record where `this.place` says: the bytes in front of the root (the
   * stream header if not written yet, a reset, the record's length), then the root. The stream
   * header counts as written only once placed.
   */
  private record(value: T): void {
    const headerDone = this.headerWritten;
    const place = this.place;
    place.head = headerDone ? NO_HEAD : this.header();
    try {
      if (this.table === undefined) {
        this.writer.encodeRecord(this.type, value, place);
      } else {
        this.writer.encodeSession(this.type, value, this.table, this.maxEntries, this.maxBytes, place);
      }
    } catch (e) {
      this.headerWritten = headerDone;
      throw e;
    } finally {
      place.head = NO_HEAD;
    }
  }

  /** A reset record (empties the session table on both sides). */
  reset(): Uint8Array {
    if (this.table === undefined) throw new Error("reset() on a message stream without a session");
    const head = this.header();
    this.table.reset();
    varint(head, this.table.epoch * 2 + 1);
    return Uint8Array.from(head);
  }

  /** The header for continuing this stream (and its session) on a new connection. */
  continueStream(): Uint8Array {
    this.headerWritten = false;
    return Uint8Array.from(this.header());
  }

  private header(): number[] {
    if (this.headerWritten) return [];
    this.headerWritten = true;
    const codec = this.table === undefined ? CODEC_MESSAGE_STREAM : CODEC_SESSION_STREAM;
    const h = frameHeader(codec, this.type.fingerprint);
    if (this.table !== undefined) {
      for (let i = 0n; i < 8n; i++) h.push(Number((this.sessionId >> (8n * i)) & 0xffn));
      varint(h, this.table.epoch);
      varint(h, this.table.strings.length);
    }
    return h;
  }
}

/**
 * A message stream (or, with `options.sessionId`, a session stream) of `values` as a
 * `ReadableStream` of its bytes, written a record at a time as the stream is read: a request body
 * for `fetch` that sends the values as they come (an async iterable: a generator, a Node
 * `Readable` in object mode) or without holding the whole stream in memory.
 *
 * ```ts
 * await fetch(url, {
 *   method: "POST",
 *   headers: { "content-type": "application/vnd.bale.stream" },
 *   body: messageStreamBody(Image, images),
 *   duplex: "half", // a streamed request body (Node's fetch and Chromium require it)
 * });
 * ```
 *
 * No values give the stream header alone. A value that does not encode errors the stream (the
 * request fails) with the writer's error and closes the source's iterator, as a cancelled stream
 * (the request aborted) does. Needs `ReadableStream` (Node 18 and later, every current browser); as a
 * `fetch` body, Node sends it over HTTP/1.1, browsers only Chromium's and only over HTTP/2 or
 * later: a body of known values can also be `MessageStreamWriter.encodeAll(type, values)`.
 */
export function messageStreamBody<T>(
  type: MessageType<T>,
  values: Iterable<T> | AsyncIterable<T>,
  options: StreamWriterOptions = {},
): ReadableStream<Uint8Array> {
  if (typeof ReadableStream !== "function") {
    throw new Error("messageStreamBody needs ReadableStream (Node 18 or later, or a browser)");
  }
  const w = new MessageStreamWriter(type, options);
  let source: Iterator<T> | AsyncIterator<T> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      source ??=
        Symbol.asyncIterator in values
          ? (values as AsyncIterable<T>)[Symbol.asyncIterator]()
          : (values as Iterable<T>)[Symbol.iterator]();
      const next = await source.next();
      if (next.done === true) {
        const end = w.end();
        if (end.length > 0) controller.enqueue(end);
        controller.close();
        return;
      }
      let record: Uint8Array;
      try {
        record = w.write(next.value);
      } catch (e) {
        await source.return?.(); // the stream ends here: the source is not read on
        throw e;
      }
      controller.enqueue(record);
    },
    async cancel() {
      await source?.return?.();
    },
  });
}

export interface StreamDecoderOptions {
  /** Reader limits (maxStreamMessageBytes bounds each record). */
  readonly limits?: Limits;
  /** Check the header's fingerprint against the type's (default true). */
  readonly checkFingerprint?: boolean;
  /** Only accept this session (otherwise the first session header binds the decoder). */
  readonly expectSession?: bigint;
  readonly maxSessionEntries?: number;
  readonly maxSessionBytes?: number;
}

const enum Phase {
  Frame,
  SessionId,
  SessionEpoch,
  SessionEntries,
  RecordHead,
  RecordBody,
  Failed,
}

/**
 * A push decoder of message streams and session streams (FORMAT.md §4.1, §4.2): `feed` it chunks
 * as they arrive (any split), `poll` decoded roots, `endOfInput` when the source ends. It
 * buffers a record as its bytes arrive, never by its claimed length (G3); every error carries the
 * offset from the first byte of the stream. After an error the decoder is unusable.
 */
export class MessageStreamDecoder<T> {
  private readonly reader: CompactReader;
  private readonly limits: Limits;
  private readonly checkFingerprint: boolean;
  private readonly maxSessionEntries: number;
  private readonly maxSessionBytes: number;
  private readonly table = new SessionTable(false);
  private sessionIdKnown: boolean;
  private sessionId: bigint;
  private session = false;
  private sessionStarted = false;
  private phase = Phase.Frame;
  private offset = 0;
  private head: number[] = [];
  private itemStart = 0;
  // The varint being read: its value in a number while it has at most 7 bytes (< 2^49), in a
  // bigint from its 8th byte on (varintBig); varintLong says which holds the last one read.
  private varint = 0;
  private varintBig = 0n;
  private varintLong = false;
  private varintBytes = 0;
  private body = new Uint8Array(0);
  private bodyLen = 0;
  private bodyHave = 0;
  private bodyStart = 0;
  // Decoded roots not yet polled: ready[readyHead..]. Not Array#shift(), which moves every element
  // left once the array is large (a chunk of 100,000 small records took 3.5 s to poll, 1,000,000
  // five minutes).
  private ready: T[] = [];
  private readyHead = 0;

  constructor(
    private readonly type: MessageType<T>,
    options: StreamDecoderOptions = {},
  ) {
    this.limits = checkedLimits(options.limits ?? DEFAULT_LIMITS);
    this.reader = new CompactReader(this.limits);
    this.checkFingerprint = options.checkFingerprint ?? true;
    this.sessionIdKnown = options.expectSession !== undefined;
    this.sessionId = BigInt.asUintN(64, options.expectSession ?? 0n);
    this.maxSessionEntries = sessionCap("maxSessionEntries", options.maxSessionEntries ?? DEFAULT_MAX_SESSION_ENTRIES);
    this.maxSessionBytes = sessionCap("maxSessionBytes", options.maxSessionBytes ?? DEFAULT_MAX_SESSION_BYTES);
  }

  /** Whether the stream is a session stream (known after its header). */
  get isSession(): boolean {
    return this.session;
  }

  get sessionEpoch(): number {
    return this.table.epoch;
  }

  get sessionEntries(): number {
    return this.table.strings.length;
  }

  /** Between records (or right after the header): the stream may end here. */
  atRecordBoundary(): boolean {
    return this.phase === Phase.RecordHead && this.varintBytes === 0;
  }

  /** Takes the next chunk of the stream; decoded roots become available to `poll`. */
  feed(chunk: Uint8Array): void {
    if (this.phase === Phase.Failed) throw new Error("the stream decoder failed earlier");
    // Before any byte is taken: an ArrayBuffer (a WebSocket's message) or a DataView has no
    // length and was dropped unread; a number[] was read up to its first record body.
    if (!(chunk instanceof Uint8Array)) throw new TypeError("chunk must be a Uint8Array");
    // A chunk whose ArrayBuffer was transferred (postMessage, structuredClone) reads as zero bytes:
    // taken as an empty chunk, its bytes would be lost without a word. Only an empty chunk can be
    // one, so the check costs nothing on a chunk with bytes (Node 20 has no ArrayBuffer#detached;
    // a typed array cannot be made over a detached buffer).
    if (chunk.length === 0 && isDetached(chunk)) {
      throw new TypeError("chunk's ArrayBuffer was detached (transferred): its bytes are gone");
    }
    let i = 0;
    while (i < chunk.length) {
      switch (this.phase) {
        case Phase.Frame:
        case Phase.SessionId: {
          const want = (this.phase === Phase.Frame ? FRAME_HEADER_SIZE : 8) - this.head.length;
          const n = Math.min(want, chunk.length - i);
          for (let k = 0; k < n; k++) this.head.push(chunk[i + k]!);
          i += n;
          this.offset += n;
          if (this.head.length === (this.phase === Phase.Frame ? FRAME_HEADER_SIZE : 8)) {
            if (this.phase === Phase.Frame) this.checkFrame();
            else this.checkSessionId();
          }
          break;
        }
        case Phase.RecordBody: {
          const n = Math.min(this.bodyLen - this.bodyHave, chunk.length - i);
          if (this.bodyHave === 0 && n === this.bodyLen) {
            // The whole record is in this chunk: decoded where it is, not copied first (a decoded
            // value never shares the input's bytes: strings are made, bytes and unknown fields
            // copied).
            this.offset += n;
            this.decodeBody(chunk.subarray(i, i + n));
          } else {
            this.takeBody(chunk.subarray(i, i + n));
          }
          i += n;
          break;
        }
        default:
          if (this.varintByte(chunk[i]!)) this.varintDone();
          i++;
      }
    }
  }

  /** The next decoded root, or undefined. */
  poll(): T | undefined {
    const i = this.readyHead;
    if (i === this.ready.length) return undefined;
    const value = this.ready[i]!;
    if (i + 1 === this.ready.length) {
      this.ready = []; // drained: start again at 0 (and drop what the array held)
      this.readyHead = 0;
    } else if (i >= 1024 && 2 * i >= this.ready.length) {
      // Most of the array polled while roots keep arriving: keep the rest only (amortized O(1)).
      this.ready = this.ready.slice(i + 1);
      this.readyHead = 0;
    } else {
      this.ready[i] = undefined as unknown as T; // polled roots are not kept
      this.readyHead = i + 1;
    }
    return value;
  }

  /** The source ended: fine between records, else TRUNCATED at the stream's length. */
  endOfInput(): void {
    if (this.phase === Phase.Failed) throw new Error("the stream decoder failed earlier");
    if (!this.atRecordBoundary()) throw this.fail("TRUNCATED", this.offset, "stream ends inside an item");
  }

  /** Expects a new stream (e.g. a session continued on a new connection). */
  newStream(): void {
    if (!this.atRecordBoundary()) throw new Error("newStream() inside a record");
    this.phase = Phase.Frame;
    this.head = [];
    this.offset = 0;
  }

  private checkFrame(): void {
    const h = this.head;
    const fail: FrameErrors = (code, at, detail) => this.fail(code, at, detail);
    const fp = checkFrameHeader(fail, h, 0, h.length, CODEC_MESSAGE_STREAM, CODEC_SESSION_STREAM);
    const isSession = h[FRAME_CODEC_OFFSET] === CODEC_SESSION_STREAM;
    if (this.sessionStarted && !isSession) {
      throw this.fail("SESSION_MISMATCH", FRAME_CODEC_OFFSET, "a session continues on a stream without a session");
    }
    if (this.checkFingerprint) checkFrameFingerprint(fail, 0, fp, this.type.fingerprint);
    this.session = isSession;
    this.head = [];
    this.phase = isSession ? Phase.SessionId : Phase.RecordHead;
    if (!isSession && this.sessionIdKnown) {
      throw this.fail("SESSION_MISMATCH", FRAME_CODEC_OFFSET, `reader expects a session stream, got codec ${CODEC_MESSAGE_STREAM}`);
    }
  }

  private checkSessionId(): void {
    let id = 0n;
    for (let k = 7; k >= 0; k--) id = (id << 8n) | BigInt(this.head[k]!);
    if (this.sessionIdKnown && id !== this.sessionId) {
      throw this.fail("SESSION_MISMATCH", FRAME_HEADER_SIZE, `stream of session ${id.toString(16)}, reader is in session ${this.sessionId.toString(16)}`);
    }
    this.sessionId = id;
    this.sessionIdKnown = true;
    this.phase = Phase.SessionEpoch;
  }

  private varintByte(b: number): boolean {
    if (this.varintBytes === 0) {
      this.itemStart = this.offset;
      this.varint = 0;
    }
    this.offset++;
    const i = this.varintBytes++;
    if (i === 9 && b > 1) throw this.fail("VARINT_OVERFLOW", this.itemStart, "varint does not fit in 64 bits");
    if (i < 7) {
      this.varint += (b & 0x7f) * 2 ** (7 * i);
    } else {
      if (i === 7) this.varintBig = BigInt(this.varint);
      this.varintBig |= BigInt(b & 0x7f) << BigInt(7 * i);
    }
    if (b < 0x80) {
      if (b === 0 && i > 0) throw this.fail("VARINT_NONCANONICAL", this.itemStart, "overlong varint");
      this.varintLong = i >= 7;
      this.varintBytes = 0;
      return true;
    }
    return false;
  }

  private varintDone(): void {
    // A value of 8 or more bytes (>= 2^49) as a bigint: no epoch, entry count or record length is
    // that large, so it fails the tests below as it did when every value was a bigint.
    const v: number | bigint = this.varintLong ? this.varintBig : this.varint;
    switch (this.phase) {
      case Phase.SessionEpoch:
        if (v !== this.table.epoch) {
          throw this.fail("SESSION_MISMATCH", this.itemStart, `stream continues the session at epoch ${v}, reader is at epoch ${this.table.epoch}`);
        }
        this.phase = Phase.SessionEntries;
        return;
      case Phase.SessionEntries:
        if (v !== this.table.strings.length) {
          throw this.fail("SESSION_MISMATCH", this.itemStart, `stream continues the session with ${v} table entries, reader has ${this.table.strings.length}`);
        }
        this.sessionStarted = true;
        this.phase = Phase.RecordHead;
        return;
      default:
        this.record(v);
    }
  }

  private record(h: number | bigint): void {
    let len = h;
    if (this.session) {
      if (typeof h === "bigint" ? (h & 1n) === 1n : h % 2 === 1) {
        const epoch = typeof h === "bigint" ? h >> 1n : (h - 1) / 2;
        if (epoch !== this.table.epoch + 1) {
          throw this.fail("SESSION_RESET_OUT_OF_ORDER", this.itemStart, `reset to epoch ${epoch}, expected ${this.table.epoch + 1}`);
        }
        this.table.reset();
        return;
      }
      len = typeof h === "bigint" ? h >> 1n : h / 2;
    }
    if (typeof len === "bigint" || len > this.limits.maxStreamMessageBytes) {
      throw this.fail("LIMIT_EXCEEDED", this.itemStart, `record of ${len} bytes > maxStreamMessageBytes ${this.limits.maxStreamMessageBytes}`);
    }
    this.bodyLen = Number(len);
    this.bodyHave = 0;
    this.bodyStart = this.offset;
    if (this.bodyLen === 0) {
      this.decodeBody(this.body.subarray(0, 0)); // an empty root: TRUNCATED from the reader
      return;
    }
    this.phase = Phase.RecordBody;
  }

  private takeBody(part: Uint8Array): void {
    const n = part.length;
    if (this.bodyHave + n > this.body.length) {
      // Grow with the bytes that arrive, never to a claimed length up front (G3).
      const cap = Math.min(this.bodyLen, Math.max(this.bodyHave + n, 8192, this.body.length * 2));
      const bigger = new Uint8Array(cap);
      bigger.set(this.body.subarray(0, this.bodyHave));
      this.body = bigger;
    }
    this.body.set(part, this.bodyHave);
    this.bodyHave += n;
    this.offset += n;
    if (this.bodyHave === this.bodyLen) this.decodeBody(this.body.subarray(0, this.bodyLen));
  }

  /** Decodes the record's root, `bytes` (from the chunk, or gathered in `body`). */
  private decodeBody(bytes: Uint8Array): void {
    let value: T;
    try {
      value = this.session
        ? this.reader.decodeSession(this.type, bytes, this.table, this.maxSessionEntries, this.maxSessionBytes)
        : this.reader.decode(this.type, bytes);
    } catch (e) {
      if (e instanceof BaleError) {
        this.phase = Phase.Failed;
        throw new BaleError(e.code, e.offset < 0 ? this.bodyStart : e.offset + this.bodyStart, e.path, e.detail);
      }
      throw e;
    }
    this.ready.push(value);
    this.phase = Phase.RecordHead;
    if (this.body.length > 1 << 20) this.body = new Uint8Array(0);
  }

  private fail(code: ErrorCode, at: number, detail: string): BaleError {
    this.phase = Phase.Failed;
    return new BaleError(code, at, simpleName(this.type.schemaName), detail);
  }
}

function isDetached(chunk: Uint8Array): boolean {
  if (chunk.buffer.byteLength !== 0) return false;
  try {
    new Uint8Array(chunk.buffer, 0, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * The roots of a message stream or session stream (FORMAT.md §4.1, §4.2) read from `source`, each
 * yielded as soon as its record has arrived: `source` is a WHATWG `ReadableStream` of bytes (a
 * `fetch` response's `body`, e.g. a Java server's `application/vnd.bale.stream`) or any async
 * iterable of `Uint8Array` chunks (a Node `Readable`).
 *
 * ```ts
 * const res = await fetch(url, { headers: { accept: "application/vnd.bale.stream" } });
 * for await (const image of readMessageStream(Image, res.body!)) show(image);
 * ```
 *
 * The generator ends when the source does; a source that ends inside a record throws `TRUNCATED`,
 * and a record that does not decode throws its `BaleError` where it is met, after the roots before
 * it were yielded. When the loop stops early (`break`, an error) a `ReadableStream` is cancelled,
 * so that a network response stops downloading; an async iterable is closed by `for await`.
 */
export async function* readMessageStream<T>(
  type: MessageType<T>,
  source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
  options: StreamDecoderOptions = {},
): AsyncGenerator<T, void, undefined> {
  const d = new MessageStreamDecoder(type, options);
  if (typeof (source as ReadableStream<Uint8Array>).getReader === "function") {
    const reader = (source as ReadableStream<Uint8Array>).getReader();
    let done = false;
    try {
      for (;;) {
        const r = await reader.read();
        if (r.done) break;
        d.feed(r.value);
        for (let v = d.poll(); v !== undefined; v = d.poll()) yield v;
      }
      done = true;
    } finally {
      if (!done) await reader.cancel().catch(() => undefined);
      reader.releaseLock();
    }
  } else {
    for await (const chunk of source as AsyncIterable<Uint8Array>) {
      d.feed(chunk);
      for (let v = d.poll(); v !== undefined; v = d.poll()) yield v;
    }
  }
  d.endOfInput();
}
