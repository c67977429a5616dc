// G2 under a raised depth limit (issue 18), the checks that run in Node (test/deepstack.test.ts)
// and in Chromium (test/browser/page.ts): with a depth limit far above what the engine's stack
// holds, compact decode, compact encode and flat encode of a 100,000-level Node chain must end in
// a BaleError DEPTH_LIMIT ("stack exhausted at depth N"), never the engine's RangeError, and the
// same reader, writer or builder must then handle the next root as a fresh one does.
import {
  BaleError,
  CompactReader,
  CompactWriter,
  FlatBuilder,
  UNLIMITED,
  decodeFlat,
  encodeFlat,
  encodeFlatWith,
  limits,
} from "@bale-dev/runtime";
import { Node, Node$flat } from "../../../goldens/ts/alltypes/alltypes.js";
import { PriceSmall } from "../../../goldens/ts/instrument/instrument.js";

export const LEVELS = 100_000;
export const RAISED = limits({ depth: 2 * LEVELS + 1 });

/** A `depth`-deep Node chain linked by `next`. */
export function chain(depth: number): Node {
  let n = Node.create();
  for (let i = 1; i < depth; i++) {
    const p = Node.create();
    p.next = n;
    n = p;
  }
  return n;
}

/**
 * Compact bytes of a `levels`-deep Node chain (one empty string; each node: flags, name, an empty
 * `children` list, then `next`), built inside out without recursion.
 */
export function nodeChainBytes(levels: number): Uint8Array {
  const varintLength = (v: number): number => {
    let n = 1;
    for (; v >= 128; v = Math.floor(v / 128)) n++;
    return n;
  };
  const size = new Array<number>(levels + 1).fill(0);
  size[1] = 3;
  for (let k = 2; k <= levels; k++) {
    const body = 3 + size[k - 1]!;
    size[k] = varintLength(body * 4 + 2) + body;
  }
  const out: number[] = [0x02, 0x00];
  for (let k = levels; k >= 2; k--) {
    let v = (3 + size[k - 1]!) * 4 + 2;
    for (; v >= 128; v = Math.floor(v / 128)) out.push((v % 128) | 0x80);
    out.push(v, 0x01, 0x00, 0x00);
  }
  out.push(0x08, 0x00, 0x00);
  return Uint8Array.from(out);
}

function hex(b: Uint8Array): string {
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}

/** What `f` threw, checked to be the stack-exhausted DEPTH_LIMIT; a failure line otherwise. */
function expectStackExhausted(what: string, f: () => unknown, log: string[], failures: string[]): void {
  try {
    f();
    failures.push(`${what}: no error`);
  } catch (e) {
    if (e instanceof BaleError && e.code === "DEPTH_LIMIT" && /stack exhausted at depth \d+/.test(e.detail)) {
      log.push(`${what}: offset ${e.offset}, path ${e.path.slice(0, 20)}..., ${e.detail}`);
    } else {
      failures.push(`${what}: expected DEPTH_LIMIT "stack exhausted", got ${String(e)}`);
    }
  }
}

/** Runs every check three times on one reader/writer/builder; returns the failures (none: []). */
export function deepStackChecks(log: string[] = []): string[] {
  const failures: string[] = [];
  const deepBytes = nodeChainBytes(LEVELS);
  const shallowBytes = nodeChainBytes(40);
  const deep = chain(LEVELS);
  const shallow = chain(40);
  const expected = hex(new CompactWriter().encode(Node, shallow));
  const expectedFlat = hex(encodeFlat(Node$flat, shallow));
  for (const lim of [RAISED, UNLIMITED]) {
    const r = new CompactReader(lim);
    for (let round = 0; round < 3; round++) {
      expectStackExhausted(`compact decode, depth limit ${lim.depth}`, () => r.decode(Node, deepBytes), log, failures);
      const again = hex(new CompactWriter().encode(Node, r.decode(Node, shallowBytes)));
      if (again !== expected) failures.push(`compact decode: the next root decoded differently`);
    }
  }
  for (const dedupMessages of [false, true]) {
    const w = new CompactWriter({ maxDepth: 2 * LEVELS + 1, dedupMessages });
    for (let round = 0; round < 3; round++) {
      expectStackExhausted(`compact encode, dedupMessages ${dedupMessages}`, () => w.encode(Node, deep), log, failures);
      if (hex(w.encode(Node, shallow)) !== expected) failures.push("compact encode: the next root differs");
    }
  }
  const b = new FlatBuilder({ maxDepth: 2 * LEVELS + 1 });
  for (let round = 0; round < 3; round++) {
    expectStackExhausted("flat encode", () => encodeFlatWith(b, Node$flat, deep), log, failures);
    if (hex(encodeFlatWith(b, Node$flat, shallow)) !== expectedFlat) failures.push("flat encode: the next root differs");
  }
  nearTheEndChecks(log, failures);
  return failures;
}

/**
 * A root begun at every distance from the end of the engine's stack (a recursion that unwinds one
 * frame at a time and begins a root at each): its bytes or value, DEPTH_LIMIT, or the engine's
 * RangeError (the caller's stack), never another error or other bytes; then the same reader and
 * writer take the next root on a normal stack. A clean-up refused by the short stack used to leave
 * them "not reentrant" for good.
 */
function nearTheEndChecks(log: string[], failures: string[]): void {
  const price = PriceSmall.create();
  price.symbol = "AAPL";
  price.bid = 1.5;
  price.bid_size = 300;
  const node = chain(8);
  const cases: Array<[string, () => unknown, () => string]> = [];
  for (const [name, type, value] of [
    ["PriceSmall", PriceSmall, price],
    ["Node", Node, node],
  ] as const) {
    const t = type as unknown as Parameters<CompactWriter["encode"]>[0];
    const bytes = new CompactWriter().encode(t, value);
    const compactWant = hex(bytes);
    const w = new CompactWriter();
    const r = new CompactReader();
    cases.push([`${name} encode`, () => w.encode(t, value), () => hex(w.encode(t, value))]);
    cases.push([`${name} decode`, () => r.decode(t, bytes), () => hex(new CompactWriter().encode(t, r.decode(t, bytes)))]);
    if (name === "Node") {
      const flatBytes = encodeFlat(Node$flat, node);
      const fb = new FlatBuilder();
      cases.push([`${name} flat encode`, () => encodeFlatWith(fb, Node$flat, node), () => hex(encodeFlatWith(fb, Node$flat, node))]);
      cases.push([
        `${name} flat decode`,
        () => decodeFlat(Node$flat, flatBytes),
        () => hex(encodeFlat(Node$flat, decodeFlat(Node$flat, flatBytes))),
      ]);
    }
    const flatWant = hex(encodeFlat(Node$flat, node));
    for (const [what, attempt, next] of cases.splice(0)) {
      const want = what.includes(" flat ") ? flatWant : compactWant;
      let done = 0;
      let depthLimit = 0;
      let overflow = 0;
      let other: unknown;
      const tryOne = (): void => {
        try {
          if (attempt() !== undefined) done++;
        } catch (e) {
          if (e instanceof BaleError && e.code === "DEPTH_LIMIT") depthLimit++;
          else if (e instanceof RangeError) overflow++;
          else if (other === undefined) other = e;
        }
      };
      const down = (): void => {
        try {
          down();
        } catch {
          // the end of the stack: every level from here up begins a root
        }
        tryOne();
      };
      for (let round = 0; round < 3; round++) {
        down();
        let again: string;
        try {
          again = next();
        } catch (e) {
          again = String(e);
        }
        if (again !== want) failures.push(`${what} near the stack's end: the next root gave ${again.slice(0, 80)}`);
      }
      if (other !== undefined) failures.push(`${what} near the stack's end: ${String(other)}`);
      if (done === 0) failures.push(`${what} near the stack's end: no root done`);
      log.push(`${what} near the stack's end: ${done} done, DEPTH_LIMIT ${depthLimit}, RangeError ${overflow}`);
    }
  }
}
