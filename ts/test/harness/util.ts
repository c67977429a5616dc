// Small helpers shared by the tests.
import { BaleError } from "@bale-dev/runtime";

/** The BaleError `f` throws (anything else, or nothing, fails the test). */
export function baleError(f: () => unknown): BaleError {
  try {
    f();
  } catch (e) {
    if (e instanceof BaleError) return e;
    throw e;
  }
  throw new Error("no error");
}

/** The parts, one after another. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A small seeded generator (xorshift32), so failures reproduce. */
export function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}
