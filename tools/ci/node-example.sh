# Sourced by the CI scripts that build one of examples/ as a user's Node project, offline, after
# tools/ci/npm-pack-test.sh packed the runtime.
#
# node_example NAME
#   Sets root, work (target/example-NAME, emptied) and tarball (the packed @bale-dev/runtime),
#   defines fail MESSAGE (prints "example-NAME: FAIL: MESSAGE" and exits 1), copies examples/NAME
#   to $work/NAME (so the checkout stays clean) and changes into the copy.
#
# install_offline PACKAGE...
#   Installs the runtime tarball into the copy, and for each other package the example names (in
#   dependencies or devDependencies) ts/'s copy: fails unless ts/ installed the same version, takes
#   it out of the copy's package.json and links ts/'s copy into node_modules after the install. An
#   offline npm cannot resolve a registry package again (`npm ci` in ts/ caches the tarballs but
#   not the registry's metadata); Node resolves a linked package's own dependencies from
#   ts/node_modules.
node_example() {
  example_name="$1"
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  work="$root/target/example-$example_name"
  fail() {
    echo "example-$example_name: FAIL: $*"
    exit 1
  }
  tarball="$(ls "$root"/target/npm-pack/bale-*.tgz 2>/dev/null | head -n 1)"
  [ -n "$tarball" ] || fail "no packed runtime in target/npm-pack (run tools/ci/npm-pack-test.sh first)"
  rm -rf "$work"
  mkdir -p "$work"
  cp -r "$root/examples/$example_name" "$work/$example_name"
  cd "$work/$example_name"
  rm -rf node_modules dist src/gen
}

install_offline() {
  node -e '
    const fs = require("fs");
    const [ts, ...names] = process.argv.slice(1);
    const p = JSON.parse(fs.readFileSync("package.json", "utf8"));
    for (const name of names) {
      const deps = [p.dependencies, p.devDependencies].find((d) => d && name in d);
      if (deps === undefined) throw new Error("package.json does not name " + name);
      const have = JSON.parse(fs.readFileSync(ts + "/" + name + "/package.json", "utf8")).version;
      if (deps[name] !== have) throw new Error("the example wants " + name + " " + deps[name] + ", ts/ has " + have);
      delete deps[name];
    }
    fs.writeFileSync("package.json", JSON.stringify(p, null, 2) + "\n");
  ' "$root/ts/node_modules" "$@" || fail "versions differ from ts/'s"
  npm install --offline --no-audit --no-fund --no-save --loglevel=error "$tarball" >"$work/install.log" 2>&1 ||
    fail "npm install of the tarball failed (see $work/install.log)"
  local name
  for name in "$@"; do
    mkdir -p "node_modules/$(dirname "$name")"
    ln -s "$root/ts/node_modules/$name" "node_modules/$name"
  done
}
