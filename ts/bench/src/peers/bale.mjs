// Bale compact through the generated TypeScript (goldens/ts/<data set>/, made by
// `./bale gen --lang ts` from testdata/schemas and checked by make test) and the ts/ runtime.
// One CompactWriter and one CompactReader reused per data set; `writer.encode(Root, value)` and
// `reader.decode(Root, bytes)` are timed; the JSON -> generated-object conversion (by the modules'
// `$meta`, following docs/spec/JSON.md) is done once and not timed.
import { CompactReader, CompactWriter } from 'bale';
import { BALE } from 'virtual:bale-modules';
import { dropNulls } from '../equal.mjs';
import { converter } from './bale-json.mjs';

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

export const baleCompact = balePeer('bale', {}, 'generated TS + ts/ runtime, compact codec, string dedup on (the default); one CompactWriter/CompactReader reused; encode returns a new exact-size array');
export const baleCompactNoDedup = balePeer('bale-nodedup', { dedupStrings: false }, 'as bale, with new CompactWriter({ dedupStrings: false })');
