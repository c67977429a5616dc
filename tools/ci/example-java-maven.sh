#!/usr/bin/env bash
# Builds examples/java-maven as a user's project would be built: its pom declares only
# bale-maven-plugin and bale-runtime, and Maven runs offline (-o) against the local repository that
# `mvn install` of this checkout just filled (make test installs before running this). Checks that
#   1. generation happened (target/generated-sources/bale) and the generated code compiled,
#   2. the example's main class encodes and decodes an order with the generated code,
#   3. a second build with unchanged schemas skips generation,
#   4. a schema error fails the build with file:line:col.
# Prints one summary line; the Maven logs go to target/example-java-maven/.
# Usage: tools/ci/example-java-maven.sh [extra Maven flags, e.g. -Dmaven.repo.local=...]
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/maven-example.sh"
maven_example java-maven -o "$@"

(cd "$work" && "$mvn" "${flags[@]}" package) >"$logs/build.log" 2>&1 ||
  fail "the build failed (see $logs/build.log)"
[ -f "$work/target/generated-sources/bale/shop/orders/Order.java" ] ||
  fail "no generated Order.java (the generate goal did not run)"
[ -f "$work/target/classes/shop/orders/Order.class" ] && [ -f "$work/target/classes/example/Main.class" ] ||
  fail "the generated code or the example was not compiled"

repo="$(printf '%s\n' "$@" | sed -n 's/^-Dmaven\.repo\.local=//p' | tail -n 1)"
repo="${repo:-$HOME/.m2/repository}"
runtime="$repo/dev/bale/bale-runtime/$version/bale-runtime-$version.jar"
out="$(java -cp "$work/target/classes:$runtime" example.Main)" || fail "example.Main failed: $out"
[[ "$out" == "round trip ok: A-1001, "*" bytes" ]] || fail "unexpected output: $out"

(cd "$work" && "$mvn" "${flags[@]}" package) >"$logs/rebuild.log" 2>&1 ||
  fail "the second build failed (see $logs/rebuild.log)"
grep -q "Bale sources are up to date" "$logs/rebuild.log" ||
  fail "the second build did not skip generation (see $logs/rebuild.log)"

printf 'package shop.orders;\n\nmessage Order {\n  strin id = 1;\n}\n' >"$work/src/main/bale/orders.bale"
if (cd "$work" && "$mvn" "${flags[@]}" package) >"$logs/bad-schema.log" 2>&1; then
  fail "a build with a schema error succeeded (see $logs/bad-schema.log)"
fi
grep -q "\[ERROR\] $work/src/main/bale/orders.bale:4:3: error: " "$logs/bad-schema.log" ||
  fail "the schema error was not reported as file:line:col (see $logs/bad-schema.log)"

echo "example-java-maven: ok (offline build, generated + compiled, '$out', up-to-date skip, schema error at orders.bale:4:3)"
