import { pointer, pointerField } from "./access.js";
import type { FlatBuilder } from "./builder.js";
import { flatCharge, flatChargeCollection, flatMissing, type FlatMessageType } from "./codec.js";
import { EMPTY_COLLECTION } from "../compact/reader.js";
import type { FlatVerifier } from "./verifier.js";

/**
 * The decoded-size charge of a root wrapper's object decoded from flat bytes (`message root {
 * list<E> value = 1; }`): its record, 24 + 8 + 8, and its entry in the table of records kept by
 * position, 96 (FORMAT.md §7.1, as generated code charges a message object).
 */
const WRAPPER_OBJECT = 40 + 96;

/**
 * The flat codec (FORMAT.md Part II) of a root `list<E>` of a message type (the root wrapper of
 * FORMAT.md §2.3): the wrapper's object, with no data and one pointer, to the list of message
 * pointers; the bytes of `bale encode --codec flat --type 'list<E>'` and of Java's
 * `RootTypes.flatList`. Use with `encodeFlat`, `decodeFlat`. `create` makes the element's default
 * message, which a null element pointer reads as (generated code: `Event.create`). `fingerprint`
 * is the wrapper's, for frames (this runtime does not compute canonical forms).
 */
export function rootFlatList<E>(
  message: FlatMessageType<E>,
  create: () => E,
  fingerprint: bigint,
): FlatMessageType<E[]> {
  return {
    schemaName: "root",
    fingerprint,
    verify(v: FlatVerifier, obj: number): void {
      if (v.ptrCount(obj) === 0) return;
      v.push("value");
      const list = v.list(obj + 4, 4, 4);
      if (list !== 0) {
        const n = v.i32(list) >>> 0;
        for (let i = 0; i < n; i++) {
          v.push(i);
          const m = v.message(list + 4 + 4 * i);
          if (m !== 0) {
            message.verify(v, m);
            v.leave();
          }
          v.pop();
        }
        v.leave();
      }
      v.pop();
    },
    read(b: Uint8Array, d: DataView, obj: number): E[] {
      // Charged as the generated root wrapper of list<E> charges the same bytes (FORMAT.md §7.1):
      // the list at its count (a missing one as an empty list at the wrapper), a null element as
      // E's default at its slot, each element's own charges, then the wrapper's object.
      const list = pointerField(d, obj, 0);
      const n = list === 0 ? 0 : d.getUint32(list, true);
      if (list === 0) flatCharge(obj, EMPTY_COLLECTION);
      else flatChargeCollection(list, n, 8);
      const dflt = message.defaultSize ?? 0;
      const out: E[] = new Array(n);
      for (let i = 0; i < n; i++) {
        const slot = list + 4 + 4 * i;
        const t = pointer(d, slot);
        out[i] = t !== 0 ? message.read(b, d, t) : flatMissing(create(), slot, dflt);
      }
      flatCharge(obj, WRAPPER_OBJECT);
      return out;
    },
    write(w: FlatBuilder, value: E[]): number {
      const a = w.array(value);
      w.enter();
      const obj = w.object(0, 1);
      w.enter();
      const list = w.list(a.length, 4, 4);
      for (let i = 0; i < a.length; i++) w.pointer(list + 4 + 4 * i, message.write(w, a[i]!));
      w.exit();
      w.pointer(obj + 4, list);
      w.exit();
      return obj;
    },
  };
}

/**
 * The flat codec of a root's value, made from the flat codec of its root wrapper message (generated
 * code exports it as `$root$flat`); see `rootValue`. Works for any `T`.
 */
export function rootFlatValue<T>(wrapper: FlatMessageType<{ value: T }>): FlatMessageType<T> {
  return {
    schemaName: wrapper.schemaName,
    fingerprint: wrapper.fingerprint,
    verify(v: FlatVerifier, obj: number, only?: number): void {
      wrapper.verify(v, obj, only);
    },
    read(b: Uint8Array, d: DataView, obj: number): T {
      return wrapper.read(b, d, obj).value;
    },
    write(w: FlatBuilder, value: T): number {
      return wrapper.write(w, { value });
    },
  };
}
