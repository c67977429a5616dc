// A Node client (@grpc/grpc-js, @bale-dev/runtime/grpc) against the Java service of bale-grpc's
// tests (dev.bale.grpc.InteropServer: BaleMarshaller, wrapped by BaleGrpc.withDecodeErrors), run by
// tools/ci/grpc-interop.sh with the server's port: TypeScript's roots decoded by Java and Java's by
// TypeScript, the same bytes both ways, server and client streams, and the Java decoder's error for
// a request that does not decode read from the trailers in Node; and a schema service's generated
// code on both sides (Java OrdersGrpc, TypeScript Orders) in all four kinds of call.
// Usage: node ts/build/ts/test/grpc-interop.js PORT
import assert from "node:assert/strict";
import { Metadata, credentials, makeGenericClientConstructor, status, type ServiceError } from "@grpc/grpc-js";
import { BaleError, decode, encode, encodeFlat } from "@bale-dev/runtime";
import { grpcError, grpcFlatMethod, grpcMethod } from "@bale-dev/runtime/grpc";
import { Image, MediaContent, MediaContent$flat } from "../../goldens/ts/media/media.js";
import { OrdersClient } from "../../goldens/ts/imports/orders_service/shop/service.grpc.js";
import { OrderRequest, type Receipt } from "../../goldens/ts/imports/orders_service/shop/service.js";
import { Order } from "../../goldens/ts/imports/orders_service/shop/orders.js";

const port = Number(process.argv[2]);
if (!(port > 0)) throw new Error("usage: grpc-interop.js PORT");

const S = "bale.test.Media"; // BaleMarshallerTest.SERVICE
const Media = {
  echo: grpcMethod(S, "Echo", MediaContent, MediaContent),
  images: grpcMethod(S, "Images", MediaContent, Image, { responseStream: true }),
  collect: grpcMethod(S, "Collect", Image, MediaContent, { requestStream: true }),
  broken: grpcMethod(S, "Broken", MediaContent, MediaContent),
  flatEcho: grpcFlatMethod(S, "FlatEcho", MediaContent$flat, MediaContent$flat),
};
const rawMethod = (path: string) => ({
  path: `/${S}/${path}`,
  requestStream: false,
  responseStream: false,
  requestSerialize: (b: Uint8Array) => Buffer.from(b),
  requestDeserialize: (b: Uint8Array) => b,
  responseSerialize: (b: Uint8Array) => Buffer.from(b),
  responseDeserialize: (b: Uint8Array) => new Uint8Array(b),
});
const rawEcho = {
  echoRaw: rawMethod("Echo"),
  flatEchoRaw: rawMethod("FlatEcho"),
};

type Callback = (e: ServiceError | null, r?: unknown) => void;
type Writable = { write(v: unknown): boolean; end(): void };
type AnyClient = Record<string, (...args: unknown[]) => unknown> & { close(): void };
const make = (def: object): AnyClient =>
  new (makeGenericClientConstructor(def as never, S) as unknown as new (
    address: string,
    creds: ReturnType<typeof credentials.createInsecure>,
  ) => AnyClient)(`127.0.0.1:${port}`, credentials.createInsecure());

const client = make(Media);
const raw = make(rawEcho);
// The generated service of orders_service.bale, on both sides (Java: OrdersGrpc).
// The generated client class (typed as OrdersClient; used here through the untyped helpers).
const orders = new OrdersClient(`127.0.0.1:${port}`, credentials.createInsecure()) as unknown as AnyClient;
const unary = <T>(c: AnyClient, method: string, request: unknown): Promise<T> =>
  new Promise((resolve, reject) => c[method]!(request, ((e, r) => (e ? reject(e) : resolve(r as T))) as Callback));
const failure = (p: Promise<unknown>): Promise<ServiceError> =>
  p.then(
    () => {
      throw new Error("the call succeeded");
    },
    (e: unknown) => e as ServiceError,
  );

function media(images: number): MediaContent {
  const m = MediaContent.create();
  m.media.uri = "node://media/" + images;
  m.media.title = "from Node";
  m.media.format = "video/webm";
  m.media.duration = (1n << 50n) + 7n;
  m.media.size = -3n;
  m.media.bitrate = 262144;
  m.media.persons = ["Ada", "Jöns", "스", "\u{1F600}"];
  for (let i = 0; i < images; i++) {
    m.images.push({ uri: `node://images/${i}.png`, title: i % 2 === 0 ? undefined : `image ${i}`, width: i, height: 2 * i, size: i % 2, $unknown: undefined });
  }
  return m;
}

const checks: string[] = [];
try {
  // TypeScript's roots decoded by Java, Java's by TypeScript.
  const value = media(3);
  assert.deepEqual(await unary<MediaContent>(client, "echo", value), value);
  const many = media(3000);
  assert.deepEqual(await unary<MediaContent>(client, "echo", many), many);
  assert.deepEqual(await unary<MediaContent>(client, "flatEcho", value), value);
  assert.deepEqual(await unary<MediaContent>(client, "flatEcho", many), many);
  checks.push("echo (3 and 3,000 images), compact and flat");

  // The same bytes both ways: Java decodes what Node encoded and encodes it again.
  for (const v of [value, many]) {
    const bytes = encode(MediaContent, v);
    assert.deepEqual(await unary<Uint8Array>(raw, "echoRaw", bytes), bytes);
    const flat = encodeFlat(MediaContent$flat, v);
    assert.deepEqual(await unary<Uint8Array>(raw, "flatEchoRaw", flat), flat);
  }
  checks.push("bytes identical both ways, compact and flat");

  // Server and client streams.
  const got: Image[] = [];
  await new Promise<void>((resolve, reject) => {
    const s = client.images!(value) as NodeJS.ReadableStream;
    s.on("data", (i: Image) => got.push(i));
    s.on("end", () => resolve());
    s.on("error", reject);
  });
  assert.deepEqual(got, value.images);
  const collected = await new Promise<MediaContent>((resolve, reject) => {
    const call = client.collect!(((e: ServiceError | null, r?: MediaContent) => (e ? reject(e) : resolve(r!))) as Callback) as {
      write(i: Image): void;
      end(): void;
    };
    for (const i of many.images.slice(0, 50)) call.write(i);
    call.end();
  });
  assert.deepEqual(collected.images, many.images.slice(0, 50));
  checks.push("server stream, client stream");

  // A request that does not decode: the Java decoder's error in the trailers, the same as
  // TypeScript's decoder gives for those bytes.
  const good = encode(MediaContent, value);
  for (const bad of [good.subarray(0, good.length - 5), Uint8Array.of(...good, 0)]) {
    let mine: BaleError | undefined;
    try {
      decode(MediaContent, bad);
    } catch (e) {
      mine = e as BaleError;
    }
    assert.ok(mine instanceof BaleError);
    const e = await failure(unary(raw, "echoRaw", bad));
    assert.equal(e.code, status.INTERNAL, e.details);
    const t: Metadata = e.metadata;
    assert.equal(t.get("bale-error-code")[0], mine.code, e.details);
    assert.equal(Number(t.get("bale-error-offset")[0]), mine.offset, e.details);
    // Path and detail in binary metadata: grpc-js hands over the bytes, UTF-8.
    assert.equal(String(t.get("bale-error-path-bin")[0]), mine.path, e.details);
    assert.ok(Buffer.isBuffer(t.get("bale-error-detail-bin")[0]), e.details);
    const read = grpcError(e);
    assert.ok(read instanceof BaleError, e.details);
    assert.deepEqual([read.code, read.offset, read.path], [mine.code, mine.offset, mine.path]);
    assert.equal(read.detail, String(t.get("bale-error-detail-bin")[0]));
    assert.ok(e.details.includes(mine.code), e.details);
  }
  checks.push("Java's decoding errors in the trailers, as TypeScript's decoder reports them");

  // A reply that does not decode (Java sends a cut root).
  const cut = await failure(unary(client, "broken", value));
  assert.equal(cut.code, status.INTERNAL);
  assert.ok(cut.details.startsWith("Response message parsing error"), cut.details);
  checks.push("a cut reply fails in Node");

  // A schema service's generated code on both sides: the Java OrdersGrpc service, the TS Orders (OrdersClient).
  const ask = OrderRequest.create();
  ask.id = "n1";
  assert.equal((await unary<Order>(orders, "get", ask)).id, "n1");
  const watched: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const s = orders.watch!(ask) as NodeJS.ReadableStream;
    s.on("data", (o: Order) => watched.push(o.id));
    s.on("end", () => resolve());
    s.on("error", reject);
  });
  assert.deepEqual(watched, ["n1-1", "n1-2", "n1-3"]);
  const receipt = await new Promise<Receipt>((resolve, reject) => {
    const up = orders.upload!(((e, r) => (e ? reject(e) : resolve(r as Receipt))) as Callback) as Writable;
    for (let i = 0; i < 4; i++) up.write({ ...Order.create(), id: `u${i}` });
    up.end();
  });
  assert.equal(receipt.count, 4);
  const synced: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const s = orders.sync!() as NodeJS.ReadableStream & Writable;
    s.on("data", (o: Order) => synced.push(o.id));
    s.on("end", () => resolve());
    s.on("error", reject);
    for (const id of ["a", "b"]) s.write({ ...ask, id });
    s.end();
  });
  assert.deepEqual(synced, ["a", "b"]);
  checks.push("a schema service's generated code, Java's and TypeScript's, in all four kinds of call");
} finally {
  client.close();
  raw.close();
  orders.close();
}
console.log(`grpc-interop: Node client (grpc-js) against the Java server (bale-grpc): ${checks.join("; ")}: ok`);
