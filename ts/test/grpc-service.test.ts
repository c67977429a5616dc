// The services module generated for a schema `service` (`bale gen --lang ts --grpc`; the golden
// goldens/ts/imports/orders_service/shop/service.grpc.ts): a grpc-js server whose handlers the
// generated OrdersHandlers types, and the generated typed client OrdersClient, in this process over
// HTTP/2 on 127.0.0.1, all four kinds of method.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Metadata, Server, ServerCredentials, credentials } from "@grpc/grpc-js";
import { encode } from "@bale-dev/runtime";
import { Orders, OrdersClient } from "../../goldens/ts/imports/orders_service/shop/service.grpc.js";
import { OrderRequest, Receipt } from "../../goldens/ts/imports/orders_service/shop/service.js";
import { Order } from "../../goldens/ts/imports/orders_service/shop/orders.js";
import { ask, order, ordersHandlers } from "./orders-values.js";

interface Readable<T> {
  on(event: "data", f: (v: T) => void): this;
  on(event: "end", f: () => void): this;
  on(event: "error", f: (e: Error) => void): this;
}

let server: Server;
let client: OrdersClient;

before(async () => {
  server = new Server();
  server.addService(Orders, ordersHandlers);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  );
  client = new OrdersClient(`127.0.0.1:${port}`, credentials.createInsecure());
});

after(() => {
  client.close();
  server.forceShutdown();
});

function collect<T>(s: Readable<T>): Promise<T[]> {
  const got: T[] = [];
  return new Promise((resolve, reject) => {
    s.on("data", (v) => got.push(v));
    s.on("end", () => resolve(got));
    s.on("error", reject);
  });
}

test("the definitions: paths, kinds, the messages' codecs", () => {
  assert.deepEqual(Object.keys(Orders), ["get", "watch", "upload", "sync"]);
  assert.equal(Orders.get.path, "/shop.service.Orders/Get");
  // Each key is the name grpc-js's generated clients give the method (grpcMethod's originalName).
  for (const [key, m] of Object.entries(Orders)) assert.equal(m.originalName, key);
  assert.deepEqual(
    Object.values(Orders).map((m) => [m.requestStream, m.responseStream]),
    [[false, false], [false, true], [true, false], [true, true]],
  );
  assert.deepEqual(new Uint8Array(Orders.get.requestSerialize(ask("o1"))), encode(OrderRequest, ask("o1")));
  assert.deepEqual(Orders.get.responseDeserialize(encode(Order, order("o1"))), order("o1"));
});

test("unary, server-streaming, client-streaming and bidirectional calls through the typed client", async () => {
  // Typed by the generated OrdersClient: the callback's reply is an Order, the streams' values too.
  const one = await new Promise<Order>((resolve, reject) =>
    client.get(ask("o1"), (e, r) => (e || !r ? reject(e) : resolve(r))),
  );
  assert.deepEqual(one, order("o1"));
  const withMetadata = await new Promise<Order>((resolve, reject) =>
    client.get(ask("o2"), new Metadata(), { deadline: Date.now() + 10_000 }, (e, r) =>
      e || !r ? reject(e) : resolve(r),
    ),
  );
  assert.deepEqual(withMetadata, order("o2"));

  const watched = await collect<Order>(client.watch(ask("o1")));
  assert.deepEqual(watched.map((o) => o.id), ["o1-1", "o1-2", "o1-3"]);

  const receipt = await new Promise<Receipt>((resolve, reject) => {
    const up = client.upload((e, r) => (e || !r ? reject(e) : resolve(r)));
    for (let i = 0; i < 5; i++) up.write(order(`u${i}`));
    up.end();
  });
  assert.equal(receipt.count, 5);

  const sync = client.sync();
  const synced = collect<Order>(sync);
  sync.write(ask("a"));
  sync.write(ask("b"));
  sync.end();
  assert.deepEqual(await synced, [order("a"), order("b")]);
});
