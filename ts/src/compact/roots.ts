import { MAP_ENTRY, SLOT } from "./reader.js";
import type { CompactSink, CompactSource, CompactType, MessageType } from "./types.js";

/**
 * Roots that are not messages (FORMAT.md §2.3): a list or a string-keyed map of generated types as
 * the whole encoded value, e.g. a JSON API's top-level array.
 *
 * ```ts
 * const events = rootList(Event, 0x1234abcdn);        // the fingerprint of the root wrapper
 * const bytes = encode(events, [e1, e2]);
 * const back: Event[] = decode(events, bytes);
 * ```
 *
 * On the wire such a root is the root wrapper `message root { T value = 1; }`, so the bytes are
 * those of the Java runtime's `RootTypes` and of `bale encode --type 'list<Event>'`. The returned
 * types are for roots only, not fields of other types. A wrapper without the field reads as an
 * empty list or map; bytes after it are skipped. The fingerprint (for frames and streams) is that
 * of the wrapper's canonical form (SCHEMA.md §8); this runtime does not compute canonical forms,
 * so it is passed in (`JsonBridge.Type.fingerprint()` in Java, `bale` tooling).
 *
 * Elements are messages, structs or unions (generated code has a compact type for each; enums are
 * written inline and have none). `minWireSize` is the element's minimum wire size (FORMAT.md §5):
 * 1 for messages and unions, a struct's sum of its fields' minimums.
 *
 * Decoding charges the decoded-size budget (FORMAT.md §7.1) what the generated root wrapper of
 * `list<E>` charges for the same bytes (and what the Java runtime's `RootTypes.list` charges): the
 * wrapper's record (40), the list at its count (`96 + n × (8 + element.ownedSize)`, 40 if empty or
 * absent), then each element's own charges.
 */
export function rootList<E>(element: CompactType<E>, fingerprint: bigint, minWireSize = 1): MessageType<E[]> {
  if (!(minWireSize >= 1)) throw new Error(`minWireSize must be >= 1, not ${minWireSize}`);
  const slot = SLOT + (element.ownedSize ?? 0);
  return wrapper<E[]>(
    fingerprint,
    WRAPPER_RECORD,
    () => [],
    (w, v) => {
      w.beginComposite();
      const list = w.list(v);
      w.writeCount(list.length);
      for (const e of list) element.write(w, e);
      w.endComposite();
    },
    (r) => {
      r.beginComposite(null);
      const count = r.readCount(minWireSize, slot);
      const list: E[] = new Array(count);
      for (let i = 0; i < count; i++) {
        r.element(i);
        list[i] = element.read(r);
      }
      r.endComposite();
      return list;
    },
  );
}

/**
 * A root `map<string, V>` of a message, struct or union type `V`, entries in the Map's order.
 * Decoding charges what the generated root wrapper of `map<string, V>` (and Java's
 * `RootTypes.stringMap`) charges for the same bytes: the wrapper's record (192), the map at its count
 * (`96 + n × (80 + value.ownedSize)`, 40 if empty; 192 if absent), then the keys (with the string
 * table) and each value's own charges (FORMAT.md §7.1).
 */
export function rootStringMap<V>(value: CompactType<V>, fingerprint: bigint): MessageType<Map<string, V>> {
  const entry = MAP_ENTRY + (value.ownedSize ?? 0);
  return wrapper<Map<string, V>>(
    fingerprint,
    MAP_WRAPPER_RECORD,
    () => new Map(),
    (w, v) => {
      w.beginComposite();
      const map = w.map(v);
      w.writeCount(map.size);
      for (const [k, x] of map) {
        w.writeString(k);
        value.write(w, x);
      }
      w.endComposite();
    },
    (r) => {
      r.beginComposite(null);
      const count = r.readCount(2, entry);
      const map = new Map<string, V>();
      for (let i = 0; i < count; i++) {
        r.element(i);
        const key = r.readString();
        if (map.has(key)) throw r.error("DUPLICATE_MAP_KEY", `duplicate map key ${key}`);
        map.set(key, value.read(r));
      }
      r.endComposite();
      return map;
    },
  );
}

/** A root wrapper's record `message root { list<E> value = 1; }` (24 + 8 + 8), FORMAT.md §7.1. */
const WRAPPER_RECORD = 40;
/** The record of a `map<string, V>` root's wrapper: 40 and the 152 a map slot owns. */
const MAP_WRAPPER_RECORD = 192;

function wrapper<T extends object>(
  fingerprint: bigint,
  record: number,
  missing: () => T,
  writeValue: (w: CompactSink, v: T) => void,
  readValue: (r: CompactSource) => T,
): MessageType<T> {
  const type: MessageType<T> = {
    schemaName: "root",
    fingerprint,
    fieldName(id: number): string | undefined {
      return id === 1 ? "value" : undefined;
    },
    create: missing,
    read(r: CompactSource): T {
      const shared = r.beginMessage(type, record);
      if (shared !== undefined) return shared;
      let v: T;
      if (r.hasMore()) {
        r.field(1);
        v = readValue(r);
      } else {
        // An absent field's default is charged as generated code charges it: an empty list 40, an
        // empty map 192 (the same numbers as the wrappers' records).
        v = r.leftOut(missing(), 1, 0, record);
      }
      r.endMessage(0); // an unknown tail is skipped: the wrapper has no fields to add
      return v;
    },
    write(w: CompactSink, v: T): void {
      if (!w.beginMessage(v, type)) return;
      writeValue(w, v);
      w.endMessage(undefined);
    },
  };
  return type;
}

/**
 * The compact codec of a root's value, made from the root wrapper message `root { T value = 1; }`
 * that generated code emits for a schema's `root T;` statement (exported by the generated module as
 * `$root`): encoding wraps the value, decoding unwraps it, and the bytes, limits, errors and
 * fingerprint are the wrapper's (FORMAT.md §2.3). Unknown fields of a decoded wrapper are dropped
 * (the wrapper has no fields to add). Works for any `T`: scalars, enums, strings, structs, unions,
 * nested lists and maps.
 */
export function rootValue<T>(wrapper: MessageType<{ value: T }>): MessageType<T> {
  const type: MessageType<T> = {
    schemaName: wrapper.schemaName,
    fingerprint: wrapper.fingerprint,
    fieldName(id: number): string | undefined {
      return wrapper.fieldName(id);
    },
    create(): T {
      return wrapper.create().value;
    },
    read(r: CompactSource): T {
      return wrapper.read(r).value;
    },
    write(w: CompactSink, v: T): void {
      wrapper.write(w, { value: v });
    },
  };
  return type;
}
