// Peers that need no schema: JSON (the baseline), msgpackr (plain and with shared structures) and
// @msgpack/msgpack. Each decodes straight to the JSON-shaped value, so "equal" is exact deep
// equality with the data set (diff() in equal.mjs).
import { Packr } from 'msgpackr';
import { Encoder, Decoder } from '@msgpack/msgpack';

const te = new TextEncoder();
const td = new TextDecoder();

export const json = {
  name: 'json',
  config: 'encode: TextEncoder.encode(JSON.stringify(v)); decode: JSON.parse(TextDecoder.decode(bytes)); one TextEncoder/TextDecoder reused',
  equal: 'exact',
  create() {
    return {
      encode: (v) => te.encode(JSON.stringify(v)),
      decode: (b) => JSON.parse(td.decode(b)),
    };
  },
};

export const msgpackr = {
  name: 'msgpackr',
  config: 'new Packr({ useRecords: false }) reused: standard MessagePack maps (interoperable); pack() returns a view of the reused buffer, copied by neither side',
  equal: 'exact',
  create() {
    const p = new Packr({ useRecords: false });
    return { encode: (v) => p.pack(v), decode: (b) => p.unpack(b) };
  },
};

export const msgpackrShared = {
  name: 'msgpackr-shared',
  config: 'new Packr({ structures: [], maxSharedStructures: 256, bundleStrings: true }) reused by encoder and decoder: record extension with structures shared out of band (its documented fastest mode; bundleStrings is its documented browser speed-up); the structures are learned on the first encode (setup), not in the message',
  equal: 'exact',
  create() {
    const p = new Packr({ structures: [], maxSharedStructures: 256, bundleStrings: true });
    return { encode: (v) => p.pack(v), decode: (b) => p.unpack(b) };
  },
};

export const msgpackJs = {
  name: '@msgpack/msgpack',
  config: 'one Encoder() and one Decoder() reused (its documented fast path over the encode()/decode() functions)',
  equal: 'exact',
  create() {
    const e = new Encoder();
    const d = new Decoder();
    return { encode: (v) => e.encode(v), decode: (b) => d.decode(b) };
  },
};
