// The compact reader's inlinable fast paths (issue 14 item 5, fourth step) against what they
// stand in for: readString's one- and two-byte table indices (and the general path for the rest,
// sessions included), endMessage's "nothing unknown" test on one flag byte, and the cut of a
// large non-ASCII string table by runs of one sequence width; and beginCollection, with which an
// empty list or map enters no level. Each test decodes bytes built by
// hand from FORMAT.md and compares values, error codes, offsets and paths with what the format
// says, so a fast path that took a case it must leave to the general path fails here.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BaleError, CompactReader, CompactWriter, MessageStreamDecoder, MessageStreamWriter, decode, encode, limits, type MessageType } from "@bale-dev/runtime";
import type { CompactSource } from "@bale-dev/runtime/codegen";
import { baleError } from "./harness/util.js";
import { Leaf } from "../../goldens/ts/alltypes/alltypes.js";
import { Media } from "../../goldens/ts/media/media.js";
import { Detail, Record } from "../../goldens/ts/evolve_v1/evolve.js";

function uvarint(v: number): number[] {
  const out: number[] = [];
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

/** A compact string table (FORMAT.md §3: count x 2, the lengths, the bytes; no object table). */
function table(entries: number[][]): { bytes: number[]; starts: number[] } {
  const bytes = [...uvarint(2 * entries.length)];
  for (const e of entries) bytes.push(...uvarint(e.length));
  const starts: number[] = [];
  for (const e of entries) {
    starts.push(bytes.length);
    bytes.push(...e);
  }
  return { bytes, starts };
}

/** A message header and body without flags (FORMAT.md §2: body length x 4). */
function message(body: number[]): number[] {
  return [...uvarint(4 * body.length), ...body];
}

const enc = new TextEncoder();
const utf8 = (s: string): number[] => Array.from(enc.encode(s));

test("readString: tables of 0-300 entries read through one- and two-byte indices, every entry", () => {
  const w = new CompactWriter();
  const r = new CompactReader();
  for (const n of [0, 1, 2, 127, 128, 129, 255, 256, 300]) {
    const m = Media.create();
    m.persons = Array.from({ length: n }, (_, i) => `p${i}`);
    const back = r.decode(Media, w.encode(Media, m));
    assert.deepEqual(back.persons, m.persons, `${n} entries`);
  }
});

test("readString: an index past the table, a non-canonical two-byte index and an index in the body's last byte take the general path", () => {
  // Leaf (alltypes): field 1 name (string), field 2 value (i32). A root of `count` entries whose
  // name is the varint `index`, followed by the value 0 unless `last`.
  const leaf = (count: number, index: number[], last = false): { bytes: Uint8Array; at: number } => {
    const t = table(Array.from({ length: count }, (_, i) => utf8(`s${i}`)));
    const body = last ? [...index] : [...index, 0];
    const head = uvarint(4 * body.length);
    return { bytes: Uint8Array.from([...t.bytes, ...head, ...body]), at: t.bytes.length + head.length };
  };
  for (const count of [1, 5, 127, 128, 130, 200]) {
    for (const i of [0, count - 1, count, count + 1, 127, 128, 129, 16383]) {
      for (const last of [false, true]) {
        const { bytes, at } = leaf(count, uvarint(i), last);
        if (i < count) {
          const v = decode(Leaf, bytes);
          assert.equal(v.name, `s${i}`, `count ${count} index ${i}`);
          assert.equal(v.value, 0);
        } else {
          const err = baleError(() => decode(Leaf, bytes));
          assert.equal(err.code, "STRING_INDEX_OUT_OF_RANGE", `count ${count} index ${i}`);
          assert.equal(err.offset, at);
          assert.equal(err.path, "Leaf.name");
        }
      }
    }
    // 0x81 0x00: an overlong form of 1, never read as entry 1.
    const { bytes, at } = leaf(count, [0x81, 0x00]);
    const err = baleError(() => decode(Leaf, bytes));
    assert.equal(err.code, "VARINT_NONCANONICAL", `count ${count}`);
    assert.equal(err.offset, at);
    // An index whose second byte is past the body: TRUNCATED at the index.
    const cut = leaf(count, [0x80], true);
    assert.equal(baleError(() => decode(Leaf, cut.bytes)).code, "TRUNCATED");
  }
});

test("readString in a session: indices address the session's table first, never this root's by the fast path", () => {
  const w = new MessageStreamWriter(Media, { sessionId: 7n });
  const d = new MessageStreamDecoder(Media);
  const first = Media.create();
  first.persons = Array.from({ length: 140 }, (_, i) => `a${i}`);
  const second = Media.create();
  second.persons = ["new", "a3", ...Array.from({ length: 130 }, (_, i) => `b${i}`), "a139", "a0"];
  d.feed(w.write(first));
  d.feed(w.write(second));
  d.endOfInput();
  assert.deepEqual(d.poll()?.persons, first.persons);
  assert.deepEqual(d.poll()?.persons, second.persons);
  assert.equal(d.poll(), undefined);
});

test("endMessage: one flag byte keeps exactly the bits at or beyond the known ones; no flags, no bits", () => {
  // evolve v1 Record: flag bit 0 (active) known; body: flags, id (index 0), timestamp 0, count 0,
  // tags (count 0), detail (note: index 1, the empty string; level 0), kind 0: what the v1
  // writer writes, so that the value re-encodes to the same bytes.
  const t = table([utf8("r"), []]);
  for (let f = 1; f < 0x80; f++) {
    const body = [f, 0, 0, 0, 0, ...message([1, 0]), 0];
    const bytes = Uint8Array.from([...t.bytes, ...uvarint(4 * body.length + 2), ...body]);
    const v = decode(Record, bytes);
    assert.equal(v.active, (f & 1) !== 0);
    const bits = [1, 2, 3, 4, 5, 6].filter((k) => ((f >> k) & 1) !== 0);
    assert.deepEqual(v.$unknown?.bits ?? [], bits, `flags ${f}`);
    assert.equal(v.$unknown === undefined, bits.length === 0, `flags ${f}`);
    assert.deepEqual(encode(Record, v), bytes, `flags ${f} re-encoded`);
  }
  // Detail knows no flag bit: any flag byte is unknown.
  for (const g of [1, 2, 0x40, 0x7f]) {
    const body = [g, 0, 0];
    const bytes = Uint8Array.from([...uvarint(4 * body.length + 2), ...body]);
    const v = decode(Detail, Uint8Array.from([...table([[]]).bytes, ...bytes]));
    assert.deepEqual(
      v.$unknown?.bits,
      [0, 1, 2, 3, 4, 5, 6].filter((k) => ((g >> k) & 1) !== 0),
    );
  }
  // Two flag bytes (bits 7-13) and a tail after the known fields: the general path.
  const two = [0x81, 0x01, 0, 0, 0, 0, ...message([1, 0]), 0];
  const v2 = decode(Record, Uint8Array.from([...t.bytes, ...uvarint(4 * two.length + 2), ...two]));
  assert.deepEqual(v2.$unknown?.bits, [7]);
  const tail = [0, 0, 0, 0, ...message([1, 0]), 0, 0x2a];
  const v3 = decode(Record, Uint8Array.from([...t.bytes, ...message(tail)]));
  assert.deepEqual(Array.from(v3.$unknown?.tail ?? []), [0x2a]);
  assert.deepEqual(v3.$unknown?.bits, []);
});

test("cutting a large non-ASCII table: runs of 1-4-byte sequences of every length, and a sequence split over two entries", () => {
  const td = new TextDecoder("utf-8", { ignoreBOM: true });
  // Runs of one width around ASCII runs of 0-17 bytes (the 8- and 4-byte steps and the rest).
  const runs = ["", "é", "ДЖ", "ελληνικά", "日本語のテキスト", "😀", "😀😀😀", "ü".repeat(40), "語".repeat(30), "한국어", "a\u0080b", "\uffff"];
  let seed = 11;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed % n;
  };
  for (let round = 0; round < 200; round++) {
    const strs: string[] = ["x".repeat(260)]; // over the by-hand limit: the strict decode and the cut
    const count = 1 + next(10);
    for (let i = 0; i < count; i++) {
      let s = "";
      for (let k = next(5); k >= 0; k--) s += "a".repeat(next(18)) + runs[next(runs.length)]!;
      strs.push(s);
    }
    const m = Media.create();
    m.persons = strs;
    const back = new CompactReader().decode(Media, new CompactWriter().encode(Media, m));
    assert.deepEqual(back.persons, strs, `round ${round}`);
  }
  // A sequence cut in two by an entry boundary, inside a run of its width, after ASCII runs of
  // 0-9 bytes: INVALID_UTF8 at the first entry of the two, whatever the run's width.
  for (const [ch, cutAt] of [
    ["Ж", 1],
    ["語", 1],
    ["語", 2],
    ["😀", 1],
    ["😀", 3],
  ] as const) {
    for (let ascii = 0; ascii < 10; ascii++) {
      for (let before = 0; before < 4; before++) {
        const c = utf8(ch);
        const first = [...utf8("a".repeat(ascii)), ...utf8(ch.repeat(before)), ...c.slice(0, cutAt)];
        const second = [...c.slice(cutAt), ...utf8(ch.repeat(3))];
        const t = table([utf8("y".repeat(300)), first, second]);
        const body = [0];
        const bytes = Uint8Array.from([...t.bytes, ...message(body)]);
        const err = baleError(() => decode(Leaf, bytes));
        assert.equal(err.code, "INVALID_UTF8", `${ch} cut at ${cutAt}, ${ascii} ASCII, ${before} before`);
        assert.equal(err.offset, t.starts[1]);
        // Joined again, the same bytes are one valid entry.
        const ok = table([utf8("y".repeat(300)), [...first, ...second]]);
        assert.equal(decode(Leaf, Uint8Array.from([...ok.bytes, ...message([1])])).name, td.decode(Uint8Array.from([...first, ...second])));
      }
    }
  }
});

test("empty lists and maps enter no level: values and errors (code, offset, path) as with a level entered, under damage and depth limits", () => {
  // One message type read two ways: `old` enters a level for every list and map
  // (beginComposite + readCount, the generated form before beginCollection), `new` the generated
  // form now. Fields: 1 a list<list<string>>, 2 a map<string, i32>.
  type V = { a: string[][]; b: Map<string, number>; $unknown?: unknown };
  const make = (style: "old" | "new"): MessageType<V> => {
    const count = (r: CompactSource, min: number, size: number): number => {
      if (style === "new") return r.beginCollection(min, size);
      r.beginComposite(null);
      return r.readCount(min, size);
    };
    const strings = (r: CompactSource): string[] => {
      const n = count(r, 1, 8);
      if (n === 0 && style === "new") return [];
      const out: string[] = new Array(n);
      for (let i = 0; i < n; i++) {
        r.element(i);
        out[i] = r.readString();
      }
      r.endComposite();
      return out;
    };
    const lists = (r: CompactSource): string[][] => {
      const n = count(r, 1, 8);
      if (n === 0 && style === "new") return [];
      const out: string[][] = new Array(n);
      for (let i = 0; i < n; i++) {
        r.element(i);
        out[i] = strings(r);
      }
      r.endComposite();
      return out;
    };
    const map = (r: CompactSource): Map<string, number> => {
      const n = count(r, 2, 88);
      const m = new Map<string, number>();
      if (n === 0 && style === "new") return m;
      for (let i = 0; i < n; i++) {
        r.element(i);
        const k = r.readString();
        if (m.has(k)) throw r.error("DUPLICATE_MAP_KEY", "duplicate map key");
        m.set(k, r.readI32());
      }
      r.endComposite();
      return m;
    };
    const t: MessageType<V> = {
      schemaName: "t.Lists",
      fingerprint: 0n,
      fieldName: (id) => [undefined, "a", "b"][id],
      create: () => ({ a: [], b: new Map() }),
      read(r) {
        const shared = r.beginMessage(t, 16);
        if (shared !== undefined) return shared;
        const a = r.next(1) ? lists(r) : [];
        const b = r.next(2) ? map(r) : new Map<string, number>();
        return { a, b, $unknown: r.endMessage(0) };
      },
      write() {
        throw new Error("not used");
      },
    };
    return t;
  };
  const oldType = make("old");
  const newType = make("new");
  const outcome = (type: MessageType<V>, bytes: Uint8Array, depth: number): string => {
    try {
      const v = new CompactReader(limits({ depth })).decode(type, bytes);
      return JSON.stringify([v.a, [...v.b], v.$unknown === undefined]);
    } catch (e) {
      if (e instanceof BaleError) return `${e.code} ${e.offset} ${e.path}`;
      throw e;
    }
  };
  let seed = 5;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed % n;
  };
  const t = table([utf8("k"), utf8("v"), []]);
  let compared = 0;
  for (let round = 0; round < 120; round++) {
    // a: 0-3 lists of 0-2 strings (empty ones often); b: 0-2 entries.
    const body: number[] = [];
    const outer = next(4);
    body.push(outer);
    for (let i = 0; i < outer; i++) {
      const inner = next(3) === 0 ? 0 : next(3);
      body.push(inner);
      for (let k = 0; k < inner; k++) body.push(next(3));
    }
    const entries = next(3);
    body.push(entries);
    for (let i = 0; i < entries; i++) body.push(i, next(2));
    const whole = Uint8Array.from([...t.bytes, ...message(body)]);
    const variants: Uint8Array[] = [whole];
    for (let cut = t.bytes.length; cut < whole.length; cut++) variants.push(whole.subarray(0, cut));
    for (let at = t.bytes.length; at < whole.length; at++) {
      for (const x of [0x01, 0x80, 0x7f, 0x03]) {
        const v = whole.slice();
        v[at] = v[at]! ^ x;
        variants.push(v);
      }
    }
    for (const bytes of variants) {
      for (const depth of [1, 2, 3, 4]) {
        assert.equal(outcome(newType, bytes, depth), outcome(oldType, bytes, depth), `${Array.from(bytes)} depth ${depth}`);
        compared++;
      }
    }
  }
  assert.ok(compared > 10_000, `${compared} compared`);
  // The cases the comparison must include: an empty list at the depth limit, a count past the input.
  const empty = Uint8Array.from([...t.bytes, ...message([1, 0, 0])]);
  assert.equal(outcome(newType, empty, 2), "DEPTH_LIMIT " + (t.bytes.length + 2) + " Lists.a[0]");
  const long = Uint8Array.from([...t.bytes, ...message([1, 0x7f])]);
  assert.equal(outcome(newType, long, 4), "LENGTH_EXCEEDS_INPUT " + (t.bytes.length + 2) + " Lists.a[0]");
});

test("small string tables in one pass (readSmallTable) agree with the general path: values, and every error's code, offset and path", async () => {
  // The general path is what a session decode with an empty session table runs (indices then
  // address the root's own entries, as outside a session): the same root must give the same value
  // or the same error both ways, for tables of one-byte and longer lengths, up to and past the
  // 256-byte tier, with ASCII and non-ASCII entries, cut short and with bytes changed.
  const { SessionTable } = await import("../src/compact/session.js");
  // Default limits, and limits that the tables and the budget reach.
  const readers = [new CompactReader(), new CompactReader(limits({ maxStringTableEntries: 3, decodedSizeFloor: 700, decodedSizeRatio: 1 }))];
  let r = readers[0]!;
  const outcome = (f: () => unknown): string => {
    try {
      return "ok " + JSON.stringify(f(), (_k, v) => (typeof v === "bigint" ? v.toString() : v)) + ` charged ${r.decodedSize}`;
    } catch (e) {
      if (!(e instanceof BaleError)) throw e;
      return `${e.code} ${e.offset} ${e.path} ${e.message} charged ${r.decodedSize}`;
    }
  };
  const general1 = (bytes: Uint8Array): string =>
    outcome(() => r.decodeSession(Media, bytes, new SessionTable(false), 1 << 20, 1 << 30));
  const fast1 = (bytes: Uint8Array): string => outcome(() => r.decode(Media, bytes));
  const both = (f: (bytes: Uint8Array) => string) => (bytes: Uint8Array): string =>
    readers.map((x) => ((r = x), f(bytes))).join(" | ");
  const general = both(general1);
  const fast = both(fast1);
  const limited = new Set<string>();
  let seed = 7;
  const rnd = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  const words = ["", "a", "Javaone Keynote", "http://javaone.com/keynote_large.jpg", "Steve Jobs스", "é", "日本語のテキスト", "x".repeat(40), "y".repeat(127), "z".repeat(128), "😀ok"];
  const w = new CompactWriter();
  let roots = 0;
  let changed = 0;
  for (let k = 0; k < 160; k++) {
    const m = Media.create();
    m.uri = words[rnd(words.length)]! + (k % 3 === 0 ? String(k) : "");
    m.format = words[rnd(words.length)]!;
    if (rnd(2) === 0) m.title = words[rnd(words.length)]!;
    m.persons = Array.from({ length: rnd(k % 20 === 0 ? 70 : 5) }, (_, i) => words[rnd(words.length)]! + (rnd(3) === 0 ? String(i) : ""));
    const bytes = w.encode(Media, m);
    roots++;
    assert.equal(fast(bytes), general(bytes));
    for (const o of fast(bytes).split(" | ")) if (!o.startsWith("ok")) limited.add(o.split(" ")[0]!);
    r = readers[0]!;
    assert.ok(fast1(bytes).startsWith("ok " + JSON.stringify(m, (_k, v) => (typeof v === "bigint" ? v.toString() : v)) + " charged"), "round trip");
    // Every truncation, and every byte of the table region (and a few after it) changed three ways.
    for (let n = 0; n < bytes.length; n++) assert.equal(fast(bytes.subarray(0, n)), general(bytes.subarray(0, n)), `cut at ${n}`);
    const tableEnd = Math.min(bytes.length, 40 + 2 * m.persons.length);
    for (let i = 0; i < tableEnd; i++) {
      for (const v of [bytes[i]! ^ 0x80, bytes[i]! + 1, rnd(256)]) {
        const b = bytes.slice();
        b[i] = v & 0xff;
        changed++;
        assert.equal(fast(b), general(b), `byte ${i} set to ${v & 0xff}`);
      }
    }
  }
  assert.ok(roots === 160 && changed > 1000);
  assert.deepEqual([...limited].sort(), ["LIMIT_EXCEEDED"], "the limited reader's tables and budget are reached");
});

test("readI64: values around the small-int path's edge (|v| near 2^30, 2^31, 2^32) and the 64-bit ends read back exactly", () => {
  const w = new CompactWriter();
  const r = new CompactReader();
  const edges = [0n, 1n, 63n, 64n, 8191n, 8192n, (1n << 30n) - 1n, 1n << 30n, (1n << 31n) - 1n, 1n << 31n, (1n << 32n) - 1n, 1n << 32n, (1n << 53n) + 1n, (1n << 63n) - 1n];
  for (const e of edges) {
    for (const v of [e, -e, -e - 1n]) {
      if (v < -(1n << 63n) || v >= 1n << 63n) continue;
      const m = Media.create();
      m.duration = v;
      m.size = -v - 1n >= -(1n << 63n) ? -v - 1n : v;
      const back = r.decode(Media, w.encode(Media, m));
      assert.equal(back.duration, v);
      assert.equal(back.size, m.size);
      assert.equal(typeof back.duration, "bigint");
    }
  }
});
