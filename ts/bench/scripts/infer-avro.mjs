// Writes the Avro schemas in schemas/avro/ (all but media.avsc, which is hand-written) from the data sets' JSON shape (run once; the output is
// committed and reviewed, the bench only reads it):
//   node scripts/infer-avro.mjs [DATA_DIR]
// Rules: objects whose keys are all decimal digits (citm's id-keyed tables) become maps, other
// objects records (one per JSON path, fields in first-seen order); a field that is null or absent in
// some instance becomes ["null", T] with default null (so an absent field writes null); integers within int32 are "int", other safe integers "long",
// the rest "double"; arrays merge their elements' types; an always-empty array holds "null".
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATASETS, stripLineComments } from '../src/datasets.mjs';

const dataDir = resolve(process.argv[2] ?? '../../../shared/data');

// A shape is {k:'null'} | {k:'bool'} | {k:'num', int32, safe} | {k:'str'} | {k:'arr', el} |
// {k:'rec', fields: Map<name, {shape, count}>, n} | {k:'map', val} | {k:'union', alts:[shape]} | {k:'none'}
function shapeOf(v) {
  if (v === null) return { k: 'null' };
  if (typeof v === 'boolean') return { k: 'bool' };
  if (typeof v === 'number') return { k: 'num', int32: Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31, safe: Number.isSafeInteger(v) };
  if (typeof v === 'string') return { k: 'str' };
  if (Array.isArray(v)) return { k: 'arr', el: v.map(shapeOf).reduce(merge, { k: 'none' }) };
  const keys = Object.keys(v);
  if (keys.length > 0 && keys.every((x) => /^\d+$/.test(x))) {
    return { k: 'map', val: keys.map((x) => shapeOf(v[x])).reduce(merge, { k: 'none' }) };
  }
  const fields = new Map();
  for (const x of keys) fields.set(x, { shape: shapeOf(v[x]), count: 1 });
  return { k: 'rec', fields, n: 1 };
}

function merge(a, b) {
  if (a.k === 'none') return b;
  if (b.k === 'none') return a;
  if (a.k === 'union' || b.k === 'union') {
    let alts = a.k === 'union' ? [...a.alts] : [a];
    for (const s of b.k === 'union' ? b.alts : [b]) alts = addAlt(alts, s);
    return alts.length === 1 ? alts[0] : { k: 'union', alts };
  }
  if (a.k !== b.k) {
    if (a.k === 'map' && b.k === 'rec' && b.fields.size === 0) return a;
    if (b.k === 'map' && a.k === 'rec' && a.fields.size === 0) return b;
    return { k: 'union', alts: [a, b] };
  }
  switch (a.k) {
    case 'num':
      return { k: 'num', int32: a.int32 && b.int32, safe: a.safe && b.safe };
    case 'arr':
      return { k: 'arr', el: merge(a.el, b.el) };
    case 'map':
      return { k: 'map', val: merge(a.val, b.val) };
    case 'rec': {
      const fields = new Map();
      for (const [x, f] of a.fields) {
        const g = b.fields.get(x);
        fields.set(x, g ? { shape: merge(f.shape, g.shape), count: f.count + g.count } : f);
      }
      for (const [x, g] of b.fields) if (!a.fields.has(x)) fields.set(x, g);
      return { k: 'rec', fields, n: a.n + b.n };
    }
    default:
      return a;
  }
}

function addAlt(alts, s) {
  const i = alts.findIndex((x) => x.k === s.k);
  if (i < 0) return [...alts, s];
  const out = [...alts];
  out[i] = merge(alts[i], s);
  return out;
}

function toAvro(s, name, out) {
  switch (s.k) {
    case 'none':
    case 'null':
      return 'null';
    case 'bool':
      return 'boolean';
    case 'str':
      return 'string';
    case 'num':
      return s.int32 ? 'int' : s.safe ? 'long' : 'double';
    case 'arr':
      return { type: 'array', items: toAvro(s.el, name + '_item', out) };
    case 'map':
      return { type: 'map', values: toAvro(s.val, name + '_value', out) };
    case 'union': {
      const alts = s.alts.filter((x) => x.k !== 'null');
      const types = alts.map((x, i) => toAvro(x, name + (alts.length > 1 ? '_' + i : ''), out));
      return s.alts.length > alts.length ? ['null', ...types] : types;
    }
    case 'rec': {
      const fields = [];
      for (const [x, f] of s.fields) {
        let t = toAvro(f.shape, name + '_' + x, out);
        if (f.count < s.n && !(Array.isArray(t) && t[0] === 'null') && t !== 'null') {
          t = Array.isArray(t) ? ['null', ...t] : ['null', t];
        }
        fields.push(Array.isArray(t) && t[0] === 'null' ? { name: x, type: t, default: null } : { name: x, type: t });
      }
      return { type: 'record', name, fields };
    }
  }
  throw new Error('shape ' + s.k);
}

for (const d of DATASETS) {
  if (d.name === 'media') continue; // schemas/avro/media.avsc is written by hand (enums, longs, nullable copyright)
  let text = readFileSync(resolve(dataDir, d.file), 'utf8');
  if (d.comments) text = stripLineComments(text);
  const schema = toAvro(shapeOf(JSON.parse(text)), d.name.charAt(0).toUpperCase() + d.name.slice(1), []);
  writeFileSync(`schemas/avro/${d.name}.avsc`, JSON.stringify(schema, null, 1) + '\n');
  console.log(`schemas/avro/${d.name}.avsc: ${JSON.stringify(schema).length} chars`);
}
