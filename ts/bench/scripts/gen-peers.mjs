// Generates the static peer code committed under gen/ from the peer schemas in testdata/peers/:
//   node scripts/gen-peers.mjs [--proto-dir=DIR] [--fbs-dir=DIR]
// protobufjs: for each proto/NAME.proto,
//   pbjs -t static-module -w es6 --root NAME --keep-case --force-number --no-verify --no-delimited
//        -o gen/proto/NAME.js NAME.proto
// (static code, no verify/delimited helpers, int64 as JS number, field names as in the .proto);
// the root message of NAME is the first message declared in the file.
// FlatBuffers (needs flatc: Debian's flatbuffers-compiler 2.0.8): for each fbs/NAME.fbs,
//   flatc --ts --gen-object-api -o gen/fbs/NAME NAME.fbs
// plus gen/fbs/NAME/NAME.schema.json, the tables/enums of the .fbs read by parseFbs below (flatc
// 2.0.8's --jsonschema rejects optional scalars), which the bench uses to build the object-API
// objects from JSON.
// The bench itself needs neither pbjs nor flatc: gen/ is committed.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { resolve, basename } from 'node:path';
import protobuf from 'protobufjs';
import { DATASETS } from '../src/datasets.mjs';

const arg = (k, d) => process.argv.find((a) => a.startsWith(`--${k}=`))?.split('=')[1] ?? d;
const protoDir = resolve(arg('proto-dir', '../../testdata/peers/proto'));
const fbsDir = resolve(arg('fbs-dir', '../../testdata/peers/fbs'));

function firstMessage(ns, prefix = '') {
  for (const n of ns.nestedArray ?? []) {
    if (n instanceof protobuf.Type) return prefix + n.name;
    if (n instanceof protobuf.Namespace) {
      const m = firstMessage(n, prefix + n.name + '.');
      if (m) return m;
    }
  }
  return null;
}

const index = [];
rmSync('gen/proto', { recursive: true, force: true });
mkdirSync('gen/proto', { recursive: true });
// Only the data sets the bench runs (the directories also hold the JVM suite's other schemas).
const wanted = (f, ext) => DATASETS.some((d) => d.name === basename(f, ext));
for (const f of existsSync(protoDir) ? readdirSync(protoDir).filter((x) => x.endsWith('.proto') && wanted(x, '.proto')).sort() : []) {
  const name = basename(f, '.proto');
  const out = `gen/proto/${name}.js`;
  execFileSync('npx', ['pbjs', '-t', 'static-module', '-w', 'es6', '--root', name, '--keep-case', '--force-number',
    '--no-verify', '--no-delimited', '-o', out, resolve(protoDir, f)], { stdio: 'inherit' });
  const root = firstMessage(protobuf.loadSync(resolve(protoDir, f)));
  index.push({ name, root });
  console.log(`${out}: root ${root}`);
}
writeFileSync(
  'gen/proto/index.mjs',
  '// Written by scripts/gen-peers.mjs: the protobufjs static modules and their root messages.\n' +
    index.map((e, i) => `import * as m${i} from './${e.name}.js';\n`).join('') +
    'export const PROTO = {\n' +
    index.map((e, i) => `  ${JSON.stringify(e.name)}: { module: m${i}, root: ${JSON.stringify(e.root)} },\n`).join('') +
    '};\n',
);

const fbs = [];
rmSync('gen/fbs', { recursive: true, force: true });
mkdirSync('gen/fbs', { recursive: true });
for (const f of existsSync(fbsDir) ? readdirSync(fbsDir).filter((x) => x.endsWith('.fbs') && wanted(x, '.fbs')).sort() : []) {
  const name = basename(f, '.fbs');
  const dir = `gen/fbs/${name}`;
  execFileSync('flatc', ['--ts', '--gen-object-api', '-o', dir, resolve(fbsDir, f)], { stdio: 'inherit' });
  writeFileSync(`${dir}/${name}.schema.json`, JSON.stringify(parseFbs(readFileSync(resolve(fbsDir, f), 'utf8')), null, 1) + '\n');
  fbs.push(name);
  console.log(`${dir}: ${readdirSync(dir).join(' ')}`);
}
writeFileSync(
  'gen/fbs/index.mjs',
  '// Written by scripts/gen-peers.mjs: flatc\'s TypeScript modules and JSON schemas, per .fbs file.\n' +
    fbs.map((n, i) => `import * as m${i} from './${n}/${n}_generated.ts';\nimport s${i} from './${n}/${n}.schema.json';\n`).join('') +
    'export const FBS = {\n' +
    fbs.map((n, i) => `  ${JSON.stringify(n)}: { module: m${i}, schema: s${i} },\n`).join('') +
    '};\n',
);

/** The subset of the .fbs grammar the peer schemas use: namespace, enum, table/struct with
 *  `name:type (attrs) = default;` fields, root_type; comments. */
function parseFbs(text) {
  const src = text.replace(/\/\/.*$/gm, '');
  const out = { root: null, tables: {}, enums: {} };
  for (const m of src.matchAll(/\b(enum|table|struct)\s+(\w+)\s*(?::\s*\w+)?\s*(?:\([^)]*\))?\s*\{([^}]*)\}/g)) {
    const [, kind, name, body] = m;
    if (kind === 'enum') {
      let next = 0;
      out.enums[name] = {};
      for (const item of body.split(',').map((x) => x.trim()).filter(Boolean)) {
        const [sym, val] = item.split('=').map((x) => x.trim());
        next = val === undefined ? next : Number(val);
        out.enums[name][next++] = sym;
      }
    } else {
      out.tables[name] = body
        .split(';')
        .map((x) => x.trim())
        .filter(Boolean)
        .map((f) => {
          const fm = f.match(/^(\w+)\s*:\s*(\[?)\s*(\w+)\s*\]?\s*(?:=\s*([^\s(]+))?/);
          if (!fm) throw new Error(`cannot parse field "${f}" in ${name}`);
          return { name: fm[1], type: fm[3], vector: fm[2] === '[', optionalScalar: fm[4] === 'null' };
        });
    }
  }
  out.root = src.match(/root_type\s+(\w+)/)?.[1] ?? null;
  return out;
}
