// Reads testdata/<dir>/*.json in Node (key order kept for maps).
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CaseFile } from "./conformance.js";
import { parseOrdered } from "./jsonparse.js";

/** The repository root (from build/ts/test/harness). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..", "..");

export function load(dir: string): CaseFile[] {
  const d = join(ROOT, "testdata", dir);
  return readdirSync(d)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ file: f, cases: parseOrdered(readFileSync(join(d, f), "utf8")) as Record<string, unknown>[] }));
}
