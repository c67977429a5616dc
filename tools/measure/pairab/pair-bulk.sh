#!/bin/sh
# pair.sh for BulkIntBench rows (thread CPU time, both jars in one JVM, both load orders).
# Usage: tools/measure/pairab/pair-bulk.sh JAR_A JAR_B ROW [ROW_B]
# ROW is a BulkIntBench method (baleVarint, arraycopy, dataInputStream, ...); with ROW_B, side B
# runs ROW_B from JAR_B (e.g. the same jar twice, baleVarint against arraycopy: the ratio of two
# rows by CPU time). Read new/old as sqrt(ab_ratio / ba_ratio), as in pair.sh.
set -e
A=$1; B=$2; ROW=$3; ROW_B=${4:-$3}
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
T=$(mktemp -d)
javac -cp "$A" -d "$T/runner" "$ROOT/tools/measure/pairab/bulk/Runner.java"
javac -d "$T/main" "$ROOT/tools/measure/pairab/PairAb.java"
for order in ab ba; do
  if [ $order = ab ]; then X=$A; Y=$B; XR=$ROW; YR=$ROW_B; else X=$B; Y=$A; XR=$ROW_B; YR=$ROW; fi
  echo -n "$order "
  # PairAb's CASE_B is the second side's row; for the ba order the rows swap with the jars.
  nice -n 5 java -Dpairab.runner="$T/runner/" -cp "$T/main" PairAb "$X" "$Y" "$XR" decode 20 "$YR"
done
rm -rf "$T"
