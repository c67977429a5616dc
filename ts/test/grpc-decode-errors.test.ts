// withDecodeErrors (@bale-dev/runtime/grpc): a Node server of the generated Orders service whose
// requests do not decode ends each kind of call with INTERNAL and the decoder's error in the
// trailers, as Java's BaleGrpc.withDecodeErrors does, and grpcError reads it back on the client.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Server, ServerCredentials, credentials, makeGenericClientConstructor, status, type ServiceError } from "@grpc/grpc-js";
import { BaleError, decode, encode } from "@bale-dev/runtime";
import { grpcError, withDecodeErrors } from "@bale-dev/runtime/grpc";
import { Orders, OrdersClient, type OrdersHandlers } from "../../goldens/ts/imports/orders_service/shop/service.grpc.js";
import { OrderRequest } from "../../goldens/ts/imports/orders_service/shop/service.js";
import { Order } from "../../goldens/ts/imports/orders_service/shop/orders.js";
import { ask, order } from "./orders-values.js";

// A request cut short, and the error decode gives it here.
const GOOD_ASK = encode(OrderRequest, ask("order-1"));
const BAD_ASK = GOOD_ASK.subarray(0, GOOD_ASK.length - 2);
const GOOD_ORDER = encode(Order, order("order-2"));
const BAD_ORDER = GOOD_ORDER.subarray(0, GOOD_ORDER.length - 2);
function errorOf(f: () => unknown): BaleError {
  try {
    f();
  } catch (e) {
    if (e instanceof BaleError) return e;
  }
  throw new Error("no BaleError");
}
const ASK_ERROR = errorOf(() => decode(OrderRequest, BAD_ASK));
const ORDER_ERROR = errorOf(() => decode(Order, BAD_ORDER));

// Each method with its requests sent as they are (what a peer that sends anything at all sends).
type RawClient = Record<string, (...args: unknown[]) => NodeJS.ReadableStream & NodeJS.WritableStream> & { close(): void };
const rawDefinition = Object.fromEntries(
  Object.entries(Orders).map(([k, m]) => [k, { ...m, requestSerialize: (b: Uint8Array) => Buffer.from(b) }]),
);

let server: Server;
let raw: RawClient;
let client: OrdersClient;
const seen: string[] = [];

before(async () => {
  const handlers: OrdersHandlers = {
    get: (call, done) => {
      seen.push(`get ${call.request.id}`);
      done(null, order(call.request.id));
    },
    watch: (call) => {
      seen.push(`watch ${call.request.id}`);
      call.write(order(call.request.id));
      call.end();
    },
    upload: (call, done) => {
      let count = 0;
      call.on("data", (o: Order) => {
        seen.push(`upload ${o.id}`);
        count++;
      });
      call.on("end", () => {
        seen.push("upload end");
        done(null, { count, $unknown: undefined });
      });
    },
    sync: (call) => {
      call.on("data", (r: OrderRequest) => {
        seen.push(`sync ${r.id}`);
        call.write(order(r.id));
      });
      call.on("end", () => {
        seen.push("sync end");
        call.end();
      });
    },
  };
  server = new Server();
  server.addService(...withDecodeErrors(Orders, handlers));
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  );
  const Raw = makeGenericClientConstructor(rawDefinition as never, "Orders") as unknown as new (
    address: string,
    creds: ReturnType<typeof credentials.createInsecure>,
  ) => RawClient;
  raw = new Raw(`127.0.0.1:${port}`, credentials.createInsecure());
  client = new OrdersClient(`127.0.0.1:${port}`, credentials.createInsecure());
});

after(() => {
  raw.close();
  client.close();
  server.forceShutdown();
});

/** The call's error: INTERNAL, the decoder's error in the details and, read back, the trailers. */
function assertDecodeError(e: unknown, path: string, expected: BaleError): void {
  const se = e as ServiceError;
  assert.equal(se.code, status.INTERNAL, String(e));
  assert.ok(se.details.startsWith(`Bale request of ${path} does not decode: ${expected.code}`), se.details);
  const back = grpcError(e);
  assert.ok(back instanceof BaleError, "the trailers hold the error");
  assert.deepEqual([back.code, back.offset, back.path, back.detail], [expected.code, expected.offset, expected.path, expected.detail]);
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 200));

function streamError(s: NodeJS.ReadableStream, values: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    s.on("data", (v) => values.push(v));
    s.on("error", resolve);
    s.on("end", () => reject(new Error("the call ended without an error")));
  });
}

test("a unary request that does not decode: INTERNAL with the error, the handler not called", async () => {
  seen.length = 0;
  const e = await new Promise((resolve, reject) =>
    raw.get!(BAD_ASK, (err: unknown) => (err ? resolve(err) : reject(new Error("the call succeeded")))),
  );
  assertDecodeError(e, "/shop.service.Orders/Get", ASK_ERROR);
  assert.deepEqual(seen, []);
  // A request that decodes reaches the handler as before.
  const got = await new Promise<Order>((resolve, reject) => client.get(ask("o1"), (err, r) => (err || !r ? reject(err) : resolve(r))));
  assert.deepEqual(got, order("o1"));
  assert.deepEqual(seen, ["get o1"]);
});

test("a server-streaming request that does not decode: the stream fails with the error", async () => {
  seen.length = 0;
  const values: unknown[] = [];
  assertDecodeError(await streamError(raw.watch!(BAD_ASK), values), "/shop.service.Orders/Watch", ASK_ERROR);
  assert.deepEqual([values, seen], [[], []]);
});

test("client streaming: the messages before the one that does not decode reach the handler, then the call fails (no end)", async () => {
  seen.length = 0;
  const e = await new Promise((resolve, reject) => {
    const up = raw.upload!((err: unknown) => (err ? resolve(err) : reject(new Error("the call succeeded"))));
    up.write(GOOD_ORDER);
    up.write(BAD_ORDER);
    up.write(GOOD_ORDER);
    up.end();
  });
  assertDecodeError(e, "/shop.service.Orders/Upload", ORDER_ERROR);
  await settle(); // anything the server would still hand the handler has reached it
  assert.deepEqual(seen, ["upload order-2"]);
});

test("bidirectional streaming: the replies to the messages before, then the error (no end)", async () => {
  seen.length = 0;
  const values: unknown[] = [];
  const sync = raw.sync!();
  const failed = streamError(sync, values);
  sync.write(GOOD_ASK);
  sync.write(BAD_ASK);
  sync.write(GOOD_ASK);
  sync.end();
  assertDecodeError(await failed, "/shop.service.Orders/Sync", ASK_ERROR);
  assert.deepEqual(values, [order("order-1")]);
  await settle(); // anything the server would still hand the handler has reached it
  assert.deepEqual(seen, ["sync order-1"]);
});

test("withDecodeErrors changes neither argument", () => {
  const handlers = { get: () => {} };
  const [definition, wrapped] = withDecodeErrors(Orders, handlers);
  assert.notEqual(definition, Orders);
  assert.notEqual(wrapped.get, handlers.get);
  assert.throws(() => Orders.get.requestDeserialize(BAD_ASK), BaleError);
  assert.equal(definition.get.path, Orders.get.path);
});
