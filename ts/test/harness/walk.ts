/**
 * Calls every accessor of a generated flat view (FORMAT.md §F13 checked access): every getter,
 * every `xLength()` and `x(i)` for every index, and `decode()`, recursing into the views they
 * return. For the corrupt corpus and fuzzing: a walk over bad bytes must end in a `BaleError`
 * from some accessor, never in another exception. Environment-free (Node and Chromium).
 */

/** A generated message view: what the walker and the tests construct. */
export interface FlatView {
  wrap(bytes: Uint8Array, limits?: unknown): FlatView;
  wrapFramed(bytes: Uint8Array, limits?: unknown, checkFingerprint?: boolean): FlatView;
  decode(): unknown;
}

export type FlatViewClass = new () => FlatView;

const SKIP = new Set(["constructor", "wrap", "wrapFramed", "wrapUnchecked", "wrapVerified", "at"]);

/**
 * The accessors of a view class in declaration order (field order, as the verifier visits them):
 * a getter's name, or a list read per element as `[name]` (`nameLength()`, `name(i)`).
 */
function accessors(proto: object): (string | [string])[] {
  const out: (string | [string])[] = [];
  for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
    if (SKIP.has(name) || name.startsWith("$")) continue;
    if (d.get !== undefined) out.push(name);
    else if (typeof d.value === "function" && name.endsWith("Length")) out.push([name.slice(0, -6)]);
  }
  return out;
}

/**
 * Walks `view`; returns the number of accessor calls made. Stops descending past depth 80 (the
 * views' own depth limit is lower) and after `maxCalls` calls.
 */
export function walkView(view: FlatView, maxCalls = 50_000_000): number {
  let calls = 0;
  const visit = (v: unknown, depth: number): void => {
    if (v === null || typeof v !== "object" || depth > 80 || calls > maxCalls) return;
    const proto = Object.getPrototypeOf(v) as object;
    if (!proto.constructor.name.endsWith("View")) return;
    const o = v as Record<string, unknown>;
    for (const a of accessors(proto)) {
      calls++;
      if (typeof a === "string") {
        visit(o[a], depth + 1);
        continue;
      }
      const l = a[0];
      const n = (o[l + "Length"] as () => number).call(v);
      const at = o[l] as (i: number) => unknown;
      for (let i = 0; i < n && calls <= maxCalls; i++) {
        calls++;
        visit(at.call(v, i), depth + 1);
      }
    }
    calls++;
    (o["decode"] as () => unknown).call(v);
  };
  visit(view, 0);
  return calls;
}
