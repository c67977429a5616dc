#!/bin/sh
# audit.sh JAR OP CASE... : one JVM per case running Audit (SECS, default 8 s) with
# -XX:+LogCompilation into $OUT/CASE-OP.log (OUT defaults to /tmp/inl49-audit), then inl.py's list of
# the call sites C2 did not inline in the Bale and generated methods (docs/benchmarks-log.md, "C2 inlining
# failures on the compact hot paths").
set -e
JAR=$1; OP=$2; shift 2
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
OUT=${OUT:-/tmp/inl49-audit}
mkdir -p "$OUT/cls"
javac -cp "$JAR" -d "$OUT/cls" "$ROOT/tools/measure/inl49/Audit.java"
for c in "$@"; do
  f="$OUT/$(echo "$c" | tr / _)-$OP.log"
  nice -n 5 java --add-exports java.base/jdk.internal.misc=ALL-UNNAMED \
    --add-opens java.base/java.lang=ALL-UNNAMED -Dbale.root=/work/main \
    -XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile="$f" \
    -cp "$JAR:$OUT/cls" Audit "$c" "$OP" ${SECS:-8} > /dev/null
  echo "== $c $OP"
  python3 "$ROOT/tools/measure/inl49/inl.py" "$f"
done
