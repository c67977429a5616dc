#!/usr/bin/env python3
"""inl.py LOG [ALL]: from a -XX:+LogCompilation file, the C2 (level 4, not OSR) call sites that
were not inlined, in the last such compilation of each method whose holder is not a JDK or
harness class. Prints per compiled method the path of each refused call (callee@bci/...), the
callee's bytecode size, its invocation count and C2's reason; then totals by (callee, reason)."""
import re, sys, collections

txt = open(sys.argv[1], errors='replace').read()
allc = len(sys.argv) > 2
jdk = ('java.', 'jdk.', 'sun.', 'com.sun.', 'org.openjdk.')
attr = re.compile(r"(\w+)='([^']*)'")
last = {}
for tm in re.finditer(r"<task (compile_id='\d+'[^>]*)>(.*?)</task>", txt, re.S):
    head = dict(attr.findall(tm.group(1)))
    if head.get('level', '4') != '4' or head.get('compile_kind') == 'osr':
        continue
    m = head.get('method', '').split(' ')
    last[m[0] + '::' + (m[1] if len(m) > 1 else '')] = (head, tm.group(2))

tot = collections.Counter()
for name in sorted(last):
    head, body = last[name]
    if not allc and (name.startswith(jdk) or name.startswith('Audit')):
        continue
    klass, meth = {}, {}
    stack, bci, pending, bad = [], '?', None, []
    for el in re.finditer(r"<(/?)(\w+)([^>]*?)(/?)>", body):
        close, tag, attrs, selfc = el.groups()
        a = dict(attr.findall(attrs))
        if tag == 'klass' and not close:
            klass[a['id']] = a['name'].replace('/', '.')
        elif tag == 'method' and not close:
            meth[a['id']] = (klass.get(a['holder'], '?') + '::' + a['name'], a.get('bytes'))
        elif tag == 'bc' and not close:
            bci = a.get('bci', '?')
        elif tag == 'parse' and not close:
            n = meth.get(a.get('method'), ('?', 0))[0].split('::')[-1]
            stack.append(n + '@' + str(bci if stack else ''))
        elif tag == 'parse_done' or (tag == 'parse' and close):
            if stack:
                stack.pop()
        elif tag == 'call' and not close:
            callee = meth.get(a.get('method'), ('?', 0))
            pending = ('/'.join(stack[1:]), bci, callee[0], callee[1], a.get('count'))
        elif tag == 'inline_fail' and pending:
            path, b, c, sz, cnt = pending
            r = a.get('reason', '')
            if 'not reached' not in r and 'never executed' not in r:
                bad.append((path, b, c, sz, cnt, r))
                tot[(c, sz, r)] += 1
            pending = None
        elif tag in ('inline_success', 'intrinsic'):
            pending = None
    if bad:
        print(f"{name} ({head.get('bytes')} bytes, id {head.get('compile_id')})")
        for path, b, c, sz, cnt, r in bad:
            print(f"    {path + '/' if path else ''}@{b} {c} ({sz}) n={cnt}: {r}")
print('-- totals over the last C2 compile of each method: sites, callee (bytes), reason')
for (c, sz, r), n in tot.most_common():
    if allc or not c.startswith(jdk):
        print(f"  {n:3d}  {c} ({sz}) {r}")
