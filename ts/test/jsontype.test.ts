// The `json` type (SCHEMA.md §3, FORMAT.md §1.4 and §F5.1, JSON.md §5.1) in the TS runtime, the
// generated code and bale/json, on testdata/schemas/dynamic.bale.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BaleError, decode, decodeFlat, encode, encodeFlat, type JsonValue } from "@bale-dev/runtime";
import { BaleJsonError, fromJson, toJson } from "@bale-dev/runtime/json";
import { $meta, Event, Event$flat, EventView } from "../../goldens/ts/dynamic/dynamic.js";

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof BaleJsonError || e instanceof BaleError) return e.code;
    throw e;
  }
  return "no error";
}

function event(payload: JsonValue): Event {
  const v = Event.create();
  v.cell = { case: "text", value: "" };
  v.payload = payload;
  return v;
}

test("json values: integers are bigint, floats number, objects Map; both codecs keep them apart", () => {
  const payload: JsonValue = new Map<string, JsonValue>([
    ["1", 1n],
    ["__proto__", 1],
    ["z", -0],
    ["big", -(1n << 63n)],
    ["a", [null, true, "x", 2.5, new Map()]],
  ]);
  const v = event(payload);
  v.extra = null;
  const back = decode(Event, encode(Event, v));
  assert.deepEqual(back.payload, payload);
  assert.equal(back.extra, null);
  assert.ok(Object.is((back.payload as Map<string, JsonValue>).get("z"), -0));
  assert.deepEqual([...(back.payload as Map<string, JsonValue>).keys()], ["1", "__proto__", "z", "big", "a"]);
  const flat = decodeFlat(Event$flat, encodeFlat(Event$flat, v));
  assert.deepEqual(flat.payload, payload);
  assert.equal(flat.extra, null);
  assert.deepEqual(new EventView().wrap(encodeFlat(Event$flat, v)).payload, payload);
  // 1n and 1 are different values on the wire.
  assert.notDeepEqual(encode(Event, event(1n)), encode(Event, event(1)));
});

test("json?: undefined is absent, null is a value", () => {
  const a = event(null);
  const b = event(null);
  b.extra = null;
  assert.equal(decode(Event, encode(Event, a)).extra, undefined);
  assert.equal(decode(Event, encode(Event, b)).extra, null);
  assert.ok(!toJson($meta, "dynamic.Event", a).includes("extra"));
  assert.ok(toJson($meta, "dynamic.Event", b).includes('"extra":null'));
});

test("writers refuse what JSON cannot hold", () => {
  assert.equal(code(() => encode(Event, event(1n << 63n))), "INVALID_VALUE");
  assert.equal(code(() => encode(Event, event(NaN))), "INVALID_VALUE");
  assert.equal(code(() => encodeFlat(Event$flat, event(Infinity))), "INVALID_VALUE");
  assert.equal(code(() => encode(Event, event(undefined as unknown as JsonValue))), "INVALID_VALUE");
  let deep: JsonValue = null;
  for (let i = 0; i < 64; i++) deep = [deep];
  assert.equal(code(() => encode(Event, event(deep))), "DEPTH_LIMIT");
  assert.equal(code(() => encodeFlat(Event$flat, event(deep))), "DEPTH_LIMIT");
  // An object key that is no string: the flat writer wrote "" for it (a second one then made
  // bytes its own verifier rejects).
  for (const key of [1, 1n, Symbol("k"), null]) {
    const obj = new Map([[key, 1n]]) as unknown as JsonValue;
    assert.equal(code(() => encode(Event, event(obj))), "INVALID_VALUE", String(key));
    assert.equal(code(() => encodeFlat(Event$flat, event(obj))), "INVALID_VALUE", String(key));
  }
});

test("bale/json: the JSON.md §5.1 mapping, the same text as the Java bridge", () => {
  const text =
    '{"type":"t","payload":{"i":1,"f":1.0,"z":-0.0,"e":1e+21,"big":-9223372036854775808,"s":"x","n":null,"b":[true,false],"o":{}},' +
    '"extra":null,"row":[],"attrs":{},"cell":{"any":2.5},"pair":{"n":0,"value":null},"raw":null}';
  const v = fromJson<Event>($meta, "dynamic.Event", text);
  assert.equal(toJson($meta, "dynamic.Event", v), text);
  assert.equal(toJson($meta, "dynamic.Event", decode(Event, encode(Event, v))), text);
  assert.equal(code(() => fromJson($meta, "dynamic.Event", '{"cell":{"text":""},"payload":9223372036854775808}')), "JSON_OUT_OF_RANGE");
  assert.equal(code(() => fromJson($meta, "dynamic.Event", '{"cell":{"text":""},"payload":1e400}')), "JSON_OUT_OF_RANGE");
  // A key given twice: the later value at the earlier key's place (as JSON.parse), or strict: an error.
  const twice = '{"cell":{"text":""},"payload":{"a":1,"b":0,"a":2}}';
  assert.deepEqual(fromJson<Event>($meta, "dynamic.Event", twice).payload, new Map<string, unknown>([["a", 2n], ["b", 0n]]));
  assert.equal(code(() => fromJson($meta, "dynamic.Event", twice, { strict: true })), "JSON_DUPLICATE_KEY");
  const ok = "[".repeat(63) + "]".repeat(63);
  fromJson($meta, "dynamic.Event", `{"cell":{"text":""},"payload":${ok}}`);
  const deep = "[".repeat(64) + "]".repeat(64);
  assert.equal(code(() => fromJson($meta, "dynamic.Event", `{"cell":{"text":""},"payload":${deep}}`)), "JSON_DEPTH_LIMIT");
});
