// The TypeScript half of the shape test (make ts-test); the Java half is dev.bale.tools.TsShapesMain,
// which wrote seeded random schemas, the TypeScript generated for them (type-checked and built by
// tsc -p DIR/tsconfig.json before this runs) and values of every message in the dynamic codecs'
// compact and flat bytes. DIR/manifest.txt: `file seed type compact|flat dedupStrings` per line.
//   node build/ts/test/shapes.js DIR GENBUILD   GENBUILD: where tsc put DIR/gen's JavaScript
// For every line, the generated code must decode the bytes and encode them again to the same bytes:
// compact through the codec object; flat through X$flat, through the view XView (every accessor
// called, then decode()), and from the value the compact bytes of the same value decoded to.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  CompactReader,
  CompactWriter,
  decodeFlat,
  encodeFlat,
  type FlatMessageType,
  type MessageType,
} from "@bale-dev/runtime";
import { hex } from "./harness/conformance.js";
import { walkView, type FlatViewClass } from "./harness/walk.js";

type Module = { readonly [name: string]: unknown };

async function main(dir: string, genBuild: string): Promise<number> {
  const lines = readFileSync(join(dir, "manifest.txt"), "utf8").split("\n").filter((l) => l.trim() !== "");
  const modules = new Map<string, Module>();
  const failures: string[] = [];
  const seeds = new Set<string>();
  const types = new Set<string>();
  // The value the last compact line decoded to, by "seed type dedup": the next flat line holds the
  // same value's flat bytes (TsShapesMain writes compact, then flat).
  const fromCompact = new Map<string, unknown>();
  for (const l of lines) {
    const [file, seed, name, codec, dedup] = l.split(" ") as [string, string, string, string, string];
    seeds.add(seed);
    types.add(`${seed} ${name}`);
    let m = modules.get(seed);
    if (m === undefined) {
      m = (await import(pathToFileURL(resolve(genBuild, "shapes", `s${seed}.js`)).href)) as Module;
      modules.set(seed, m);
    }
    const bytes = new Uint8Array(readFileSync(join(dir, file)));
    const what = `${file} (seed ${seed}, ${name}, ${codec}, dedupStrings ${dedup})`;
    const key = `${seed} ${name} ${dedup}`;
    const options = { dedupStrings: dedup === "true" };
    try {
      if (codec === "compact") {
        const t = m[name] as MessageType<unknown>;
        const value = new CompactReader().decode(t, bytes);
        fromCompact.set(key, value);
        const again = new CompactWriter(options).encode(t, value);
        if (hex(again) !== hex(bytes)) failures.push(`${what}: re-encoded differently\n    java ${hex(bytes)}\n    ts   ${hex(again)}`);
        continue;
      }
      const ft = m[`${name}$flat`] as FlatMessageType<unknown>;
      const check = (how: string, value: unknown, type = ft): void => {
        const again = encodeFlat(type, value, options);
        if (hex(again) !== hex(bytes)) failures.push(`${what}: ${how}\n    java ${hex(bytes)}\n    ts   ${hex(again)}`);
      };
      check("decoded and encoded again differently", decodeFlat(ft, bytes));
      if (fromCompact.has(key)) check("the compact bytes' value encodes differently", fromCompact.get(key));
      // A root statement of a type other than a message has a wrapper message, `root`, and its
      // view; its decode() gives the wrapper, which root$flat writes to the same bytes.
      const viewOf = name === "$root" ? "root" : name;
      const View = m[`${viewOf}View`] as FlatViewClass | undefined;
      if (View !== undefined) {
        const view = new View().wrap(bytes);
        walkView(view);
        check("the view's decode() encodes differently", view.decode(), m[`${viewOf}$flat`] as FlatMessageType<unknown>);
      }
    } catch (e) {
      failures.push(`${what}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  }
  console.log(
    `ts-shapes: generated TypeScript of ${seeds.size} random schemas (${types.size} messages) decoded and ` +
      `re-encoded ${lines.length} Java encodings (compact, flat, flat views): ` +
      `${lines.length - failures.length} identical, ${failures.length} different`,
  );
  for (const f of failures.slice(0, 20)) console.log(`  FAIL ${f}`);
  if (failures.length > 20) console.log(`  FAIL ... ${failures.length - 20} more`);
  return lines.length > 0 && failures.length === 0 ? 0 : 1;
}

const [dir, genBuild] = process.argv.slice(2);
if (dir === undefined || genBuild === undefined) {
  console.error("usage: node shapes.js DIR GENBUILD");
  process.exit(2);
}
process.exitCode = await main(dir, genBuild);
