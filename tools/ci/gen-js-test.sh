#!/usr/bin/env bash
# `bale gen --lang ts` without a JDK (make ts-test): runs bale-gen-js's Node launcher with JAVA_HOME
# unset and no `java` on PATH, and requires
#   1. for every schema of goldens/goldens.txt, exactly the committed goldens/ts output, and
#   2. for every testdata/invalid/*.bale, exit status 1 and exactly the .expected diagnostics.
# Prints the compiled compiler's size, one run's wall time, and a summary line.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin="$root/bale-gen-js/bin/bale-gen.mjs"
js="$root/bale-gen-js/dist/bale-gen.js"
work="$root/target/gen-js"
[ -f "$js" ] || { echo "gen-js: FAIL: no $js (make gen-js)"; exit 1; }
rm -rf "$work"
mkdir -p "$work"

# PATH without any directory that has a java executable, and no JAVA_HOME.
. "$root/tools/ci/no-java.sh"
nojava="$(no_java_path)"
node="$(command -v node)"
run() { env -u JAVA_HOME PATH="$nojava" "$node" "$bin" "$@"; }
if env -u JAVA_HOME PATH="$nojava" bash -c 'command -v java' >/dev/null 2>&1; then
  echo "gen-js: FAIL: java is still on the filtered PATH"
  exit 1
fi

passed=0
failed=0
fail() {
  echo "not ok gen-js $1"
  failed=$((failed + 1))
}
start=$(date +%s%N)
while read -r schema options; do
  [[ -z "$schema" || "$schema" == \#* ]] && continue
  dir="${schema%.bale}"
  grpc=()
  [[ " $options " == *" grpc "* ]] && grpc=(--grpc)
  if run gen --lang ts "${grpc[@]}" --out "$work/ts/$dir" "$root/testdata/schemas/$schema" 2>"$work/err.txt" &&
    diff -r "$root/goldens/ts/$dir" "$work/ts/$dir" >"$work/diff.txt"; then
    passed=$((passed + 1))
  else
    fail "$schema: differs from goldens/ts/$dir: $(head -c 400 "$work/err.txt" "$work/diff.txt")"
  fi
  [ -z "${first_ms:-}" ] && first_ms=$((($(date +%s%N) - start) / 1000000))
done <"$root/goldens/goldens.txt"

for f in "$root"/testdata/invalid/*.bale; do
  name="$(basename "$f")"
  set +e
  (cd "$root/testdata/invalid" && run gen --lang ts --out "$work/invalid" "$name") >/dev/null 2>"$work/stderr.txt"
  status=$?
  set -e
  if [ $status -eq 1 ] && cmp -s "$work/stderr.txt" "${f%.bale}.expected"; then
    passed=$((passed + 1))
  else
    fail "$name: exit $status, diagnostics differ from ${name%.bale}.expected: $(head -c 300 "$work/stderr.txt")"
  fi
done

size=$(wc -c <"$js")
echo "gen-js: compiler as JavaScript $((size / 1024)) KiB, first run (media.bale) ${first_ms} ms, no JDK on PATH"
echo "gen-js: $passed passed, $failed failed"
[ $failed -eq 0 ] && [ $passed -gt 50 ]
