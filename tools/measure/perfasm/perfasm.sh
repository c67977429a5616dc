#!/usr/bin/env bash
# Where a JVM loop spends its time, by instruction of C2's code, without hsdis: the JVM prints the
# compiled methods it is told to as hex (-XX:CompileCommand=print,...), `perf record` samples the
# running process, and perfasm.py maps the sampled addresses onto objdump's disassembly of those
# methods. JFR charges a sample to the nearest debug-info point (often a neighbouring line); this
# names the instruction, e.g. the one after G1's StoreLoad fence.
#
# Usage: tools/measure/perfasm/perfasm.sh OUT java [JVM options] MAIN [args]
#   OUT      prefix of the files written (OUT.txt: the JVM's output; OUT.ips: sampled addresses)
#   the rest the command to run: a loop that runs for at least WARM + REC seconds.
# Environment: WARM (seconds before sampling, default 8), REC (seconds sampled, default 7),
#   PRINT (CompileCommand patterns, comma-separated, default "dev.bale.*::*,media.*::*"),
#   TOP (instructions listed, default 30).
# Needs perf (perf_event_paranoid <= 2 for a process of one's own) and objdump.
set -euo pipefail
out=$1
shift
warm=${WARM:-8}
rec=${REC:-7}
print=${PRINT:-dev.bale.*::*,media.*::*}
java=$1
shift
opts=(-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=quiet)
IFS=, read -ra pats <<<"$print"
for p in "${pats[@]}"; do opts+=("-XX:CompileCommand=print,$p"); done
"$java" "${opts[@]}" "$@" >"$out.txt" 2>&1 &
pid=$!
sleep "$warm"
perf record -q -F 9999 -p "$pid" -o "$out.data" -- sleep "$rec" >/dev/null 2>&1
wait "$pid" || true
perf script -i "$out.data" -F ip 2>/dev/null >"$out.ips"
python3 "$(dirname "$0")/perfasm.py" "$out.txt" "$out.ips" "${TOP:-30}"
