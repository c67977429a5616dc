// String-decoding probe behind FORMAT.md §9 ("Why a string table first").
// Measures, on the strings of a real JSON document, how fast a JS reader can turn
// UTF-8 bytes into JS strings under two layouts:
//   interleaved: each string is `uvarint len | bytes` in place (BooPickle/protobuf style)
//   table:       all lengths first, then all bytes concatenated (Bale compact v0)
// against TextDecoder + JSON.parse of the whole document. Runs in Node and, via
// page.html, in a browser. Not a product benchmark: it isolates the string path.

function collectStrings(v, out) {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) collectStrings(x, out);
  else if (v && typeof v === 'object') for (const k of Object.keys(v)) collectStrings(v[k], out);
  return out;
}

function uvarint(n, out) {
  while (n > 0x7f) { out.push((n & 0x7f) | 0x80); n >>>= 7; }
  out.push(n);
}

export function buildLayouts(jsonText) {
  const enc = new TextEncoder();
  const strings = collectStrings(JSON.parse(jsonText), []);
  const inter = [];
  const heads = [];
  const body = [];
  uvarint(strings.length, heads);
  for (const s of strings) {
    const b = enc.encode(s);
    uvarint(b.length, inter); for (const x of b) inter.push(x);
    uvarint(b.length, heads); for (const x of b) body.push(x);
  }
  return {
    json: enc.encode(jsonText),
    count: strings.length,
    interleaved: Uint8Array.from(inter),
    table: Uint8Array.from([...heads, ...body]),
    stringBytes: body.length,
  };
}

const td = new TextDecoder('utf-8', { fatal: true });

function readVar(buf, posRef) {
  let p = posRef.p, r = 0, shift = 0, b;
  do { b = buf[p++]; r += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
  posRef.p = p;
  return r;
}

function jsLoop(buf, start, end) {
  // Tiered: short ASCII by hand, anything long or non-ASCII by TextDecoder.
  if (end - start > 24) return td.decode(buf.subarray(start, end));
  let s = '';
  for (let i = start; i < end; i++) {
    const c = buf[i];
    if (c > 0x7f) return td.decode(buf.subarray(start, end));
    s += String.fromCharCode(c);
  }
  return s;
}

export const decoders = {
  'interleaved, JS loop per string': (L) => {
    const buf = L.interleaved, pos = { p: 0 }, out = new Array(L.count);
    for (let i = 0; i < L.count; i++) { const n = readVar(buf, pos); out[i] = jsLoop(buf, pos.p, pos.p + n); pos.p += n; }
    return out;
  },
  'interleaved, TextDecoder per string': (L) => {
    const buf = L.interleaved, pos = { p: 0 }, out = new Array(L.count);
    for (let i = 0; i < L.count; i++) { const n = readVar(buf, pos); out[i] = td.decode(buf.subarray(pos.p, pos.p + n)); pos.p += n; }
    return out;
  },
  'table, one TextDecoder + substring': (L) => {
    const buf = L.table, pos = { p: 0 };
    const count = readVar(buf, pos);
    const lens = new Array(count);
    let total = 0;
    for (let i = 0; i < count; i++) { lens[i] = readVar(buf, pos); total += lens[i]; }
    const all = td.decode(buf.subarray(pos.p, pos.p + total));
    const out = new Array(count);
    if (all.length === total) { // pure ASCII: byte offsets are char offsets
      let o = 0;
      for (let i = 0; i < count; i++) { out[i] = all.substring(o, o + lens[i]); o += lens[i]; }
    } else {
      // Non-ASCII: the UTF-16 length of each string follows from its bytes (lead
      // bytes count 1, 4-byte leads 2), so one decode still serves every string.
      let b = pos.p, o = 0;
      for (let i = 0; i < count; i++) {
        const e = b + lens[i];
        let units = 0;
        for (let j = b; j < e; j++) { const c = buf[j]; if ((c & 0xc0) !== 0x80) units += c >= 0xf0 ? 2 : 1; }
        out[i] = all.substring(o, o + units); o += units; b = e;
      }
    }
    return out;
  },
  'TextDecoder + JSON.parse (whole document)': (L) => JSON.parse(td.decode(L.json)),
};

export function measure(L, ms = 1500) {
  const rows = [];
  for (const [name, fn] of Object.entries(decoders)) {
    for (let i = 0; i < 200; i++) fn(L); // warm-up
    let n = 0; const t0 = performance.now(); let t = t0;
    while (t - t0 < ms) { fn(L); n++; if ((n & 15) === 0) t = performance.now(); }
    t = performance.now();
    rows.push({ name, opsPerSec: Math.round((n * 1000) / (t - t0)) });
  }
  const base = rows.find((r) => r.name.startsWith('TextDecoder + JSON')).opsPerSec;
  for (const r of rows) r.vsJson = +(r.opsPerSec / base).toFixed(2);
  return rows;
}

if (typeof process !== 'undefined' && process.argv[1] && process.argv[1].endsWith('probe.mjs')) {
  const fs = await import('node:fs');
  for (const file of process.argv.slice(2)) {
    const L = buildLayouts(fs.readFileSync(file, 'utf8'));
    console.log(`# ${file}: ${L.count} strings, ${L.stringBytes} string bytes, node ${process.version}`);
    console.table(measure(L));
  }
}
