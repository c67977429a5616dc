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

/**
 * The process's CPU time so far (user + system), in milliseconds, for the timing tests (Node only).
 * Not wall time: on a loaded machine a wall clock also counts the time this process waits for a
 * core.
 */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
