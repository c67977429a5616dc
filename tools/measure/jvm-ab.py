#!/usr/bin/env python3
"""Side-by-side A/B of two benchmark jars on CodecBench cases (JVM).

Usage: tools/measure/jvm-ab.py ROUNDS CASES OPS JAR_A JAR_B
  CASES  comma-separated dataSet/codec, e.g. canada/bale,citm/bale
  OPS    encode, decode or encode,decode; or partial (PartialReadBench.read, CASES then name its
         `partial` parameter, e.g. media.1/bale-flat-view)

Each round runs, for every case and op, one JMH fork of A and one of B back to back (the order
alternates between rounds), 3 x 0.5 s warm-up and 8 x 0.5 s measurement per fork. It prints, per
case and op, B's ops/s divided by A's: the ratio of the best iterations, of the 75th percentiles
and of the medians over all forks. Ratios, not absolute figures: on a shared machine only
measurements taken side by side compare. Needs the jars built with `make bench-jar` (copy
bale-benchmarks/target/benchmarks.jar aside before rebuilding) and ../shared/data. Each jar reads
the schemas of this checkout (testdata/schemas), unless JVM_AB_ROOT_A / JVM_AB_ROOT_B name the
checkout a jar was built from (needed when a schema changed between the two).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile


def run(jar, case, op, root):
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = f.name
    cmd = [
        "nice", "-n", "-5", "java", "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED",
        "-Djmh.ignoreLock=true", "-Dbale.root=" + root, "-jar", jar,
        *(["dev.bale.benchmarks.suite.PartialReadBench.read$", "-p", "partial=" + case]
          if op == "partial" else
          ["dev.bale.benchmarks.suite.CodecBench." + op + "$", "-p", "kase=" + case]),
        "-f", "1", "-wi", "3", "-w", "500ms", "-i", "8", "-r", "500ms", "-rf", "json", "-rff", out,
    ]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(out) as f:
        data = json.load(f)
    os.unlink(out)
    return [x for fork in data[0]["primaryMetric"]["rawData"] for x in fork]


def pct(xs, q):
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    rounds, cases, ops, jar_a, jar_b = int(sys.argv[1]), sys.argv[2].split(","), sys.argv[3].split(","), sys.argv[4], sys.argv[5]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    res = {}
    for r in range(rounds):
        for case in cases:
            for op in ops:
                pair = [("a", jar_a), ("b", jar_b)]
                if r % 2:
                    pair.reverse()
                for k, jar in pair:
                    jar_root = os.environ.get("JVM_AB_ROOT_" + k.upper(), root)
                    res.setdefault((case, op, k), []).extend(run(jar, case, op, jar_root))
        print("round", r + 1, "done", file=sys.stderr)
    print("%-28s %8s %8s %8s %14s %14s" % ("case op", "best", "p75", "median", "A median", "B median"))
    for case in cases:
        for op in ops:
            a, b = res[(case, op, "a")], res[(case, op, "b")]
            print("%-28s %8.3f %8.3f %8.3f %14.1f %14.1f" % (
                case + " " + op, max(b) / max(a), pct(b, 0.75) / pct(a, 0.75),
                statistics.median(b) / statistics.median(a), statistics.median(a), statistics.median(b)))


if __name__ == "__main__":
    main()
