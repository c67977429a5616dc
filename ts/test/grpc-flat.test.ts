// A schema service whose methods choose their codec (`[flat]`, SCHEMA.md §5b; the golden
// goldens/ts/grpc_flat/grpc_flat.grpc.ts): the flat methods' definitions serialize flat roots
// (grpcFlatMethod over the X$flat types), the other's compact roots, and a grpc-js server and the
// generated typed client call all three over HTTP/2 on 127.0.0.1.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Server, ServerCredentials, credentials } from "@grpc/grpc-js";
import { encode, encodeFlat } from "@bale-dev/runtime";
import { Desk, DeskClient, type DeskHandlers } from "../../goldens/ts/grpc_flat/grpc_flat.grpc.js";
import { Ask, Ask$flat, Quote, Quote$flat } from "../../goldens/ts/grpc_flat/grpc_flat.js";

function quote(symbol: string, bid: number): Quote {
  const q = Quote.create();
  q.symbol = symbol;
  q.bid = bid;
  q.ask = bid + 0.25;
  q.history = [bid - 1, bid];
  return q;
}

function ask(symbol: string): Ask {
  const a = Ask.create();
  a.symbol = symbol;
  return a;
}

test("flat methods send flat roots, the others compact roots; all three called", async () => {
  const q = quote("ACME", 100);
  assert.deepEqual(new Uint8Array(Desk.last.responseSerialize(q)), encodeFlat(Quote$flat, q));
  assert.deepEqual(new Uint8Array(Desk.watch.responseSerialize(q)), encodeFlat(Quote$flat, q));
  assert.deepEqual(new Uint8Array(Desk.lastCompact.responseSerialize(q)), encode(Quote, q));
  assert.deepEqual(new Uint8Array(Desk.last.requestSerialize(ask("A"))), encodeFlat(Ask$flat, ask("A")));
  assert.deepEqual(Desk.last.responseDeserialize(encodeFlat(Quote$flat, q)), q);

  const handlers: DeskHandlers = {
    last: (call, cb) => cb(null, quote(call.request.symbol, 100)),
    lastCompact: (call, cb) => cb(null, quote(call.request.symbol, 100)),
    watch: (call) => {
      for (let i = 1; i <= 3; i++) call.write(quote(call.request.symbol, 100 + i));
      call.end();
    },
  };
  const server = new Server();
  server.addService(Desk, handlers);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  );
  const client = new DeskClient(`127.0.0.1:${port}`, credentials.createInsecure());
  try {
    const acme = ask("ACME");
    const last = await new Promise<Quote>((resolve, reject) =>
      client.last(acme, (e, v) => (e || v === undefined ? reject(e) : resolve(v))),
    );
    assert.deepEqual(last, q);
    const compact = await new Promise<Quote>((resolve, reject) =>
      client.lastCompact(acme, (e, v) => (e || v === undefined ? reject(e) : resolve(v))),
    );
    assert.deepEqual(compact, q);
    const watched: Quote[] = [];
    await new Promise<void>((resolve, reject) => {
      const s = client.watch(acme);
      s.on("data", (v: Quote) => watched.push(v));
      s.on("end", () => resolve());
      s.on("error", reject);
    });
    assert.deepEqual(watched, [quote("ACME", 101), quote("ACME", 102), quote("ACME", 103)]);
  } finally {
    client.close();
    server.forceShutdown();
  }
});
