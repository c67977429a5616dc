// The runtime's stand-ins for what some JavaScript engines lack (TextDecoder, String.prototype.
// isWellFormed: Hermes in React Native, QuickJS, embedded engines) against the platform's own, here
// where both exist: the same strings, the same inputs refused. make ts-test also runs the vectors,
// the corrupt corpus and the fuzz round trips with the natives taken away (test/no-natives.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";
import { DECODERS_BY_HAND, wellFormedByHand } from "../src/compact/utf8.js";

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The platform decoder's string, or "refused" where it throws. */
function outcome(decode: () => string): string {
  try {
    return "ok:" + decode();
  } catch (e) {
    assert.ok(e instanceof TypeError, String(e));
    return "refused";
  }
}

// Bytes that are mostly UTF-8, with edits: every sequence length, overlongs, surrogates, cuts.
function utf8ish(r: () => number, n: number): Uint8Array {
  const enc = new TextEncoder();
  const pieces = ["a", "é", "€", "😀", "\u07ff", "\u0800", "\uffff", "\u{10ffff}", "z", " "];
  const text = Array.from({ length: n }, () => pieces[Math.floor(r() * pieces.length)]).join("");
  const b = enc.encode(text);
  const edits = Math.floor(r() * 3);
  for (let i = 0; i < edits && b.length > 0; i++) {
    b[Math.floor(r() * b.length)] = [0x80, 0xbf, 0xc0, 0xc2, 0xe0, 0xed, 0xf0, 0xf4, 0xf5, 0xff][Math.floor(r() * 10)]!;
  }
  return r() < 0.2 && b.length > 1 ? b.subarray(0, b.length - 1) : b;
}

test("UTF-8 by hand: TextDecoder's strings, refused exactly where the fatal decoder refuses", () => {
  const fatal = new TextDecoder("utf-8", { ignoreBOM: true, fatal: true });
  const lenient = new TextDecoder("utf-8", { ignoreBOM: true });
  const r = rng(20261205);
  let refused = 0;
  for (let i = 0; i < 20000; i++) {
    const b = utf8ish(r, i % 400 === 0 ? 300 : Math.floor(r() * 24));
    const want = outcome(() => fatal.decode(b));
    assert.equal(outcome(() => DECODERS_BY_HAND.utf8Strict.decode(b)), want, Buffer.from(b).toString("hex"));
    if (want !== "refused") {
      assert.equal(DECODERS_BY_HAND.utf8.decode(b), lenient.decode(b));
    } else {
      refused++;
    }
  }
  assert.ok(refused > 1000 && refused < 19000, `${refused} refused: both kinds of input were made`);
});

test("UTF-16LE by hand: TextDecoder's strings, refused exactly where the fatal decoder refuses", () => {
  const fatal = new TextDecoder("utf-16le", { ignoreBOM: true, fatal: true });
  const r = rng(7);
  const units = [0x41, 0xe9, 0x20ac, 0xd83d, 0xde00, 0xdbff, 0xdfff, 0xdc00, 0xfeff, 0xffff];
  let refused = 0;
  for (let i = 0; i < 20000; i++) {
    const n = i % 500 === 0 ? 200 : Math.floor(r() * 12);
    const b = new Uint8Array(2 * n);
    for (let k = 0; k < n; k++) {
      // Mostly pairs in order, sometimes a lone half.
      const u = r() < 0.15 ? units[Math.floor(r() * units.length)]! : 0x61 + Math.floor(r() * 26);
      b[2 * k] = u & 0xff;
      b[2 * k + 1] = u >> 8;
    }
    const want = outcome(() => fatal.decode(b));
    if (want === "refused") refused++;
    assert.equal(outcome(() => DECODERS_BY_HAND.utf16Strict.decode(b)), want, Buffer.from(b).toString("hex"));
  }
  assert.ok(refused > 500, `${refused} refused`);
  assert.equal(outcome(() => DECODERS_BY_HAND.utf16Strict.decode(Uint8Array.of(0x41))), "refused");
});

test("well-formed strings by hand: String.prototype.isWellFormed's answer", () => {
  const r = rng(11);
  const alphabet = ["a", "é", "\ud83d", "\ude00", "\ud83d\ude00", "\udbff", "\udc00", "€"];
  let bad = 0;
  for (let i = 0; i < 20000; i++) {
    const s = Array.from({ length: Math.floor(r() * 10) }, () => alphabet[Math.floor(r() * alphabet.length)]).join("");
    const want = (s as unknown as { isWellFormed(): boolean }).isWellFormed();
    if (!want) bad++;
    assert.equal(wellFormedByHand(s), want, JSON.stringify(s));
  }
  assert.ok(bad > 1000 && bad < 19000, `${bad} not well-formed`);
});
