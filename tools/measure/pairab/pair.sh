#!/bin/sh
# Both jars in one JVM, batches alternated, each timed by the thread's CPU time (a loaded machine
# moves wall-clock A/Bs by +-50 %; CPU time much less). Each case runs twice, in both load orders:
# the copy loaded second can run a few per cent slower (JIT order), so read the geometric mean of
# B/A and 1/(A/B). Usage: tools/measure/pairab/pair.sh JAR_A JAR_B OP CASE...
# (the jars from `make bench-jar`; OP encode or decode; CASE e.g. media.1/bale). OP partial times
# PartialReadBench.read instead (partial/Runner.java), CASE a `partial=` value such as
# price.small/bale-flat-view. OP json-baleRead (or json-baleWrite, json-jacksonRead,
# json-jacksonWrite) times that JsonBridgeBench method (json/Runner.java), CASE a set: twitter,
# citm, canada or repos.
set -e
A=$1; B=$2; OP=$3; shift 3
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
T=$(mktemp -d)
RUNNER="$ROOT/tools/measure/pairab/Runner.java"
if [ "$OP" = partial ]; then RUNNER="$ROOT/tools/measure/pairab/partial/Runner.java"; fi
case "$OP" in json-*) RUNNER="$ROOT/tools/measure/pairab/json/Runner.java" ;; esac
javac -cp "$A" -d "$T/runner" "$RUNNER"
javac -d "$T/main" "$ROOT/tools/measure/pairab/PairAb.java"
for c in "$@"; do
  for order in ab ba; do
    if [ $order = ab ]; then X=$A; Y=$B; else X=$B; Y=$A; fi
    echo -n "$order "
    nice -n 5 java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED \
      --add-opens java.base/java.lang=ALL-UNNAMED -Dbale.root="$ROOT" -Dpairab.runner="$T/runner/" \
      -cp "$T/main" PairAb "$X" "$Y" "$c" "$OP" 40
  done
done
rm -rf "$T"
