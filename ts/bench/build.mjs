// Bundles the suite with esbuild: dist/node.mjs (npm packages left external, so msgpackr uses its
// native string extractor as in any Node app) and dist/browser.js (everything bundled, browser
// builds of the packages). Bale's runtime (ts/src, imported as `@bale-dev/runtime`,
// its generated-code helpers as `@bale-dev/runtime/codegen`; `bale` in checkouts from before the rename) and the generated code of
// the data sets (goldens/ts/<name>/) are bundled from source in both; `virtual:bale-modules` lists
// the data sets whose generated code exists (none before the TS generator landed).
import { build } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATASETS } from './src/datasets.mjs';

const repo = resolve(process.env.BALE_ROOT ?? '../..');
const runtime = resolve(repo, 'ts/src/index.ts');
const codegen = resolve(repo, 'ts/src/codegen.ts');
const quotes = resolve(repo, 'goldens/ts/quotes/quotes.ts');
// BALE_BASE=DIR: a baseline copy of the repository (at least ts/src and goldens/ts, e.g.
// `git archive REV ts/src goldens/ts | tar -x -C DIR`), bundled beside this checkout as the
// peers bale-base, bale-nodedup-base and bale-flat-base (src/peers/bale-base.mjs) for
// before/after ratios in make bench-ts-ab. Its generated code imports its own runtime.
const base = process.env.BALE_BASE ? resolve(process.env.BALE_BASE) : undefined;
const baseRuntime = base && resolve(base, 'ts/src/index.ts');
const baseCodegen = base && resolve(base, 'ts/src/codegen.ts');
if (base && !existsSync(baseRuntime)) throw new Error(`BALE_BASE=${base}: no ts/src/index.ts there`);
const inBase = (importer) => base !== undefined && importer.startsWith(base + '/');

function baleModules(repo = resolve(process.env.BALE_ROOT ?? '../..'), runtime = resolve(repo, 'ts/src/index.ts')) {
  const lines = [];
  const entries = [];
  if (existsSync(runtime)) {
    for (const d of DATASETS) {
      const dir = resolve(repo, 'goldens/ts', d.name);
      const file = existsSync(dir) && readdirSync(dir).find((f) => f.endsWith('.ts'));
      if (!file) continue;
      const i = entries.length;
      lines.push(`import * as m${i} from ${JSON.stringify(resolve(dir, file))};`);
      // The root type is the module's first message (the data sets' schemas declare it first).
      lines.push(`const r${i} = Object.keys(m${i}.$meta).find((k) => m${i}.$meta[k].kind === 'message');`);
      lines.push(`const n${i} = r${i}.slice(r${i}.lastIndexOf('.') + 1);`);
      // flat codec and view of the root, when the generator emits them (undefined before).
      entries.push(`${JSON.stringify(d.name)}: { meta: m${i}.$meta, rootName: r${i}, type: m${i}[n${i}], flat: m${i}[n${i} + '$flat'], View: m${i}[n${i} + 'View'] }`);
    }
  }
  return `${lines.join('\n')}\nexport const BALE = { ${entries.join(', ')} };\n`;
}

const balePlugin = {
  name: 'bale',
  setup(b) {
    b.onResolve({ filter: /^virtual:bale-modules$/ }, () => ({ path: 'bale-modules', namespace: 'bale-virtual' }));
    b.onResolve({ filter: /^virtual:bale-base-modules$/ }, () => ({ path: 'bale-base-modules', namespace: 'bale-virtual' }));
    b.onLoad({ filter: /.*/, namespace: 'bale-virtual' }, (a) =>
      a.path === 'bale-base-modules'
        ? { contents: base ? baleModules(base) : 'export const BALE = {};', resolveDir: base ?? repo, loader: 'js' }
        : { contents: baleModules(), resolveDir: repo, loader: 'js' },
    );
    // The quote feed's generated code (the stream cases, src/peers/streams.mjs); none in old checkouts.
    b.onResolve({ filter: /^virtual:bale-quotes$/ }, () =>
      existsSync(quotes) ? { path: quotes } : { path: 'bale-quotes-missing', namespace: 'bale-virtual-missing' },
    );
    b.onResolve({ filter: /^virtual:bale-base-runtime$/ }, () =>
      base ? { path: baseRuntime } : { path: 'bale-missing', namespace: 'bale-virtual-missing' },
    );
    b.onResolve({ filter: /^(bale|@bale-dev\/runtime)$/ }, (a) =>
      inBase(a.importer)
        ? { path: baseRuntime }
        : existsSync(runtime)
          ? { path: runtime }
          : { path: 'bale-missing', namespace: 'bale-virtual-missing' },
    );
    b.onResolve({ filter: /^@bale-dev\/runtime\/codegen$/ }, (a) =>
      inBase(a.importer)
        ? { path: existsSync(baseCodegen) ? baseCodegen : baseRuntime }
        : { path: existsSync(codegen) ? codegen : runtime },
    );
    b.onLoad({ filter: /.*/, namespace: 'bale-virtual-missing' }, () => ({
      contents: 'export class CompactWriter {}; export class CompactReader {}; export const Quote = undefined;',
      loader: 'js',
    }));
  },
};

const common = { bundle: true, format: 'esm', logLevel: 'warning', logOverride: { 'import-is-undefined': 'silent' }, loader: { '.avsc': 'json' }, plugins: [balePlugin] };
await build({
  ...common,
  entryPoints: ['src/node-entry.mjs'],
  platform: 'node',
  packages: 'external',
  target: 'node20',
  outfile: 'dist/node.mjs',
});
const browser = {
  ...common,
  platform: 'browser',
  target: 'chrome120',
  inject: ['src/buffer-shim.mjs'],
  // avsc's own browser entry (types only), with the npm `util` package for Node's util.
  alias: { avsc: 'avsc/etc/browser/avsc-types.js', util: 'util/util.js' },
  define: { 'process.env.NODE_DEBUG': 'undefined' },
};
await build({ ...browser, entryPoints: ['src/browser-entry.mjs'], outfile: 'dist/browser.js' });
// The interleaved comparison (src/ab.mjs, make bench-ts-ab), for both runtimes.
await build({ ...common, entryPoints: ['src/ab-node-entry.mjs'], platform: 'node', packages: 'external', target: 'node20', outfile: 'dist/ab-node.mjs' });
await build({ ...browser, entryPoints: ['src/ab-browser-entry.mjs'], outfile: 'dist/ab-browser.js' });
