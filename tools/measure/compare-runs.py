#!/usr/bin/env python3
"""Row-by-row ratios of two committed JVM suite runs (bench-results/*/jmh.json).

Usage: tools/measure/compare-runs.py RUN_A RUN_B [--all]

For every benchmark row present in both runs (benchmark method and parameters) it prints B's score
divided by A's, for Bale's rows (codec or partial-read case named bale*, and the BulkIntBench /
BufferBench rows whose method names Bale) and, as the noise control, for every peer row: the
peers' code did not change between two runs of this repository, so the spread of their ratios is
the run-to-run noise of the machine, against which Bale's ratios are read. Scores are JMH's
(ops/s); a ratio above 1 means B is faster. --all lists every row, not only the summary and Bale's
rows outside the peers' 10th-90th percentile band.

Use it for "the suite within noise of the previous committed run" (issue 17): both runs must be
full runs (`make bench`) on the same machine.
"""
import json
import statistics
import sys


def rows(run):
    with open(run + "/jmh.json") as f:
        data = json.load(f)
    out = {}
    for b in data:
        params = b.get("params") or {}
        key = b["benchmark"].split(".suite.")[-1] + " " + " ".join(
            f"{k}={v}" for k, v in sorted(params.items()))
        out[key] = b["primaryMetric"]["score"]
    return out


def is_bale(key):
    method, _, params = key.partition(" ")
    if "=" in params:
        case = params.split("=", 1)[1]
        codec = case.split("/")[-1]
        return codec.startswith("bale")
    name = method.split(".")[-1]
    return name.startswith("bale") or method.startswith("BufferBench")


def pct(values, q):
    s = sorted(values)
    i = min(len(s) - 1, max(0, round(q * (len(s) - 1))))
    return s[i]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        print(__doc__)
        sys.exit(2)
    every = "--all" in sys.argv
    a, b = rows(args[0]), rows(args[1])
    common = sorted(set(a) & set(b))
    bale = {k: b[k] / a[k] for k in common if is_bale(k) and a[k] > 0}
    peers = {k: b[k] / a[k] for k in common if not is_bale(k) and a[k] > 0}
    lo, hi = pct(peers.values(), 0.1), pct(peers.values(), 0.9)
    print(f"A = {args[0]}, B = {args[1]}: {len(common)} rows in both "
          f"({len(set(a) ^ set(b))} in one run only)")
    for name, r in (("peers (noise control)", peers), ("bale", bale)):
        v = list(r.values())
        print(f"{name:22} rows {len(v):4}  median B/A {statistics.median(v):.3f}  "
              f"p10 {pct(v, 0.1):.3f}  p90 {pct(v, 0.9):.3f}  min {min(v):.3f}  max {max(v):.3f}")
    outside = {k: r for k, r in bale.items() if r < lo or r > hi}
    print(f"bale rows outside the peers' p10-p90 band [{lo:.3f}, {hi:.3f}]: {len(outside)}")
    for k, r in sorted(bale.items() if every else outside.items(), key=lambda kv: kv[1]):
        print(f"  {r:6.3f}  {k}")
    if every:
        for k, r in sorted(peers.items(), key=lambda kv: kv[1]):
            print(f"  {r:6.3f}  (peer) {k}")


if __name__ == "__main__":
    main()
