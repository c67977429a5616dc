// `make fuzz-ts`: long seeded fuzz campaigns of the TypeScript runtime through the generated
// goldens, one target after another, each for FUZZ_TS_RUNS executions (default 1,000,000):
//   compact  edits of every vector's compact bytes, decoded (and a value re-encoded, decoded again)
//   flat     edits of every vector's flat bytes, every accessor of a checked view, against the
//            verifier and decodeFlat (harness/fuzzing.ts probeChecked)
//   stream   edits of every stream case's bytes, fed to the stream decoder in two pieces
//   json     edits of AllTypes JSON documents through fromJson, a value read back from its toJson
// Only a BaleError may escape; anything else is a finding, printed with its bytes (fast-check
// shrinks it first). Prints one line per target: executions, seconds, executions/s, and how many
// executions ended in each outcome. Usage: node fuzz-campaign.js [compact|flat|stream|json|all] [runs] [seed]
import fc from "fast-check";
import {
  applyCompact,
  applyFlat,
  applyJson,
  compactEdits,
  flatEdits,
  flatSeeds,
  JSON_SEEDS,
  jsonEdits,
  probe,
  probeChecked,
  probeJson,
  probeStream,
  seeds,
  streamSeeds,
} from "./harness/fuzzing.js";

const target = process.argv[2] ?? "all";
const runs = Number(process.argv[3] ?? process.env["FUZZ_TS_RUNS"] ?? 1_000_000);
const seed = Number(process.argv[4] ?? process.env["FUZZ_TS_SEED"] ?? 20261123);

function campaign<T>(name: string, arb: fc.Arbitrary<T>, run: (x: T) => string): boolean {
  const outcomes = new Map<string, number>();
  const started = Date.now();
  let execs = 0;
  let ok = true;
  try {
    fc.assert(
      fc.property(arb, (x) => {
        execs++;
        const o = run(x);
        outcomes.set(o, (outcomes.get(o) ?? 0) + 1);
      }),
      { seed, numRuns: runs },
    );
  } catch (e) {
    ok = false;
    console.log(`${name}: FINDING after ${execs} executions\n${e instanceof Error ? e.message : String(e)}`);
  }
  const s = (Date.now() - started) / 1000;
  const top = [...outcomes.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`);
  console.log(
    `${name}: ${execs} executions in ${s.toFixed(0)} s (${Math.round(execs / s)}/s), seed ${seed}, ` +
      `${ok ? "no finding" : "FINDING"}; outcomes: ${top.join(", ")}`,
  );
  return ok;
}

let ok = true;
if (target === "compact" || target === "all") {
  const all = seeds();
  ok = campaign(`compact (${all.length} seeds)`, compactEdits(all.length), ({ seed: i, ops }) => probe(all[i]!, applyCompact(all[i]!.bytes, ops))) && ok;
}
if (target === "flat" || target === "all") {
  const all = flatSeeds();
  ok = campaign(`flat checked access (${all.length} seeds)`, flatEdits(all.length), ({ seed: i, ops }) => probeChecked(all[i]!, applyFlat(all[i]!.bytes, ops))) && ok;
}
if (target === "stream" || target === "all") {
  const all = streamSeeds();
  const arb = fc.record({ edit: compactEdits(all.length), split: fc.nat() });
  ok = campaign(`stream (${all.length} seeds)`, arb, ({ edit, split }) => probeStream(all[edit.seed]!, applyCompact(all[edit.seed]!.bytes, edit.ops), split)) && ok;
}
if (target === "json" || target === "all") {
  ok = campaign(`json (${JSON_SEEDS.length} seeds)`, jsonEdits(), ({ seed: i, ops }) => probeJson(applyJson(JSON_SEEDS[i]!, ops))) && ok;
}
process.exit(ok ? 0 : 1);
