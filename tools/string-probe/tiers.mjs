// The string-table decoding tiers of the TS runtime (ts/src/compact/utf8.ts,
// HAND_DECODE_MAX_BYTES): for ASCII tables of a given total size, is building each string by
// hand (String.fromCharCode per byte) or one TextDecoder.decode of the whole table plus
// `substring` per string faster? Measured in Node (`node tiers.mjs`) and in headless Chromium
// (`node run-tiers-chromium.mjs`). Strings of 1-11 bytes (average 6), like small messages.
const td = new TextDecoder('utf-8', { ignoreBOM: true });

function table(totalBytes) {
  const lens = [];
  let sum = 0;
  for (let i = 0; sum < totalBytes; i++) {
    const n = Math.min(1 + ((i * 7) % 11), totalBytes - sum);
    lens.push(n);
    sum += n;
  }
  const bytes = new Uint8Array(sum);
  for (let i = 0; i < sum; i++) bytes[i] = 97 + ((i * 13) % 26);
  return { lens, bytes };
}

function hand(t) {
  const out = new Array(t.lens.length);
  let p = 0;
  for (let i = 0; i < t.lens.length; i++) {
    const e = p + t.lens[i];
    let s = '';
    for (let j = p; j < e; j++) s += String.fromCharCode(t.bytes[j]);
    out[i] = s;
    p = e;
  }
  return out;
}

function oneDecoder(t) {
  const all = td.decode(t.bytes);
  const out = new Array(t.lens.length);
  let p = 0;
  for (let i = 0; i < t.lens.length; i++) {
    out[i] = all.substring(p, p + t.lens[i]);
    p += t.lens[i];
  }
  return out;
}

function opsPerSec(fn, t, ms) {
  let sink = 0;
  for (let i = 0; i < 2000; i++) sink += fn(t).length;
  let n = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < ms) {
    for (let i = 0; i < 64; i++) sink += fn(t).length;
    n += 64;
    now = performance.now();
  }
  if (sink < 0) console.log(sink);
  return (n * 1000) / (now - t0);
}

export function measureTiers(ms = 250) {
  const rows = [];
  for (const size of [4, 8, 16, 24, 32, 48, 64, 96, 128, 256, 1024]) {
    const t = table(size);
    const h = opsPerSec(hand, t, ms);
    const d = opsPerSec(oneDecoder, t, ms);
    rows.push({ tableBytes: size, strings: t.lens.length, handOps: Math.round(h), textDecoderOps: Math.round(d), handVsDecoder: +(h / d).toFixed(2) });
  }
  return rows;
}

if (typeof process !== 'undefined' && process.argv[1] && process.argv[1].endsWith('tiers.mjs')) {
  console.log(`# node ${process.version}`);
  console.table(measureTiers());
}
