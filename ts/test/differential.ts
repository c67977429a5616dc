// The TypeScript half of the Java/TypeScript differential test (make ts-test); the Java half is
// dev.bale.tools.DifferentialMain. Roots travel as files: DIR/manifest.txt lists
// `file schema type dedupStrings dedupMessages` per line, DIR/<file> holds the bytes.
//   node build/ts/test/differential.js check DIR        Java's roots: decode + re-encode = same bytes
//   node build/ts/test/differential.js write DIR SEED N  N seeded fast-check values per message type
//                                                        and per generated root of any type ($root)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import {
  CompactReader,
  CompactWriter,
  MessageStreamDecoder,
  MessageStreamWriter,
  decodeFlat,
  encodeFlat,
  type DeclMeta,
  type FlatMessageType,
  type MessageType,
  type TypeMeta,
} from "@bale-dev/runtime";
import { hex } from "./harness/conformance.js";
import { SCHEMAS } from "./harness/registry.js";
import { GENERATED_ROOTS, parseType } from "./harness/roots.js";
import { concatBytes } from "./harness/util.js";

/** The schemas both sides generate random values of (DifferentialMain.SCHEMAS). */
const DIFF_SCHEMAS = [
  "alltypes.bale",
  "media.bale",
  "repos.bale",
  "evolve_v2.bale",
  "imports/order.bale",
  "twitter.bale",
  "citm.bale",
  "canada.bale",
  "google_message1.bale",
  "google_message2.bale",
  "instrument.bale",
  "names.bale",
  "dynamic.bale",
];
const MAX_DEPTH = 4;

type Meta = { readonly [fullName: string]: DeclMeta };

function writer(line: string[]): CompactWriter {
  return new CompactWriter({ dedupStrings: line[3] === "true", dedupMessages: line[4] === "true" });
}

/** The schema whose files' root statements give the roots of other types (DifferentialMain.ROOTS). */
const ROOTS = "roots.bale";

function typeOf(schema: string, name: string): MessageType<object> {
  if (schema === ROOTS) {
    const r = GENERATED_ROOTS[name];
    if (r === undefined) throw new Error(`no generated root ${name}`);
    return r.compact as MessageType<object>;
  }
  const t = SCHEMAS[schema]?.messages[name];
  if (t === undefined) throw new Error(`no generated type ${name} for ${schema}`);
  return t;
}

function flatOf(schema: string, name: string): FlatMessageType<object> {
  if (schema === ROOTS) {
    const r = GENERATED_ROOTS[name];
    if (r === undefined) throw new Error(`no generated root ${name}`);
    return r.flat as FlatMessageType<object>;
  }
  const t = SCHEMAS[schema]?.flat[name];
  if (t === undefined) throw new Error(`no generated flat type ${name} for ${schema}`);
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
      const value = new CompactReader().decode(t, bytes);
      const again = writer(f).encode(t, value);
      if (hex(again) !== hex(bytes)) failures.push(`${f[0]} (${f[2]}): re-encoded differently\n    java ${hex(bytes)}\n    ts   ${hex(again)}`);
      // The flat codec carries the same value: compact -> flat -> verify + decode -> compact.
      const ft = flatOf(f[1]!, f[2]!);
      const flat = encodeFlat(ft, value, { dedupStrings: f[3] === "true", dedupMessages: f[4] === "true" });
      const viaFlat = writer(f).encode(t, decodeFlat(ft, flat));
      if (hex(viaFlat) !== hex(bytes)) failures.push(`${f[0]} (${f[2]}): lost through the flat codec\n    java ${hex(bytes)}\n    ts   ${hex(viaFlat)}`);
    } catch (e) {
      failures.push(`${f[0]} (${f[2]}): ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  console.log(
    `differential: TypeScript decoded and re-encoded ${lines.length} Java roots (also via flat): ` +
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
        case "json":
          return jsonArbitrary(depth);
      }
      throw new Error(`scalar ${t.s}`);
    }
    case "list":
      if (depth >= MAX_DEPTH) return fc.constant([]).map(() => []);
      if (t.e.k === "scalar" && (t.e.s === "i32" || t.e.s === "u32")) {
        // Sometimes long enough for a layout byte (FORMAT.md §1.3): small values (the writer picks
        // varints) or spread magnitudes (mostly the block layout).
        const signed = t.e.s === "i32";
        const small = fc.integer({ min: signed ? -64 : 0, max: 63 });
        const spread = fc.tuple(fc.integer(), fc.integer({ min: 0, max: 31 })).map(([v, s]) => (signed ? v >> s : v >>> s));
        return fc.oneof(
          { weight: 4, arbitrary: fc.array(arbitrary(meta, t.e, depth + 1), { maxLength: 3 }) },
          { weight: 1, arbitrary: fc.array(small, { minLength: 64, maxLength: 160 }) },
          { weight: 1, arbitrary: fc.array(spread, { minLength: 64, maxLength: 160 }) },
        );
      }
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

/** Any json value (integers `bigint` in i64, floats finite `number`s, objects `Map`s), depth-bounded. */
function jsonArbitrary(depth: number): fc.Arbitrary<unknown> {
  const leaves: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.boolean(),
    fc.oneof(fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n }), fc.bigInt({ min: -100n, max: 100n })),
    fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1, -0, 0.5, 1e21)),
    fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("", "é", "😀", "a")),
  ];
  if (depth >= MAX_DEPTH + 2) return fc.oneof(...leaves);
  return fc.oneof(
    ...leaves,
    fc.array(jsonArbitrary(depth + 1), { maxLength: 3 }),
    fc
      .uniqueArray(fc.tuple(fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom("a", "__proto__", "1")), jsonArbitrary(depth + 1)), {
        maxLength: 3,
        selector: (e) => e[0],
      })
      .map((entries) => new Map(entries)),
  );
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
  // Roots of any type through the generated $root (their types refer to alltypes only).
  const alltypesMeta = SCHEMAS["alltypes.bale"]!.meta;
  for (const [name, r] of Object.entries(GENERATED_ROOTS)) {
    const values = fc.sample(arbitrary(alltypesMeta, parseType(name), 0), { seed: seed + n, numRuns: count });
    values.forEach((v, i) => {
      const line = [`${n}.bin`, ROOTS, name, String(i % 2 === 0), String(i % 4 === 1)];
      writeFileSync(join(dir, line[0]!), writer(line).encode(r.compact, v));
      manifest.push(line.join(" "));
      n++;
    });
  }
  writeFileSync(join(dir, "manifest.txt"), manifest.join("\n") + "\n");
  console.log(`differential: TypeScript wrote ${n} random roots (fast-check seed ${seed}) to ${dir}`);
  return 0;
}

/** The stream cases of DifferentialMain.STREAMS. */
const STREAMS: [string, string, number, number][] = [
  ["media.bale", "media.MediaContent", 12, 200],
  ["repos.bale", "repos.Repo", 80, 800],
  ["alltypes.bale", "alltypes.AllTypes", 600, 6000],
  ["twitter.bale", "twitter.Status", 200, 2000],
  [ROOTS, "list<alltypes.Leaf>", 12, 200],
  [ROOTS, "map<string,alltypes.Leaf>", 12, 200],
];

/** Writes `values` as the stream a manifest line describes (kind, session id, caps). */
function writeStream(t: MessageType<object>, f: string[], values: object[]): Uint8Array {
  const kind = f[3]!;
  const w = new MessageStreamWriter(t, {
    ...(kind === "messages" ? {} : { sessionId: BigInt("0x" + f[4]!) }),
    ...(kind === "session-small" ? { maxSessionEntries: Number(f[5]), maxSessionBytes: Number(f[6]) } : {}),
  });
  const parts = values.map((v) => w.write(v));
  parts.push(w.end()); // the header, for a stream of no records
  return concatBytes(parts);
}

/** Java's streams: decode (fed in uneven chunks) and write the roots again → the same bytes. */
function streamCheck(dir: string): number {
  const lines = readFileSync(join(dir, "streams.txt"), "utf8").split("\n").filter((l) => l.trim() !== "");
  const failures: string[] = [];
  let roots = 0;
  for (const l of lines) {
    const f = l.split(" ");
    const t = typeOf(f[1]!, f[2]!);
    const bytes = new Uint8Array(readFileSync(join(dir, f[0]!)));
    try {
      const dec = new MessageStreamDecoder(t);
      for (let at = 0, step = 1; at < bytes.length; at += step, step = (step * 7) % 97 + 1) {
        dec.feed(bytes.subarray(at, Math.min(bytes.length, at + step)));
      }
      dec.endOfInput();
      const values: object[] = [];
      for (let v = dec.poll(); v !== undefined; v = dec.poll()) values.push(v);
      roots += values.length;
      if (hex(writeStream(t, f, values)) !== hex(bytes)) failures.push(`${f[0]} (${f[2]}, ${f[3]}): written again differently`);
    } catch (e) {
      failures.push(`${f[0]} (${f[2]}, ${f[3]}): ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  console.log(
    `differential: TypeScript decoded and rewrote ${lines.length} Java streams (${roots} roots): ` +
      `${lines.length - failures.length} identical, ${failures.length} different`,
  );
  for (const f of failures) console.log(`  FAIL ${f}`);
  return lines.length > 0 && failures.length === 0 ? 0 : 1;
}

function streamWrite(dir: string, seed: number, count: number): number {
  mkdirSync(dir, { recursive: true });
  const manifest: string[] = [];
  let n = 0;
  for (const [schema, name, caps, capBytes] of STREAMS) {
    const t = typeOf(schema, name);
    const [meta, type]: [Meta, TypeMeta] =
      schema === ROOTS ? [SCHEMAS["alltypes.bale"]!.meta, parseType(name)] : [SCHEMAS[schema]!.meta, { k: "ref", name }];
    const values = fc.sample(arbitrary(meta, type, 1), { seed: seed + n, numRuns: count }) as object[];
    for (const kind of ["messages", "session", "session-small"]) {
      const f = [`s${n}.bin`, schema, name, kind, (BigInt(seed) * 31n + BigInt(n)).toString(16), String(caps), String(capBytes)];
      writeFileSync(join(dir, f[0]!), writeStream(t, f, values));
      manifest.push(f.join(" "));
      n++;
    }
  }
  writeFileSync(join(dir, "streams.txt"), manifest.join("\n") + "\n");
  console.log(`differential: TypeScript wrote ${n} streams of ${count} roots to ${dir}`);
  return 0;
}

const [mode, dir, seed, count] = process.argv.slice(2);
if (mode === "stream-check" && dir) process.exit(streamCheck(dir));
if (mode === "stream-write" && dir) process.exit(streamWrite(dir, Number(seed ?? 1), Number(count ?? 20)));
if (mode === "check" && dir) process.exit(check(dir));
if (mode === "write" && dir) process.exit(write(dir, Number(seed ?? 1), Number(count ?? 20)));
console.error("usage: differential.js check|stream-check DIR | write|stream-write DIR SEED COUNT");
process.exit(2);
