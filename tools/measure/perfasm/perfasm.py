#!/usr/bin/env python3
"""Maps perf's sampled addresses onto C2 methods printed as hex by -XX:CompileCommand=print.

Usage: perfasm.py JVM_OUTPUT IPS [TOP]
  JVM_OUTPUT  the JVM's stdout with "Compiled method (c2)" blocks (hex, no hsdis needed)
  IPS         one sampled instruction address per line (perf script -F ip)
Prints the share of all samples in each printed method (its last compilation wins where blocks
overlap in time; addresses are unique while a method is installed), the share on instructions that
follow a lock-prefixed one (G1's StoreLoad fence in a post-write barrier), and the TOP
instructions with the two before each. See perfasm.sh.
"""
import bisect
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "hexdis"))
import hexdis  # noqa: E402  (the hex blocks and objdump, shared with hexdis.py)


def blocks(path):
    lines = open(path, errors="replace").read().split("\n")
    out = []
    for i in hexdis.blocks(lines):
        name = re.sub(r"\s+", " ", lines[i][len("Compiled method (c2)"):]).strip()
        base, code, _ = hexdis.read_block(lines, i, strict=False)
        if base is not None:
            out.append((base, base + len(code), name, code))
    return sorted(out)


def disassemble(block):
    base, _, _, code = block
    ins = []
    for ln in hexdis.objdump(base, code).split("\n"):
        m = re.match(r"\s*([0-9a-f]+):\s+(?:[0-9a-f]{2} )+\s*(.*)", ln)
        if m:
            ins.append((int(m.group(1), 16), m.group(2).strip()))
    return ins


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    bs = blocks(sys.argv[1])
    top = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    starts = [b[0] for b in bs]
    ips = [int(x, 16) for x in open(sys.argv[2]).read().split()]
    per_ip, per_block = {}, {}
    for ip in ips:
        k = bisect.bisect_right(starts, ip) - 1
        if k >= 0 and ip < bs[k][1]:
            per_ip[ip] = per_ip.get(ip, 0) + 1
            per_block[k] = per_block.get(k, 0) + 1
    total = len(ips) or 1
    print("samples %d, in the printed methods %.1f%%" % (len(ips), 100 * sum(per_block.values()) / total))
    for k, n in sorted(per_block.items(), key=lambda x: -x[1])[:10]:
        print("  %5.1f%%  %s" % (100 * n / total, bs[k][2][:100]))
    where = {}
    for k in per_block:
        ins = disassemble(bs[k])
        for j, (a, text) in enumerate(ins):
            where[a] = (k, text, [t for _, t in ins[max(0, j - 2):j]])
    fence = sum(n for ip, n in per_ip.items() if ip in where and where[ip][2] and where[ip][2][-1].startswith("lock"))
    print("on the instruction after a lock-prefixed one (a fence): %.1f%%" % (100 * fence / total))
    for ip, n in sorted(per_ip.items(), key=lambda x: -x[1])[:top]:
        k, text, prev = where.get(ip, (None, "?", []))
        print("%6.2f%%  %x  %-34s  after: %-58s  %s" % (
            100 * n / total, ip, text[:34], " ; ".join(prev)[:58],
            bs[k][2].split(" ")[-3] if k is not None else ""))


if __name__ == "__main__":
    main()
