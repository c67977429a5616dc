import re,sys
txt=open(sys.argv[1],errors='replace').read()
pat=sys.argv[2] if len(sys.argv)>2 else r'CompactCodec write|CompactEncoder (stringIndex|smallRef|addString|stringRef|encode |encodeRoot)|Utf8 (encode|encodeEntry|encodeRest)|StringIndex putIfAbsent|Peers\$Bale encode|protobuf.Utf8|CodedOutputStream\$ArrayEncoder writeString|MediaContent|Interleaved'
for m in re.finditer(r"<nmethod ([^>]*)>",txt):
    a=dict(re.findall(r"(\w+)='([^']*)'",m.group(1)))
    meth=a.get('method','')
    if re.search(pat,meth) and a.get('compiler')=='c2':
        ins=int(a.get('stub_offset',a.get('size')))-int(a.get('insts_offset',0))
        print(a.get('compile_id'),'L'+a.get('level','?'),a.get('compile_kind',''),meth.split(' (')[0],'bytecodes',a.get('bytes'),'insts',ins,'stamp',a.get('stamp'))
