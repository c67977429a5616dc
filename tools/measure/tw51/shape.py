#!/usr/bin/env python3
"""shape.py [-m REGEX] [-a] [-s] [-c] LOG[=LABEL]... : the final C2 shape of the methods matching REGEX
(default: Bale's runtime and the generated twitter classes; a method is NAME[BYTECODES], so that a
bridge is told from its target) in each -XX:+LogCompilation file, side
by side. Per method and JVM: its C2 compiles (normal, OSR), the last normal one's size in bytes of
machine code (nmsize), its inlined bytecodes, and every call decision in it, counted by (caller as
inlined, callee, decision: "inline" or C2's refusal; callees matching REGEX only). Rows the same in every JVM are left
out unless -s (-a: all callees too). Then the runtime events (uncommon traps hit and code made not entrant) of the
matching methods by JVM. LABEL (e.g. a JVM's ns/op) heads its column; columns in the given order."""
import re, sys, collections

attr = re.compile(r"(\w+)='([^']*)'")
JDK = ('java.', 'jdk.', 'sun.', 'com.sun.')
CALLER = False  # -c: call decisions keyed by the (inlined) caller too
CALLEE = None  # calls counted only to callees matching it (-m's REGEX unless -a)


def norm(m, size=None):
    m = m.replace('/', '.').split(' ')
    return m[0] + '::' + (m[1] if len(m) > 1 else '') + (f'[{size}]' if size else '')


def short(n):
    cls, meth = n.split('::')
    return cls.split('.')[-1] + '::' + meth


def parse(path):
    txt = open(path, errors='replace').read()
    comp = collections.defaultdict(list)  # method -> [compile dict]
    byid = {}
    for tm in re.finditer(r"<task (compile_id='\d+'[^>]*)>(.*?)</task>", txt, re.S):
        head = dict(attr.findall(tm.group(1)))
        body = tm.group(2)
        name = norm(head.get('method', '?'), head.get('bytes'))
        done = re.search(r"<task_done ([^>]*)/>", body)
        d = dict(attr.findall(done.group(1))) if done else {}
        c = dict(id=head['compile_id'], level=head.get('level', '4'),
                 osr=head.get('compile_kind') == 'osr', stamp=float(head.get('stamp', 0)),
                 nmsize=int(d.get('nmsize', 0) or 0), ok=d.get('success') == '1',
                 inlined=int(d.get('inlined_bytes', 0) or 0), dec=collections.Counter())
        if c['level'] == '4':
            klass, meth, stack, pending = {}, {}, [], None
            for el in re.finditer(r"<(/?)(\w+)([^>]*?)(/?)>", body):
                close, tag, attrs, _ = el.groups()
                a = dict(attr.findall(attrs))
                if tag == 'klass' and not close:
                    klass[a['id']] = a['name'].replace('/', '.')
                elif tag == 'method' and not close:
                    meth[a['id']] = klass.get(a['holder'], '?') + '::' + a['name'] + f"[{a.get('bytes', '?')}]"
                elif tag == 'parse' and not close:
                    stack.append(meth.get(a.get('method'), '?'))
                elif tag == 'parse' and close:
                    if stack:
                        stack.pop()
                elif tag == 'call' and not close:
                    if pending:
                        if CALLEE is None or CALLEE.search(pending[2]):
                            c['dec'][pending[:2] + ('no decision logged',)] += 1
                    pending = (short(stack[-1]) if stack else '?', short(meth.get(a.get('method'), '?::?')),
                               meth.get(a.get('method'), '?::?'))
                elif tag in ('inline_fail', 'inline_success', 'intrinsic') and pending:
                    r = 'inline' if tag == 'inline_success' else 'intrinsic' if tag == 'intrinsic' else a.get('reason', '')
                    if CALLEE is None or CALLEE.search(pending[2]):
                        c['dec'][pending[:2] + (r,)] += 1
                    pending = None
        comp[name].append(c)
        byid[c['id']] = name
    ev = collections.Counter()
    for m in re.finditer(r"<uncommon_trap (thread='[^>]*)>\s*<jvms ([^>]*)/>", txt):
        a, j = dict(attr.findall(m.group(1))), dict(attr.findall(m.group(2)))
        ev[('trap', byid.get(a.get('compile_id'), '?'), norm(j.get('method', '?'), j.get('bytes')) + '@' + j.get('bci', '?'),
            a.get('reason', '') + '/' + a.get('action', ''))] += 1
    for m in re.finditer(r"<make_not_entrant ([^>]*)/>", txt):
        a = dict(attr.findall(m.group(1)))
        ev[('not entrant', byid.get(a.get('compile_id'), '?'), 'c' + a.get('level', '?'), '')] += 1
    return comp, ev


def main():
    global CALLEE
    args = sys.argv[1:]
    rx, alls, same = r'^(dev\.bale\.runtime|twitter\.)', False, False
    while args and args[0].startswith('-'):
        o = args.pop(0)
        if o == '-m':
            rx = args.pop(0)
        elif o == '-a':
            alls = True
        elif o == '-s':
            same = True
        elif o == '-c':
            global CALLER
            CALLER = True
    want = re.compile(rx)
    CALLEE = None if alls else want
    logs = [(a.split('=')[0], a.split('=')[1] if '=' in a else a.split('/')[-1]) for a in args]
    data = [parse(p) for p, _ in logs]
    labels = [l for _, l in logs]
    w = max(8, max(len(l) for l in labels))
    col = lambda vals: ' '.join(f"{str(v):>{w}s}" for v in vals)
    names = sorted({n for comp, _ in data for n in comp if want.search(n)})
    print(f"{'':80s} {col(labels)}")
    for n in names:
        lasts = []
        for comp, _ in data:
            cs = [c for c in comp.get(n, []) if c['level'] == '4' and not c['osr'] and c['ok']]
            lasts.append(cs[-1] if cs else None)
        info = [f"{len([c for c in comp.get(n, []) if c['level'] == '4'])}x/{l['nmsize'] if l else '-'}"
                for (comp, _), l in zip(data, lasts)]
        for l in lasts:
            if l and not CALLER:
                agg = collections.Counter()
                for k, v in l['dec'].items():
                    agg[('',) + k[1:]] += v
                l['dec'] = agg
        keys = sorted({k for l in lasts if l for k in l['dec']})
        rows = []
        for k in keys:
            v = [l['dec'].get(k, 0) if l else '-' for l in lasts]
            if alls or same or len(set(v)) > 1:
                rows.append((k, v))
        if alls or same or rows or len({i.split('/')[1] for i in info}) > 1 or len({i.split('/')[0] for i in info}) > 1:
            print(f"{short(n) + ' (C2 compiles/nmsize)':80s} {col(info)}")
            for k, v in rows:
                print(f"    {((k[0] + ' -> ' if k[0] else '') + k[1] + ': ' + k[2])[:76]:76s} {col(v)}")
    print('-- runtime events of matching compiled methods (count per JVM)')
    keys = sorted({k for _, ev in data for k in ev if want.search(k[1])})
    for k in keys:
        print(f"{(k[0] + ' ' + short(k[1]) + ' ' + (short(k[2]) if '::' in k[2] else k[2]) + ' ' + k[3])[:80]:80s} "
              f"{col([ev.get(k, 0) for _, ev in data])}")


main()
