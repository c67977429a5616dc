// Deep equality for JSON-shaped values (what every codec's decoded output is compared with, after
// that peer's own normalization). Numbers compare with Object.is except that 0 and -0 are equal
// (JSON has no -0 in these data sets); object key order is ignored; arrays compare in order.
// Returns null when equal, else the path of the first difference (for the error message).
export function diff(a, b, path = '$') {
  if (a === b) return null;
  if (typeof a === 'number' && typeof b === 'number') {
    return Number.isNaN(a) && Number.isNaN(b) ? null : path + `: ${a} != ${b}`;
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return path + `: ${short(a)} != ${short(b)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return path + ': array vs object';
  if (Array.isArray(a)) {
    if (a.length !== b.length) return path + `: length ${a.length} != ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = diff(a[i], b[i], path + '[' + i + ']');
      if (d) return d;
    }
    return null;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) {
    const missing = ka.filter((k) => !(k in b)).concat(kb.filter((k) => !(k in a)));
    return path + `: keys differ (${missing.slice(0, 5).join(', ')})`;
  }
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return path + `: missing key ${k}`;
    const d = diff(a[k], b[k], path + '.' + k);
    if (d) return d;
  }
  return null;
}

function short(v) {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 40 ? s.slice(0, 40) + '...' : s;
}

/** Drops object keys whose value is null, recursively (for peers that cannot store null and
 *  leave the field absent instead). Returns a new value. */
export function dropNulls(v) {
  if (Array.isArray(v)) return v.map(dropNulls);
  if (v === null || typeof v !== 'object') return v;
  const out = {};
  for (const k of Object.keys(v)) if (v[k] !== null) out[k] = dropNulls(v[k]);
  return out;
}
