import { createRequire } from "node:module"; const require = createRequire(import.meta.url);
import { build } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
const repo = '/work/wt-ts-bench';
const [variant, readerFile] = process.argv.slice(2);
const sets = ['media', 'twitter', 'repos'];
const mods = sets.map((d, i) => {
  const dir = resolve(repo, 'goldens/ts', d);
  const f = readdirSync(dir).find((x) => x.endsWith('.ts'));
  return `import * as m${i} from ${JSON.stringify(resolve(dir, f))};`;
}).join('\n') + '\nexport const BALE = {' + sets.map((d, i) => `${d}: m${i}`).join(',') + '};';
await build({
  entryPoints: ['/tmp/tsb-ab/entry.mjs'], bundle: true, format: 'esm', platform: 'node', outfile: `/tmp/tsb-ab/${variant}.mjs`,
  plugins: [{ name: 'x', setup(b) {
    b.onResolve({ filter: /^virtual:bale-modules$/ }, () => ({ path: 'm', namespace: 'v' }));
    b.onLoad({ filter: /.*/, namespace: 'v' }, () => ({ contents: mods, resolveDir: repo, loader: 'js' }));
    b.onResolve({ filter: /^bale$/ }, () => ({ path: resolve(repo, 'ts/src/index.ts') }));
    b.onLoad({ filter: /compact\/reader\.ts$/ }, () => ({ contents: require('fs').readFileSync(readerFile, 'utf8'), loader: 'ts', resolveDir: resolve(repo, 'ts/src/compact') }));
  } }],
});
