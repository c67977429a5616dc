// The TypeScript JSON bridge (`fromJson`, `toJson` of @bale-dev/runtime/json) of two builds side by
// side in one Node process, beside JSON.parse / JSON.stringify of the same documents.
//
// Usage (from the repository root, after `cd ts && npm run -s build`):
//   node tools/measure/json-ts/json-ab.mjs A_BUILD B_BUILD [rounds]
// where each *_BUILD is a copy of ts/build (e.g. `cp -r ts/build /tmp/ts-a` at one revision, then
// at another). The generated metadata is read from ts/build/goldens of the current tree (it does not
// depend on the runtime). Each round times every (build, case, op) once, in a rotating order, as the
// median of a batch of reads; the table gives per op the median over rounds in ms and B/A (above 1:
// B faster). `toJson` is timed with its result read once (`indexOf`), which flattens V8's rope, so
// a build that returns an unflattened string does not look faster than it is.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [aDir, bDir, roundsArg] = process.argv.slice(2);
if (!aDir || !bDir) {
  console.error("usage: node tools/measure/json-ts/json-ab.mjs A_BUILD B_BUILD [rounds]");
  process.exit(2);
}
const rounds = Number(roundsArg ?? 15);
const root = process.cwd();
const shared = resolve(root, "../shared/data");
const load = (dir) => import(pathToFileURL(resolve(dir, "ts/src/json.js")).href);
const builds = [["A", await load(aDir)], ["B", await load(bDir)]];
const sets = [
  ["twitter", "twitter.SearchResponse", "nativejson-benchmark/twitter.json"],
  ["citm", "citm.Catalog", "nativejson-benchmark/citm_catalog.json"],
  ["canada", "canada.FeatureCollection", "nativejson-benchmark/canada.json"],
  ["repos", "repos.ReposList", "flatbuffs-github-repos/repos_json.json"],
];
const cases = [];
for (const [name, type, file] of sets) {
  const { $meta } = await import(pathToFileURL(resolve(root, `ts/build/goldens/ts/${name}/${name}.js`)).href);
  const text = readFileSync(resolve(shared, file), "utf8");
  const plain = JSON.parse(text);
  const value = builds[1][1].fromJson($meta, type, text);
  cases.push({ name, type, $meta, text, plain, value });
}
const timed = (f, n) => {
  const t = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    f();
    t.push(performance.now() - t0);
  }
  t.sort((x, y) => x - y);
  return t[t.length >> 1];
};
const ops = [];
for (const c of cases) {
  for (const [b, m] of builds) {
    ops.push([`${c.name} fromJson ${b}`, () => m.fromJson(c.$meta, c.type, c.text)]);
    ops.push([`${c.name} toJson ${b}`, () => { if (m.toJson(c.$meta, c.type, c.value).indexOf("\u0001") >= 0) throw new Error(); }]);
  }
  ops.push([`${c.name} JSON.parse`, () => JSON.parse(c.text)]);
  ops.push([`${c.name} JSON.stringify`, () => JSON.stringify(c.plain)]);
}
for (const [, f] of ops) timed(f, 5); // warm-up
const results = new Map(ops.map(([k]) => [k, []]));
for (let r = 0; r < rounds; r++) {
  for (let i = 0; i < ops.length; i++) {
    const [k, f] = ops[(i + r) % ops.length];
    results.get(k).push(timed(f, 5));
  }
}
const med = (k) => { const a = [...results.get(k)].sort((x, y) => x - y); return a[a.length >> 1]; };
console.log(`| set | op | A ms | B ms | B/A speed | JSON.${"parse/stringify"} ms |`);
console.log("|---|---|---:|---:|---:|---:|");
for (const c of cases) {
  for (const op of ["fromJson", "toJson"]) {
    const a = med(`${c.name} ${op} A`), b = med(`${c.name} ${op} B`);
    const ref = med(`${c.name} ${op === "fromJson" ? "JSON.parse" : "JSON.stringify"}`);
    console.log(`| ${c.name} | ${op} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(a / b).toFixed(2)}x | ${ref.toFixed(2)} |`);
  }
}
