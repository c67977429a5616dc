# Derives testdata/corrupt/flat/flat.json from the flat bytes of named vectors (VECTORS.md §2.1).
# Run from the repository root after the vectors have their flatHex: python3 tools/flat-corrupt/make.py
# Every case names the vector and the edit in its note; review the diff like any corpus change.
import json, struct
V={}
import glob
for f in glob.glob('testdata/vectors/*.json'):
    for c in json.load(open(f)): V[c['name']]=c
def B(name): return bytearray.fromhex(V[name]['flatHex'])
def W(s): return bytearray.fromhex("".join(s.split()))
def u32(b,p): return struct.unpack_from('<I',b,p)[0]
def i32(b,p): return struct.unpack_from('<i',b,p)[0]
def put(b,p,v): struct.pack_into('<I',b,p,v & 0xffffffff); return b
def tgt(b,slot): return slot+i32(b,slot)
def hx(b): return " ".join("%02x"%x for x in b)
cases=[]
def add(name, schema, typ, b, code, offset=None, note="", **kw):
    c={"name":name,"schema":schema,"type":typ,"codec":"flat","hex":hx(b),"code":code}
    if offset is not None: c["offset"]=offset
    c.update(kw); c["note"]=note; cases.append(c)
LEAF=("alltypes.bale","alltypes.Leaf"); NODE=("alltypes.bale","alltypes.Node")
ALL=("alltypes.bale","alltypes.AllTypes"); IMG=("media.bale","media.Image")
L0=B('flat.leaf.empty'); L1=B('flat.leaf.exact-fit'); N0=B('flat.node.leaf-only')
# body header
add("flat.body.empty",*LEAF,bytearray(),"TRUNCATED",0,"no body header")
add("flat.body.seven-bytes",*LEAF,L0[:7],"TRUNCATED",0,"from flat.leaf.empty: first 7 bytes")
add("flat.body.root-offset-16",*LEAF,put(L0[:],0,16),"OFFSET_OUT_OF_BOUNDS",0,"from flat.leaf.empty: root_offset 8 -> 16 (must be 8)")
add("flat.body.root-offset-zero",*LEAF,put(L0[:],0,0),"OFFSET_OUT_OF_BOUNDS",0,"from flat.leaf.empty: root_offset 0")
add("flat.body.header-only",*LEAF,L0[:8],"TRUNCATED",8,"the body header and nothing else: the root object has no header")
add("flat.root.header-cut",*LEAF,L0[:10],"TRUNCATED",8,"2 of the root's 4 header bytes")
add("flat.root.object-past-end",*LEAF,L0[:20],"LENGTH_EXCEEDS_INPUT",8,"from flat.leaf.empty cut to 20 bytes: the 16-byte object at 8 claims more than the 12 left")
b=L0[:]; b[8]=0xff; b[9]=0xff
add("flat.root.data-bytes-forged",*LEAF,b,"LENGTH_EXCEEDS_INPUT",8,"from flat.leaf.empty: data_bytes 8 -> 65535")
b=L0[:]; b[10]=0xff; b[11]=0xff
add("flat.root.ptr-count-forged",*LEAF,b,"LENGTH_EXCEEDS_INPUT",8,"from flat.leaf.empty: ptr_count 1 -> 65535")
# pointers
add("flat.pointer.past-end",*LEAF,put(L0[:],12,0x7c),"OFFSET_OUT_OF_BOUNDS",12,"from flat.leaf.empty: name pointer +12 -> +124 (target 136, body 32)")
add("flat.pointer.to-body-end",*LEAF,put(L0[:],12,20),"OFFSET_OUT_OF_BOUNDS",12,"name pointer to 32 = the body length: one past the end")
add("flat.pointer.into-header",*LEAF,put(L0[:],12,-8),"OFFSET_OUT_OF_BOUNDS",12,"name pointer -8: target 4, inside the body header")
add("flat.pointer.to-body-start",*LEAF,put(L0[:],12,-12),"OFFSET_OUT_OF_BOUNDS",12,"name pointer -12: target 0, the body header")
add("flat.pointer.min-int",*LEAF,put(L0[:],12,-2**31),"OFFSET_OUT_OF_BOUNDS",12,"name pointer -2^31: far before the body (no overflow)")
add("flat.pointer.max-int",*LEAF,put(L0[:],12,2**31-1),"OFFSET_OUT_OF_BOUNDS",12,"name pointer 2^31-1: far past the body (no overflow)")
add("flat.pointer.string-misaligned",*LEAF,put(L0[:],12,13),"MISALIGNED",12,"name pointer +12 -> +13: target 25 is not 4-aligned")
# strings
add("flat.string.length-cut",*LEAF,L0[:26],"TRUNCATED",24,"from flat.leaf.empty cut to 26 bytes: the string's 4-byte length at 24 has 2")
add("flat.string.length-one-too-many",*LEAF,put(L1[:],24,5),"LENGTH_EXCEEDS_INPUT",24,"from flat.leaf.exact-fit: length 4 -> 5, 4 bytes remain")
add("flat.string.length-ffffffff",*LEAF,put(L1[:],24,0xffffffff),"LENGTH_EXCEEDS_INPUT",24,"length 2^32-1 (compared unsigned)")
add("flat.string.length-80000000",*LEAF,put(L1[:],24,0x80000000),"LENGTH_EXCEEDS_INPUT",24,"length 2^31 (negative as i32)")
b=L1[:]; b[29]=0xff
add("flat.utf8.ff-byte",*LEAF,b,"INVALID_UTF8",28,"from flat.leaf.exact-fit: \"abcd\" -> 61 ff 63 64; offset = the first string byte")
b=L1[:]; b[28:32]=bytes.fromhex("c0af6364")
add("flat.utf8.overlong",*LEAF,b,"INVALID_UTF8",28,"c0 af: overlong '/'")
b=L1[:]; b[28:32]=bytes.fromhex("eda08064")
add("flat.utf8.surrogate",*LEAF,b,"INVALID_UTF8",28,"ed a0 80: U+D800")
b=put(L1[:],24,1); b[28]=0xe2
add("flat.utf8.truncated-sequence",*LEAF,b,"INVALID_UTF8",28,"length 1, byte e2: a 3-byte lead alone")
# messages and cycles
add("flat.message.next-to-itself",*NODE,put(N0[:],20,-12),"DEPTH_LIMIT",32,"from flat.node.leaf-only: next (slot 20) -> 8, the root itself: a cycle. The root at depth 64 checks its children list (at 32) first, at depth 65")
add("flat.message.next-misaligned",*NODE,put(N0[:],20,8),"MISALIGNED",20,"next -> 28: 4-aligned, but a message object must be 8-aligned")
add("flat.message.next-into-header",*NODE,put(N0[:],20,-20),"OFFSET_OUT_OF_BOUNDS",20,"next -> 0")
b=N0[:]+bytearray(8); put(b,20,20); put(b,40,0x0000ffff)
add("flat.message.next-header-forged",*NODE,b,"LENGTH_EXCEEDS_INPUT",40,"next -> a message at 40 with data_bytes 65535 in a 48-byte body")
# lists
add("flat.list.count-ffffffff",*NODE,put(N0[:],32,0xffffffff),"LENGTH_EXCEEDS_INPUT",32,"from flat.node.leaf-only: children count 0 -> 2^32-1")
add("flat.list.count-2pow29",*NODE,put(N0[:],32,1<<29),"LENGTH_EXCEEDS_INPUT",32,"2^29 elements claimed in a 40-byte body (no allocation happens)")
add("flat.list.count-one-too-many",*NODE,put(N0[:],32,2),"LENGTH_EXCEEDS_INPUT",32,"count 2: 8 bytes of slots, 4 remain (count 1 would be valid: a null element reads as the default Node)")
b=put(N0[:],32,1); put(b,36,0x7f)
add("flat.list.element-past-end",*NODE,b,"OFFSET_OUT_OF_BOUNDS",36,"count 1, element slot +127")
b=put(N0[:],32,1); put(b,36,-28)
add("flat.list.element-cycle-to-root",*NODE,b,"DEPTH_LIMIT",8,"count 1, element -> the root at 8: every root visit enters two levels (root, list)")
b=put(N0[:],32,1); put(b,36,-8)
add("flat.list.element-misaligned",*NODE,b,"MISALIGNED",36,"count 1, element -> 28 (not 8-aligned)")
add("flat.list.count-cut",*NODE,N0[:34],"TRUNCATED",32,"from flat.node.leaf-only cut to 34: the children count at 32 has 2 bytes")
# depth limit +1 and fan-out
def node_chain(n):
    b=bytearray(8); put(b,0,8)
    objs=[]
    pos=8; out=b
    # pre-order: obj_k, (name: first time string), list, then next obj
    strpos=None; lists=[]
    for k in range(n):
        while len(out)%8: out.append(0)
        o=len(out); out+=bytearray(16); struct.pack_into('<HH',out,o,0,3); objs.append(o)
        if k>0: put(out,objs[k-1]+12,o-(objs[k-1]+12))
        if strpos is None:
            strpos=len(out); out+=bytearray(4)
        put(out,o+4,strpos-(o+4))
        while len(out)%4: out.append(0)
        l=len(out); out+=bytearray(4); put(out,o+8,l-(o+8)); lists.append(l)
    while len(out)%8: out.append(0)
    return out, lists
b,lists=node_chain(64)
add("flat.depth.chain-64-nodes",*NODE,b,"DEPTH_LIMIT",lists[-1],"64 nested Nodes (root = depth 1): the 64th node's empty children list is depth 65 (limit 64 + 1); the 63-node chain is the valid vector depth.* at the limit")
b,lists=node_chain(8)
add("flat.depth.limit-8.chain-8-nodes",*NODE,b,"DEPTH_LIMIT",lists[-1],"with depth limit 8: the 8th node's children list is depth 9",limits={"depth":8})
def fan_out(levels, width):
    out=bytearray(8); put(out,0,8)
    objs=[]
    # level 0 = root (top). each non-bottom level: obj, name -> shared "", list of width slots -> next level obj
    strpos=None; pending=[]
    for k in range(levels):
        while len(out)%8: out.append(0)
        o=len(out); out+=bytearray(16); struct.pack_into('<HH',out,o,0,3)
        for s in pending: put(out,s,o-s)
        if strpos is None: strpos=len(out); out+=bytearray(4)
        put(out,o+4,strpos-(o+4))
        l=len(out); n=width if k<levels-1 else 0
        out+=bytearray(4+4*n); put(out,l,n); put(out,o+8,l-(o+8))
        pending=[l+4+4*i for i in range(n)]
    while len(out)%8: out.append(0)
    return out
b=fan_out(10,16)
add("flat.budget.fan-out-16x10",*NODE,b,"LIMIT_EXCEEDED",None,"10 levels, each node's children list holds 16 pointers to the one node of the level below: 16^9 nodes reachable from %d bytes; stopped by the messages-per-root limit (1,000,000)"%len(b))
add("flat.budget.fan-out-16x10.budget",*NODE,b,"LIMIT_EXCEEDED",None,"the same with maxObjects unlimited: stopped by the traversal budget (max(64 Mi, 8 x input) units)",limits={"maxObjects":2147483647})
# enums, bools, unions, maps (from generated vectors)
IM=B('flat.image.no-title')
add("flat.enum.above-2pow31",*IMG,put(IM[:],32,0x80000000),"INT_OUT_OF_RANGE",32,"from flat.image.no-title: size (data 8, at 32) = 2^31")
b=B('lists.alltypes.l_bool.1'); lst=tgt(b,8+4+4*4); assert u32(b,lst)==3; b[lst+5]=2
add("flat.list.bool-2",*ALL,b,"INVALID_BOOL",lst+5,"from lists.alltypes.l_bool.1: l_bool (pointer 4) element 1 = 02")
b=B('lists.alltypes.l_bool.1'); put(b,8+4+4*8,i32(b,8+4+4*8)+4)
add("flat.list.i64-count-misaligned",*ALL,b,"MISALIGNED",44,"from lists.alltypes.l_bool.1: l_i64 (pointer 8, slot 44) moved by 4: its count must be at 4 mod 8")
b=B('unions.alltypes.shape.point'); cell=tgt(b,168); assert u32(b,cell)==1; put(b,cell,11)
add("flat.union.case-11",*ALL,b,"UNKNOWN_UNION_CASE",cell,"from unions.alltypes.shape.point: shape (pointer 39, slot 168) cell case 1 -> 11")
b=B('unions.alltypes.shape.point'); cell=tgt(b,168); put(b,cell,0)
add("flat.union.case-0",*ALL,b,"UNKNOWN_UNION_CASE",cell,"case id 0 (ids start at 1)")
b=B('unions.alltypes.shape.point'); put(b,168,0)
add("flat.union.null-shape",*ALL,b,"MISSING_UNION",168,"shape is not optional: a null pointer has no default")
b=B('unions.alltypes.shape.point'); cell=tgt(b,168); put(b,168,i32(b,168)+4)
add("flat.union.cell-misaligned",*ALL,b,"MISALIGNED",168,"the cell must be 8-aligned")
b=B('maps.alltypes.m_string.1'); m=tgt(b,8+4+4*32); assert u32(b,m)==2
k0=tgt(b,m+4); k1=tgt(b,m+12); assert b[k0+4]==ord('b') and b[k1+4]==ord('a'); b[k1+4]=ord('b')
add("flat.map.duplicate-key",*ALL,b,"DUPLICATE_MAP_KEY",m+12,"from maps.alltypes.m_string.1: key \"a\" -> \"b\"; offset: entry 1")
b=B('maps.alltypes.m_string.1'); m=tgt(b,8+4+4*32); put(b,m+12,i32(b,m+4)+(m+4)-(m+12))
add("flat.map.duplicate-key-shared",*ALL,b,"DUPLICATE_MAP_KEY",m+12,"entry 1's key pointer -> entry 0's string: equal keys by sharing")
b=B('maps.alltypes.m_string.1'); m=tgt(b,8+4+4*32); put(b,m,0x10000000)
add("flat.map.count-forged",*ALL,b,"LENGTH_EXCEEDS_INPUT",m,"from maps.alltypes.m_string.1: count 2 -> 2^28 entries of 8 bytes")
# frames
LF=B('flat.frame.leaf-empty')
b=LF[:]; b[5]=1
add("flat.frame.codec-compact",*LEAF,b,"UNSUPPORTED_CODEC",5,"from flat.frame.leaf-empty: codec 2 -> 1 (compact) read as flat",frame=True)
b=LF[:]; b[6]^=1
add("flat.frame.fingerprint",*LEAF,b,"FINGERPRINT_MISMATCH",6,"one fingerprint bit flipped",frame=True)
add("flat.frame.body-cut",*LEAF,LF[:14+7],"TRUNCATED",14,"frame + 7 body bytes; offsets count the frame",frame=True)
open('testdata/corrupt/flat/flat.json','w').write("[\n"+",\n".join("  "+json.dumps(c,ensure_ascii=False) for c in cases)+"\n]\n")
print(len(cases))
