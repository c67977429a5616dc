// Probe: ways to make a small compact string table's JS strings in Node (media.1's seven entries,
// one of them non-ASCII), each form timed in turn within every round, ns per table.
//
//   cd ts && npm run -s build && cd .. && node tools/measure/latin1-probe/table.mjs
//   target/node-24/package/bin/node tools/measure/latin1-probe/table.mjs   (make ts-test-node TS_NODE=24 fetches it)
//
// Forms: `hand` (the runtime's tier before 2026-12-02: each entry from its bytes, 16 bytes per
// String.fromCharCode call), `latin1-cut` (one Buffer#latin1Slice of the section, each ASCII entry
// a substring after a JS ASCII pass), `latin1-each` (one latin1Slice per ASCII entry),
// `strict-cut` (one fatal TextDecoder call, then the runtime's cut), `utf8-each` (one
// Buffer#utf8Slice per entry, no check: a lower bound for a native call per entry). Every form's
// strings are compared with TextDecoder's before timing.
import { asciiStringChecked, asciiStringChecked48, cutValidTable, isAscii, utf8ShortChecked } from "../../../ts/build/ts/src/compact/utf8.js";

// ENTRIES='["AAPL","NASDAQ"]' for another table.
const entries = process.env.ENTRIES
  ? JSON.parse(process.env.ENTRIES)
  : [
      "http://javaone.com/keynote.mpg",
      "Javaone Keynote",
      "video/mpg4",
      "Bill Gates",
      "Steve Jobs\uc2a4",
      "http://javaone.com/keynote_large.jpg",
      "http://javaone.com/keynote_small.jpg",
    ];
const enc = new TextEncoder();
const parts = entries.map((s) => enc.encode(s));
const lens = parts.map((p) => p.length);
const from = 20;
const to = from + lens.reduce((a, b) => a + b, 0);
const buf = new Uint8Array(to + 30);
for (let i = 0, o = from; i < parts.length; o += parts[i].length, i++) buf.set(parts[i], o);
const count = lens.length;
const out = new Array(count);
const latin1 = Buffer.prototype.latin1Slice;
const utf8 = Buffer.prototype.utf8Slice;
const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

const forms = {
  hand() {
    for (let i = 0, p = from; i < count; i++) {
      const e = p + lens[i];
      out[i] = (e - p <= 16 ? asciiStringChecked(buf, p, e) : asciiStringChecked48(buf, p, e)) ?? utf8ShortChecked(buf, p, e);
      p = e;
    }
  },
  "latin1-cut"() {
    let all;
    for (let i = 0, p = from; i < count; i++) {
      const e = p + lens[i];
      if (isAscii(buf, p, e)) {
        if (all === undefined) all = latin1.call(buf, from, to);
        out[i] = all.substring(p - from, e - from);
      } else {
        out[i] = utf8ShortChecked(buf, p, e);
      }
      p = e;
    }
  },
  "latin1-each"() {
    for (let i = 0, p = from; i < count; i++) {
      const e = p + lens[i];
      out[i] = isAscii(buf, p, e) ? latin1.call(buf, p, e) : utf8ShortChecked(buf, p, e);
      p = e;
    }
  },
  "strict-cut"() {
    cutValidTable(strict.decode(buf.subarray(from, to)), buf, lens, count, from, out);
  },
  "utf8-each"() {
    for (let i = 0, p = from; i < count; i++) {
      const e = p + lens[i];
      out[i] = utf8.call(buf, p, e);
      p = e;
    }
  },
};

for (const [name, f] of Object.entries(forms)) {
  out.fill(undefined);
  f();
  if (out.join("\u0000") !== entries.join("\u0000")) throw new Error(`${name}: wrong strings ${JSON.stringify(out)}`);
}
const N = 200_000;
const rounds = 9;
const times = Object.fromEntries(Object.keys(forms).map((k) => [k, []]));
for (let r = 0; r < rounds; r++) {
  for (const [name, f] of Object.entries(forms)) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < N; i++) f();
    times[name].push(Number(process.hrtime.bigint() - t0) / N);
  }
}
const median = (a) => a.slice().sort((x, y) => x - y)[a.length >> 1];
console.log(`${process.version}: ns per table, median of the last ${rounds - 3} of ${rounds} rounds (min-max)`);
for (const [name, t] of Object.entries(times)) {
  const kept = t.slice(3);
  console.log(`  ${name.padEnd(12)} ${median(kept).toFixed(1).padStart(7)}  (${Math.min(...kept).toFixed(1)}-${Math.max(...kept).toFixed(1)})`);
}
