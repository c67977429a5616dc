/**
 * Typed decode/encode errors. The codes are the names of the Java runtime's `ErrorCode`
 * (docs/spec/FORMAT.md §8, §F12), checked against ErrorCode.java by test/runtime.test.ts; codes and
 * offsets are normative, the path and message informative.
 */

/** Every error code, in the order of the Java enum. */
export const ERROR_CODES = [
  "TRUNCATED",
  "VARINT_OVERFLOW",
  "VARINT_NONCANONICAL",
  "LENGTH_EXCEEDS_INPUT",
  "LIMIT_EXCEEDED",
  "DEPTH_LIMIT",
  "INVALID_UTF8",
  "INVALID_BOOL",
  "INT_OUT_OF_RANGE",
  "STRING_INDEX_OUT_OF_RANGE",
  "INVALID_OBJECT_REFERENCE",
  "OBJECT_TYPE_MISMATCH",
  "UNKNOWN_UNION_CASE",
  "DUPLICATE_MAP_KEY",
  "TRAILING_BYTES",
  "BAD_MAGIC",
  "UNSUPPORTED_VERSION",
  "UNSUPPORTED_CODEC",
  "FINGERPRINT_MISMATCH",
  "SESSION_MISMATCH",
  "SESSION_RESET_OUT_OF_ORDER",
  "INVALID_STRING",
  "MIXED_UNKNOWN_ORIGINS",
  "INVALID_VALUE",
  "OFFSET_OUT_OF_BOUNDS",
  "MISALIGNED",
  "MISSING_UNION",
  "INVALID_JSON_VALUE",
  "INVALID_LIST_LAYOUT",
  "INVALID_UTF16",
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error type of the runtime: malformed input (decode) or a value the schema cannot hold
 * (encode). `offset` is the byte offset from the start of the input (frame included) of the item
 * whose check failed, or -1 for encode errors; `path` is the field path, e.g.
 * `MediaContent.images[1].title`.
 */
export class BaleError extends Error {
  readonly code: ErrorCode;
  readonly offset: number;
  readonly path: string;
  readonly detail: string;

  constructor(code: ErrorCode, offset: number, path: string, detail: string) {
    super(`${code} at offset ${offset}${path ? " (" + path + ")" : ""}: ${detail}`);
    this.name = "BaleError";
    this.code = code;
    this.offset = offset;
    this.path = path;
    this.detail = detail;
  }
}

/**
 * `v` for an error's detail (an encoder or `toJson` refusing it): a string quoted (cut after 40
 * characters), a bigint with its `n` (`5n` is not the number `5`), other primitives as `String`
 * writes them, an array as "an array", a function as "a function", an object by its class ("an
 * instance of Date", "an object", "an object with no prototype"). Never the object's own `toString`
 * or its elements: a user's `toString` may throw, and `join` reads every element (of the path
 * proxy, which took the last for the refused value's path); the class name is read from the
 * prototype, not through the value (which may be that proxy).
 */
export function shown(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? v.substring(0, 40) + "..." : v);
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "function") return "a function";
  if (v === null || typeof v !== "object") return String(v);
  if (Array.isArray(v)) return "an array";
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto === null) return "an object with no prototype";
  const ctor = Object.getOwnPropertyDescriptor(proto, "constructor")?.value as unknown;
  const name = typeof ctor === "function" ? ctor.name : "";
  if (name === "Object") return "an object";
  return name !== "" ? `an instance of ${name}` : Object.prototype.toString.call(v);
}

/**
 * Whether `e` is the engine's "out of stack" error: V8 and JavaScriptCore throw a `RangeError`
 * ("Maximum call stack size exceeded"), SpiderMonkey an `InternalError` ("too much recursion").
 * The codecs' entry points turn it into `DEPTH_LIMIT` (G2): with a depth limit raised beyond what
 * the stack holds, deep input runs out of stack before it reaches the limit.
 */
export function isStackExhausted(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  if (e instanceof RangeError) return /call stack/i.test(e.message);
  return e.name === "InternalError" && /recursion/i.test(e.message);
}

/**
 * The `DEPTH_LIMIT` error for a walk that ran out of stack at `depth` (under a limit of
 * `maxDepth`); `what` is "decode" or "encode".
 */
export function stackExhaustedError(what: string, offset: number, path: string, depth: number, maxDepth: number): BaleError {
  return new BaleError(
    "DEPTH_LIMIT",
    offset,
    path,
    `stack exhausted at depth ${depth} (depth limit ${maxDepth}): ${what} with a larger stack (e.g. node --stack-size) to go deeper`,
  );
}

/**
 * @internal The simple name of a type's schema name (`media.MediaContent` → `MediaContent`): what
 * an error's field path starts with (FORMAT.md §8).
 */
export function simpleName(schemaName: string): string {
  return schemaName.substring(schemaName.lastIndexOf(".") + 1);
}

/**
 * The field path (`MediaContent.images[1].uri`) of the value an encode failed on with `first`:
 * `rerun` writes the root once more, over proxies that record each property and element the
 * generated code reads, and the last one read before the same error is the value being written.
 * Costs nothing on the success path. Undefined if the second pass does not fail the same way.
 */
export function encodeErrorPath<T>(schemaName: string, value: T, first: BaleError, rerun: (v: T) => void): string | undefined {
  const seen = { last: simpleName(schemaName) };
  try {
    rerun(pathProxy(value, seen.last, seen, new WeakMap()) as T);
  } catch (e) {
    if (e instanceof BaleError && e.code === first.code && e.detail === first.detail) return seen.last;
  }
  return undefined;
}

/**
 * `v` behind a proxy that records in `seen.last` the path of every property or element read from
 * it (and wraps what it returns the same way). Only plain objects and arrays are wrapped: maps,
 * typed arrays and class instances keep internal slots a proxy cannot forward. One proxy per
 * object, so identity (message dedup) is kept.
 */
function pathProxy(v: unknown, path: string, seen: { last: string }, cache: WeakMap<object, object>): unknown {
  if (v === null || typeof v !== "object") return v;
  const proto = Object.getPrototypeOf(v) as unknown;
  if (!Array.isArray(v) && proto !== Object.prototype && proto !== null) return v;
  const known = cache.get(v);
  if (known !== undefined) return known;
  const isArray = Array.isArray(v);
  const proxy = new Proxy(v, {
    get(target, key, receiver) {
      const x = Reflect.get(target, key, receiver) as unknown;
      // Data only: elements (holes too) and properties, own or missing (a field left out); not
      // `length`, nor what an object inherits (methods).
      if (typeof key !== "string") return x;
      let at: string;
      if (isArray) {
        if (!/^(0|[1-9][0-9]*)$/.test(key)) return x;
        at = `${path}[${key}]`;
      } else {
        if (key === "$unknown") {
          seen.last = path; // unknown fields are named by the message that holds them
          return x;
        }
        if (!Object.prototype.hasOwnProperty.call(target, key) && key in target) return x;
        at = `${path}.${key}`;
      }
      seen.last = at;
      return pathProxy(x, at, seen, cache);
    },
  });
  cache.set(v, proxy);
  return proxy;
}

