import re,sys
txt=open(sys.argv[1],errors='replace').read()
ids=set(sys.argv[2].split(','))
maxdepth=int(sys.argv[3]) if len(sys.argv)>3 else 99
for tm in re.finditer(r"<task (compile_id='(\d+)'[^>]*)>(.*?)</task>",txt,re.S):
    cid=tm.group(2)
    if cid not in ids: continue
    head=dict(re.findall(r"(\w+)='([^']*)'",tm.group(1)))
    print('== compile',cid,head.get('method'),'level',head.get('level'),head.get('compile_kind',''))
    body=tm.group(3)
    klass={};meth={}
    depth=0; pending=None; out=[]
    for el in re.finditer(r"<(/?)(\w+)([^>]*?)(/?)>",body):
        close,tag,attrs,selfc=el.groups()
        a=dict(re.findall(r"(\w+)='([^']*)'",attrs))
        if tag=='klass' and not close: klass[a['id']]=a['name'].split('/')[-1]
        elif tag=='method' and not close: meth[a['id']]=(klass.get(a['holder'],'?')+'::'+a['name'],a.get('bytes'),a.get('compile_id'),a.get('inline'))
        elif tag=='parse' and not close: depth+=1
        elif tag=='parse_done' or (tag=='parse' and close): depth-=1
        elif tag=='call' and not close:
            pending=(depth,meth.get(a.get('method'),('?',))[0],meth.get(a.get('method'),(0,0))[1],a.get('count'),a.get('inline'))
        elif tag in ('inline_fail','inline_success','intrinsic') and pending:
            d,n,b,c,_=pending
            why=a.get('reason','ok') if tag!='intrinsic' else 'intrinsic '+a.get('id','')
            if d<=maxdepth: print('  '*d+f"{n} ({b} B, count {c}): {why}")
            pending=None
