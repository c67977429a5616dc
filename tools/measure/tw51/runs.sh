#!/bin/sh
# runs.sh OUT N SET OP PEER JAR [JAR2]: N JVMs of GoalAb's single-pair form (SET OP PEER, 16 rounds
# of ~20 ms after 3000 ms, GoalAb's defaults; ROUNDS/BATCH/WARM override), the jars alternated when
# two are given (JVM i runs JAR when i is odd, JAR2 when even), each JVM with -XX:+LogCompilation
# into OUT/jvmI.log (LOG=0: none) and its JSON in OUT/jvmI.json. JFLAGS adds JVM options. Then
# table.py prints each JVM's Bale and peer ns/op and their ratio (docs/benchmarks-log.md, the tw51
# section). Run from anywhere; the data sets are read from /work/main (bale.root).
set -e
OUT=$1; N=$2; SET=$3; OP=$4; PEER=$5; J1=$6; J2=${7:-$6}
D=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT"
i=1
while [ $i -le "$N" ]; do
  if [ $((i % 2)) -eq 1 ]; then J=$J1; else J=$J2; fi
  LF=""
  if [ "${LOG:-1}" = 1 ]; then
    LF="-XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=$OUT/jvm$i.log"
  fi
  echo "jvm$i $(basename "$J") load $(cut -d' ' -f1 /proc/loadavg)" >> "$OUT/jars.txt"
  # shellcheck disable=SC2086
  nice -n 5 java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED \
    --add-opens java.base/java.lang=ALL-UNNAMED -Dbale.root=/work/main $LF ${JFLAGS:-} \
    -cp "$J" dev.bale.benchmarks.suite.GoalAb "$SET" "$OP" "$PEER" \
    "${ROUNDS:-16}" "${BATCH:-20}" "${WARM:-3000}" "$OUT/jvm$i.json" "$i" | sed "s/^/jvm$i /"
  i=$((i + 1))
done
python3 "$D/table.py" "$OUT"
