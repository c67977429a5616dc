// bale/json beyond the shared vectors (json-bridge.ts compares every vector with the Java bridge):
// bigint fields, the input checks and error codes of JSON.md, f32 digits, the output budget.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { BaleError, encode, encodeFlat, type FieldMeta, limits, UNLIMITED } from "@bale-dev/runtime";
import { BaleJsonError, fromJson, type MetaTable, toJson } from "@bale-dev/runtime/json";
import { $meta as allMeta, AllTypes } from "../../goldens/ts/alltypes/alltypes.js";
import { $meta as mediaMeta, Media, MediaContent, MediaContent$flat } from "../../goldens/ts/media/media.js";
import { type Doc, $meta as namesMeta } from "../../goldens/ts/names/names.js";
import { cpuMs } from "./harness/util.js";

function jsonCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof BaleJsonError) return e.code;
    throw e;
  }
  return "no error";
}

function allTypes(): AllTypes {
  const v = AllTypes.create();
  v.shape = { case: "flag", value: true };
  return v;
}

test("bigint fields: JSON.stringify throws, toJson writes strings and fromJson reads them exactly", () => {
  const v = allTypes();
  v.f_i64 = -(2n ** 63n);
  v.f_u64 = 2n ** 64n - 1n;
  v.l_i64 = [9007199254740993n];
  assert.throws(() => JSON.stringify(v), TypeError);
  const text = toJson(allMeta, "alltypes.AllTypes", v);
  assert.match(text, /"f_i64":"-9223372036854775808"/);
  assert.match(text, /"f_u64":"18446744073709551615"/);
  assert.match(text, /"l_i64":\["9007199254740993"\]/);
  const back = fromJson<AllTypes>(allMeta, "alltypes.AllTypes", text);
  assert.equal(back.f_i64, -(2n ** 63n));
  assert.equal(back.f_u64, 2n ** 64n - 1n);
  assert.deepEqual(back.l_i64, [9007199254740993n]);
  // A 64-bit integer given as a JSON number is read from its digits, not through a double.
  const fromNumber = fromJson<AllTypes>(allMeta, "alltypes.AllTypes", '{"f_i64": 9007199254740993, "shape": {"flag": true}}');
  assert.equal(fromNumber.f_i64, 9007199254740993n);
});

test("int64AsNumbers: 64-bit integers written as numbers with every digit, map keys as strings", () => {
  const v = allTypes();
  v.f_i64 = -(2n ** 63n);
  v.f_u64 = 2n ** 64n - 1n;
  v.l_i64 = [9007199254740993n, 0n];
  v.m_i64 = new Map([[-1n, 1.5]]);
  v.ts_num = 12345;
  const text = toJson(allMeta, "alltypes.AllTypes", v, { int64AsNumbers: true });
  assert.match(text, /"f_i64":-9223372036854775808,/);
  assert.match(text, /"f_u64":18446744073709551615,/);
  assert.match(text, /"l_i64":\[9007199254740993,0\]/);
  assert.match(text, /"m_i64":\{"-1":1\.5\}/);
  assert.match(text, /"ts_num":12345,/);
  assert.doesNotMatch(text, /"[a-z_]*64":"/);
  const back = fromJson<AllTypes>(allMeta, "alltypes.AllTypes", text);
  assert.deepEqual(back, fromJson<AllTypes>(allMeta, "alltypes.AllTypes", toJson(allMeta, "alltypes.AllTypes", v)));
  assert.equal(back.f_u64, 2n ** 64n - 1n);
  // false is the default: the canonical text.
  assert.equal(
    toJson(allMeta, "alltypes.AllTypes", v, { int64AsNumbers: false }),
    toJson(allMeta, "alltypes.AllTypes", v),
  );
});

test("the example of JSON.md §8, and defaults for missing fields", () => {
  const mc = fromJson<MediaContent>(
    mediaMeta,
    "media.MediaContent",
    `{"media": {"uri": "u", "duration": "18000000", "player": "FLASH", "copyright": null} // comment
     , "images": [] /* another */}`,
    { comments: true },
  );
  assert.equal(mc.media.duration, 18000000n);
  assert.equal(mc.media.player, 1);
  assert.equal(mc.media.copyright, undefined);
  assert.equal(mc.media.width, 0);
  assert.equal(
    toJson(mediaMeta, "media.Media", mc.media),
    '{"uri":"u","width":0,"height":0,"format":"","duration":"18000000","size":"0","persons":[],"player":"FLASH"}',
  );
  const m = Media.create();
  m.player = 7; // an enum value this schema does not know is written as its number
  assert.match(toJson(mediaMeta, "media.Media", m), /"player":7/);
  assert.equal(fromJson<Media>(mediaMeta, "media.Media", '{"player": 7}').player, 7);
});

test("a key given twice is found in objects of many keys, after objects of the same keys", () => {
  // The parser searches the keys read so far while there are few, then keeps a Set: a key given
  // twice is found on either side of that change, in each object of an array of one type.
  const keys = ["uri", "title", "width", "height", "format", "duration", "size", "bitrate", "copyright"];
  const obj = (ks: string[]): string => `{${ks.map((k) => `"${k}": ${k === "uri" || k === "title" || k === "format" || k === "copyright" ? '"x"' : "1"}`).join(", ")}}`;
  const list = (...objs: string[][]): string => `[${objs.map(obj).join(", ")}]`;
  const read = (text: string): unknown => fromJson(mediaMeta, "list<media.Media>", text);
  assert.equal((read(list(keys, keys, keys)) as Media[]).length, 3);
  for (const second of [
    [...keys, "uri"], // all of the earlier keys, then one again
    ["uri", "title", "width", "uri"], // a few, then one again
    ["uri", "uri"],
    [...keys.slice(0, 8), "width"], // the last key replaced by an earlier one
  ]) {
    const text = list(keys, second);
    assert.throws(
      () => read(text),
      (e: unknown) => e instanceof BaleJsonError && e.code === "JSON_DUPLICATE_KEY" && e.path === `$[1].${second[second.length - 1]}`,
      text,
    );
  }
  const twice = list([...keys, "uri"].slice(0, 10), keys);
  assert.throws(() => read(twice), (e: unknown) => e instanceof BaleJsonError && e.path === "$[0].uri");
});

test("input errors carry JSON.md's codes, positions and paths", () => {
  const media = (text: string): string => jsonCode(() => fromJson(mediaMeta, "media.Media", text));
  assert.equal(media('{"uri": "a", "uri": "b"}'), "JSON_DUPLICATE_KEY");
  // Comments only when asked for (JSON.md §1).
  assert.equal(media('{"uri": "a"} // c'), "JSON_SYNTAX");
  assert.equal(media('/* c */ {"uri": "a"}'), "JSON_SYNTAX");
  assert.equal(fromJson<Media>(mediaMeta, "media.Media", '/* c */ {"uri": "a"} // c', { comments: true }).uri, "a");
  assert.equal(media('{"url": "a"}'), "JSON_UNKNOWN_KEY");
  assert.equal(media('{"width": null}'), "JSON_TYPE");
  assert.equal(media('{"width": 1.5}'), "JSON_TYPE");
  assert.equal(media('{"width": "01"}'), "JSON_INVALID_VALUE");
  assert.equal(media('{"width": 2147483648}'), "JSON_OUT_OF_RANGE");
  assert.equal(media('{"duration": "9223372036854775808"}'), "JSON_OUT_OF_RANGE");
  assert.equal(media('{"player": "OGG"}'), "JSON_INVALID_VALUE");
  assert.equal(media('{"player": -1}'), "JSON_OUT_OF_RANGE");
  assert.equal(media('{"uri": "a"} x'), "JSON_SYNTAX");
  assert.equal(media('{"uri": 1}'), "JSON_TYPE");
  // A lone surrogate is valid JSON but has no UTF-8 form: rejected with its path, as in Java.
  assert.equal(media('{"uri": "a\\ud800b"}'), "JSON_INVALID_VALUE");
  assert.equal(media('{"uri": "\\udc00"}'), "JSON_INVALID_VALUE");
  assert.equal(jsonCode(() => fromJson(mediaMeta, "media.Media", '{"uri": "\\ud83d\\ude00"}')), "no error");
  const all = (text: string): string => jsonCode(() => fromJson(allMeta, "alltypes.AllTypes", text));
  assert.equal(all("{}"), "JSON_INVALID_VALUE"); // a union field has no default
  assert.equal(all('{"shape": {}}'), "JSON_INVALID_VALUE");
  assert.equal(all('{"shape": {"flag": true, "label": "x"}}'), "JSON_INVALID_VALUE");
  assert.equal(all('{"shape": {"circle": 1}}'), "JSON_UNKNOWN_KEY");
  assert.equal(all('{"shape": {"flag": true}, "f_bytes": "a=b="}'), "JSON_INVALID_VALUE");
  assert.equal(all('{"shape": {"flag": true}, "f_f64": 1e400}'), "JSON_OUT_OF_RANGE");
  assert.equal(all('{"shape": {"flag": true}, "f_f32": 1e39}'), "JSON_OUT_OF_RANGE");
  assert.equal(all('{"shape": {"flag": true}, "m_i64": {"1": 1, "01": 2}}'), "JSON_INVALID_VALUE");
  const deep = '{"shape": {"flag": true}, "l_nested": ' + "[".repeat(64) + "]".repeat(64) + "}";
  assert.equal(all(deep), "JSON_DEPTH_LIMIT");

  try {
    fromJson(mediaMeta, "media.Media", '{\n  "width": 99999999999}');
    assert.fail("no error");
  } catch (e) {
    assert.ok(e instanceof BaleJsonError);
    assert.equal(e.line, 2);
    assert.equal(e.column, 12);
    assert.equal(e.path, "$.width");
    assert.equal(e.message, "JSON_OUT_OF_RANGE at 2:12 in $.width: 99999999999 is outside the range of i32 [-2147483648, 2147483647]");
  }
});

test("floats: shortest digits that read back as the same f32 / f64, -0.0, NaN and infinities as strings", () => {
  const v = allTypes();
  const f32 = (x: number): string => {
    v.f_f32 = Math.fround(x);
    return /"f_f32":([^,]*)/.exec(toJson(allMeta, "alltypes.AllTypes", v))![1]!;
  };
  assert.equal(f32(0.1), "0.1");
  assert.equal(f32(1.1), "1.1");
  assert.equal(f32(16777216), "16777216");
  assert.equal(f32(3.4028234663852886e38), "3.4028235e+38");
  assert.equal(f32(1.401298464324817e-45), "1e-45");
  assert.equal(f32(-0), "-0.0");
  assert.equal(f32(NaN), '"NaN"');
  assert.equal(f32(-Infinity), '"-Infinity"');
  // Every f32 reads back as itself, with no more digits than needed (a shorter precision never
  // reads back), on a seeded sample of bit patterns.
  const bits = new Uint32Array(1);
  const asFloat = new Float32Array(bits.buffer);
  let seed = 20261123;
  for (let i = 0; i < 20000; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    bits[0] = seed;
    const x = asFloat[0]!;
    if (!Number.isFinite(x) || x === 0) continue;
    const text = f32(x);
    assert.equal(Math.fround(Number(text)), x, `${x} -> ${text}`);
    const digits = text.replace(/^-/, "").replace(/e.*$/, "").replace(".", "").replace(/^0+/, "").replace(/0+$/, "").length;
    if (digits > 1) {
      const shorter = Number(x.toPrecision(digits - 1));
      assert.notEqual(Math.fround(shorter), x, `${x} -> ${text}, but ${shorter} reads back too`);
    }
  }
  v.f_f64 = -0;
  assert.match(toJson(allMeta, "alltypes.AllTypes", v), /"f_f64":-0.0/);
  assert.ok(Object.is(fromJson<AllTypes>(allMeta, "alltypes.AllTypes", '{"f_f64": -0.0, "shape": {"flag": true}}').f_f64, -0));
});

test("output budget: a value over it is LIMIT_EXCEEDED and nothing is written", () => {
  const m = Media.create();
  m.persons = Array.from({ length: 100 }, () => "x");
  assert.throws(
    () => toJson(mediaMeta, "media.Media", m, { budget: 50 }),
    (e: unknown) => e instanceof BaleError && e.code === "LIMIT_EXCEEDED",
  );
  assert.ok(toJson(mediaMeta, "media.Media", m, { budget: 1000 }).startsWith('{"uri":""'));
  // The error names where the budget ran out: through a list, and a map key that is not a name.
  const at = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      if (e instanceof BaleError) return e.path;
      throw e;
    }
    return "no error";
  };
  assert.equal(at(() => toJson(mediaMeta, "media.Media", m, { budget: 50 })), "$.persons[42]");
  const v = allTypes();
  v.m_nested = new Map([
    ["a", ["x"]],
    ["b c", Array.from({ length: 5000 }, () => "y")],
  ]);
  const n = toJson(allMeta, "alltypes.AllTypes", v).length; // within the default budget
  assert.ok(n > 5000);
  assert.match(at(() => toJson(allMeta, "alltypes.AllTypes", v, { budget: 2000 })), /^\$\.m_nested\["b c"\]\[\d+\]$/);
  // A map's entry is charged at the map's path, its value at the entry's: one budget stops at
  // each in turn.
  const w = allTypes();
  w.m_string = new Map(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i]));
  const paths = [0, 1, 2, 3].map((d) => at(() => toJson(allMeta, "alltypes.AllTypes", w, { budget: 1000 + d })));
  assert.ok(paths.some((p) => p === "$.m_string"), paths.join(" "));
  assert.ok(paths.some((p) => /^\$\.m_string\["k\d+"\]$/.test(p)), paths.join(" "));
});

test("[json] keys are read and written instead of the field name; keyword names are plain keys", () => {
  const text = '{"union":{"string":"s"},"@context":"https://schema.org","content-type":"text/html","message":"m"}';
  const v = fromJson<Doc>(namesMeta, "names.Doc", text);
  assert.equal(v.context, "https://schema.org");
  assert.equal(v.content_type, "text/html");
  assert.equal(v.message, "m");
  const out = toJson(namesMeta, "names.Doc", v);
  assert.ok(out.includes('"@context":"https://schema.org"'), out);
  assert.ok(out.includes('"content-type":"text/html"'), out);
  assert.ok(!out.includes('"context"') && !out.includes('"content_type"'), out);
  assert.equal(toJson(namesMeta, "names.Doc", fromJson<Doc>(namesMeta, "names.Doc", out)), out);
  // The field name itself is not a key when a [json] key is given.
  assert.equal(jsonCode(() => fromJson(namesMeta, "names.Doc", '{"union":{"string":"s"},"context":"x"}')), "JSON_UNKNOWN_KEY");
  try {
    fromJson(namesMeta, "names.Doc", '{"union":{"string":"s"},"@context":5}');
    assert.fail("no error");
  } catch (e) {
    assert.ok(e instanceof BaleJsonError);
    assert.equal(e.path, '$["@context"]');
  }
});

test("JSON.md §3: a number with a fraction or an exponent reads as an integer when its value is one", () => {
  const read = (field: string, text: string): unknown =>
    (fromJson(allMeta, "alltypes.AllTypes", `{"shape": {"flag": true}, "${field}": ${text}}`) as unknown as Record<string, unknown>)[field];
  const cases: [string, string, unknown][] = [
    ["f_i32", "1.0", 1],
    ["f_i32", "1e3", 1000],
    ["f_i32", "1E+3", 1000],
    ["f_i32", "-2.50e1", -25],
    ["f_i32", "12500e-2", 125],
    ["f_i32", "-0.0", 0],
    ["f_i32", "0e999999999999", 0],
    ["f_u8", "2.55e2", 255],
    ["f_i64", "9.223372036854775807e18", 9223372036854775807n],
    ["f_i64", "-9223372036854775808.000", -9223372036854775808n],
    ["f_u64", "1.8446744073709551615e19", 18446744073709551615n],
    ["l_i16", "[1.0, 2e0, 3]", [1, 2, 3]],
  ];
  for (const [field, text, want] of cases) assert.deepEqual(read(field, text), want, text);
  const all = (text: string): string => jsonCode(() => fromJson(allMeta, "alltypes.AllTypes", `{"shape": {"flag": true}, ${text}}`));
  assert.equal(all('"f_i32": 1.5'), "JSON_TYPE");
  assert.equal(all('"f_i32": 1e-3'), "JSON_TYPE");
  assert.equal(all('"f_i32": 1.0000001'), "JSON_TYPE");
  assert.equal(all('"f_i64": 0.1e-1000000000000000000000'), "JSON_TYPE");
  assert.equal(all('"f_i8": 1.28e2'), "JSON_OUT_OF_RANGE");
  assert.equal(all('"f_u64": -1.0'), "JSON_OUT_OF_RANGE");
  assert.equal(all('"f_u64": 1.8446744073709551616e19'), "JSON_OUT_OF_RANGE");
  assert.equal(all('"f_i64": 1e21'), "JSON_OUT_OF_RANGE");
  assert.equal(all('"f_i64": 1e20'), "JSON_OUT_OF_RANGE");
  try {
    fromJson(allMeta, "alltypes.AllTypes", '{"shape": {"flag": true}, "f_i64": 1e999999999999999999}');
    assert.fail("no error");
  } catch (e) {
    assert.ok(e instanceof BaleJsonError);
    assert.match(e.message, /\$\.f_i64: 1e999999999999999999 is outside the range of i64/);
  }
});

test("input errors show the offending value, cut to 40 characters", () => {
  const message = (text: string): string => {
    try {
      fromJson(mediaMeta, "media.Media", text);
    } catch (e) {
      if (e instanceof BaleJsonError) return e.message;
      throw e;
    }
    return "no error";
  };
  assert.equal(message('{"width": 1.5}'), "JSON_TYPE at 1:11 in $.width: 1.5 is not an integer");
  assert.equal(message('{"uri": 12}'), "JSON_TYPE at 1:9 in $.uri: expected string, got the number 12");
  assert.ok(message('{"uri": true}').endsWith("got true"), message('{"uri": true}'));
  const long = "x".repeat(100);
  const m = message(`{"width": "${long}"}`);
  assert.ok(m.includes(`"${"x".repeat(40)}"... (100 chars)`), m);
  assert.ok(message(`{"${long}": 1}`).includes(`'${"x".repeat(40)}... (100 chars)'`));
});

test("strict reading: a missing non-optional field is JSON_MISSING_FIELD with its path and the object's position", () => {
  const text = '{"media": {"uri": "a"},\n "images": []}';
  // Lenient (the default) fills in defaults.
  assert.equal(fromJson<MediaContent>(mediaMeta, "media.MediaContent", text).media.width, 0);
  try {
    fromJson(mediaMeta, "media.MediaContent", text, { strict: true });
    assert.fail("no error");
  } catch (e) {
    assert.ok(e instanceof BaleJsonError);
    assert.equal(e.code, "JSON_MISSING_FIELD");
    assert.equal(e.path, "$.media.width");
    assert.equal(e.line, 1);
    assert.equal(e.column, 11);
  }
  // Canonical output carries every non-optional field, so strict reading accepts it.
  const canonical = toJson(mediaMeta, "media.MediaContent", fromJson(mediaMeta, "media.MediaContent", text));
  assert.equal(toJson(mediaMeta, "media.MediaContent", fromJson(mediaMeta, "media.MediaContent", canonical, { strict: true })), canonical);
});

test("integer texts longer than any 64-bit value are out of range in linear time", () => {
  // Quoted integers and map keys are as long as the input (number tokens stop at 1,100
  // characters): none is handed to BigInt, whose decimal parse grows faster than the text (4M
  // digits ~0.5 s in Node 20).
  const digits = "1".repeat(4_000_000);
  const doc = (member: string): string => `{"shape": {"flag": true}, ${member}}`;
  const plain = doc(`"f_string": "${digits}"`);
  const bad = [
    doc(`"f_i64": "${digits}"`),
    doc(`"f_u64": "-${digits}"`),
    doc(`"f_i32": "${digits}"`),
    doc(`"m_i64": {"${digits}": 1}`),
    doc(`"m_u64": {"${digits}": ""}`),
    doc(`"m_enum": {"${digits}": "x"}`),
  ];
  const best = (f: () => unknown): number => {
    let b = Infinity;
    for (let i = 0; i < 3; i++) {
      const t = cpuMs();
      f();
      b = Math.min(b, cpuMs() - t);
    }
    return b;
  };
  const read = (text: string) => () => jsonCode(() => fromJson(allMeta, "alltypes.AllTypes", text));
  const plainMs = best(read(plain));
  for (const text of bad) {
    assert.equal(read(text)(), "JSON_OUT_OF_RANGE", text.slice(0, 40));
    const ms = best(read(text));
    assert.ok(ms < 10 * plainMs + 50, `${text.slice(0, 40)}: ${ms.toFixed(1)} ms against ${plainMs.toFixed(1)} ms`);
  }
  // The longest in-range texts still read.
  const v = fromJson<AllTypes>(allMeta, "alltypes.AllTypes", doc('"f_i64": -9223372036854775808, "f_u64": "18446744073709551615"'));
  assert.equal(v.f_i64, -(2n ** 63n));
  assert.equal(v.f_u64, 2n ** 64n - 1n);
});

// JSON.md §6, "Reading": a missing field takes its default, so 3 MB of `{}` for a 200-field
// message built 1,000,000 objects of 200 properties (V8 aborted the process under a 512 MB heap).
// What is built is charged FORMAT.md §7.1's estimates against max(64 MiB, 64 x the length).
function wideMeta(fields: number): MetaTable {
  const ws: FieldMeta[] = [];
  let init = "";
  for (let i = 0; i < fields; i++) {
    ws.push({ name: `f${i}`, id: i + 1, type: { k: "scalar", s: "i32" }, optional: false });
    init += `this.f${i} = 0;`;
  }
  // A constructor that sets every field, as a generated class's does (an object literal spread
  // of 200 keys is 25x slower to make).
  const W = new Function(init) as unknown as new () => object;
  return {
    "wide.W": { kind: "message", fields: ws, create: () => new W() },
    "wide.Root": {
      kind: "message",
      fields: [{ name: "items", id: 1, type: { k: "list", e: { k: "ref", name: "wide.W" } }, optional: false }],
      create: () => ({ items: [] }),
    },
  };
}

function empties(n: number): string {
  return `{"items":[${Array(n).fill("{}").join(",")}]}`;
}

function jsonError(f: () => unknown): BaleJsonError {
  try {
    f();
  } catch (e) {
    if (e instanceof BaleJsonError) return e;
    throw e;
  }
  assert.fail("no error");
}

test("reading JSON charges what it builds: empty objects of a wide message stop at the budget", () => {
  const meta = wideMeta(200);
  const doc = empties(1_000_000); // 3,000,011 chars
  const e = jsonError(() => fromJson(meta, "wide.Root", doc));
  assert.equal(e.code, "JSON_LIMIT_EXCEEDED");
  // Root 24 + 8 + 8 and its empty list 40; the list 96 + 8 per element; each W 24 + 8 + 200 x 8.
  const budget = 64 * doc.length;
  const before = 80 + 96 + 8 * 1_000_000;
  // The element whose charge passes the budget: the first k with before + (k + 1) x 1632 > budget.
  assert.equal(e.path, `$.items[${Math.floor((budget - before) / 1632)}]`);
  assert.equal(e.line, 1);
});

test("the reading budget is max(floor, ratio x length), passes at its value and fails one below", () => {
  const meta = wideMeta(200);
  const doc = '{"items":[{"f7":5}]}';
  const charge = 80 + (96 + 8) + 1632;
  const at = fromJson<{ items: { f7: number }[] }>(meta, "wide.Root", doc, { limits: limits({ decodedSizeFloor: charge, decodedSizeRatio: 1 }) });
  assert.equal(at.items[0]!.f7, 5);
  const e = jsonError(() => fromJson(meta, "wide.Root", doc, { limits: limits({ decodedSizeFloor: charge - 1, decodedSizeRatio: 1 }) }));
  assert.equal(e.code, "JSON_LIMIT_EXCEEDED");
  assert.equal(e.path, "$.items[0]");
  assert.equal(e.column, 11);
  // 10,000 empty objects (16.3 MB estimated): within the default floor, over a 1 MiB one, through
  // with a larger ratio or UNLIMITED.
  const ten = empties(10_000);
  assert.equal(fromJson<{ items: unknown[] }>(meta, "wide.Root", ten).items.length, 10_000);
  const tight = limits({ decodedSizeFloor: 1 << 20, decodedSizeRatio: 1 });
  assert.equal(jsonError(() => fromJson(meta, "wide.Root", ten, { limits: tight })).code, "JSON_LIMIT_EXCEEDED");
  const ratio = limits({ decodedSizeFloor: 1 << 20, decodedSizeRatio: 1000 });
  assert.equal(fromJson<{ items: unknown[] }>(meta, "wide.Root", ten, { limits: ratio }).items.length, 10_000);
  assert.equal(fromJson<{ items: unknown[] }>(meta, "wide.Root", ten, { limits: UNLIMITED }).items.length, 10_000);
});

test("fromJson reads a 7.2 MB document in a 64 MB heap (its token tape, not a tree of objects)", () => {
  // 400,000 floats: the tree of node objects the reader built before did not fit (V8 aborted
  // already at 300,000); the tape costs 13 bytes a token.
  const child = join(dirname(fileURLToPath(import.meta.url)), "json-child.js");
  const r = spawnSync(process.execPath, ["--max-old-space-size=64", child, "400000"], { encoding: "utf8", timeout: 120_000 });
  assert.equal(r.status, 0, r.stderr.slice(0, 400));
  assert.equal(r.stdout.trim(), "read 400000");
});

test("f32 text: a value halfway between two shortest decimals takes the even one, as the Java bridge", () => {
  // 2^-12 = 0.000244140625 lies exactly between 0.00024414062 and 0.00024414063, both of which
  // read back as it; compared in doubles the second looked nearer (Java writes the first).
  const v = fromJson<AllTypes>(allMeta, "alltypes.AllTypes", '{"shape":{"flag":true}}');
  v.f_f32 = 2 ** -12;
  v.l_f32 = [2 ** -12, -(2 ** -12), Math.fround(38.28005599975586), Math.fround(0.1), 2 ** -149, Math.fround(3.4028235e38)];
  const text = toJson(allMeta, "alltypes.AllTypes", v);
  assert.match(text, /"f_f32":0\.00024414062,/);
  assert.match(text, /"l_f32":\[0\.00024414062,-0\.00024414062,38\.280056,0\.1,1e-45,3\.4028235e\+38\]/);
});

test("an unterminated comment is JSON_SYNTAX at $ wherever it opens, as in the Java bridge", () => {
  const e = jsonError(() => fromJson(allMeta, "alltypes.AllTypes", '{"shape": /* x {"flag": true}}', { comments: true }));
  assert.equal(e.code, "JSON_SYNTAX");
  assert.equal(e.path, "$");
});

// ---- the errors TS reported differently from the Java bridge, found by the JSON error
// differential (ts/test/json-mutants.ts, dev.bale.tools.JsonMutantsMain; JSON.md §7's rules). Each
// case failed before its fix.

/** `CODE LINE:COLUMN PATH` of reading `text` as `type` of alltypes.bale. */
function where(type: string, text: string, options?: { strict?: boolean; comments?: boolean }): string {
  const e = jsonError(() => fromJson(allMeta, type, text, options));
  return `${e.code} ${e.line}:${e.column} ${e.path}`;
}

const SHAPE = '"shape":{"flag":true}';

test("an unknown key is reported at the key, not at its value (fields and union cases)", () => {
  // Was at the value (1:22 here).
  assert.equal(where("alltypes.Node", '{"name":"x","nope":  1}'), "JSON_UNKNOWN_KEY 1:13 $.nope");
  assert.equal(where("alltypes.AllTypes", '{"shape":{"nope": 1}}'), "JSON_UNKNOWN_KEY 1:11 $.shape.nope");
});

test("a key given twice is found at its second time, after the values before it were read", () => {
  // Was JSON_DUPLICATE_KEY 1:11: found when the object started, before the bad value of its first time.
  assert.equal(where("alltypes.Node", '{"name":1,"name":"x"}'), "JSON_TYPE 1:9 $.name");
  assert.equal(where("alltypes.Node", '{"name":"y","name":"x"}'), "JSON_DUPLICATE_KEY 1:13 $.name");
  assert.equal(where("json", '{"a":1e999,"a":2}', { strict: true }), "JSON_OUT_OF_RANGE 1:6 $.a");
});

test("a union with a second key is reported at that key, after the first case's value was read", () => {
  // Was JSON_INVALID_VALUE 1:10 (the union object) whatever the first case's value.
  assert.equal(where("alltypes.AllTypes", '{"shape":{"flag":true,"label":"x"}}'), "JSON_INVALID_VALUE 1:23 $.shape");
  assert.equal(where("alltypes.AllTypes", '{"shape":{"flag":1,"label":"x"}}'), "JSON_TYPE 1:18 $.shape.flag");
});

test("a syntax error's path is $ and its position the first character that cannot continue the text", () => {
  // Was one character late (1:15 here, after the 'x'); inside a value, the path named that value.
  assert.equal(where("alltypes.Node", '{"name":"a"  x}'), "JSON_SYNTAX 1:14 $");
  assert.equal(where("alltypes.Node", '{"name"  x}'), "JSON_SYNTAX 1:10 $");
  assert.equal(where("alltypes.Node", '{"children":[1 x]}'), "JSON_SYNTAX 1:16 $");
  // An unterminated string: at the end of the text (was its opening quote); a bad escape or a
  // control character: at that character (was the opening quote).
  assert.equal(where("alltypes.Node", '{"name":"abc'), "JSON_SYNTAX 1:13 $");
  assert.equal(where("alltypes.Node", '{"name":"a\\x"}'), "JSON_SYNTAX 1:12 $");
  assert.equal(where("alltypes.Node", '{"name":"a\\u12g4"}'), "JSON_SYNTAX 1:15 $");
  assert.equal(where("alltypes.Node", '{"name":"a\\u12\u0010"}'), "JSON_SYNTAX 1:15 $");
  assert.equal(where("alltypes.Node", '{"name":"a\u0001"}'), "JSON_SYNTAX 1:11 $");
});

test("lines end at LF, CRLF and a lone CR", () => {
  // Was 1:10 (only LF ended a line).
  assert.equal(where("alltypes.Node", '{\r"name":1}'), "JSON_TYPE 2:8 $.name");
  assert.equal(where("alltypes.Node", '{\r\n"name":1}'), "JSON_TYPE 2:8 $.name");
  assert.equal(where("alltypes.Node", '{\n\r"name":1}'), "JSON_TYPE 3:8 $.name");
});

test("a map key's error is at the key (a bad key, the same key twice when strict)", () => {
  // Was at the entry's value (1:36 here).
  assert.equal(where("alltypes.AllTypes", `{${SHAPE},"m_i8":{"x":1}}`), "JSON_INVALID_VALUE 1:32 $.m_i8.x");
  assert.equal(where("alltypes.AllTypes", `{${SHAPE},"m_i8":{"1":1,"1":2}}`, { strict: true }), "JSON_DUPLICATE_KEY 1:38 $.m_i8[\"1\"]");
  // A json object's key with a lone surrogate: at the key (was the object, 1:1).
  assert.equal(where("json", '{"a":1,"\\ud800":2}'), 'JSON_INVALID_VALUE 1:8 $["\\ud800"]');
});

test("an enum map key in decimal is the enum's number: -0 is 0, -1 out of range", () => {
  // Were JSON_INVALID_VALUE: a decimal key with a sign was not read as a number.
  const v = fromJson<AllTypes>(allMeta, "alltypes.AllTypes", `{${SHAPE},"m_enum":{"-0":"a"}}`);
  assert.deepEqual([...v.m_enum.keys()], [0]);
  assert.equal(where("alltypes.AllTypes", `{${SHAPE},"m_enum":{"-1":"a"}}`), 'JSON_OUT_OF_RANGE 1:34 $.m_enum["-1"]');
});

test("a // comment ends at CR too, and a comment holds no control characters", () => {
  // Were accepted: the comment ran to the next LF; control characters were skipped.
  assert.equal(where("i32", "1 //c\rx", { comments: true }), "JSON_SYNTAX 2:1 $");
  assert.equal(where("i32", "1 /* \u0001 */", { comments: true }), "JSON_SYNTAX 1:6 $");
  assert.equal(where("i32", "1 // \u0000", { comments: true }), "JSON_SYNTAX 1:6 $");
  assert.equal(fromJson(allMeta, "i32", "1 /* \t */ // \t", { comments: true }), 1);
});

test("toJson refuses a value built in code that its type cannot hold, as encode does; null is an absent optional", () => {
  // Were written as they came: String(v) of an i32 put '1,"admin":true' into the text as a key,
  // NaN and objects made text that is no JSON, a string "false" in a bool field wrote true, and
  // null for an optional field threw a TypeError.
  const bad = (type: string, meta: MetaTable, v: unknown): string => {
    try {
      toJson(meta, type, v);
    } catch (e) {
      if (e instanceof BaleError) return `${e.code} ${e.path}`;
      throw e;
    }
    return "no error";
  };
  const leaf = (value: unknown, name: unknown = "") => ({ name, value });
  assert.equal(bad("alltypes.Leaf", allMeta, leaf('1,"admin":true')), "INVALID_VALUE $.value");
  for (const x of [NaN, Infinity, 1.5, 2 ** 31, 5n, null, {}]) assert.equal(bad("alltypes.Leaf", allMeta, leaf(x)), "INVALID_VALUE $.value");
  assert.equal(bad("alltypes.Leaf", allMeta, leaf(1, 5)), "INVALID_VALUE $.name");
  assert.equal(bad("alltypes.Leaf", allMeta, leaf(1, "a\ud800")), "INVALID_STRING $.name");
  assert.equal(bad("alltypes.Leaf", allMeta, { name: "a" }), "INVALID_VALUE $.value");
  const at = (field: string, x: unknown): string => bad("alltypes.AllTypes", allMeta, { ...allTypes(), [field]: x });
  assert.equal(at("f_bool", "false"), "INVALID_VALUE $.f_bool");
  assert.equal(at("f_i64", '1","x":"y'), "INVALID_VALUE $.f_i64");
  assert.equal(at("f_i64", 1), "INVALID_VALUE $.f_i64");
  assert.equal(at("f_u64", -1n), "INVALID_VALUE $.f_u64");
  assert.equal(at("ts_num", 2 ** 53), "INVALID_VALUE $.ts_num");
  assert.equal(at("f_f64", "1"), "INVALID_VALUE $.f_f64");
  assert.equal(at("f_bytes", "AQ=="), "INVALID_VALUE $.f_bytes");
  assert.equal(at("color", -1), "INVALID_VALUE $.color");
  assert.equal(at("l_i32", [1, "2"]), "INVALID_VALUE $.l_i32[1]");
  assert.equal(at("m_string", { a: 1 }), "INVALID_VALUE $.m_string");
  assert.equal(at("m_i32", new Map([["1", "a"]])), 'INVALID_VALUE $.m_i32["1"]');
  assert.equal(at("shape", { case: "nope", value: 1 }), "INVALID_VALUE $.shape");
  // Inside a json value the path is the json value's (as for the output budget).
  assert.equal(bad("json", allMeta, [1, NaN]), "INVALID_VALUE $");
  assert.equal(bad("json", allMeta, new Map([["a", { b: 1 }]])), "INVALID_VALUE $");
  assert.equal(bad("json", allMeta, new Map([[1, 2]])), "INVALID_VALUE $");
  // Every value the checks pass is the value decoded: the default AllTypes reads back the same.
  const ok = allTypes();
  assert.equal(toJson(allMeta, "alltypes.AllTypes", fromJson(allMeta, "alltypes.AllTypes", toJson(allMeta, "alltypes.AllTypes", ok))), toJson(allMeta, "alltypes.AllTypes", ok));
  // null is absent for an optional field, as for encode (a json field's null is JSON null).
  const nulls = { ...allTypes(), o_i32: null, o_string: null, o_leaf: null, o_shape: null };
  assert.equal(toJson(allMeta, "alltypes.AllTypes", nulls), toJson(allMeta, "alltypes.AllTypes", allTypes()));
  assert.equal(toJson(allMeta, "json", null), "null");
});

test("a refused value is shown the same by encode, encodeFlat and toJson: a string quoted, a bigint with n", () => {
  const cases: [keyof Media, unknown, string][] = [
    ["width", "640", '"640" is not a valid i32'],
    ["title", 5n, "5n is not a string"],
    ["title", {}, "an object is not a string"],
    ["title", new Date(0), "an instance of Date is not a string"],
    ["persons", "a", '"a" is not an array'],
    ["uri", "x".repeat(50), undefined as unknown as string], // a string is a string: no error
  ];
  for (const [field, bad, detail] of cases) {
    const mc = MediaContent.create();
    (mc.media as unknown as Record<string, unknown>)[field] = bad;
    const details = [() => encode(MediaContent, mc), () => encodeFlat(MediaContent$flat, mc), () => toJson(mediaMeta, "media.MediaContent", mc)].map(
      (f) => {
        try {
          f();
          return undefined;
        } catch (e) {
          assert.ok(e instanceof BaleError, String(e));
          assert.equal(e.code, "INVALID_VALUE");
          assert.ok(e.path.endsWith(`.media.${field}`), e.path); // MediaContent.media.x; toJson's $.media.x
          return e.detail;
        }
      },
    );
    assert.deepEqual(details, [detail, detail, detail], `${field}`);
  }
});
