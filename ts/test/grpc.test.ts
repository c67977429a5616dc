// @bale-dev/runtime/grpc: method definitions of Bale compact roots in @grpc/grpc-js calls, a server
// and a client in this process over HTTP/2 on 127.0.0.1: unary and server-streaming calls, the
// bytes on the wire, what grpc-js makes of a request or a reply that does not decode, limits.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  Metadata,
  Server,
  ServerCredentials,
  credentials,
  makeGenericClientConstructor,
  status,
  type ServiceError,
} from "@grpc/grpc-js";
import { BaleError, decode, decodeFlat, encode, encodeFlat, limits } from "@bale-dev/runtime";
import { grpcError, grpcFlatMethod, grpcMethod } from "@bale-dev/runtime/grpc";
import { Image, MediaContent, MediaContent$flat } from "../../goldens/ts/media/media.js";

function media(images: number): MediaContent {
  const m = MediaContent.create();
  m.media.uri = "grpc://media/" + images;
  m.media.title = "over gRPC";
  m.media.format = "video/webm";
  m.media.duration = 1n << 40n;
  m.media.persons = ["Grace", "Jöns", "스"];
  for (let i = 0; i < images; i++) {
    m.images.push({ uri: `grpc://images/${i}.jpg`, title: i % 3 === 0 ? undefined : `image ${i}`, width: 16 * i, height: 9 * i, size: i % 2, $unknown: undefined });
  }
  return m;
}

const VALUE = media(3);

const Media = {
  echo: grpcMethod("bale.test.Media", "Echo", MediaContent, MediaContent),
  images: grpcMethod("bale.test.Media", "Images", MediaContent, Image, { responseStream: true }),
  broken: grpcMethod("bale.test.Media", "Broken", MediaContent, MediaContent),
  flatEcho: grpcFlatMethod("bale.test.Media", "FlatEcho", MediaContent$flat, MediaContent$flat),
};
// Echo again, for a client whose limits refuse the reply (depth 1: the nested message is too deep).
// (Apart: grpc-js also names a client's method by its originalName, "echo" for both.)
const SHALLOW = grpcMethod("bale.test.Media", "Echo", MediaContent, MediaContent, { limits: limits({ depth: 1 }) });

// The same paths with bytes as they are: what a peer that sends anything at all sends.
const raw = (name: string) => ({
  path: `/bale.test.Media/${name}`,
  requestStream: false,
  responseStream: false,
  originalName: name.toLowerCase(),
  requestSerialize: (b: Uint8Array) => Buffer.from(b),
  requestDeserialize: (b: Uint8Array) => b,
  responseSerialize: (b: Uint8Array) => Buffer.from(b),
  responseDeserialize: (b: Uint8Array) => b,
});

type Unary = (req: unknown, cb: (e: ServiceError | null, r?: unknown) => void) => void;
type Client = Record<string, Unary & ((req: unknown) => NodeJS.ReadableStream)> & { close(): void };

let server: Server;
let port = 0;
let client: Client;
let rawClient: Client;
let shallowClient: Client;

before(async () => {
  server = new Server();
  server.addService(
    { echo: Media.echo, images: Media.images, broken: raw("Broken"), flatEcho: Media.flatEcho },
    {
      echo: (call: { request: MediaContent }, done: (e: null, r: MediaContent) => void) => done(null, call.request),
      flatEcho: (call: { request: MediaContent }, done: (e: null, r: MediaContent) => void) => done(null, call.request),
      images: (call: { request: MediaContent; write(i: Image): void; end(): void }) => {
        for (const i of call.request.images) call.write(i);
        call.end();
      },
      broken: (_call: unknown, done: (e: null, r: Uint8Array) => void) => {
        const good = encode(MediaContent, VALUE);
        done(null, good.subarray(0, good.length - 3));
      },
    },
  );
  port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  );
  const make = (def: object) =>
    new (makeGenericClientConstructor(def as never, "bale.test.Media") as unknown as new (
      address: string,
      creds: ReturnType<typeof credentials.createInsecure>,
    ) => Client)(`127.0.0.1:${port}`, credentials.createInsecure());
  client = make(Media);
  rawClient = make({ echo: raw("Echo") });
  shallowClient = make({ echo: SHALLOW });
});

after(() => {
  client.close();
  rawClient.close();
  shallowClient.close();
  server.forceShutdown();
});

const unary = <T>(c: Client, method: string, request: unknown): Promise<T> =>
  new Promise((resolve, reject) => c[method]!(request, (e, r) => (e ? reject(e) : resolve(r as T))));

test("unary calls carry compact roots; the bytes on the wire are encode's", async () => {
  assert.deepEqual(await unary<MediaContent>(client, "echo", VALUE), VALUE);
  const many = media(2000); // ~60 KB, several HTTP/2 frames
  assert.deepEqual(await unary<MediaContent>(client, "echo", many), many);
  const bytes = encode(MediaContent, VALUE);
  const back = await unary<Uint8Array>(rawClient, "echo", bytes);
  assert.deepEqual(new Uint8Array(back), bytes);
  const s = Media.echo.requestSerialize(VALUE);
  assert.ok(Buffer.isBuffer(s), "grpc-js copies messages with Buffer#copy");
  assert.deepEqual(new Uint8Array(s), bytes);
  assert.equal(Media.echo.path, "/bale.test.Media/Echo");
  assert.equal(Media.images.responseStream, true);
});

test("the flat codec: flat roots both ways", async () => {
  assert.deepEqual(await unary<MediaContent>(client, "flatEcho", VALUE), VALUE);
  const s = Media.flatEcho.requestSerialize(VALUE);
  assert.deepEqual(new Uint8Array(s), encodeFlat(MediaContent$flat, VALUE));
  assert.deepEqual(Media.flatEcho.responseDeserialize(s), decodeFlat(MediaContent$flat, s));
});

test("a server stream of roots", async () => {
  const got: Image[] = [];
  await new Promise<void>((resolve, reject) => {
    const stream = client.images!(VALUE);
    stream.on("data", (i: Image) => got.push(i));
    stream.on("end", () => resolve());
    stream.on("error", reject);
  });
  assert.deepEqual(got, VALUE.images);
});

test("a reply that does not decode fails the client's call with the decoder's error", async () => {
  const good = encode(MediaContent, VALUE);
  const expected = (() => {
    try {
      decode(MediaContent, good.subarray(0, good.length - 3));
    } catch (e) {
      return e as BaleError;
    }
    throw new Error("the cut bytes decoded");
  })();
  const e = (await unary(client, "broken", VALUE).catch((x: unknown) => x)) as ServiceError;
  assert.equal(e.code, status.INTERNAL);
  assert.ok(e.details.includes(expected.message), e.details);
  assert.ok(e.details.includes(expected.code), e.details);
});

test("a request that does not decode: grpc-js answers INTERNAL; limits hold", async () => {
  const good = encode(MediaContent, VALUE);
  const e = (await unary(rawClient, "echo", good.subarray(0, good.length - 5)).catch((x: unknown) => x)) as ServiceError;
  assert.equal(e.code, status.INTERNAL);
  assert.ok(e.details.startsWith("Error deserializing request"), e.details);
  // The service still answers.
  assert.deepEqual(await unary<MediaContent>(client, "echo", VALUE), VALUE);
  // A client whose limits refuse the reply (depth 1: the nested message is too deep).
  const deep = (await unary(shallowClient, "echo", VALUE).catch((x: unknown) => x)) as ServiceError;
  assert.equal(deep.code, status.INTERNAL);
  assert.ok(deep.details.includes("DEPTH_LIMIT"), deep.details);
  assert.ok(new Metadata() instanceof Metadata);
});

test("names are checked", () => {
  assert.throws(() => grpcMethod("", "Echo", MediaContent, MediaContent), /non-empty/);
  assert.throws(() => grpcMethod("a/b", "Echo", MediaContent, MediaContent), /without '\/'/);
});

test("grpcError reads the trailers Java's BaleGrpc sends, and nothing else", () => {
  const m = new Metadata();
  m.set("bale-error-code", "INVALID_UTF8");
  m.set("bale-error-offset", "50");
  m.set("bale-error-path-bin", Buffer.from('media.Media.persons[1]["ü %"]', "utf8"));
  m.set("bale-error-detail-bin", Buffer.from("string table entry 4 — 스", "utf8"));
  const e = grpcError({ code: status.INTERNAL, details: "x", metadata: m });
  assert.ok(e instanceof BaleError);
  assert.deepEqual([e.code, e.offset, e.path, e.detail], ["INVALID_UTF8", 50, 'media.Media.persons[1]["ü %"]', "string table entry 4 — 스"]);
  // No offset: -1; no path or detail: "".
  const bare = new Metadata();
  bare.set("bale-error-code", "TRUNCATED");
  assert.deepEqual(
    (({ code, offset, path, detail }) => [code, offset, path, detail])(grpcError({ metadata: bare })!),
    ["TRUNCATED", -1, "", ""],
  );
  // Nothing to read: no metadata, no code, a code of a later version, an offset that is no number.
  assert.equal(grpcError(new Error("plain")), undefined);
  assert.equal(grpcError(undefined), undefined);
  assert.equal(grpcError({ metadata: new Metadata() }), undefined);
  const later = new Metadata();
  later.set("bale-error-code", "A_CODE_OF_A_LATER_VERSION");
  assert.equal(grpcError({ metadata: later }), undefined);
  const badOffset = new Metadata();
  badOffset.set("bale-error-code", "TRUNCATED");
  badOffset.set("bale-error-offset", "12x");
  assert.equal(grpcError({ metadata: badOffset }), undefined);
});
