// Generates the static peer code committed under gen/ from the peer schemas in testdata/peers/:
//   node scripts/gen-peers.mjs [--proto-dir=DIR] [--fbs-dir=DIR]
// protobufjs: for each proto/NAME.proto,
//   pbjs -t static-module -w es6 --root NAME --keep-case --force-number --no-verify --no-delimited
//        -o gen/proto/NAME.js NAME.proto
// (static code, no verify/delimited helpers, int64 as JS number, field names as in the .proto);
// the root message of NAME is the first message declared in the file.
// FlatBuffers (needs flatc: Debian's flatbuffers-compiler 2.0.8): for each fbs/NAME.fbs,
//   flatc --ts --gen-object-api -o gen/fbs/NAME NAME.fbs   and   flatc --jsonschema -o gen/fbs/NAME NAME.fbs
// The bench itself needs neither pbjs nor flatc: gen/ is committed.
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { resolve, basename } from 'node:path';
import protobuf from 'protobufjs';

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
for (const f of existsSync(protoDir) ? readdirSync(protoDir).filter((x) => x.endsWith('.proto')).sort() : []) {
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
for (const f of existsSync(fbsDir) ? readdirSync(fbsDir).filter((x) => x.endsWith('.fbs')).sort() : []) {
  const name = basename(f, '.fbs');
  const dir = `gen/fbs/${name}`;
  execFileSync('flatc', ['--ts', '--gen-object-api', '-o', dir, resolve(fbsDir, f)], { stdio: 'inherit' });
  execFileSync('flatc', ['--jsonschema', '-o', dir, resolve(fbsDir, f)], { stdio: 'inherit' });
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
