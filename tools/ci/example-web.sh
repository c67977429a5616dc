#!/usr/bin/env bash
# Builds and runs examples/web as a user would (make ts-test, after tools/ci/npm-pack-test.sh):
# generates TypeScript with the CLI jar, installs the packed runtime tarball offline, bundles the
# page and the server with esbuild, starts the server on a free 127.0.0.1 port and checks the page
# in headless Chromium (tools/ci/example-web-check.mjs; screenshot in target/example-web/page.png).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/tools/ci/wait-for.sh"
work="$root/target/example-web"
cli="$root/bale-compiler/target/bale-cli.jar"
fail() {
  echo "example-web: FAIL: $*"
  exit 1
}
tarball="$(ls "$root"/target/npm-pack/bale-*.tgz 2>/dev/null | head -n 1)"
[ -n "$tarball" ] || fail "no packed runtime in target/npm-pack (run tools/ci/npm-pack-test.sh first)"
[ -f "$cli" ] || fail "no $cli (make cli-jar)"
rm -rf "$work"
mkdir -p "$work"
cp -r "$root/examples/web" "$work/web"
cd "$work/web"
rm -rf node_modules dist src/gen

java -jar "$cli" gen --lang ts --out src/gen schema/status.bale || fail "bale gen --lang ts failed"
# The example's one devDependency, esbuild, is the version ts/ installs from its lock (checked
# here), and that copy does the bundling below. An offline npm cannot resolve it again: `npm ci`
# in ts/ caches the tarballs but not the registry's metadata, so on a fresh machine the copy's
# install would fail. The copy therefore installs only the runtime tarball.
node -e '
  const fs = require("fs");
  const p = JSON.parse(fs.readFileSync("package.json", "utf8"));
  const want = JSON.parse(fs.readFileSync(process.argv[1], "utf8")).version;
  if (p.devDependencies.esbuild !== want) {
    console.error("examples/web wants esbuild " + p.devDependencies.esbuild + ", ts/ has " + want);
    process.exit(1);
  }
  delete p.devDependencies;
  fs.writeFileSync("package.json", JSON.stringify(p, null, 2) + "\n");
' "$root/ts/node_modules/esbuild/package.json" || fail "esbuild versions differ"
# The tarball instead of the file: dependency in package.json (which expects ts/bale-dev-runtime-0.0.0.tgz).
npm install --offline --no-audit --no-fund --no-save --loglevel=error "$tarball" >"$work/install.log" 2>&1 ||
  fail "npm install of the tarball failed (see $work/install.log)"
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
