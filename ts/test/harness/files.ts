// Reads testdata/<dir>/*.json in Node (key order kept for maps).
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CaseFile } from "./conformance.js";
import { parseOrdered } from "./jsonparse.js";

/** The repository root (from build/ts/test/harness). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..", "..");

/** Every `*.json` of testdata/<dir> and of its subdirectories (named `sub/file.json`), sorted. */
export function load(dir: string): CaseFile[] {
  const d = join(ROOT, "testdata", dir);
  const names: string[] = [];
  for (const e of readdirSync(d, { withFileTypes: true })) {
    if (e.isDirectory()) {
      for (const f of readdirSync(join(d, e.name))) if (f.endsWith(".json")) names.push(`${e.name}/${f}`);
    } else if (e.name.endsWith(".json")) {
      names.push(e.name);
    }
  }
  return names
    .sort()
    .map((f) => ({ file: f, cases: parseOrdered(readFileSync(join(d, f), "utf8")) as Record<string, unknown>[] }));
}
