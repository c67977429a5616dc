// Live heap bytes a JS Map keeps per entry (docs/safety.md, "Maps: what an entry costs";
// FORMAT.md §7.1's map entry charge). Keys are built first and kept, so only the Map's own
// tables count (and a key the Map copies: a heap number). Node's default build has no pointer
// compression: 28 bytes per slot of room (key, value, chain, half a bucket), room for at most
// twice the entries, so up to 56 an entry just past a power of two. Counts under ~10,000 are in
// the noise of heapUsed. Run: node --expose-gc tools/measure/v8-map-entry-bytes.mjs
if (typeof globalThis.gc !== "function") throw new Error("run with --expose-gc");

function perEntry(n, kind) {
  const keys = kind.keys(n);
  globalThis.gc();
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  const m = new Map();
  for (let i = 0; i < n; i++) m.set(keys[i], "");
  globalThis.gc();
  globalThis.gc();
  const after = process.memoryUsage().heapUsed;
  if (m.size !== n || keys.length !== n) throw new Error("kept");
  return (after - before) / n;
}

const kinds = {
  "i32 (Smi) keys": { keys: (n) => Array.from({ length: n }, (_, i) => 1000 + i) },
  "u32 keys from 2^31 (heap numbers)": { keys: (n) => Array.from({ length: n }, (_, i) => 3e9 + i) },
  "bigint keys": { keys: (n) => Array.from({ length: n }, (_, i) => (1n << 40n) + BigInt(i)) },
  "string keys": { keys: (n) => Array.from({ length: n }, (_, i) => i.toString(36)) },
};
console.log(`Node ${process.version}, pointer compression: ${process.config.variables.v8_enable_pointer_compression}`);
for (const [name, kind] of Object.entries(kinds)) {
  const row = [65536, 65537, 262144, 262145].map((n) => `${n}: ${perEntry(n, kind).toFixed(1)}`);
  console.log(`${name} | bytes per entry at ${row.join(" | ")}`);
}
