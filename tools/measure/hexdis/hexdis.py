#!/usr/bin/env python3
"""Disassembles one C2-compiled method from HotSpot's hex `PrintAssembly` output (JVM).

HotSpot 17 prints machine code as hex words when no usable disassembler plugin is loaded (the
Debian package libhsdis0-fcml exports only the pre-JDK-9 `decode_instructions` entry point, which
JDK 17 does not call). This reads that hex back into bytes and runs `objdump` over them (Intel
syntax), keeping HotSpot's comments (`implicit exception`, `runtime_call`, oops) beside the
instruction they annotate.

Usage:
  java -XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=print,CLASS::METHOD ... > out.txt
  tools/measure/hexdis/hexdis.py out.txt [N]

N picks the N-th "Compiled method (c2)" block of the file (1-based; default: the last one, the
method's final compilation). Prints the blob from its entry point to its stub code; the hot path
usually runs from `[Verified Entry Point]` to the first `ret` (uncommon traps are laid out after).
"""
import re
import subprocess
import sys
import tempfile


def blocks(lines):
    return [i for i, ln in enumerate(lines) if ln.startswith("Compiled method (c2)")]


def read_block(lines, start, strict=True):
    """The machine code of the "Compiled method" block whose header is lines[start]: (base address,
    bytes, {address: [HotSpot comments]}), up to its stub code. A gap in the hex ends the code
    (strict: an error)."""
    code = bytearray()
    base = None
    notes = {}
    for ln in lines[start + 1 :]:
        if ln.startswith("[Exception Handler]") or ln.startswith("[Stub Code]"):
            break
        if ln.startswith("Compiled method"):
            break
        m = re.match(r"\s+0x([0-9a-f]+): (.*)", ln)
        if not m:
            continue
        addr = int(m.group(1), 16)
        rest = m.group(2)
        if rest.startswith(";"):
            notes.setdefault(addr, []).append(rest.strip())
            continue
        words = rest.replace("|", "").replace(" ", "")
        if not re.fullmatch(r"[0-9a-f]+", words):
            continue
        if base is None:
            base = addr
        if addr != base + len(code):
            if strict:
                sys.exit("gap in the hex at %#x" % addr)
            break
        code += bytes.fromhex(words)
    return base, bytes(code), notes


def objdump(base, code):
    """objdump's Intel-syntax disassembly of code loaded at base."""
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        f.write(code)
        f.flush()
        return subprocess.run(
            ["objdump", "-D", "-b", "binary", "-mi386:x86-64", "-Mintel",
             "--adjust-vma=%#x" % base, f.name],
            capture_output=True, text=True, check=True).stdout


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    lines = open(sys.argv[1]).read().split("\n")
    starts = blocks(lines)
    if not starts:
        sys.exit("no 'Compiled method (c2)' block in " + sys.argv[1])
    start = starts[int(sys.argv[2]) - 1] if len(sys.argv) > 2 else starts[-1]
    print(lines[start])
    base, code, notes = read_block(lines, start)
    out = objdump(base, code)
    for ln in out.split("\n"):
        m = re.match(r"\s*([0-9a-f]+):", ln)
        if m:
            for n in notes.get(int(m.group(1), 16), []):
                print("        " + n)
        print(ln)


if __name__ == "__main__":
    main()
