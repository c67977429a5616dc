#!/usr/bin/env bash
# The npm package as a user gets it (make ts-test): `npm pack` in ts/ (prepack builds), then a fresh
# folder installs the tarball (offline: it has no dependencies) and uses it
#   1. from plain Node ESM (.mjs): encode/decode, the /json subpath, the /codegen subpath (and its
#      helpers absent from the root export), the /grpc subpath,
#   2. from TypeScript with "moduleResolution": "nodenext": a generated module (goldens/ts/media)
#      and an app are compiled and run,
#   3. from TypeScript with "moduleResolution": "bundler": type-checked,
#   4. from CommonJS (.cjs, require()): the package's CommonJS build, with Node's require(esm) off
#      (as on Node before 20.19, and in test runners with module loaders of their own),
#   5. from TypeScript compiled to CommonJS ("module": "commonjs" with "node10" resolution, and
#      "node16" in a CommonJS package): a generated module and an app compiled and run.
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
    "build/ts/src/json.d.ts", "build/cjs/index.js", "build/cjs/index.d.ts", "build/cjs/json.js",
    "build/cjs/codegen.js", "build/cjs/grpc.js", "build/cjs/package.json", "LICENSE", "package.json"];
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

# 4. CommonJS: require() of the package loads its CommonJS build (build/cjs), also where Node
# cannot require an ES module (--no-experimental-require-module where the flag exists).
cat >plain.cjs <<'JS'
const { BaleError, CompactReader, CompactWriter } = require("@bale-dev/runtime");
const { fromJson, toJson } = require("@bale-dev/runtime/json");
const codegen = require("@bale-dev/runtime/codegen");
const { grpcMethod } = require("@bale-dev/runtime/grpc");
for (const [name, path] of [["@bale-dev/runtime", "index"], ["@bale-dev/runtime/json", "json"],
  ["@bale-dev/runtime/codegen", "codegen"], ["@bale-dev/runtime/grpc", "grpc"]]) {
  if (!require.resolve(name).endsWith(`/build/cjs/${path}.js`)) throw new Error(require.resolve(name));
}
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
if (typeof codegen.flatPointer !== "function" || typeof grpcMethod !== "function") throw new Error("subpaths");
// A decoding error is the CommonJS build's BaleError, with its code.
try {
  new CompactReader().decode({ schemaName: "x.M", read: (r) => r.readString() }, Uint8Array.of(0x80));
  throw new Error("no error");
} catch (e) {
  if (!(e instanceof BaleError) || typeof e.code !== "string") throw e;
}
console.log("cjs ok");
JS
noesm=""
if node --no-experimental-require-module -e 0 2>/dev/null; then noesm="--no-experimental-require-module"; fi
out="$(node $noesm plain.cjs 2>&1)" || fail "CommonJS require: $out"
[[ "$out" == "cjs ok" ]] || fail "CommonJS require printed: $out"
cjs="CommonJS require${noesm:+ (require(esm) off)}"

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

# 5. TypeScript compiled to CommonJS, in a package without "type": "module": node10 resolution
# (typesVersions, main) and node16 (the "require" condition's types), both run with require(esm) off.
mkdir -p "$work/app/cjs/gen"
cp gen/media.ts cjs/gen/media.ts
sed 's#"./gen/media.js"#"./gen/media"#' app.ts >cjs/app.ts
echo '{ "name": "cjs-app", "private": true }' >cjs/package.json
ln -s ../node_modules cjs/node_modules
echo "{ \"compilerOptions\": { $common, \"module\": \"commonjs\", \"moduleResolution\": \"node10\", \"outDir\": \"out10\" }, \"files\": [\"app.ts\"] }" >cjs/tsconfig.node10.json
echo "{ \"compilerOptions\": { $common, \"module\": \"node16\", \"moduleResolution\": \"node16\", \"outDir\": \"out16\" }, \"files\": [\"app.ts\"] }" >cjs/tsconfig.node16.json
for r in node10 node16; do
  (cd cjs && node "$tsc" -p "tsconfig.$r.json") >"$work/tsc-cjs-$r.log" 2>&1 || fail "tsc CommonJS $r: $(cat "$work/tsc-cjs-$r.log")"
  out="$(cd cjs && node $noesm "out${r#node}/app.js")" || fail "the CommonJS $r build does not run: $out"
  [[ "$out" == *'"duration":"18000000"'*'"player":"FLASH"'* ]] || fail "unexpected output ($r): $out"
  grep -q 'require("@bale-dev/runtime")' "cjs/out${r#node}/app.js" || fail "the $r build does not require() the runtime"
done

echo "npm-pack: ok ($tarball: $size bytes, $files files; Node ESM, $cjs, TypeScript nodenext (run), bundler, CommonJS node10 and node16 (run))"
