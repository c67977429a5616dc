#!/usr/bin/env bash
# The npm package as a user gets it (make ts-test): `npm pack` in ts/ (prepack builds), then a fresh
# folder installs the tarball (offline: it has no dependencies) and uses it
#   1. from plain Node ESM (.mjs): encode/decode, the /json subpath, the /codegen subpath (and its
#      helpers absent from the root export), the /grpc subpath,
#   2. from TypeScript with "moduleResolution": "nodenext": a generated module (goldens/ts/media)
#      and an app are compiled and run,
#   3. from TypeScript with "moduleResolution": "bundler": type-checked,
#   4. from CommonJS (.cjs, require()) where Node can require an ES module.
# Checks the tarball holds the built runtime and its types and nothing of the tests or goldens.
# Prints the tarball's size and file count and one summary line. Needs ts/node_modules (npm ci).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$root/target/npm-pack"
rm -rf "$work"
mkdir -p "$work/app/gen"
fail() {
  echo "npm-pack: FAIL: $*"
  exit 1
}

(cd "$root/ts" && npm pack --json --pack-destination "$work" >"$work/pack.json" 2>"$work/pack.log") ||
  fail "npm pack failed (see $work/pack.log)"
read -r tarball size files < <(node -e '
  const [d] = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  console.log(d.filename, d.size, d.entryCount);' "$work/pack.json")
node -e '
  const [d] = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const paths = d.files.map((f) => f.path);
  const need = ["build/ts/src/index.js", "build/ts/src/index.d.ts", "build/ts/src/json.js",
    "build/ts/src/codegen.js", "build/ts/src/codegen.d.ts",
    "build/ts/src/grpc.js", "build/ts/src/grpc.d.ts",
    "build/ts/src/json.d.ts", "LICENSE", "package.json"];
  const missing = need.filter((p) => !paths.includes(p));
  const extra = paths.filter((p) => /(^|\/)(test|goldens|bench|node_modules)\//.test(p));
  if (missing.length || extra.length) {
    console.log("missing: " + missing.join(", ") + "; unexpected: " + extra.join(", "));
    process.exit(1);
  }' "$work/pack.json" || fail "unexpected tarball contents"

cd "$work/app"
echo '{ "name": "app", "private": true, "type": "module" }' >package.json
npm install --offline --no-audit --no-fund --loglevel=error "$work/$tarball" >"$work/install.log" 2>&1 ||
  fail "npm install of the tarball failed (see $work/install.log)"

# 1. Plain Node ESM.
cat >plain.mjs <<'JS'
import { BaleError, CompactReader, CompactWriter } from "@bale-dev/runtime";
import { fromJson, toJson } from "@bale-dev/runtime/json";
import * as root from "@bale-dev/runtime";
import * as codegen from "@bale-dev/runtime/codegen";
import { grpcMethod } from "@bale-dev/runtime/grpc";
if (typeof grpcMethod !== "function") throw new Error("grpc subpath");
// Generated code's helpers are on the codegen subpath only, off the root export.
if ("flatPointer" in root || "dataStart" in root || typeof codegen.flatPointer !== "function") {
  throw new Error("codegen helpers: root has flatPointer=" + ("flatPointer" in root));
}
// A hand-written $meta (what generated modules export) for a message with one i64 field.
const meta = {
  "x.M": {
    kind: "message",
    fields: [{ name: "n", id: 1, type: { k: "scalar", s: "i64" }, optional: false }],
    create: () => ({ n: 0n }),
  },
};
const text = toJson(meta, "x.M", { n: 2n ** 60n });
if (text !== '{"n":"1152921504606846976"}' || fromJson(meta, "x.M", text).n !== 2n ** 60n) throw new Error(text);
if (typeof CompactWriter !== "function" || typeof CompactReader !== "function" || typeof BaleError !== "function") {
  throw new Error("missing exports");
}
console.log("esm ok");
JS
out="$(node plain.mjs)" || fail "plain ESM: $out"

# 4. CommonJS: require() of the package (there is no CommonJS build: Node's require(esm), on by
# default from Node 20.19 and 22.12, loads the ESM build; older Node cannot, and is reported).
cat >plain.cjs <<'JS'
const { CompactReader, CompactWriter } = require("@bale-dev/runtime");
const { fromJson, toJson } = require("@bale-dev/runtime/json");
const meta = {
  "x.M": {
    kind: "message",
    fields: [{ name: "s", id: 1, type: { k: "scalar", s: "string" }, optional: false }],
    create: () => ({ s: "" }),
  },
};
const text = toJson(meta, "x.M", { s: "caf\u00e9" });
if (text !== '{"s":"caf\u00e9"}' || fromJson(meta, "x.M", text).s !== "caf\u00e9") throw new Error(text);
if (typeof CompactWriter !== "function" || typeof CompactReader !== "function") throw new Error("exports");
console.log("cjs ok");
JS
if node -e 'process.exit(process.features.require_module ? 0 : 1)'; then
  out="$(node plain.cjs 2>&1)" || fail "CommonJS require: $out"
  [[ "$out" == "cjs ok" ]] || fail "CommonJS require printed: $out"
  cjs="CommonJS require"
else
  cjs="CommonJS require not tried: Node $(node -v) has no require(esm)"
fi

# 2 and 3. TypeScript: a generated module and an app, nodenext (compiled and run) and bundler.
cp "$root/goldens/ts/media/media.ts" gen/media.ts
cat >app.ts <<'TS'
import { decode, encode } from "@bale-dev/runtime";
import { fromJson, toJson } from "@bale-dev/runtime/json";
import { $meta, MediaContent, Player } from "./gen/media.js";

const v = MediaContent.create();
v.media.uri = "http://javaone.com/keynote.mpg";
v.media.duration = 18_000_000n;
v.media.player = Player.FLASH;
const back = decode(MediaContent, encode(MediaContent, v));
const text = toJson($meta, "media.MediaContent", back);
const again = fromJson<MediaContent>($meta, "media.MediaContent", text);
if (again.media.duration !== 18_000_000n || again.media.player !== Player.FLASH) throw new Error(text);
console.log(text);
TS
tsc="$root/ts/node_modules/typescript/bin/tsc"
common='"strict": true, "target": "ES2022", "skipLibCheck": false, "types": []'
echo "{ \"compilerOptions\": { $common, \"module\": \"nodenext\", \"moduleResolution\": \"nodenext\", \"outDir\": \"out\" }, \"files\": [\"app.ts\"] }" >tsconfig.nodenext.json
echo "{ \"compilerOptions\": { $common, \"module\": \"esnext\", \"moduleResolution\": \"bundler\", \"noEmit\": true }, \"files\": [\"app.ts\"] }" >tsconfig.bundler.json
node "$tsc" -p tsconfig.nodenext.json >"$work/tsc-nodenext.log" 2>&1 || fail "tsc nodenext: $(cat "$work/tsc-nodenext.log")"
node "$tsc" -p tsconfig.bundler.json >"$work/tsc-bundler.log" 2>&1 || fail "tsc bundler: $(cat "$work/tsc-bundler.log")"
out="$(node out/app.js)" || fail "the nodenext build does not run: $out"
[[ "$out" == *'"duration":"18000000"'*'"player":"FLASH"'* ]] || fail "unexpected output: $out"

echo "npm-pack: ok ($tarball: $size bytes, $files files; Node ESM, $cjs, TypeScript nodenext (run) and bundler)"
