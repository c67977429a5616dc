// The string tiers of the TS runtime after issue 14 (ts/src/compact/utf8.ts, flat/access.ts):
//  - measureShort: one string per call, as a flat decode reads them (ASCII, the results kept as
//    a decode keeps them): TextDecoder.decode(subarray) against building the string by hand,
//    per byte (`s += fromCharCode(b)`) or 16 bytes per fromCharCode call with the last 1-16
//    bytes in one call of exact arity (the runtime's asciiString). Ratios > 1: by hand faster.
//  - measureTables: a compact string table (strings of 1-40 bytes, one of them non-ASCII like
//    MediaContent's) of a given total size: one strict TextDecoder call plus cutting against
//    entry-by-entry by hand (checked first, as the runtime does).
// node short.mjs; node run-tiers-chromium.mjs short (both import ts/build: cd ../../ts && npm run build)
// The runtime's own functions (cd ../../ts && npm run build first).
import { asciiString as ascii16, isAscii, utf16Length, utf8StringByHand } from '../../ts/build/ts/src/compact/utf8.js';

const td = new TextDecoder('utf-8', { ignoreBOM: true });
const strict = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
const F = String.fromCharCode;

const perByte = (b, f, t) => {
  let s = '';
  for (let i = f; i < t; i++) s += F(b[i]);
  return s;
};
const decoder = (b, f, t) => td.decode(b.subarray(f, t));

let sink = 0;
function rate(go, ms) {
  for (let i = 0; i < 200; i++) go();
  let n = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < ms) {
    for (let i = 0; i < 20; i++) go();
    n += 20;
    now = performance.now();
  }
  return (n * 1000) / (now - t0);
}

export function measureShort(ms = 150) {
  const rows = [];
  for (const len of [8, 16, 24, 32, 48, 64, 96, 128, 256]) {
    const count = 64;
    const step = len + 4;
    const b = new Uint8Array(count * step);
    for (let i = 0; i < b.length; i++) b[i] = 97 + ((i * 13) % 26);
    const keep = new Array(count * 32);
    let k = 0;
    const bench = (fn) =>
      rate(() => {
        for (let j = 0; j < count; j++) {
          const s = fn(b, j * step, j * step + len);
          keep[k++ % keep.length] = s;
          sink += s.length;
        }
      }, ms);
    const d = bench(decoder);
    rows.push({ bytes: len, textDecoderPerSec: Math.round(d * count), perByte: +(bench(perByte) / d).toFixed(2), by16: +(bench(ascii16) / d).toFixed(2) });
  }
  return rows;
}

function table(total) {
  const lens = [];
  let sum = 0;
  for (let i = 0; sum < total; i++) {
    const n = Math.min(1 + ((i * 11) % 40), total - sum);
    lens.push(n);
    sum += n;
  }
  const b = new Uint8Array(sum);
  for (let i = 0; i < sum; i++) b[i] = 97 + ((i * 13) % 26);
  if (sum >= 8) b.set([0xec, 0x8a, 0xa4], 4); // one Hangul syllable (3 bytes) in the first entries
  return { lens, b };
}

function utf16Len(b, p, end) {
  let u = 0;
  while (p < end) {
    const c = b[p];
    if (c < 0x80) { p++; u++; } else if (c < 0xe0) { p += 2; u++; } else if (c < 0xf0) { p += 3; u++; } else { p += 4; u += 2; }
  }
  return u;
}

function oneCall(t) {
  const all = strict.decode(t.b);
  const out = new Array(t.lens.length);
  let p = 0;
  let q = 0;
  for (let i = 0; i < t.lens.length; i++) {
    const e = p + t.lens[i];
    const u = utf16Len(t.b, p, e);
    out[i] = all.substring(q, q + u);
    q += u;
    p = e;
  }
  return out;
}

function byHand(t) {
  const out = new Array(t.lens.length);
  const b = t.b;
  let p = 0;
  for (let i = 0; i < t.lens.length; i++) {
    const e = p + t.lens[i];
    if (isAscii(b, p, e)) out[i] = ascii16(b, p, e);
    else if (utf16Length(b, p, e - p) >= 0) out[i] = utf8StringByHand(b, p, e);
    else throw new Error('invalid');
    p = e;
  }
  return out;
}

export function measureTables(ms = 150) {
  const rows = [];
  for (const size of [32, 64, 128, 192, 256, 384, 512, 1024, 4096]) {
    const t = table(size);
    const keep = new Array(64);
    let k = 0;
    const one = rate(() => { keep[k++ & 63] = oneCall(t); }, ms);
    const hand = rate(() => { keep[k++ & 63] = byHand(t); }, ms);
    rows.push({ tableBytes: size, strings: t.lens.length, oneCallPerSec: Math.round(one), handVsOneCall: +(hand / one).toFixed(2) });
  }
  return rows;
}

if (typeof process !== 'undefined' && process.argv[1]?.endsWith('short.mjs')) {
  console.log(`# node ${process.version}`);
  console.table(measureShort());
  console.table(measureTables());
  if (sink < 0) console.log(sink);
}
