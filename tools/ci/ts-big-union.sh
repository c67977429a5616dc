#!/usr/bin/env bash
# A union of many cases through the TypeScript generator and tsc (make ts-test): tsc types a
# conditional expression as the union of its branches with subtypes removed, pairwise, and stops
# with TS2590 past a million comparisons, which a union of 1,500 object-typed cases passes where
# generated code reads a union value in a conditional (an optional field, a flat pointer that may
# be null). The generator types such reads `never` from TsValueCode.NEVER_TYPED_UNION_CASES cases.
# This generates a schema of a 1,500-case union used every way a message can hold one (field,
# optional field, list, map, list of lists, a case of another union) with the CLI jar, and
# type-checks the result strict against the runtime's sources. A type-only check: `as never` is
# erased, so the emitted JavaScript is the same as for any union.
# Usage: tools/ci/ts-big-union.sh CLI_JAR
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cli="$1"
work="$root/target/ts-big-union"
rm -rf "$work"
mkdir -p "$work"
node -e '
const kinds = ["string", "i32", "i64", "f64", "bytes"];
const lines = ["package bigunion;", "union U {"];
for (let i = 0; i < 1500; i++) lines.push(`  ${kinds[i % kinds.length]} c${i} = ${i + 1};`);
lines.push("}", "union V { U u = 1; i32 x = 2; }");
lines.push("message M { U u = 1; U? o = 2; list<U> l = 3; map<string, U> m = 4; V v = 5; list<list<U>> ll = 6; }");
require("fs").writeFileSync(process.argv[1], lines.join("\n") + "\n");
' "$work/big.bale"
java -jar "$cli" gen --lang ts --out "$work/gen" "$work/big.bale"
cat >"$work/tsconfig.json" <<JSON
{
  "compilerOptions": {
    "target": "ES2022", "lib": ["ES2022", "DOM"], "module": "ES2022",
    "moduleResolution": "Bundler", "strict": true, "noEmit": true, "skipLibCheck": true,
    "types": [],
    "paths": {
      "@bale-dev/runtime": ["$root/ts/src/index.ts"],
      "@bale-dev/runtime/json": ["$root/ts/src/json.ts"],
      "@bale-dev/runtime/codegen": ["$root/ts/src/codegen.ts"]
    }
  },
  "include": ["gen/**/*.ts"]
}
JSON
start=$(date +%s)
if "$root/ts/node_modules/.bin/tsc" -p "$work/tsconfig.json"; then
  echo "ts-big-union: a 1,500-case union type-checks ($(($(date +%s) - start)) s of tsc)"
else
  echo "ts-big-union: FAIL: tsc rejected the generated code of a 1,500-case union"
  exit 1
fi
