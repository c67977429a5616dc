// Message streams and session streams (FORMAT.md §4.1, §4.2) beyond the Java differential test:
// the reader's checks and offsets.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BaleError, MessageStreamDecoder, MessageStreamWriter, limits, messageStreamBody, readMessageStream } from "@bale-dev/runtime";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Media, MediaContent } from "../../goldens/ts/media/media.js";
import { baleError, concatBytes, cpuMs } from "./harness/util.js";

function media(uri: string): Media {
  const m = Media.create();
  m.uri = uri;
  m.format = "video/mp4";
  return m;
}

function decodeAll(bytes: Uint8Array, d = new MessageStreamDecoder(Media)): Media[] {
  d.feed(bytes);
  d.endOfInput();
  const out: Media[] = [];
  for (let v = d.poll(); v !== undefined; v = d.poll()) out.push(v);
  return out;
}

test("a session stream sends each string once, resets keep both sides in step, every split decodes", () => {
  const w = new MessageStreamWriter(Media, { sessionId: 0x1234n, maxSessionEntries: 4, maxSessionBytes: 100 });
  const parts = ["a", "b", "a", "c", "d", "e"].map((u) => w.write(media(u)));
  assert.ok(w.sessionEpoch >= 1, "the caps forced a reset");
  const bytes = concatBytes(parts);
  assert.deepEqual(decodeAll(bytes).map((m) => m.uri), ["a", "b", "a", "c", "d", "e"]);
  for (let split = 1; split < bytes.length; split++) {
    const d = new MessageStreamDecoder(Media);
    d.feed(bytes.subarray(0, split));
    d.feed(bytes.subarray(split));
    d.endOfInput();
    let n = 0;
    while (d.poll() !== undefined) n++;
    assert.equal(n, 6, `split at ${split}`);
  }
  // The third root ("a" again, "video/mp4" again) is shorter than the first: no new strings.
  assert.ok(parts[2]!.length < parts[0]!.length - 14);
});

test("stream checks: truncation, codec, reset order, session binding, record limit", () => {
  const w = new MessageStreamWriter(Media);
  const bytes = concatBytes([w.write(media("x")), w.write(media("y"))]);
  const cut = baleError(() => decodeAll(bytes.subarray(0, bytes.length - 1)));
  assert.equal(cut.code, "TRUNCATED");
  assert.equal(cut.offset, bytes.length - 1);
  const frame = bytes.slice();
  frame[5] = 1;
  assert.equal(baleError(() => decodeAll(frame)).code, "UNSUPPORTED_CODEC");
  assert.equal(baleError(() => decodeAll(bytes, new MessageStreamDecoder(Media, { expectSession: 1n }))).code, "SESSION_MISMATCH");
  const small = baleError(() => decodeAll(bytes, new MessageStreamDecoder(Media, { limits: limits({ maxStreamMessageBytes: 4 }) })));
  assert.equal(small.code, "LIMIT_EXCEEDED");
  assert.equal(small.offset, 14);
  // Record lengths of 7 bytes (read as a number) and 8 and 10 bytes (as a bigint): over the limit
  // at the length's first byte; a 10-byte varint above 64 bits overflows.
  const varintBytes = (v: bigint): number[] => {
    const out: number[] = [];
    for (; v >= 0x80n; v >>= 7n) out.push(Number(v & 0x7fn) | 0x80);
    out.push(Number(v));
    return out;
  };
  for (const len of [2n ** 49n - 1n, 2n ** 49n, 2n ** 63n]) {
    const huge = concatBytes([bytes.subarray(0, 14), Uint8Array.from(varintBytes(len))]);
    const e = baleError(() => decodeAll(huge));
    assert.equal(e.code, "LIMIT_EXCEEDED", `length ${len}`);
    assert.equal(e.offset, 14);
  }
  const over = concatBytes([bytes.subarray(0, 14), Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02)]);
  assert.equal(baleError(() => decodeAll(over)).code, "VARINT_OVERFLOW");

  const s = new MessageStreamWriter(Media, { sessionId: 7n });
  const head = s.write(media("p"));
  const reset = s.reset();
  const outOfOrder = concatBytes([head, Uint8Array.of(0x05)]); // a reset to epoch 2 while at epoch 0
  const e = baleError(() => decodeAll(outOfOrder));
  assert.equal(e.code, "SESSION_RESET_OUT_OF_ORDER");
  assert.equal(e.offset, head.length);
  assert.equal(decodeAll(concatBytes([head, reset, s.write(media("q"))])).length, 2);
  const other = baleError(() => decodeAll(head, new MessageStreamDecoder(Media, { expectSession: 8n })));
  assert.equal(other.code, "SESSION_MISMATCH");
  assert.equal(other.offset, 14);
  const tight = baleError(() => decodeAll(head, new MessageStreamDecoder(Media, { maxSessionEntries: 1 })));
  assert.equal(tight.code, "LIMIT_EXCEEDED");
});

test("polling many roots decoded from one chunk costs linear time", () => {
  // 200,000 small records fed as one chunk: the roots wait in the decoder's queue, and each poll
  // takes one in O(1) (Array#shift moved the rest each time once the queue was large: 100,000
  // roots took 3.5 s to poll in Node 20).
  const w = new MessageStreamWriter(Media);
  const m = Media.create();
  const parts = [w.write(m)];
  const one = w.write(m);
  for (let i = 1; i < 200_000; i++) parts.push(one);
  const bytes = concatBytes(parts);
  const d = new MessageStreamDecoder(Media);
  let t = cpuMs();
  d.feed(bytes);
  const feedMs = cpuMs() - t;
  t = cpuMs();
  let n = 0;
  // Interleaved with more input: roots keep arriving while the queue is drained.
  for (let v = d.poll(); v !== undefined; v = d.poll()) {
    n++;
    if (n === 100_000) d.feed(concatBytes(parts.slice(1, 1001)));
  }
  const pollMs = cpuMs() - t;
  assert.equal(n, 201_000);
  assert.ok(pollMs < 2 * feedMs + 100, `poll ${pollMs.toFixed(1)} ms, feed ${feedMs.toFixed(1)} ms`);
  d.endOfInput();
});

test("writeInto writes the bytes write returns, or nothing when they do not fit", () => {
  for (const sessionId of [undefined, 9n]) {
    const opts = { sessionId, maxSessionEntries: 3, maxSessionBytes: 100 };
    const byWrite = new MessageStreamWriter(Media, opts);
    const byInto = new MessageStreamWriter(Media, opts);
    const expected: Uint8Array[] = [];
    const got: Uint8Array[] = [];
    const buf = new Uint8Array(200);
    for (const u of ["a", "b", "a", "c", "d", "e"]) {
      expected.push(byWrite.write(media(u)));
      // First into an array one byte too small (and one of no room at all): RangeError, and the
      // writer is as before, so the retry writes what write() wrote.
      const need = expected[expected.length - 1]!.length;
      const small = new Uint8Array(need - 1).fill(0xee);
      assert.throws(() => byInto.writeInto(media(u), small), RangeError);
      assert.ok(small.every((b) => b === 0xee), "nothing written on a RangeError");
      assert.throws(() => byInto.writeInto(media(u), buf, buf.length), RangeError);
      const n = byInto.writeInto(media(u), buf, 7);
      got.push(buf.slice(7, 7 + n));
    }
    assert.deepEqual(got, expected, `session ${sessionId}`);
    assert.equal(byInto.sessionEpoch, byWrite.sessionEpoch);
    assert.deepEqual(decodeAll(concatBytes(got)).map((m) => m.uri), ["a", "b", "a", "c", "d", "e"]);
  }
  assert.throws(() => new MessageStreamWriter(Media).writeInto(media("x"), new Uint8Array(64), -1), RangeError);
});

test("a first write that fails leaves the stream header for the next one", () => {
  const w = new MessageStreamWriter(Media);
  const bad = media("x");
  (bad as unknown as { width: unknown }).width = "wide";
  assert.throws(() => w.write(bad));
  const first = w.write(media("y"));
  assert.deepEqual(decodeAll(first).map((m) => m.uri), ["y"]);
});

test("session caps and limits that are no integer >= 1 are a RangeError (a NaN limit was off)", () => {
  // Were taken as given: NaN (or a string) compared false, so a decoder given
  // { maxSessionEntries: NaN } let a stream grow its session table without bound.
  for (const bad of [Number.NaN, "100", 0, -1, 1.5]) {
    const cap = bad as unknown as number;
    assert.throws(() => new MessageStreamDecoder(Media, { maxSessionEntries: cap }), RangeError, String(bad));
    assert.throws(() => new MessageStreamDecoder(Media, { maxSessionBytes: cap }), RangeError, String(bad));
    assert.throws(() => new MessageStreamWriter(Media, { sessionId: 1n, maxSessionEntries: cap }), RangeError, String(bad));
    assert.throws(() => new MessageStreamWriter(Media, { sessionId: 1n, maxSessionBytes: cap }), RangeError, String(bad));
  }
  const w = new MessageStreamWriter(Media, { sessionId: 1n, maxSessionEntries: 1 });
  const d = new MessageStreamDecoder(Media, { maxSessionEntries: 1 });
  d.feed(w.write(Media.create()));
  assert.deepEqual(d.poll(), Media.create());
});

test("feed takes a Uint8Array only, and refuses anything else before taking a byte", () => {
  // Were: an ArrayBuffer or a DataView (no length) was dropped unread, and endOfInput then said
  // TRUNCATED; a number[] was taken up to its first record body, then chunk.subarray threw.
  const record = new MessageStreamWriter(Media).write(Media.create());
  for (const chunk of [record.slice().buffer, new DataView(record.slice().buffer), Array.from(record)]) {
    const d = new MessageStreamDecoder(Media);
    assert.throws(() => d.feed(chunk as unknown as Uint8Array), TypeError);
    d.feed(record); // nothing was taken: the stream starts again from its first byte
    assert.deepEqual(d.poll(), Media.create());
    d.endOfInput();
  }
});

test("feed refuses a chunk whose ArrayBuffer was transferred, and takes an empty chunk as nothing", () => {
  // Was: a detached chunk reads as zero bytes and was taken as an empty chunk, its bytes lost.
  const record = new MessageStreamWriter(Media).write(media("detached"));
  const d = new MessageStreamDecoder(Media);
  const moved = record.slice();
  structuredClone(moved.buffer, { transfer: [moved.buffer] });
  assert.equal(moved.length, 0);
  assert.throws(() => d.feed(moved), { name: "TypeError", message: /detached/ });
  d.feed(new Uint8Array(0));
  d.feed(new Uint8Array(8).subarray(3, 3));
  d.feed(record); // nothing was taken: the stream still starts at its first byte
  assert.deepEqual(d.poll(), media("detached"));
  d.endOfInput();
});

// ---- readMessageStream: a stream read from a ReadableStream (fetch) or an async iterable ----

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const v of it) out.push(v);
  return out;
}

test("readMessageStream yields each root as soon as its record has arrived", async () => {
  const w = new MessageStreamWriter(Media);
  const first = w.write(media("a")); // the header and the first record
  const rest = concatBytes([w.write(media("b")), w.write(media("c"))]);
  let push!: ReadableStreamDefaultController<Uint8Array>;
  const source = new ReadableStream<Uint8Array>({ start: (c) => void (push = c) });
  const it = readMessageStream(Media, source)[Symbol.asyncIterator]();
  // The first record a byte at a time: the first root comes when its last byte does.
  for (let i = 0; i < first.length - 1; i++) push.enqueue(first.subarray(i, i + 1));
  const pending = it.next();
  let settled = false;
  void pending.then(() => (settled = true));
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(settled, false, "no root before its record is complete");
  push.enqueue(first.subarray(first.length - 1));
  assert.equal(((await pending).value as Media).uri, "a");
  push.enqueue(rest);
  push.close();
  assert.equal(((await it.next()).value as Media).uri, "b");
  assert.equal(((await it.next()).value as Media).uri, "c");
  assert.equal((await it.next()).done, true);
});

test("readMessageStream: a cut stream throws TRUNCATED after the roots before the cut", async () => {
  const w = new MessageStreamWriter(Media);
  const bytes = concatBytes([w.write(media("a")), w.write(media("b"))]);
  const got: string[] = [];
  const source = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(bytes.subarray(0, bytes.length - 2));
      c.close();
    },
  });
  await assert.rejects(
    (async () => {
      for await (const m of readMessageStream(Media, source)) got.push(m.uri);
    })(),
    (e: unknown) => e instanceof BaleError && e.code === "TRUNCATED",
  );
  assert.deepEqual(got, ["a"]);
});

test("readMessageStream cancels a ReadableStream the loop leaves early, and reads async iterables", async () => {
  const w = new MessageStreamWriter(Media);
  const bytes = concatBytes(["a", "b", "c"].map((u) => w.write(media(u))));
  let cancelled = false;
  const source = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(bytes); // and never closes: a long-lived response
    },
    cancel() {
      cancelled = true;
    },
  });
  for await (const m of readMessageStream(Media, source)) {
    assert.equal(m.uri, "a");
    break;
  }
  assert.equal(cancelled, true);

  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (let i = 0; i < bytes.length; i += 3) yield bytes.subarray(i, i + 3);
  }
  assert.deepEqual((await collect(readMessageStream(Media, chunks()))).map((m) => m.uri), ["a", "b", "c"]);
  // A stream of another type: its frame's fingerprint is not Media's.
  const other = new MessageStreamWriter(MediaContent).write(MediaContent.create());
  await assert.rejects(
    collect(readMessageStream(Media, (async function* () { yield other; })())),
    (e: unknown) => e instanceof BaleError,
  );
});

test("readMessageStream reads a fetch response's body from an HTTP server, chunk by chunk", async () => {
  const w = new MessageStreamWriter(Media);
  const records = ["x", "y", "z"].map((u) => w.write(media(u)));
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/vnd.bale.stream" });
    let i = 0;
    const next = (): void => {
      if (i === records.length) return void res.end();
      res.write(records[i++]);
      setTimeout(next, 5);
    };
    next();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: "application/vnd.bale.stream" } });
    assert.equal(res.headers.get("content-type"), "application/vnd.bale.stream");
    assert.deepEqual((await collect(readMessageStream(Media, res.body!))).map((m) => m.uri), ["x", "y", "z"]);
  } finally {
    server.close();
  }
});

test("encodeAll and end: a whole stream in one call, and the header alone for no values", () => {
  const values = ["a", "b", "a"].map(media);
  const w = new MessageStreamWriter(Media);
  const parts = values.map((v) => w.write(v));
  assert.equal(w.end().length, 0, "after a record nothing ends the stream");
  assert.deepEqual(MessageStreamWriter.encodeAll(Media, values), concatBytes(parts));
  assert.deepEqual(decodeAll(MessageStreamWriter.encodeAll(Media, values)).map((m) => m.uri), ["a", "b", "a"]);
  // No values: the 14-byte header (frame, codec 17, the fingerprint), a stream of no records.
  const none = MessageStreamWriter.encodeAll(Media, []);
  assert.equal(none.length, 14);
  assert.deepEqual(none, parts[0]!.subarray(0, 14));
  assert.deepEqual(new MessageStreamWriter(Media).end(), none);
  assert.deepEqual(decodeAll(none), []);
  // A session stream of no values: its header with the session id, epoch 0, no entries.
  const session = MessageStreamWriter.encodeAll(Media, [], { sessionId: 7n });
  assert.equal(session.length, 14 + 8 + 2);
  assert.deepEqual(decodeAll(session, new MessageStreamDecoder(Media, { expectSession: 7n })), []);
  const sessionValues = MessageStreamWriter.encodeAll(Media, values, { sessionId: 7n });
  assert.deepEqual(decodeAll(sessionValues).map((m) => m.uri), ["a", "b", "a"]);
});

async function bytesOf(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of body as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return concatBytes(parts);
}

test("messageStreamBody: values as the stream's bytes, a record per read, from an array or an async source", async () => {
  const values = ["a", "b", "c"].map(media);
  assert.deepEqual(await bytesOf(messageStreamBody(Media, values)), MessageStreamWriter.encodeAll(Media, values));
  async function* slowly(): AsyncGenerator<Media> {
    for (const v of values) {
      await new Promise((r) => setTimeout(r, 1));
      yield v;
    }
  }
  assert.deepEqual(
    (await collect(readMessageStream(Media, messageStreamBody(Media, slowly())))).map((m) => m.uri),
    ["a", "b", "c"],
  );
  // A record per read: the reader has the first value while the source still holds the rest.
  let given = 0;
  function* counted(): Generator<Media> {
    for (const v of values) {
      given++;
      yield v;
    }
  }
  const reader = messageStreamBody(Media, counted()).getReader();
  const first = await reader.read();
  assert.deepEqual(decodeAll(first.value!).map((m) => m.uri), ["a"]);
  assert.ok(given <= 2, `values taken before the second read: ${given}`);
  await reader.cancel();
  // No values: the header alone, a stream that reads as none.
  const empty = await bytesOf(messageStreamBody(Media, []));
  assert.deepEqual(empty, MessageStreamWriter.encodeAll(Media, []));
  assert.deepEqual(await collect(readMessageStream(Media, messageStreamBody(Media, []))), []);
  // A session stream.
  assert.deepEqual(
    await bytesOf(messageStreamBody(Media, values, { sessionId: 9n })),
    MessageStreamWriter.encodeAll(Media, values, { sessionId: 9n }),
  );
});

test("messageStreamBody: a value that does not encode errors the stream; a cancel closes the source", async () => {
  const bad = media("\ud800"); // a lone surrogate is not Unicode text
  await assert.rejects(bytesOf(messageStreamBody(Media, [media("a"), bad])), (e: unknown) => e instanceof Error);
  let badClosed = false;
  function* withBad(): Generator<Media> {
    try {
      yield media("a");
      yield bad;
      yield media("never read");
    } finally {
      badClosed = true;
    }
  }
  await assert.rejects(bytesOf(messageStreamBody(Media, withBad())));
  assert.ok(badClosed, "the source's iterator was closed after the encode error");
  let closed = false;
  function* source(): Generator<Media> {
    try {
      for (;;) yield media("x");
    } finally {
      closed = true;
    }
  }
  const reader = messageStreamBody(Media, source()).getReader();
  await reader.read();
  await reader.cancel();
  assert.ok(closed, "the source's iterator was closed");
});

test("messageStreamBody as a fetch request body: an HTTP server reads the records", async () => {
  const values = ["x", "y"].map(media);
  let received: Media[] | undefined;
  const server = createServer((req, res) => {
    void (async () => {
      received = await collect(readMessageStream(Media, req));
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(String(received.length));
    })();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  try {
    const { port } = server.address() as AddressInfo;
    for (const sent of [values, []]) {
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        method: "POST",
        headers: { "content-type": "application/vnd.bale.stream" },
        body: messageStreamBody(Media, sent),
        duplex: "half",
      } as RequestInit);
      assert.equal(await res.text(), String(sent.length));
      assert.deepEqual(received!.map((m) => m.uri), sent.map((m) => m.uri));
    }
  } finally {
    server.close();
  }
});
