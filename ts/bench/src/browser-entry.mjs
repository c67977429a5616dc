// The browser page's script: the same suite as Node, fed by fetch() from the local server, with
// the results rendered as a table and left in window.__baleBench for the playwright driver.
import { loadDatasets } from './datasets.mjs';
import { runSuite, runRecord, runStreams } from './suite.mjs';
import { PEERS } from './peers/index.mjs';
import { STREAM_PEERS } from './peers/streams.mjs';
import { settings } from './settings.mjs';

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'quick';
const s = settings(mode);
const only = params.get('only') ? params.get('only').split(',') : s.only;
const peerNames = params.get('peers') ? params.get('peers').split(',') : null;
const pick = (list) => (peerNames ? list.filter((p) => peerNames.includes(p.name)) : list);
const peers = pick(PEERS);
// The stream cases (src/streams.mjs) run unless `only` leaves `quotes` out.
const streamPeers = !only || only.includes('quotes') ? pick(STREAM_PEERS) : [];
const logEl = document.getElementById('log');

function log(m) {
  console.log(m);
  logEl.textContent += m + '\n';
}

async function main() {
  if (params.get('list')) {
    // The peers and the data sets each covers, for a runner that gives every case a page of its
    // own (src/chromium.mjs).
    window.__baleBench = {
      peers: PEERS.map((p) => ({ name: p.name, datasets: p.datasets ?? null })),
      streamPeers: STREAM_PEERS.map((p) => p.name),
    };
    return;
  }
  const datasets = await loadDatasets(async (f) => {
    const r = await fetch('/data/' + f);
    if (!r.ok) throw new Error(`${f}: HTTP ${r.status}`);
    return r.text();
  }, only);
  const started = new Date();
  const ops = params.get('ops') ? params.get('ops').split(',') : undefined;
  const cases = await runSuite(datasets, peers, { ...s, ops, log });
  const streams = streamPeers.length ? await runStreams(streamPeers, { ...s, ops, log }) : undefined;
  const ua = navigator.userAgent;
  const runtime = {
    runtime: 'chromium',
    version: (ua.match(/(?:Headless)?Chrome\/([\d.]+)/) || [])[1] ?? ua,
    userAgent: ua,
    machine: `${navigator.hardwareConcurrency} logical CPUs`,
  };
  const result = runRecord(runtime, mode, s, started, peers, datasets, cases, streams);
  render(cases, streams);
  window.__baleBench = result;
}

function render(cases, streams) {
  const perMsg = (r) => (r ? Math.round(r.opsPerSec * streams.messages) + ' msg/s' : '');
  const streamRows = (streams?.cases ?? []).map(
    (c) =>
      `<tr><td>quotes</td><td>${c.peer}</td><td>${c.bytes ?? ''}</td><td>${perMsg(c.encode)}</td>` +
      `<td>${Object.entries(c.decode ?? {}).map(([k, r]) => `${k}: ${perMsg(r)}`).join(', ')}</td><td></td><td>${c.error ?? c.skipped ?? ''}</td></tr>`,
  );
  const rows = cases.map(
    (c) =>
      `<tr><td>${c.dataset}</td><td>${c.peer}</td><td>${c.bytes ?? ''}</td>` +
      `<td>${c.encode ? Math.round(c.encode.opsPerSec) : ''}</td>` +
      `<td>${c.decode ? Math.round(c.decode.opsPerSec) : ''}</td>` +
      `<td>${c.partial ? Math.round(c.partial.opsPerSec) : ''}</td><td>${c.error ?? c.skipped ?? ''}</td></tr>`,
  );
  document.getElementById('table').innerHTML =
    '<tr><th>data</th><th>codec</th><th>bytes</th><th>encode ops/s</th><th>decode ops/s</th><th>partial ops/s</th><th>note</th></tr>' +
    rows.concat(streamRows).join('');
}

main().catch((e) => {
  log('FATAL ' + (e.stack || e));
  window.__baleBench = { fatal: String(e.stack || e) };
});
