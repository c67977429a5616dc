/**
 * JSON.parse that keeps the key order of every object (JS objects list integer-like keys first,
 * but map entries must keep the file's order, VECTORS.md §3): the order is under {@link ORDER}.
 */
export const ORDER = Symbol("keyOrder");

export function parseOrdered(text: string): unknown {
  let p = 0;
  const ws = (): void => {
    while (p < text.length && " \t\n\r".includes(text[p]!)) p++;
  };
  const value = (): unknown => {
    ws();
    const c = text[p];
    if (c === "{") {
      p++;
      const o: Record<string | symbol, unknown> = {};
      const keys: string[] = [];
      ws();
      if (text[p] === "}") {
        p++;
      } else {
        for (;;) {
          ws();
          const k = value() as string;
          ws();
          if (text[p++] !== ":") throw new Error(`expected : at ${p}`);
          o[k] = value();
          keys.push(k);
          ws();
          const d = text[p++];
          if (d === "}") break;
          if (d !== ",") throw new Error(`expected , or } at ${p}`);
        }
      }
      Object.defineProperty(o, ORDER, { value: keys, enumerable: false });
      return o;
    }
    if (c === "[") {
      p++;
      const a: unknown[] = [];
      ws();
      if (text[p] === "]") {
        p++;
        return a;
      }
      for (;;) {
        a.push(value());
        ws();
        const d = text[p++];
        if (d === "]") return a;
        if (d !== ",") throw new Error(`expected , or ] at ${p}`);
      }
    }
    if (c === '"') {
      let q = p + 1;
      while (text[q] !== '"') q += text[q] === "\\" ? 2 : 1;
      const s = JSON.parse(text.substring(p, q + 1)) as string;
      p = q + 1;
      return s;
    }
    const m = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.substring(p, p + 400));
    if (!m) throw new Error(`bad JSON at ${p}`);
    p += m[0].length;
    return JSON.parse(m[0]);
  };
  const v = value();
  ws();
  if (p !== text.length) throw new Error(`trailing JSON at ${p}`);
  return v;
}

/** The keys of a parsed object in file order. */
export function orderedKeys(o: object): string[] {
  return (o as { [ORDER]?: string[] })[ORDER] ?? Object.keys(o);
}
