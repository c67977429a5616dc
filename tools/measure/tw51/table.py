#!/usr/bin/env python3
"""table.py OUT|FILE.json...: per JVM (runs.sh's OUT directories: jvmI.json and jars.txt; or GoalAb
JSON files, e.g. a record's goals-ab/SET--OP--PEER--jvmN.json), the jar, the load at start, Bale's
and the peer's ns/op and the ratio (median of rounds), sorted by the ratio; then per jar the median
and range of each column, the correlation of log ratio with log ns/op of each side and with the
JVM's speed level (the geometric mean of the two sides' ns/op), and the slope of log Bale ns/op on
log peer ns/op (above 1: Bale slows more than the peer from JVM to JVM)."""
import json, os, sys, statistics as st, math

rows = []


def add(path, label, jar, load):
    o = json.load(open(path))
    rows.append((label, jar, load, o['baleNsPerOp'], o['peerNsPerOp'], o['median'], o['q1'], o['q3']))


for out in sys.argv[1:]:
    if out.endswith('.json'):
        parts = out.split('/')
        add(out, '/'.join(parts[-3:-2] + [parts[-1].split('--')[-1][:-5]]), parts[-3] if len(parts) > 2 else '?',
            str(round(json.load(open(out)).get('loadAverage', 0), 1)))
        continue
    jars = {}
    if os.path.exists(os.path.join(out, 'jars.txt')):
        for l in open(os.path.join(out, 'jars.txt')):
            f = l.split()
            jars[f[0]] = (f[1], f[3] if len(f) > 3 else '?')
    for name in sorted(os.listdir(out)):
        if name.endswith('.json'):
            jar, load = jars.get(name[:-5], ('?', '?'))
            add(os.path.join(out, name), os.path.basename(out.rstrip('/')) + '/' + name[:-5], jar, load)


def corr(x, y):
    if len(x) < 3:
        return float('nan')
    mx, my = st.mean(x), st.mean(y)
    sx = math.sqrt(sum((a - mx) ** 2 for a in x))
    sy = math.sqrt(sum((b - my) ** 2 for b in y))
    return sum((a - mx) * (b - my) for a, b in zip(x, y)) / (sx * sy) if sx and sy else float('nan')


print(f"{'jvm':34s} {'jar':22s} {'load':>5s} {'bale ns/op':>11s} {'peer ns/op':>11s} {'ratio':>6s} (IQR)")
for r in sorted(rows, key=lambda r: r[5]):
    print(f"{r[0]:34s} {r[1]:22s} {r[2]:>5s} {r[3]:11.1f} {r[4]:11.1f} {r[5]:6.3f} ({r[6]:.3f}-{r[7]:.3f})")
groups = {}
for r in rows:
    groups.setdefault(r[1] if len(set(x[1] for x in rows)) < len(rows) / 2 else 'all', []).append(r)
if len(groups) > 1:
    groups['all'] = rows
for jar, s in groups.items():
    b = [math.log(r[3]) for r in s]; p = [math.log(r[4]) for r in s]; q = [math.log(r[5]) for r in s]
    lvl = [(x + y) / 2 for x, y in zip(b, p)]
    mb, mp = st.mean(b), st.mean(p)
    slope = sum((x - mb) * (y - mp) for x, y in zip(b, p)) / sum((y - mp) ** 2 for y in p) if len(s) > 1 else float('nan')
    print(f"{jar}: {len(s)} JVMs; bale {st.median(r[3] for r in s):.1f} ({min(r[3] for r in s):.1f}-{max(r[3] for r in s):.1f}); "
          f"peer {st.median(r[4] for r in s):.1f} ({min(r[4] for r in s):.1f}-{max(r[4] for r in s):.1f}); "
          f"ratio median {st.median(r[5] for r in s):.3f} ({min(r[5] for r in s):.3f}-{max(r[5] for r in s):.3f}); "
          f"corr(log ratio: log bale {corr(q, b):+.2f}, log peer {corr(q, p):+.2f}, level {corr(q, lvl):+.2f}); "
          f"slope log bale on log peer {slope:.2f}")
