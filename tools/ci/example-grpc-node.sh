#!/usr/bin/env bash
# Builds and runs examples/grpc-node as a user would (make ts-test, after tools/ci/npm-pack-test.sh
# and the gen-js build): generates the messages and the services module with bale-gen-js (no JDK
# on the path), installs the packed runtime tarball offline (@grpc/grpc-js, typescript and
# @types/node are ts/'s copies: node-example.sh), type-checks and compiles with tsc, and runs the
# server and client (checks its `grpc ok` line).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/node-example.sh"
. "$(dirname "${BASH_SOURCE[0]}")/no-java.sh"
node_example grpc-node
[ -f "$root/bale-gen-js/dist/bale-gen.js" ] || fail "no bale-gen-js/dist/bale-gen.js (make gen-js)"

env -u JAVA_HOME PATH="$(no_java_path)" "$(command -v node)" "$root/bale-gen-js/bin/bale-gen.mjs" \
  gen --lang ts --grpc --out src/gen schema/quotes.bale >"$work/gen.log" 2>&1 ||
  fail "bale-gen gen --grpc failed: $(cat "$work/gen.log")"
[ -f src/gen/desk/quotes.grpc.ts ] || fail "no services module src/gen/desk/quotes.grpc.ts"
install_offline @grpc/grpc-js typescript @types/node
node node_modules/typescript/bin/tsc -p tsconfig.json >"$work/tsc.log" 2>&1 || fail "tsc failed: $(cat "$work/tsc.log")"
out="$(timeout 60 node dist/main.js 2>"$work/run.err")" || fail "the example failed: $(cat "$work/run.err")"
[ "$out" = "grpc ok: ACME 100.25/100.5, watch [101.25, 102.25, 103.25]" ] || fail "unexpected output: $out"
echo "example-grpc-node: ok (bale-gen without a JDK, tsc, server and typed client over HTTP/2: '$out')"
