#!/usr/bin/env python3
"""Writes testdata/vectors/intlists.json and testdata/corrupt/intlists.json: list<i32>/list<u32>
vectors and corrupt cases computed here from FORMAT.md §1.3 alone (an implementation independent
of the Java and TypeScript runtimes), for instrument.IntBlock { list<i32> varint = 1; ... }.
Run from the repository root: python3 tools/intlist-vectors/make.py, then fill in flatHex with
VectorGenerator (VECTORS.md) and review the diff."""
import json
import sys

def uvarint(v):
    out = []
    while v >= 0x80:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)
    return out

def zigzag(n):
    return ((n << 1) ^ (n >> 31)) & 0xFFFFFFFF

def nbytes(z):
    return 1 if z < 1 << 8 else 2 if z < 1 << 16 else 3 if z < 1 << 24 else 4

def varints(zs):
    out = []
    for z in zs:
        out += uvarint(z)
    return out

def block(zs):
    tags, data = [], []
    for g in range(0, len(zs), 4):
        t = 0
        for j, z in enumerate(zs[g:g + 4]):
            n = nbytes(z)
            t |= (n - 1) << (2 * j)
            data += [(z >> (8 * k)) & 0xFF for k in range(n)]
        tags.append(t)
    return tags, data

def elements(values):
    """count, layout byte and elements as a writer lays them out; which layout was chosen."""
    zs = [zigzag(v) for v in values]
    out = uvarint(len(zs))
    if len(zs) < 64:
        return out + varints(zs), "none"
    v = varints(zs)
    tags, data = block(zs)
    if len(tags) + len(data) < len(v):
        return out + [1] + tags + data, "block"
    return out + [0] + v, "varint"

def root(body):
    """No string table (00), then an IntBlock message without flags: header = len << 2. A vector's
    body ends with field 2 (`fixed`, empty: count 00); corrupt bodies stop after field 1."""
    return [0] + uvarint(len(body) << 2) + body

def hx(b):
    return " ".join("%02x" % x for x in b)

def spread(n, seed):
    vals, x = [], seed
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & (2**64 - 1)
        r = (x >> 32) & 0xFFFFFFFF
        r = r - (1 << 32) if r >= 1 << 31 else r
        vals.append(r >> ((x >> 8) % 32))
    return vals

OPTS = {"dedupStrings": True, "dedupMessages": False, "frame": False}

def vector(name, values, note):
    body, layout = elements(values)
    return {"name": "intlists." + name, "schema": "instrument.bale", "type": "instrument.IntBlock",
            "value": {"varint": values}, "options": OPTS, "hex": hx(root(body + [0])), "hand": True,
            "note": note + " (layout: " + layout + ")"}, body, layout

cases = []
corrupt = []

v63 = [1 << 20] * 63
c, _, l = vector("i32.63-elements-no-layout-byte", v63,
                 "63 elements: no layout byte even though the block layout would be smaller; each 2^20 is zigzag 2^21, 4 varint bytes (80 80 80 01)")
assert l == "none"; cases.append(c)

small = list(range(-32, 32))
c, _, l = vector("i32.64-small-varints", small,
                 "64 elements of -32..31, one varint byte each (64 bytes) vs 16 tag + 64 data bytes: layout byte 00, then varints")
assert l == "varint"; cases.append(c)

tie = [0] * 48 + [0x40000000] * 16
c, _, l = vector("i32.64-tie-varints", tie,
                 "48 zeros (1 byte either way) and 16 x 2^30 (zigzag 2^31: 5 varint bytes, 4 block bytes): 128 bytes both ways, a tie: varints")
assert l == "varint"; cases.append(c)

one_more = [0] * 47 + [0x40000000] * 17
c, _, l = vector("i32.64-block-one-byte-smaller", one_more,
                 "47 zeros and 17 x 2^30: varints 132 bytes, block 16 + 47 + 68 = 131: layout 01; tags 00 x 11 then ff ff ff ff c0... (codes 3 for 2^31)")
assert l == "block"; cases.append(c)

grp = [1, -20000, 1 << 30, 0] * 16 + [-1]
c, grp_body, l = vector("i32.65-block-worked-example", grp,
                        "FORMAT.md §1.3's group 1, -20000, 2^30, 0 (tag 34, data 02 3f 9c 00 00 00 80 00) 16 times, then -1 (zigzag 1) alone in the 17th tag byte 00; varints would take 16 x 10 + 1 = 161 bytes, the block 17 + 16 x 8 + 1 = 146")
assert l == "block"; cases.append(c)

big = spread(300, 7)
c, big_body, l = vector("i32.300-spread-block", big,
                        "300 seeded values of spread magnitudes (the BulkIntBench mix): block layout, 75 tag bytes")
assert l == "block"; cases.append(c)

# list<u32> and list<list<i32>> in alltypes: bytes filled in by VectorGenerator (the dynamic codec),
# checked by the generated Java and TypeScript codecs.
u32_spread = [v & 0xFFFFFFFF for v in spread(70, 11)]
for name, field, value, note in [
    ("alltypes.l_u32.70-spread", "l_u32", u32_spread, "70 u32 values of spread magnitudes: block layout (no zigzag)"),
    ("alltypes.l_u32.64-small", "l_u32", list(range(64)), "64 small u32 values: layout 00, varints"),
    ("alltypes.l_nested.long-inner", "l_nested", [[], spread(100, 5), [1, 2]], "list<list<i32>>: the inner lists have their own layout bytes (the 100-element one)"),
]:
    cases.append({"name": "intlists." + name, "schema": "alltypes.bale", "type": "alltypes.AllTypes",
                  "value": {field: value, "shape": {"flag": False}}, "options": OPTS, "hex": "", "note": note})

def corrupt_case(name, body, code, at_body, note):
    r = root(body)
    header_len = len(uvarint(len(body) << 2))
    corrupt.append({"name": "intlists." + name, "schema": "instrument.bale", "type": "instrument.IntBlock",
                    "hex": hx(r), "code": code, "offset": 1 + header_len + at_body, "note": note})

count_len = len(uvarint(65))
layout_at = count_len
tags_at = layout_at + 1
ntags = 17
data_at = tags_at + ntags

b = list(grp_body); b[layout_at] = 2
corrupt_case("layout-byte-02", b, "INVALID_LIST_LAYOUT", layout_at, "vector i32.65-block-worked-example with layout byte 02")
b = list(grp_body); b[layout_at] = 0xFF
corrupt_case("layout-byte-ff", b, "INVALID_LIST_LAYOUT", layout_at, "layout byte ff")
b = list(grp_body); b[tags_at + 16] = 0x04
corrupt_case("unused-codes-not-zero", b, "VARINT_NONCANONICAL", tags_at + 16,
             "65 elements: the last tag byte holds one code; its unused codes are 01 00 00 instead of 0")
b = list(grp_body[:tags_at + 3])
corrupt_case("count-exceeds-input-before-tags", b, "LENGTH_EXCEEDS_INPUT", 0,
             "count 65, layout 01 and 3 of 17 tag bytes: the count check fails first (at the count); once it passes, the tags always fit (count >= 64 bytes remain)")
# Tags that do not fit although the count does: 64 elements need 16 tag bytes; give 64 bytes after
# the count but a list that is not there (the count check passes: 64 <= 65 remaining).
filler = uvarint(64) + [1]
b = filler + [0xFF] * 63  # tags claim 4-byte values; 63 bytes < 16 tags + data
corrupt_case("data-truncated-after-tags", b, "TRUNCATED", len(filler) + 16 + 4 * 11,
             "64 elements, layout 01, tags all ff (4 bytes each), 63 bytes in all: the tags fit, element 11's 4 bytes do not (TRUNCATED at it)")
b = list(grp_body[:-1])
corrupt_case("last-element-truncated", b, "TRUNCATED", len(grp_body) - 1,
             "the body ends before the last element's one byte")
# Non-minimal: element 0 (value 1, zigzag 02, one byte) written in two bytes 02 00: code 1 in tag 0.
b = list(grp_body)
b[tags_at] |= 1
b = b[:data_at + 1] + [0] + b[data_at + 1:]
corrupt_case("non-minimal-first", b, "VARINT_NONCANONICAL", data_at,
             "element 0 (zigzag 02) in two bytes 02 00: its code raised to 1")
# Non-minimal late in a long list (past a fast loop's first blocks): the first element from 287 on
# that has fewer than 4 bytes, written one byte longer with a zero top byte.
zs = [zigzag(v) for v in big]
k = next(i for i in range(287, 300) if nbytes(zs[i]) < 4)
tags, data = block(zs)
assert nbytes(zs[k]) < 4
off = sum(nbytes(z) for z in zs[:k])
n = nbytes(zs[k])
tags[k // 4] += 1 << (2 * (k % 4))
data = data[:off + n] + [0] + data[off + n:]
body = uvarint(300) + [1] + tags + data
corrupt_case("non-minimal-element-%d-of-300" % k, body, "VARINT_NONCANONICAL", len(uvarint(300)) + 1 + 75 + off,
             "vector i32.300-spread-block with element %d one byte longer (a zero top byte)" % k)
# A zero top byte in a 4-byte value.
zs2 = [0x01000000] * 64
tags, data = block(zs2)
data[4 * 9 + 3] = 0  # element 9: 00 00 00 00 in 4 bytes
body = uvarint(64) + [1] + tags + data
corrupt_case("non-minimal-4-byte-zero", body, "VARINT_NONCANONICAL", len(uvarint(64)) + 1 + 16 + 36,
             "64 elements of 4 bytes; element 9 is 00 00 00 00")
# Varint layout keeps the varint checks.
b = uvarint(64) + [0] + [0x80, 0x00] + [0] * 63
corrupt_case("varint-layout-overlong", b, "VARINT_NONCANONICAL", len(uvarint(64)) + 1,
             "layout 00, element 0 overlong (80 00)")

def dump(items):
    lines = []
    for it in items:
        lines.append("  {\n" + ",\n".join("    %s: %s" % (json.dumps(k), json.dumps(v, ensure_ascii=False)) for k, v in it.items()) + "\n  }")
    return "[\n" + ",\n".join(lines) + "\n]\n"

if __name__ == "__main__":
    open("testdata/vectors/intlists.json", "w").write(dump(cases))
    open("testdata/corrupt/intlists.json", "w").write(dump(corrupt))
    print(len(cases), "vectors,", len(corrupt), "corrupt cases")
