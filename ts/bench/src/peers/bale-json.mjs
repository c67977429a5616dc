// Maps the data sets' JSON to the objects of Bale's generated TS and back, driven by the generated
// modules' `$meta` (docs/spec/JSON.md, with 64-bit values as JSON numbers as in the data files).
/** JSON (as in the data files: nulls for absent optionals, 64-bit values as numbers) <-> values. */
export function converter(meta) {
  const keyTo = (k, t) => {
    if (t.k === 'ref') return enumNumber(meta[t.name], k);
    if (t.s === 'string') return k;
    if (t.s === 'bool') return k === 'true';
    return (t.s === 'i64' || t.s === 'u64') && !t.num ? BigInt(k) : Number(k);
  };
  const enumNumber = (d, name) => {
    const e = d.values.find(([n]) => n === name);
    if (!e) throw new Error(`not a value of the enum: ${name}`);
    return e[1];
  };
  function to(v, t) {
    switch (t.k) {
      case 'scalar':
        if ((t.s === 'i64' || t.s === 'u64') && !t.num) return BigInt(v);
        if (t.s === 'bytes') throw new Error('bytes fields are not in the benchmark data');
        return v;
      case 'list':
        return v.map((e) => to(e, t.e));
      case 'map':
        return new Map(Object.keys(v).map((k) => [keyTo(k, t.key), to(v[k], t.value)]));
      case 'ref': {
        const d = meta[t.name];
        if (d.kind === 'enum') return enumNumber(d, v);
        if (d.kind === 'union') {
          const [name] = Object.keys(v);
          return { case: name, value: to(v[name], d.cases.find((c) => c.name === name).type) };
        }
        const o = d.create();
        for (const f of d.fields) {
          const x = v[f.name];
          if (x !== undefined && x !== null) o[f.name] = to(x, f.type);
        }
        return o;
      }
    }
    throw new Error('type ' + JSON.stringify(t));
  }
  function from(v, t) {
    switch (t.k) {
      case 'scalar':
        return typeof v === 'bigint' ? Number(v) : v;
      case 'list':
        return v.map((e) => from(e, t.e));
      case 'map': {
        const o = {};
        for (const [k, x] of v) o[t.key.k === 'ref' ? from(k, t.key) : String(k)] = from(x, t.value);
        return o;
      }
      case 'ref': {
        const d = meta[t.name];
        if (d.kind === 'enum') return d.values.find(([, n]) => n === v)?.[0] ?? v;
        if (d.kind === 'union') return { [v.case]: from(v.value, d.cases.find((c) => c.name === v.case).type) };
        const o = {};
        for (const f of d.fields) if (v[f.name] !== undefined) o[f.name] = from(v[f.name], f.type);
        return o;
      }
    }
    throw new Error('type ' + JSON.stringify(t));
  }
  return { to, from };
}

