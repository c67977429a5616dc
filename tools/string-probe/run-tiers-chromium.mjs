// Runs tiers.mjs (or, with the argument `encode` or `short`, encode.mjs or short.mjs) in headless Chromium (Debian's
// /usr/bin/chromium) via playwright-core (resolved from ../../ts/node_modules), serving this
// folder on 127.0.0.1.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const here = path.dirname(new URL(import.meta.url).pathname);
const require = createRequire(path.join(here, '../../ts/package.json'));
const { chromium } = require('playwright-core');
const probe = ['encode', 'short'].includes(process.argv[2]) ? process.argv[2] : 'tiers';
const server = http.createServer((req, res) => {
  if (req.url === `/${probe}.mjs`) {
    res.setHeader('content-type', 'text/javascript');
    return res.end(fs.readFileSync(path.join(here, `${probe}.mjs`)));
  }
  // short.mjs imports the runtime's build (../../ts/build/...), served from the repository.
  const m = /^\/ts\/build\/[\w/.-]+\.js$/.exec(req.url);
  if (m && !req.url.includes('..')) {
    res.setHeader('content-type', 'text/javascript');
    return res.end(fs.readFileSync(path.join(here, '../..', req.url)));
  }
  res.setHeader('content-type', 'text/html');
  res.end('<!doctype html><meta charset="utf-8"><title>tiers</title>');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
console.log(`# chromium ${browser.version()}`);
console.table(
  await page.evaluate(async (name) => {
    const m = await import(`/${name}.mjs`);
    if (name === 'short') return [...m.measureShort(), ...m.measureTables()];
    return name === 'encode' ? m.measureEncode() : m.measureTiers();
  }, probe),
);
await browser.close();
server.close();
