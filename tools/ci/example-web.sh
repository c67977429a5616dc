#!/usr/bin/env bash
# Builds and runs examples/web as a user would (make ts-test, after tools/ci/npm-pack-test.sh):
# generates TypeScript with the CLI jar, installs the packed runtime tarball offline, bundles the
# page and the server with esbuild, starts the server on a free 127.0.0.1 port and checks the page
# in headless Chromium (tools/ci/example-web-check.mjs; screenshot in target/example-web/page.png).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/node-example.sh"
. "$(dirname "${BASH_SOURCE[0]}")/wait-for.sh"
node_example web
cli="$root/bale-compiler/target/bale-cli.jar"
[ -f "$cli" ] || fail "no $cli (make cli-jar)"

java -jar "$cli" gen --lang ts --out src/gen schema/status.bale || fail "bale gen --lang ts failed"
# The example's one devDependency, esbuild, is ts/'s copy (node-example.sh), which does the
# bundling below.
install_offline esbuild
esbuild="$root/ts/node_modules/.bin/esbuild"
"$esbuild" src/page.ts --bundle --format=esm --target=es2022 --outfile=dist/page.js --log-level=warning ||
  fail "esbuild (page) failed"
"$esbuild" src/server.ts --bundle --platform=node --format=esm --packages=external --outfile=dist/server.js \
  --log-level=warning || fail "esbuild (server) failed"

PORT=0 node dist/server.js >"$work/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
url="$(wait_for "$work/server.log" 's/^listening on //p' "$server" 100)" || case $? in
  2) fail "the server exited: $(cat "$work/server.log")" ;;
  *) fail "the server did not start" ;;
esac
node "$root/tools/ci/example-web-check.mjs" "$url" "$root/ts/node_modules/playwright-core" "$work/page.png"
