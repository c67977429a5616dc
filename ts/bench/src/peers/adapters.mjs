// Where a schema-driven peer's schema cannot mirror the JSON exactly (protobuf and FlatBuffers have
// no null and no nested arrays), the data set's adapter converts the JSON value into the shape the
// peer schema declares (`to`) and back (`from`), outside the timed region. Identity by default.
export const ADAPTERS = {
  // canada: each polygon ring [[lon, lat], ...] is a Ring {xy: [lon, lat, lon, lat, ...]}
  // (testdata/peers/proto/canada.proto, fbs/canada.fbs: repeated fields cannot nest).
  canada: {
    to: (v) => mapGeometry(v, (rings) => rings.map((r) => ({ xy: r.flat() }))),
    from: (v) => mapGeometry(v, (rings) => rings.map((r) => pairs(r.xy ?? []))),
  },
  // citm in protobuf: topicSubTopics {"id": [ids]} is {"id": {"values": [ids]}} (map values
  // cannot be repeated; testdata/peers/proto/citm.proto).
  'protobufjs:citm': {
    to: (v) => ({ ...v, topicSubTopics: mapValues(v.topicSubTopics, (ids) => ({ values: ids })) }),
    from: (v) => ({ ...v, topicSubTopics: mapValues(v.topicSubTopics, (l) => l.values ?? []) }),
  },
};

function mapGeometry(v, f) {
  return { ...v, features: v.features.map((ft) => ({ ...ft, geometry: { ...ft.geometry, coordinates: f(ft.geometry.coordinates ?? []) } })) };
}

function pairs(xy) {
  const out = [];
  for (let i = 0; i < xy.length; i += 2) out.push([xy[i], xy[i + 1]]);
  return out;
}

function mapValues(o, f) {
  return o && Object.fromEntries(Object.entries(o).map(([k, x]) => [k, f(x)]));
}

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
