#!/bin/sh
# audit.sh JAR OP CASE... : one JVM per case running Audit (8 s) with PrintCompilation and
# PrintInlining; the log to $OUT/CASE-OP.log (OUT defaults to /tmp/inl49-audit), then the
# summary of non-inlined Bale callees by inl.py.
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
