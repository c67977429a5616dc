/**
 * JSON.parse that keeps the key order of every object (JS objects list integer-like keys first,
 * but map entries must keep the file's order, VECTORS.md §3): the order is under {@link ORDER}.
 */
export const ORDER = Symbol("keyOrder");

/**
 * The source text of the numbers directly inside a parsed array (by index) or object (by key), so
 * that `json` values keep integers (`1`) apart from floats (`1.0`) and read big integers exactly.
 */
export const NUMBER_TEXT = Symbol("numberText");

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
      const texts: { [k: string]: string } = {};
      ws();
      if (text[p] === "}") {
        p++;
      } else {
        for (;;) {
          ws();
          const k = value() as string;
          ws();
          if (text[p++] !== ":") throw new Error(`expected : at ${p}`);
          const at = p;
          o[k] = value();
          if (typeof o[k] === "number") texts[k] = text.substring(at, p).trim();
          keys.push(k);
          ws();
          const d = text[p++];
          if (d === "}") break;
          if (d !== ",") throw new Error(`expected , or } at ${p}`);
        }
      }
      Object.defineProperty(o, ORDER, { value: keys, enumerable: false });
      Object.defineProperty(o, NUMBER_TEXT, { value: texts, enumerable: false });
      return o;
    }
    if (c === "[") {
      p++;
      const a: unknown[] = [];
      const texts: string[] = [];
      Object.defineProperty(a, NUMBER_TEXT, { value: texts, enumerable: false });
      ws();
      if (text[p] === "]") {
        p++;
        return a;
      }
      for (;;) {
        const at = p;
        const e = value();
        if (typeof e === "number") texts[a.length] = text.substring(at, p).trim();
        a.push(e);
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

/** The source text of the number at `key` of a parsed array or object, if it is one. */
export function numberText(container: unknown, key: string | number): string | undefined {
  if (typeof container !== "object" || container === null) return undefined;
  const texts = (container as { [NUMBER_TEXT]?: { [k: string]: string } })[NUMBER_TEXT];
  return texts?.[key];
}

/** The keys of a parsed object in file order. */
export function orderedKeys(o: object): string[] {
  return (o as { [ORDER]?: string[] })[ORDER] ?? Object.keys(o);
}
