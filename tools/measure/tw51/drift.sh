#!/bin/sh
# drift.sh JAR SET OP PEER SECONDS [BATCH_MS [BLOCK]]: Drift (one JVM, the pair's ratio and both
# sides' ns/op over SECONDS after the warm-up, beside two probes of the machine's speed).
set -e
JAR=$1; shift
D=$(cd "$(dirname "$0")" && pwd)
T=${TMPDIR:-/tmp}/tw51-drift
mkdir -p "$T"
javac -nowarn -cp "$JAR" -d "$T" "$D/Drift.java"
nice -n 5 java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED \
  --add-opens java.base/java.lang=ALL-UNNAMED -Dbale.root=/work/main ${JFLAGS:-} \
  -cp "$JAR:$T" dev.bale.benchmarks.suite.Drift "$@"
