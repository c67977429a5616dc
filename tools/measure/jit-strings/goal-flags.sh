#!/bin/sh
# usage: goal-flags.sh JAR SET TAG [JVM flags...]  -> one GoalAb pair (bale vs protobuf encode),
# one JVM with the flags given. BALE_ROOT: the repository holding the data (default /work/main).
JAR=$1; SET=$2; TAG=$3; shift 3
L=$(cut -d' ' -f1 /proc/loadavg)
OUT=$(nice -n 10 java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-opens java.base/java.lang=ALL-UNNAMED "$@" -Dbale.root="${BALE_ROOT:-/work/main}" -cp "$JAR" dev.bale.benchmarks.suite.GoalAb "$SET" encode protobuf 2>&1 | grep 'JVM')
echo "$(date -u +%H:%M:%S) load $L [$TAG] $OUT"
