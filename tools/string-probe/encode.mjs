// The string-encoding threshold of the TS writer (ts/src/compact/utf8.ts,
// NATIVE_ENCODE_MIN_UNITS): for strings of a given length, is the hand-written UTF-8 encoder or
// `isWellFormed` + `TextEncoder.encodeInto` faster? ASCII (URL-like) and Japanese strings, 64
// distinct strings per size, written one after the other into one buffer. Measured in Node
// (`node encode.mjs`) and in headless Chromium (`node run-tiers-chromium.mjs encode`).
const encoder = new TextEncoder();

function hand(s, out, at) {
  const n = s.length;
  let p = at;
  let i = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) break;
    out[p++] = c;
  }
  for (; i < n; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out[p++] = c;
    } else if (c < 0x800) {
      out[p++] = 0xc0 | (c >> 6);
      out[p++] = 0x80 | (c & 0x3f);
    } else if (c < 0xd800 || c > 0xdfff) {
      out[p++] = 0xe0 | (c >> 12);
      out[p++] = 0x80 | ((c >> 6) & 0x3f);
      out[p++] = 0x80 | (c & 0x3f);
    } else {
      const d = s.charCodeAt(++i);
      c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      out[p++] = 0xf0 | (c >> 18);
      out[p++] = 0x80 | ((c >> 12) & 0x3f);
      out[p++] = 0x80 | ((c >> 6) & 0x3f);
      out[p++] = 0x80 | (c & 0x3f);
    }
  }
  return p;
}

function native(s, out, at) {
  if (!s.isWellFormed()) return -1;
  return at + encoder.encodeInto(s, out.subarray(at)).written;
}

function strings(units, kind) {
  const all = [];
  for (let k = 0; k < 64; k++) {
    let s = '';
    while (s.length < units) s += kind === 'ascii' ? `https://api.github.com/repos/${k}/` : `こんにちは世界${k}`;
    // Through JSON, as a decoded document's strings are (flat, not sliced).
    all.push(JSON.parse(JSON.stringify(s.slice(0, units))));
  }
  return all;
}

function nsPerString(fn, strs, out, ms) {
  const run = () => {
    let p = 0;
    for (const s of strs) p = fn(s, out, p);
    return p;
  };
  let sink = 0;
  for (let i = 0; i < 200; i++) sink += run();
  let n = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < ms) {
    for (let i = 0; i < 16; i++) sink += run();
    n += 16;
    now = performance.now();
  }
  if (sink < 0) console.log(sink);
  return ((now - t0) * 1e6) / (n * strs.length);
}

export function measureEncode(ms = 200) {
  const out = new Uint8Array(1 << 17);
  const rows = [];
  for (const units of [8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 512]) {
    for (const kind of ['ascii', 'japanese']) {
      const strs = strings(units, kind);
      const h = nsPerString(hand, strs, out, ms);
      const d = nsPerString(native, strs, out, ms);
      rows.push({ units, kind, handNs: Math.round(h), encodeIntoNs: Math.round(d), handVsNative: +(d / h).toFixed(2) });
    }
  }
  return rows;
}

if (typeof process !== 'undefined' && process.argv[1] && process.argv[1].endsWith('encode.mjs')) {
  console.log(`# node ${process.version}`);
  console.table(measureEncode());
}
