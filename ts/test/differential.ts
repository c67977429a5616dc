// The TypeScript half of the Java/TypeScript differential test (make ts-test); the Java half is
// dev.bale.compiler.emit.ts.DifferentialMain. Roots travel as files: DIR/manifest.txt lists
// `file schema type dedupStrings dedupMessages` per line, DIR/<file> holds the bytes.
//   node build/ts/test/differential.js check DIR        Java's roots: decode + re-encode = same bytes
//   node build/ts/test/differential.js write DIR SEED N  N seeded fast-check values per message type
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { CompactReader, CompactWriter, type DeclMeta, type MessageType, type TypeMeta } from "bale";
import { hex } from "./harness/conformance.js";
import { SCHEMAS } from "./harness/registry.js";

/** The schemas both sides generate random values of (DifferentialMain.SCHEMAS). */
const DIFF_SCHEMAS = ["alltypes.bale", "media.bale", "repos.bale", "evolve_v2.bale", "imports/order.bale"];
const MAX_DEPTH = 4;

type Meta = { readonly [fullName: string]: DeclMeta };

function writer(line: string[]): CompactWriter {
  return new CompactWriter({ dedupStrings: line[3] === "true", dedupMessages: line[4] === "true" });
}

function typeOf(schema: string, name: string): MessageType<object> {
  const t = SCHEMAS[schema]?.messages[name];
  if (t === undefined) throw new Error(`no generated type ${name} for ${schema}`);
  return t;
}

function check(dir: string): number {
  const lines = readFileSync(join(dir, "manifest.txt"), "utf8").split("\n").filter((l) => l.trim() !== "");
  const failures: string[] = [];
  for (const l of lines) {
    const f = l.split(" ");
    const t = typeOf(f[1]!, f[2]!);
    const bytes = new Uint8Array(readFileSync(join(dir, f[0]!)));
    try {
      const again = writer(f).encode(t, new CompactReader().decode(t, bytes));
      if (hex(again) !== hex(bytes)) failures.push(`${f[0]} (${f[2]}): re-encoded differently\n    java ${hex(bytes)}\n    ts   ${hex(again)}`);
    } catch (e) {
      failures.push(`${f[0]} (${f[2]}): ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  console.log(
    `differential: TypeScript decoded and re-encoded ${lines.length} Java roots: ` +
      `${lines.length - failures.length} identical, ${failures.length} different`,
  );
  for (const f of failures) console.log(`  FAIL ${f}`);
  return lines.length > 0 && failures.length === 0 ? 0 : 1;
}

const INT: { [s: string]: [number, number] } = {
  i8: [-128, 127],
  i16: [-32768, 32767],
  i32: [-2147483648, 2147483647],
  u8: [0, 255],
  u16: [0, 65535],
  u32: [0, 4294967295],
};

function arbitrary(meta: Meta, t: TypeMeta, depth: number): fc.Arbitrary<unknown> {
  switch (t.k) {
    case "scalar": {
      const range = INT[t.s];
      if (range) return fc.oneof(fc.constantFrom(range[0], range[1], 0), fc.integer({ min: range[0], max: range[1] }));
      switch (t.s) {
        case "bool":
          return fc.boolean();
        case "i64":
          return t.num === true ? fc.maxSafeInteger() : fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n });
        case "u64":
          return t.num === true ? fc.maxSafeNat() : fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
        case "f32":
          return fc.float();
        case "f64":
          return fc.double();
        case "string":
          return fc.oneof(fc.string({ maxLength: 6 }), fc.string({ unit: "binary", maxLength: 6 }), fc.constantFrom("", "é", "😀", "a\u0000"));
        case "bytes":
          return fc.uint8Array({ maxLength: 6 });
      }
      throw new Error(`scalar ${t.s}`);
    }
    case "list":
      if (depth >= MAX_DEPTH) return fc.constant([]).map(() => []);
      return fc.array(arbitrary(meta, t.e, depth + 1), { maxLength: 3 });
    case "map":
      if (depth >= MAX_DEPTH) return fc.constant(0).map(() => new Map());
      return fc
        .array(fc.tuple(arbitrary(meta, t.key, depth + 1), arbitrary(meta, t.value, depth + 1)), { maxLength: 3 })
        .map((entries) => new Map(entries));
    case "ref": {
      const d = meta[t.name];
      if (d === undefined) throw new Error(`no declaration ${t.name}`);
      if (d.kind === "enum") {
        return fc.oneof(fc.constantFrom(...d.values.map(([, v]) => v)), fc.integer({ min: 0, max: 2147483647 }));
      }
      if (d.kind === "union") {
        const shallow = (c: { type: TypeMeta }): boolean => c.type.k !== "ref" || meta[c.type.name]?.kind === "enum";
        const cases = depth >= MAX_DEPTH ? d.cases.filter(shallow) : d.cases;
        return fc.oneof(...cases.map((c) => arbitrary(meta, c.type, depth + 1).map((value) => ({ case: c.name, value }))));
      }
      const model: { [name: string]: fc.Arbitrary<unknown> } = {};
      for (const f of d.fields) {
        const deepMessage = f.type.k === "ref" && meta[f.type.name]?.kind === "message" && depth >= MAX_DEPTH;
        if (f.optional) {
          model[f.name] = deepMessage ? fc.constant(undefined) : fc.option(arbitrary(meta, f.type, depth + 1), { nil: undefined });
        } else {
          model[f.name] = arbitrary(meta, f.type, depth + 1);
        }
      }
      return fc.record(model).map((o) => (d.kind === "message" ? { ...o, $unknown: undefined } : o));
    }
  }
}

function write(dir: string, seed: number, count: number): number {
  mkdirSync(dir, { recursive: true });
  const manifest: string[] = [];
  let n = 0;
  for (const schema of DIFF_SCHEMAS) {
    const s = SCHEMAS[schema]!;
    for (const [name, t] of Object.entries(s.messages)) {
      const values = fc.sample(arbitrary(s.meta, { k: "ref", name }, 0), { seed: seed + n, numRuns: count });
      values.forEach((v, i) => {
        const line = [`${n}.bin`, schema, name, String(i % 2 === 0), String(i % 4 === 1)];
        writeFileSync(join(dir, line[0]!), writer(line).encode(t, v as object));
        manifest.push(line.join(" "));
        n++;
      });
    }
  }
  writeFileSync(join(dir, "manifest.txt"), manifest.join("\n") + "\n");
  console.log(`differential: TypeScript wrote ${n} random roots (fast-check seed ${seed}) to ${dir}`);
  return 0;
}

const [mode, dir, seed, count] = process.argv.slice(2);
if (mode === "check" && dir) process.exit(check(dir));
if (mode === "write" && dir) process.exit(write(dir, Number(seed ?? 1), Number(count ?? 20)));
console.error("usage: differential.js check DIR | write DIR SEED COUNT");
process.exit(2);
