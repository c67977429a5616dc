/**
 * @internal A copy of `b[from, to)` in a `Uint8Array` of its own (a new `ArrayBuffer`, offset 0).
 * Not `b.slice` alone: the input may be a subclass whose `slice` is a view of the same memory, as
 * a Node `Buffer`'s is (a decoded value then changed with a reused or pooled input buffer, and a
 * typed array made over `copy.buffer` read the pool's first bytes).
 */
export function copyOf(b: Uint8Array, from: number, to: number): Uint8Array {
  if (b.constructor === Uint8Array) return b.slice(from, to);
  const out = new Uint8Array(to - from);
  out.set(new Uint8Array(b.buffer, b.byteOffset + from, to - from));
  return out;
}
