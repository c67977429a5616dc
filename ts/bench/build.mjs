// Bundles the suite with esbuild: dist/node.mjs (npm packages left external, so msgpackr uses its
// native string extractor as in any Node app) and dist/browser.js (everything bundled, browser
// builds of the packages).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/node-entry.mjs'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  target: 'node20',
  outfile: 'dist/node.mjs',
  loader: { '.avsc': 'json' },
  logLevel: 'warning',
});
await build({
  entryPoints: ['src/browser-entry.mjs'],
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'chrome120',
  outfile: 'dist/browser.js',
  loader: { '.avsc': 'json' },
  inject: ['src/buffer-shim.mjs'],
  // avsc's own browser entry (types only), with the npm `util` package for Node's util.
  alias: { avsc: 'avsc/etc/browser/avsc-types.js', util: 'util/util.js' },
  define: { 'process.env.NODE_DEBUG': 'undefined' },
  logLevel: 'warning',
});
