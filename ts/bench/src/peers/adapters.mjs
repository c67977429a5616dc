// Where a schema-driven peer's schema cannot mirror the JSON exactly (protobuf and FlatBuffers have
// no null and no nested arrays), the data set's adapter converts the JSON value into the shape the
// peer schema declares (`to`) and back (`from`), outside the timed region. Identity by default.
export const ADAPTERS = {};

export function adapter(dataset, peer) {
  return ADAPTERS[`${peer}:${dataset}`] ?? ADAPTERS[dataset] ?? { to: (v) => v, from: (v) => v };
}

/** Drops keys whose value is null, 0, "", false or [] (recursively): proto3 and FlatBuffers do not
 *  distinguish these from an absent field, so both sides are compared without them. */
export function dropDefaults(v) {
  if (Array.isArray(v)) return v.map(dropDefaults);
  if (v === null || typeof v !== 'object') return v;
  const out = {};
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x === null || x === 0 || x === '' || x === false || (Array.isArray(x) && x.length === 0)) continue;
    out[k] = dropDefaults(x);
  }
  return out;
}
