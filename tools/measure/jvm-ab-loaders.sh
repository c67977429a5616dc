#!/bin/bash
# Side-by-side A/B of two benchmark jars in one JVM (tools/measure/JarAb.java), for a busy machine.
# Usage: tools/measure/jvm-ab-loaders.sh CASE OP JAR_A JAR_B [PAIRS]
#   e.g. tools/measure/jvm-ab-loaders.sh price.large/bale-flat encode a.jar b.jar 2
# Each pair is two JVMs, one loading A first and one loading B first (the jar loaded first reads a
# few per cent faster); prints B's speed over A's in each JVM and their geometric mean.
set -e
CASE=$1; OP=$2; A=$3; B=$4; N=${5:-1}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
run() {
  nice -n 10 java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED -Dbale.root="$ROOT" \
    "$ROOT/tools/measure/JarAb.java" "$1" "$2" "$CASE" "$OP" 30 | sed -E 's/.*speed = ([0-9.]+) .*/\1/'
}
out=""
for i in $(seq 1 "$N"); do
  x=$(run "$A" "$B"); y=$(run "$B" "$A")
  out="$out $x $(python3 -c "print(1/$y)")"
done
python3 -c "
import math
v=[float(t) for t in '$out'.split()]
print('%-24s %s B/A: %s  geomean %.3f' % ('$CASE', '$OP', ' '.join('%.3f' % x for x in v), math.exp(sum(map(math.log, v)) / len(v))))"
