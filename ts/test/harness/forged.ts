// Forged inputs for the decoded-size budget (FORMAT.md §7.1): one per element kind that decodes
// to more objects than bytes. The same inputs as the Java DecodedSizeBudgetTest.
import { encode } from "@bale-dev/runtime";
import { AllTypes } from "../../../goldens/ts/alltypes/alltypes.js";

export interface Forged {
  kind: string;
  type: "repos.ReposList" | "alltypes.Node" | "alltypes.AllTypes";
  bytes: Uint8Array;
}

function varint(out: number[], v: number): void {
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/**
 * A root with the given string-table head, whose body is `prefix`, the count `n`, then `n`
 * elements of `element` (the bytes of one list element each).
 */
function listRoot(table: number[], prefix: number[], n: number, element: number[]): Uint8Array {
  const body: number[] = [...prefix];
  varint(body, n);
  const out: number[] = [...table];
  varint(out, (body.length + n * element.length) * 4);
  const bytes = new Uint8Array(out.length + body.length + n * element.length);
  bytes.set(out, 0);
  bytes.set(body, out.length);
  for (let i = out.length + body.length; i < bytes.length; i += element.length) bytes.set(element, i);
  return bytes;
}

/** `ReposList` whose list holds `n` empty `Repo` bodies (one byte each). */
export function reposOfEmptyBodies(n: number): Uint8Array {
  return listRoot([0], [], n, [0]);
}

/** A `Node` (name: string 0, "") whose children are `n` empty `Node` bodies (one byte each). */
export function nodesOfEmptyBodies(n: number): Uint8Array {
  return listRoot([2, 0], [0], n, [0]);
}

/** A `Node` whose children are `n` two-byte `Node` bodies holding only `name` (string 0). */
export function nodesOfNameOnlyBodies(n: number): Uint8Array {
  return listRoot([2, 0], [0], n, [4, 0]);
}

function allTypes(kind: string, fill: (v: AllTypes) => void): Forged {
  const v = AllTypes.create();
  v.shape = { case: "flag", value: false };
  fill(v);
  return { kind, type: "alltypes.AllTypes", bytes: encode(AllTypes, v) };
}

/** Every kind, at about `n` elements (the Java test uses n = 256 Ki). */
export function forgedCases(n: number): Forged[] {
  const fill = <T>(k: number, x: T): T[] => new Array<T>(k).fill(x);
  const intKeys = new Map<number, string>();
  for (let i = 0; i < n / 4; i++) intKeys.set(1000 + i, "");
  const distinct: string[] = [];
  for (let i = 0; i < n / 4; i++) distinct.push(i.toString(36));
  return [
    { kind: "many-field message, empty bodies (Repo, 67 fields)", type: "repos.ReposList", bytes: reposOfEmptyBodies(n) },
    { kind: "small message, empty bodies (Node, 3 fields)", type: "alltypes.Node", bytes: nodesOfEmptyBodies(n) },
    { kind: "small message, name only (Node, 2-byte bodies)", type: "alltypes.Node", bytes: nodesOfNameOnlyBodies(n / 2) },
    allTypes("bools (list<bool>)", (v) => (v.l_bool = fill(n, true))),
    allTypes("known enums (list<Color>)", (v) => (v.l_color = fill(n, 1))),
    allTypes("unknown enums (list<Color>, value 0)", (v) => (v.l_color = fill(n, 0))),
    allTypes("nested empty lists (list<list<i32>>)", (v) => (v.l_nested = Array.from({ length: n }, () => []))),
    allTypes("maps with distinct keys (map<i32, string>)", (v) => (v.m_i32 = intKeys)),
    allTypes("string references (list<string>, one string)", (v) => (v.l_string = fill(n, "x"))),
    allTypes("distinct strings (list<string>)", (v) => (v.l_string = distinct)),
    allTypes("union cases (list<Shape>, flag)", (v) => (v.l_shape = fill(n / 2, { case: "flag", value: true }))),
    allTypes("i64 varints (list<i64>)", (v) => (v.l_i64 = fill(n, 0n))),
  ];
}
