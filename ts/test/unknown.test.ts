// Unknown fields record the message type they were read as; a writer refuses them in a message of
// another type (FORMAT.md §3.4), whose newer readers would take them for fields of their own.
// Before, a v2 Record's unknown fields moved into a v1 Detail were written there, and a v2 reader
// read Record's label as Detail's urgent.

import assert from "node:assert/strict";
import { test } from "node:test";
import { CompactWriter, UnknownFields, decode, encode } from "@bale-dev/runtime";
import { baleError as refusal } from "./harness/util.js";
import { Detail, Record } from "../../goldens/ts/evolve_v1/evolve.js";
import { Record as RecordV2 } from "../../goldens/ts/evolve_v2/evolve.js";

const NEWER = {
  ...RecordV2.create(),
  id: "r1",
  tags: ["a", "b"],
  detail: { note: "note", level: 2, urgent: true },
  label: "a label",
  archived: true,
  scores: [1, 2, 3],
};
const BYTES = encode(RecordV2, NEWER);

function older(): Record {
  return decode(Record, BYTES);
}

test("unknown fields record the type they were read as, at every level", () => {
  const old = older();
  assert.equal(old.$unknown?.type, "evolve.Record");
  assert.equal(old.detail.$unknown?.type, "evolve.Detail");
});

test("their own type writes them back unchanged, in the same or a new instance", () => {
  const old = older();
  assert.deepEqual(encode(Record, old), BYTES);
  const again = { ...old, detail: { note: "other", level: 5, $unknown: old.detail.$unknown } };
  const back = decode(RecordV2, encode(Record, again));
  assert.equal(back.detail.urgent, true);
  assert.equal(back.label, "a label");
});

test("a nested message refuses the root's unknown fields, with the message's path", () => {
  const old = older();
  const moved = { ...old, detail: { note: "n", level: 1, $unknown: old.$unknown } };
  const e = refusal(() => encode(Record, moved));
  assert.equal(e.code, "INVALID_VALUE");
  assert.equal(e.path, "Record.detail");
  assert.equal(e.detail, "unknown fields read as a evolve.Record cannot be written in a evolve.Detail");
});

test("a root refuses a nested message's unknown fields; the writer goes on after", () => {
  const old = older();
  const w = new CompactWriter();
  const moved = { ...old, detail: Detail.create(), $unknown: old.detail.$unknown };
  const e = refusal(() => w.encode(Record, moved));
  assert.equal(e.code, "INVALID_VALUE");
  assert.equal(e.path, "Record");
  assert.equal(e.detail, "unknown fields read as a evolve.Detail cannot be written in a evolve.Record");
  const alone = refusal(() => encode(Detail, { note: "n", level: 1, $unknown: old.$unknown }));
  assert.equal(alone.path, "Detail");
  assert.deepEqual(w.encode(Record, old), BYTES);
});

test("unknown fields built without a type are written anywhere, unchecked", () => {
  const old = older();
  const u = old.$unknown!;
  const untyped = new UnknownFields(u.origin, u.bits, u.tail);
  assert.equal(untyped.type, undefined);
  const bytes = encode(Record, { ...old, $unknown: untyped });
  assert.deepEqual(bytes, BYTES);
});
