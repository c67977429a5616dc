// Bale compact through the generated TypeScript (goldens/ts/<data set>/, made by
// `./bale gen --lang ts` from testdata/schemas and checked by make test) and the ts/ runtime.
// One CompactWriter and one CompactReader reused per data set; `writer.encode(Root, value)` and
// `reader.decode(Root, bytes)` are timed; the JSON -> generated-object conversion (by the modules'
// `$meta`, following docs/spec/JSON.md) is done once and not timed.
import * as baleRuntime from '@bale-dev/runtime';
import { BALE as BALE_MODULES } from 'virtual:bale-modules';
import { dropNulls } from '../equal.mjs';
import { converter } from './bale-json.mjs';
import { PICK_PATHS } from '../picks.mjs';

/**
 * Bale's peers over one copy of the runtime and generated code: this checkout's, or (with
 * `suffix` '-base') a baseline checkout's bundled beside it for before/after comparisons
 * (build.mjs, BALE_BASE; src/peers/bale-base.mjs).
 */
export function balePeers(bale, BALE, suffix = '') {
const { CompactReader, CompactWriter } = bale;
function balePeer(name, writerOptions, config) {
  return {
    name,
    config,
    equal: 'the decoded objects, mapped back to JSON (i64 bigint -> number, enum numbers -> names, Map -> object), deep-equal the input after dropping null-valued keys (null is an absent optional, docs/spec/JSON.md)',
    skipReason: (ds) =>
      Object.keys(BALE).length === 0
        ? 'no Bale TS runtime (ts/src) or generated code (goldens/ts) in this checkout'
        : `no goldens/ts/${ds.name} (generated code for testdata/schemas/${ds.name}.bale)`,
    create(ds) {
      const entry = BALE[ds.name];
      if (!entry) return null;
      const { meta, type, rootName } = entry;
      const c = converter(meta);
      const ref = { k: 'ref', name: rootName };
      const writer = new CompactWriter(writerOptions);
      const reader = new CompactReader();
      return {
        input: (v) => c.to(v, ref),
        encode: (v) => writer.encode(type, v),
        decode: (b) => reader.decode(type, b),
        normalize: (v) => c.from(v, ref),
        expected: dropNulls,
      };
    },
  };
}

const baleCompact = balePeer('bale' + suffix, {}, 'generated TS + ts/ runtime, compact codec, string dedup on (the default); one CompactWriter/CompactReader reused; encode returns a new exact-size array');
const baleCompactNoDedup = balePeer('bale-nodedup' + suffix, { dedupStrings: false }, 'as bale, with new CompactWriter({ dedupStrings: false })');

/**
 * Bale flat (FORMAT.md Part II) through the generated `X$flat` codecs and `XView` classes, once
 * the TS flat codec exists (skipped before). encode: `encodeFlatWith(builder, X$flat, v)` with one
 * FlatBuilder reused; decode: `decodeFlat(X$flat, bytes)` (verify, then the whole value); partial
 * read: `view.wrap(bytes)` — checked access (FORMAT.md §F13): each getter checks what it reads —
 * then the two fields through the view's getters (a list element by `field(i)`).
 */
const baleFlat = {
  name: 'bale-flat' + suffix,
  config: 'generated TS + ts/ runtime, flat codec; one FlatBuilder reused (encodeFlatWith); decode = decodeFlat (verify + full value); partial read = XView.wrap (checked access: each getter checks what it reads) + getters; trusted partial = wrapUnchecked + getters',
  equal: baleCompact.equal,
  skipReason: (ds) => (BALE[ds.name]?.flat ? baleCompact.skipReason(ds) : 'no TS flat codec (X$flat/XView) in this checkout'),
  create(ds) {
    const entry = BALE[ds.name];
    if (!entry?.flat || !entry.View || typeof bale.encodeFlatWith !== 'function') return null;
    const c = converter(entry.meta);
    const ref = { k: 'ref', name: entry.rootName };
    const builder = new bale.FlatBuilder();
    const view = new entry.View();
    const paths = PICK_PATHS[ds.name];
    return {
      input: (v) => c.to(v, ref),
      encode: (v) => bale.encodeFlatWith(builder, entry.flat, v),
      decode: (b) => bale.decodeFlat(entry.flat, b),
      normalize: (v) => c.from(v, ref),
      expected: dropNulls,
      partial: paths && ((b) => {
        view.wrap(b);
        return paths.map((p) => walkView(view, p));
      }),
      // The same without verification (wrapUnchecked: bytes produced or verified before, §F13) —
      // what FlatBuffers' JS accessors always do (it has no verifier in JS).
      partialTrusted: paths && ((b) => {
        view.wrapUnchecked(b);
        return paths.map((p) => walkView(view, p));
      }),
    };
  },
};

return { baleCompact, baleCompactNoDedup, baleFlat };
}

export const { baleCompact, baleCompactNoDedup, baleFlat } = balePeers(baleRuntime, BALE_MODULES);

/** 'name' -> view.name (getter), 'name', i -> view.name(i); bigint -> number. */
function walkView(view, path) {
  let o = view;
  for (let i = 0; i < path.length; i++) {
    if (typeof path[i + 1] === 'number') {
      o = o[path[i]](path[i + 1]);
      i++;
    } else {
      o = o[path[i]];
    }
  }
  return typeof o === 'bigint' ? Number(o) : o;
}
