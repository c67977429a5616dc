/**
 * Runs testdata/streams (docs/spec/VECTORS.md §6) through the TS stream writer and decoder and
 * the generated goldens: writing the records gives exactly `hex`, reading `hex` (fed one byte at
 * a time) gives the values in order; corrupt streams end in exactly `error` at `offset` after
 * `valuesBefore` values.
 */
import { BaleError, MessageStreamDecoder, MessageStreamWriter, limits as makeLimits, type MessageType } from "@bale-dev/runtime";
import { hex, unhex, type CaseFile, type Report } from "./conformance.js";
import { equal, fromJson, show } from "./json.js";
import { SCHEMAS } from "./registry.js";

type Case = Record<string, unknown>;

function typeOf(c: Case): { t: MessageType<object>; meta: (typeof SCHEMAS)[string]["meta"]; name: string } {
  const s = SCHEMAS[String(c["schema"])];
  const t = s?.messages[String(c["type"])];
  if (s === undefined || t === undefined) throw new Error(`no generated type ${String(c["type"])}`);
  return { t, meta: s.meta, name: String(c["type"]) };
}

function writeCase(c: Case): void {
  const { t, meta, name } = typeOf(c);
  const caps = (c["caps"] ?? {}) as { maxEntries?: number; maxBytes?: number };
  const w = new MessageStreamWriter(t, {
    ...(c["kind"] === "session" ? { sessionId: BigInt("0x" + String(c["sessionId"])) } : {}),
    ...(caps.maxEntries !== undefined ? { maxSessionEntries: caps.maxEntries } : {}),
    ...(caps.maxBytes !== undefined ? { maxSessionBytes: caps.maxBytes } : {}),
  });
  const parts: Uint8Array[] = [];
  const expected: unknown[] = [];
  for (const r of c["records"] as Case[]) {
    if (r["reset"] === true) {
      parts.push(w.reset());
    } else {
      const v = fromJson(meta, { k: "ref", name }, r["value"]) as object;
      expected.push(v);
      parts.push(w.write(v));
    }
  }
  parts.push(w.end()); // the header, for a stream of no records
  const written = parts.map((p) => hex(p)).filter((h) => h !== "").join(" ");
  const want = hex(unhex(String(c["hex"])));
  if (written !== want) throw new Error(`write: got ${written}, expected ${want}`);
  const d = new MessageStreamDecoder(t);
  const bytes = unhex(String(c["hex"]));
  for (let i = 0; i < bytes.length; i++) d.feed(bytes.subarray(i, i + 1));
  d.endOfInput();
  const got: object[] = [];
  for (let v = d.poll(); v !== undefined; v = d.poll()) got.push(v);
  if (got.length !== expected.length) throw new Error(`read ${got.length} values, expected ${expected.length}`);
  got.forEach((v, i) => {
    if (!equal(meta, { k: "ref", name }, v, expected[i])) throw new Error(`value ${i}: got ${show(v)}, expected ${show(expected[i])}`);
  });
}

function corruptCase(c: Case): void {
  const { t } = typeOf(c);
  const rl = (c["readerLimits"] ?? {}) as { maxStreamMessageBytes?: number; maxSessionEntries?: number; maxSessionBytes?: number };
  const d = new MessageStreamDecoder(t, {
    ...(c["expectSession"] !== undefined ? { expectSession: BigInt("0x" + String(c["expectSession"])) } : {}),
    ...(rl.maxStreamMessageBytes !== undefined ? { limits: makeLimits({ maxStreamMessageBytes: rl.maxStreamMessageBytes }) } : {}),
    ...(rl.maxSessionEntries !== undefined ? { maxSessionEntries: rl.maxSessionEntries } : {}),
    ...(rl.maxSessionBytes !== undefined ? { maxSessionBytes: rl.maxSessionBytes } : {}),
  });
  const bytes = unhex(String(c["hex"]));
  let values = 0;
  let error: unknown;
  try {
    for (let i = 0; i < bytes.length; i++) {
      d.feed(bytes.subarray(i, i + 1));
      while (d.poll() !== undefined) values++;
    }
    d.endOfInput();
  } catch (e) {
    error = e;
  }
  if (!(error instanceof BaleError)) throw new Error(`expected BaleError ${String(c["error"])}, got ${String(error)}`);
  if (error.code !== c["error"]) throw new Error(`code ${error.code} (${error.message}), expected ${String(c["error"])}`);
  if (c["offset"] !== undefined && error.offset !== c["offset"]) throw new Error(`offset ${error.offset} (${error.message}), expected ${String(c["offset"])}`);
  const before = (c["valuesBefore"] as number | undefined) ?? 0;
  if (values !== before) throw new Error(`${values} values before the error, expected ${before}`);
}

export function runStreams(files: readonly CaseFile[]): Report {
  const report: Report = { passed: 0, failed: [], skipped: [] };
  for (const f of files) {
    for (const c of f.cases) {
      try {
        if (f.file === "corrupt.json") corruptCase(c);
        else writeCase(c);
        report.passed++;
      } catch (e) {
        report.failed.push(`${f.file}:${String(c["name"])}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }
  return report;
}
