#!/usr/bin/env node
// bale-gen: `bale gen --lang ts` without a JDK. The schema loader and the TypeScript generator
// are Bale's Java compiler compiled to JavaScript by TeaVM (dist/bale-gen.js, built by the
// bale-gen-js Maven module), so the output is the Java CLI's byte for byte; this launcher only
// reads the schema files (and what they import) and writes the generated modules.
//
//   npx bale-gen gen --lang ts [--grpc] --out DIR FILE.bale...
//
// Exit status as the Java CLI: 0 ok, 1 schema errors (printed as file:line:col diagnostics),
// 2 usage errors, 70 an internal error.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve, sep } from "node:path";
import { generateTs, generateTsGrpc } from "../dist/bale-gen.js";

function usage(message) {
  process.stderr.write(`bale: error: ${message}\nUsage: bale-gen gen --lang ts [--grpc] --out DIR FILE.bale...\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args[0] !== "gen") usage(args.length === 0 ? "missing command" : `unknown command '${args[0]}' (only gen)`);
let lang;
let out;
let grpc = false;
const files = [];
for (let i = 1; i < args.length; i++) {
  const a = args[i];
  if (a === "--lang" || a === "--out") {
    if (i + 1 >= args.length) usage(`${a} needs a value`);
    if (a === "--lang") lang = args[++i];
    else out = args[++i];
  } else if (a.startsWith("--lang=")) {
    lang = a.slice(7);
  } else if (a.startsWith("--out=")) {
    out = a.slice(6);
  } else if (a === "--grpc") {
    grpc = true;
  } else if (a.startsWith("-")) {
    usage(`unknown option '${a}'`);
  } else {
    files.push(a);
  }
}
if (lang === undefined) usage("missing --lang");
if (lang !== "ts") usage(`--lang '${lang}': only ts here (Java needs the JDK: bale gen --lang java)`);
if (out === undefined) usage("missing --out");
if (files.length === 0) usage("no schema files");

// Names as SchemaLoader.load gives them: relative to the first file's directory, '/' separators.
const base = dirname(resolve(files[0]));
const nameOf = (file) => relative(base, resolve(file)).split(sep).join("/");
const texts = new Map();
const queue = files.map(nameOf);
const decoder = new TextDecoder("utf-8", { fatal: true });
for (let i = 0; i < queue.length; i++) {
  const name = queue[i];
  if (texts.has(name)) continue;
  let text;
  try {
    text = decoder.decode(readFileSync(join(base, name)));
  } catch {
    continue; // missing or unreadable: the loader reports it where it is imported
  }
  texts.set(name, text);
  // Imports (comments removed first); the loader resolves and checks them again.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  for (const m of code.matchAll(/^\s*import\s+"([^"]+)"\s*;/gm)) {
    queue.push(posix.normalize(posix.join(posix.dirname(name), m[1])));
  }
}
for (const name of queue.slice(0, files.length)) {
  if (!texts.has(name)) {
    process.stderr.write(`${name}: error: file not found\n`);
    process.exit(1);
  }
}
// Roots first, then imports in the order found (the loader's own order).
const pairs = [...texts].flat();

const [status, ...rest] = (grpc ? generateTsGrpc : generateTs)(pairs.join("\0")).split("\0");
if (status === "error") {
  process.stderr.write(rest[0]);
  process.exit(1);
}
if (status !== "ok") {
  process.stderr.write(`bale: internal error: ${rest.join(" ")}\n`);
  process.exit(70);
}
for (let i = 0; i + 1 < rest.length; i += 2) {
  const file = join(out, rest[i]);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, rest[i + 1]);
}
