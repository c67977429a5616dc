// The writer's string dedup (FORMAT.md §2.1, "Writer rule"): a root's first entries are found by a
// scan, later ones through a map (src/compact/writer.ts, SCAN_ENTRIES). Each test checks the
// string table an encode writes against the rule itself — every string in wire order, a repeat of
// an earlier one written as the index of the *first* equal entry, whichever way that entry was
// made — at table sizes on both sides of the switch, and the value's round trip.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CompactWriter, decode, decodeFlat, encode, encodeFlat, FlatBuilder } from "@bale-dev/runtime";
import { AllTypes } from "../../goldens/ts/alltypes/alltypes.js";
import { MediaContent, MediaContent$flat } from "../../goldens/ts/media/media.js";

/** The entries of an encoded root's string table (ASCII entries of under 128 bytes each). */
function tableOf(bytes: Uint8Array): string[] {
  const head = bytes[0]!;
  assert.ok(head < 0x80, "a one-byte table head");
  const count = head >> 1;
  const out: string[] = [];
  let p = 1 + count;
  for (let i = 0; i < count; i++) {
    const len = bytes[1 + i]!;
    assert.ok(len < 0x80, "a one-byte UTF-8 entry length");
    out.push(String.fromCharCode(...bytes.subarray(p, p + len)));
    p += len;
  }
  return out;
}

/** The table the rule gives for strings met in wire order, each with its field's dedup. */
function ruleTable(met: { s: string; dedup: boolean }[]): string[] {
  const table: string[] = [];
  for (const { s, dedup } of met) if (!dedup || !table.includes(s)) table.push(s);
  return table;
}

/** A string equal to `s` but not the same object in the engine (made by concatenation). */
const copyOf = (s: string): string => (s.length === 0 ? s : s.slice(0, 1) + s.slice(1));

function media(persons: string[]): MediaContent {
  const m = MediaContent.create();
  m.media.uri = "u";
  m.media.title = "t";
  m.media.format = "f";
  m.media.persons = persons;
  m.images = [
    { uri: "u", title: "img", width: 1, height: 2, size: 0, $unknown: undefined },
    { uri: "p5", title: copyOf("p3"), width: 3, height: 4, size: 1, $unknown: undefined },
  ];
  return m;
}

test("dedup writes each distinct string once, repeats as the first entry, at every table size", () => {
  for (let n = 0; n <= 40; n++) {
    // Distinct names, each repeated later (as an equal copy), and the root's own strings repeated.
    const persons: string[] = [];
    for (let i = 0; i < n; i++) persons.push(i % 3 === 2 ? copyOf(`p${i >> 1}`) : i % 5 === 4 ? "u" : `p${i}`);
    const value = media(persons);
    const met = ["u", "t", "f", ...persons, "u", "img", "p5", "p3"].map((s) => ({ s, dedup: true }));
    for (const writer of [undefined, new CompactWriter()]) {
      const bytes = writer === undefined ? encode(MediaContent, value) : writer.encode(MediaContent, value);
      assert.deepEqual(tableOf(bytes), ruleTable(met), `n = ${n}`);
      assert.deepEqual(decode(MediaContent, bytes), value, `n = ${n}`);
    }
  }
});

test("a reused writer gives the same bytes whatever it encoded before", () => {
  const w = new CompactWriter();
  const big = media(Array.from({ length: 30 }, (_, i) => `q${i}`));
  const small = media(["p3", "u", "p3"]);
  const fresh = encode(MediaContent, small);
  w.encode(MediaContent, big);
  assert.deepEqual(w.encode(MediaContent, small), fresh);
  w.encode(MediaContent, small);
  assert.deepEqual(w.encode(MediaContent, big), encode(MediaContent, big));
});

test("dedup off per field: every string a new entry; a later dedup field finds the first equal one", () => {
  // The default value's entries: the other string fields' (distinct, by dedup), then no_dedup's
  // own "" (field 98, the last string a default value writes; dedup off, so always an entry).
  const value = (): AllTypes => ({ ...AllTypes.create(), shape: { case: "flag", value: true } });
  const base = tableOf(encode(AllTypes, value()));
  assert.equal(base[base.length - 1], "");
  const others = base.slice(0, -1).map((s) => ({ s, dedup: true }));
  for (const n of [0, 1, 5, 15, 16, 17, 30]) {
    const list = Array.from({ length: n }, (_, i) => `s${i % 4}`);
    for (const last of [undefined, "s2", "s1", "new", others.length > 0 ? others[0]!.s : "x"]) {
      const v = value();
      v.no_dedup = "s1";
      v.no_dedup_list = list;
      v.yes_dedup = last === undefined ? undefined : copyOf(last);
      const bytes = encode(AllTypes, v);
      const expected = ruleTable([
        ...others,
        { s: "s1", dedup: false },
        ...list.map((s) => ({ s, dedup: false })),
        ...(last === undefined ? [] : [{ s: last, dedup: true }]),
      ]);
      assert.deepEqual(tableOf(bytes), expected, `n = ${n}, last = ${last}`);
      // yes_dedup is the root's last field: its index (under 128) is the root's last byte.
      if (last !== undefined) assert.equal(bytes[bytes.length - 1], expected.indexOf(last), `n = ${n}, last = ${last}`);
      assert.deepEqual(decode(AllTypes, bytes), v);
    }
  }
});

test("flat builder: an equal string written earlier with dedup is reused, at every count, after reset too", () => {
  const b = new FlatBuilder();
  for (const n of [0, 1, 15, 16, 17, 40]) {
    for (let round = 0; round < 2; round++) {
      b.reset();
      b.object(0, 0); // a root object first, as an encode writes it
      const first = new Map<string, number>(); // the rule: the first dedup write of each string
      for (let i = 0; i < n; i++) {
        const s = i % 11 === 10 ? "" : copyOf(`s${i % 7 === 6 ? (i * 3) % 9 : i}`);
        const dedup = i % 5 !== 3;
        const pos = b.string(s, dedup);
        if (dedup && first.has(s)) {
          assert.equal(pos, first.get(s), `n = ${n}, i = ${i}: the first equal string's position`);
        } else {
          assert.ok(![...first.values()].includes(pos), `n = ${n}, i = ${i}: a new string's own position`);
          if (dedup) first.set(s, pos);
        }
      }
    }
  }
});

test("property: random string lists of 0-60 entries give the rule's table, compact and flat alike", () => {
  const word = fc.constantFrom("", "a", "b", "ab", "ba", "abc", "x".repeat(20), "y".repeat(40), "é", "스");
  fc.assert(
    fc.property(fc.array(fc.tuple(word, fc.boolean()), { maxLength: 60 }), (list) => {
      const persons = list.map(([s, copy]) => (copy ? copyOf(s) : s));
      const value = media(persons);
      const met = ["u", "t", "f", ...persons, "u", "img", "p5", "p3"].map((s) => ({ s, dedup: true }));
      const bytes = encode(MediaContent, value);
      const table = ruleTable(met);
      // tableOf reads one-byte lengths of UTF-8 entries: "스" alone is still a UTF-8 entry (3 bytes
      // as UTF-8, 2 as UTF-16 plus the length's extra byte), so every entry here is UTF-8.
      assert.deepEqual(tableOf(bytes), table.map((s) => String.fromCharCode(...new TextEncoder().encode(s))));
      assert.deepEqual(decode(MediaContent, bytes), value);
      assert.deepEqual(decodeFlat(MediaContent$flat, encodeFlat(MediaContent$flat, value)), value);
    }),
    { seed: 20261201, numRuns: 300 },
  );
});
