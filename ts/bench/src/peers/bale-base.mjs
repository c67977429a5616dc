// Bale's peers over a baseline checkout (make bench-ts-ab TS_AB_BASE=DIR; build.mjs bundles the
// runtime and generated code under DIR beside this checkout's): bale-base, bale-nodedup-base,
// bale-flat-base. Without a baseline they are skipped. For before/after ratios only, never in
// the record run.
import * as baseRuntime from 'virtual:bale-base-runtime';
import { BALE } from 'virtual:bale-base-modules';
import { balePeers } from './bale.mjs';

const peers = balePeers(baseRuntime, BALE, '-base');
export const BASE_PEERS = [peers.baleCompact, peers.baleCompactNoDedup, peers.baleFlat];
