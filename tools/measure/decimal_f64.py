#!/usr/bin/env python3
# Issue 15 item 7 (measure first): f64 values as binary64 vs a decimal form (svarint mantissa +
# zigzag exponent byte), raw and gzip -9, over the floats of JSON files. Usage:
#   python3 tools/measure/decimal_f64.py ../shared/data/nativejson-benchmark/canada.json
# See docs/design/decimal-f64.md for the figures and the decision.
import json, gzip, struct, sys, re
from decimal import Decimal
def floats(v, out):
    if isinstance(v, float): out.append(v)
    elif isinstance(v, list):
        for x in v: floats(x, out)
    elif isinstance(v, dict):
        for x in v.values(): floats(x, out)
def uvar(n):
    b=bytearray()
    while True:
        x=n&0x7f; n>>=7
        if n: b.append(x|0x80)
        else: b.append(x); return bytes(b)
def zz(n): return (n<<1) if n>=0 else ((-n)<<1)-1
def dec(x):
    # shortest round-trip decimal: x = m * 10^e
    d=Decimal(repr(x)); t=d.as_tuple()
    m=int(''.join(map(str,t.digits)))*(-1 if t.sign else 1); e=t.exponent
    if not (-20<=e<=20) or abs(m) >= 1<<53: return None
    return uvar(zz(m))+bytes([zz(e)])
for f in sys.argv[1:]:
    txt=open(f).read()
    txt=re.sub(r'(?m)^\s*//.*$','',txt)
    v=json.loads(txt); fl=[]; floats(v,fl)
    if not fl: print(f, "no floats"); continue
    b64=b''.join(struct.pack('<d',x) for x in fl)
    d=[dec(x) for x in fl]; ok=[x for x in d if x is not None]
    ds=b''.join(x if x is not None else b'\xff'+struct.pack('<d',fl[i]) for i,x in enumerate(d))
    print(f"{f.split('/')[-1]}: {len(fl):,} floats; binary64 {len(b64):,} B (gzip {len(gzip.compress(b64,9)):,}); decimal {len(ds):,} B (gzip {len(gzip.compress(ds,9)):,}); {len(ok)/len(fl):.1%} fit a decimal form (|m| < 2^53, |e| <= 20)")

if __name__ == "__main__" and len(sys.argv) == 2 and sys.argv[1].endswith("canada.json"):
    txt=open(sys.argv[1]).read(); v=json.loads(txt); fl=[]; floats(v,fl)
    for digits in (6, 4):
        r=[round(x, digits) for x in fl]
        b64=b''.join(struct.pack('<d',x) for x in r)
        ds=b''.join(dec(x) for x in r)
        print(f"canada rounded to {digits} decimals (synthetic): binary64 {len(b64):,} B (gzip {len(gzip.compress(b64,9)):,}); decimal {len(ds):,} B (gzip {len(gzip.compress(ds,9)):,})")
