// The conformance suite in a browser page: fetches testdata/vectors, testdata/corrupt,
// testdata/roots and testdata/streams from the
// runner's server, runs them through the generated goldens and the runtime (served as ESM, the
// runtime mapped to `bale` by an import map), renders a summary and leaves the report in
// window.__baleConformance for the runner.
import { runAll, type CaseFile, type Report } from "../harness/conformance.js";
import { parseOrdered } from "../harness/jsonparse.js";
import { runStreams } from "../harness/streams.js";
import { runRoots } from "../harness/roots.js";
import { nanRoundTrips } from "../harness/nan.js";
import { deepStackChecks } from "../harness/deepstack.js";

declare global {
  interface Window {
    __baleConformance?: (Report & { streams: Report; roots: Report; nan: string[]; deep: string[] }) | { fatal: string };
  }
}

async function files(dir: string, names: string[]): Promise<CaseFile[]> {
  const out: CaseFile[] = [];
  for (const f of names) {
    const res = await fetch(`/testdata/${dir}/${f}`);
    if (!res.ok) throw new Error(`GET ${dir}/${f}: ${res.status}`);
    out.push({ file: f, cases: parseOrdered(await res.text()) as Record<string, unknown>[] });
  }
  return out;
}

async function main(): Promise<void> {
  try {
    const index = (await (await fetch("/testdata/index.json")).json()) as {
      vectors: string[];
      corrupt: string[];
      streams: string[];
    };
    const report = runAll(await files("vectors", index.vectors), await files("corrupt", index.corrupt));
    const streams = runStreams(await files("streams", index.streams));
    const [rootVectors, rootCorrupt] = await files("roots", ["vectors.json", "corrupt.json"]);
    const roots = runRoots(rootVectors!, rootCorrupt!);
    const nan = nanRoundTrips(200);
    const deep = deepStackChecks();
    const el = document.getElementById("out")!;
    el.textContent =
      `${report.passed} passed, ${report.failed.length} failed, ${report.skipped.length} skipped\n` +
      `streams: ${streams.passed} passed, ${streams.failed.length} failed\n` +
      `roots: ${roots.passed} passed, ${roots.failed.length} failed\n` +
      `NaN bits: ${nan.length === 0 ? "kept" : `${nan.length} failures`}\n` +
      `past the stack: ${deep.length === 0 ? "DEPTH_LIMIT" : `${deep.length} failures`}\n` +
      [...report.failed, ...streams.failed, ...roots.failed, ...nan, ...deep].join("\n");
    window.__baleConformance = { ...report, streams, roots, nan, deep };
  } catch (e) {
    window.__baleConformance = { fatal: e instanceof Error ? `${e.message}\n${e.stack ?? ""}` : String(e) };
  }
}

void main();
