// Runs probe.mjs inside headless Chromium (Debian's /usr/bin/chromium) via
// playwright-core, serving this folder and the data files on 127.0.0.1.
// Usage: node run-chromium.mjs FILE.json...   (needs `npm i playwright-core` somewhere on NODE_PATH)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const here = path.dirname(new URL(import.meta.url).pathname);
const files = process.argv.slice(2);
const server = http.createServer((req, res) => {
  const u = decodeURIComponent(req.url.split('?')[0]);
  if (u === '/') {
    res.setHeader('content-type', 'text/html');
    return res.end('<!doctype html><meta charset="utf-8"><title>probe</title>');
  }
  if (u === '/probe.mjs') {
    res.setHeader('content-type', 'text/javascript');
    return res.end(fs.readFileSync(path.join(here, 'probe.mjs')));
  }
  const i = Number(u.slice('/data/'.length));
  if (u.startsWith('/data/') && files[i]) return res.end(fs.readFileSync(files[i]));
  res.statusCode = 404; res.end();
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
await page.goto(base + '/');
console.log('# ' + (await browser.version()));
for (let i = 0; i < files.length; i++) {
  const rows = await page.evaluate(async ([url]) => {
    const m = await import('/probe.mjs');
    const text = await (await fetch(url)).text();
    return m.measure(m.buildLayouts(text));
  }, [`/data/${i}`]);
  console.log('# ' + files[i]);
  console.table(rows);
}
await browser.close();
server.close();
