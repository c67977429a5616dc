/**
 * Bale messages in gRPC calls of Node's `@grpc/grpc-js`, without a dependency on it: a method
 * definition here is the plain object that `Server.addService` and `makeGenericClientConstructor`
 * take, its request and response each one compact root of a generated type (no frame of its own:
 * gRPC's framing gives the length): the bytes Java's `bale-grpc` `BaleMarshaller.compact` writes
 * and reads (the compact codec's, which the Java↔TypeScript differential test holds equal), so a
 * Node client can call a Java service and the reverse.
 *
 *     import { grpcMethod } from "@bale-dev/runtime/grpc";
 *     import { Server, ServerCredentials, makeGenericClientConstructor } from "@grpc/grpc-js";
 *     const Orders = {
 *       get: grpcMethod("shop.Orders", "Get", OrderRequest, Order),
 *       watch: grpcMethod("shop.Orders", "Watch", OrderRequest, Order, { responseStream: true }),
 *     };
 *     server.addService(Orders, { get: (call, done) => done(null, store.get(call.request.id)), watch });
 *     const Client = makeGenericClientConstructor(Orders, "shop.Orders");
 *
 * `grpcFlatMethod` is the same in the flat codec (the `X$flat` types; Java's `BaleMarshaller.flat`).
 *
 * Messages are decoded under `limits` (the defaults, or those given); one that does not decode
 * throws the decoder's `BaleError` (code, offset, path), which grpc-js turns into `INTERNAL`: on a
 * client "Response message parsing error: " and the error's message; on a server "Error
 * deserializing request", with the message only when the server runs with
 * `GRPC_NODE_DEBUG_SEND_ERROR_DETAILS` (grpc-js's choice, for every serializer). Node only: the
 * serializers return Node `Buffer`s (views of the encoded bytes, no copy), which grpc-js needs, and
 * this module's types use Node's (`@types/node`, which grpc-js's own types need too).
 *
 * A Java service wrapped by `BaleGrpc.withDecodeErrors` answers a request that does not decode with
 * `INTERNAL` and the decoder's error in trailers, and so does a Node service added through
 * {@link withDecodeErrors}; {@link grpcError} reads it back as a `BaleError`.
 */
import type { Buffer } from "node:buffer"; // types only: grpc-js's serializers return Buffers
import { BaleError, ERROR_CODES, type ErrorCode } from "./errors.js";
import { decode, decodeFlat, encode, encodeFlat } from "./index.js";
import type { MessageType } from "./compact/types.js";
import type { FlatMessageType } from "./flat/codec.js";
import type { Limits } from "./limits.js";

/** A gRPC method of `@grpc/grpc-js`'s definition shape, over Bale compact or flat roots. */
export interface GrpcMethod<Q, R> {
  /** `/package.Service/Method`. */
  readonly path: string;
  readonly requestStream: boolean;
  readonly responseStream: boolean;
  /** The method's name, as grpc-js's generated clients name it. */
  readonly originalName: string;
  requestSerialize(value: Q): Buffer;
  requestDeserialize(bytes: Uint8Array): Q;
  responseSerialize(value: R): Buffer;
  responseDeserialize(bytes: Uint8Array): R;
}

/** The kind of call and the decoding limits of {@link grpcMethod}. */
export interface GrpcMethodOptions {
  /** The client sends a stream of requests (default false). */
  readonly requestStream?: boolean;
  /** The server sends a stream of responses (default false). */
  readonly responseStream?: boolean;
  /** Limits for decoding either side's messages (default: the runtime's defaults). */
  readonly limits?: Limits;
}

/** `bytes` as a Node `Buffer` over the same memory (grpc-js copies messages with `Buffer#copy`). */
function nodeBuffer(bytes: Uint8Array): Buffer {
  const B = (globalThis as { Buffer?: typeof Buffer }).Buffer;
  if (B === undefined) {
    throw new Error("@bale-dev/runtime/grpc: Node's Buffer is required (grpc-js runs in Node)");
  }
  return B.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The definition of method `name` of `service` (a full name such as `shop.Orders`) whose requests
 * are compact roots of `request` and responses compact roots of `response` (generated types).
 */
export function grpcMethod<Q, R>(
  service: string,
  name: string,
  request: MessageType<Q>,
  response: MessageType<R>,
  options: GrpcMethodOptions = {},
): GrpcMethod<Q, R> {
  return definition(service, name, options, compact(request, options.limits), compact(response, options.limits));
}

/**
 * {@link grpcMethod} in the flat codec: requests and responses are flat roots of the generated
 * `X$flat` types, verified and decoded whole when received (Java's `BaleMarshaller.flat`).
 */
export function grpcFlatMethod<Q, R>(
  service: string,
  name: string,
  request: FlatMessageType<Q>,
  response: FlatMessageType<R>,
  options: GrpcMethodOptions = {},
): GrpcMethod<Q, R> {
  return definition(service, name, options, flat(request, options.limits), flat(response, options.limits));
}

/** One side of a method: its messages' serializer and deserializer. */
interface Side<T> {
  serialize(value: T): Buffer;
  deserialize(bytes: Uint8Array): T;
}

function compact<T>(type: MessageType<T>, limits: Limits | undefined): Side<T> {
  return {
    serialize: (value) => nodeBuffer(encode(type, value)),
    deserialize: (bytes) => decode(type, bytes, limits),
  };
}

function flat<T>(type: FlatMessageType<T>, limits: Limits | undefined): Side<T> {
  return {
    serialize: (value) => nodeBuffer(encodeFlat(type, value)),
    deserialize: (bytes) => decodeFlat(type, bytes, limits),
  };
}

function definition<Q, R>(
  service: string,
  name: string,
  options: GrpcMethodOptions,
  request: Side<Q>,
  response: Side<R>,
): GrpcMethod<Q, R> {
  if (service === "" || name === "" || service.includes("/") || name.includes("/")) {
    throw new Error(`grpcMethod: service and method names must be non-empty, without '/': ${service}/${name}`);
  }
  return {
    path: `/${service}/${name}`,
    requestStream: options.requestStream === true,
    responseStream: options.responseStream === true,
    originalName: name.charAt(0).toLowerCase() + name.slice(1),
    requestSerialize: request.serialize,
    requestDeserialize: request.deserialize,
    responseSerialize: response.serialize,
    responseDeserialize: response.deserialize,
  };
}

/**
 * The Bale decoding error that the trailers of a failed call carry (a grpc-js `ServiceError`, whose
 * `metadata` holds them): what a Java service wrapped by `BaleGrpc.withDecodeErrors` sends when a
 * request does not decode — keys `bale-error-code`, `bale-error-offset`, and the path and detail as
 * UTF-8 in the binary keys `bale-error-path-bin` and `bale-error-detail-bin`. Undefined when there
 * is none, or when the code is not one this runtime knows (a peer on a newer version) or the offset
 * is not a number. (A reply that does not decode in Node is grpc-js's `INTERNAL` with the error's
 * message only: nothing for this to read.)
 */
export function grpcError(e: unknown): BaleError | undefined {
  const metadata = (e as { metadata?: unknown } | null | undefined)?.metadata as
    | { get?: (key: string) => unknown[] }
    | undefined;
  if (metadata === undefined || metadata === null || typeof metadata.get !== "function") return undefined;
  const first = (key: string): unknown => {
    const values = metadata.get!(key);
    return Array.isArray(values) ? values[0] : undefined;
  };
  const code = first("bale-error-code");
  if (typeof code !== "string" || !(ERROR_CODES as readonly string[]).includes(code)) return undefined;
  // As Java's BaleGrpc.error: no offset is -1 (not known), one that is not a number no error.
  const offsetText = first("bale-error-offset");
  if (offsetText !== undefined && (typeof offsetText !== "string" || !/^-?[0-9]{1,15}$/.test(offsetText))) {
    return undefined;
  }
  const offset = offsetText === undefined ? -1 : Number(offsetText);
  return new BaleError(code as ErrorCode, offset, utf8(first("bale-error-path-bin")), utf8(first("bale-error-detail-bin")));
}

/** A binary metadata value's UTF-8 text ("" when absent or not bytes). */
function utf8(value: unknown): string {
  return value instanceof Uint8Array ? new TextDecoder().decode(value) : "";
}

/** gRPC's status code INTERNAL (13), which Java's `BaleMarshaller` gives a message that does not decode. */
const INTERNAL = 13;

/** What a wrapped request deserializer returns for bytes that do not decode. */
class DecodeFailure {
  constructor(
    readonly error: BaleError,
    readonly path: string,
  ) {}
}

/** The parts of grpc-js's `Metadata` used here (a class of the calling server's grpc-js). */
interface MetadataLike {
  set(key: string, value: string | Buffer): void;
}

/** The parts of grpc-js's server calls used here. */
interface ServerCallLike {
  readonly request?: unknown;
  readonly metadata: MetadataLike;
  emit(event: "error", status: unknown): boolean;
  push?(chunk: unknown): boolean;
}

/**
 * The status that ends a call whose request did not decode, as Java's `BaleGrpc.withDecodeErrors`
 * sends it: INTERNAL, the error in the details and in the trailers {@link grpcError} reads. The
 * trailers are a `Metadata` of the calling server's own grpc-js (made through the class of the
 * call's request metadata, since this runtime does not depend on grpc-js).
 */
function failureStatus(call: ServerCallLike, f: DecodeFailure): { code: number; details: string; metadata: MetadataLike } {
  const Metadata = (call.metadata as object).constructor as new () => MetadataLike;
  const metadata = new Metadata();
  const e = f.error;
  metadata.set("bale-error-code", e.code);
  metadata.set("bale-error-offset", String(e.offset));
  metadata.set("bale-error-path-bin", nodeBuffer(new TextEncoder().encode(e.path)));
  metadata.set("bale-error-detail-bin", nodeBuffer(new TextEncoder().encode(e.detail)));
  return { code: INTERNAL, details: `Bale request of ${f.path} does not decode: ${e.message}`, metadata };
}

type Handler = (call: ServerCallLike, callback?: (status: unknown) => void) => void;

/** What {@link withDecodeErrors} reads of a method definition (any `GrpcMethod` has it). */
type MethodShape = Pick<GrpcMethod<unknown, unknown>, "path" | "requestStream" | "responseStream" | "requestDeserialize">;

/**
 * `service` and `handlers` for `server.addService`, changed so that a request that does not decode
 * ends its call with `INTERNAL` and the decoder's error in the details and the trailers
 * `bale-error-code`, `bale-error-offset`, `bale-error-path-bin` and `bale-error-detail-bin` (what
 * Java's `BaleGrpc.withDecodeErrors` sends, which {@link grpcError} and Java's `BaleGrpc.error`
 * read), instead of grpc-js's bare "Error deserializing request":
 *
 *     server.addService(...withDecodeErrors(Orders, handlers));
 *
 * A unary or server-streaming handler is not called for such a request. A client-streaming or
 * bidirectional handler sees the messages before the one that does not decode and none from it on.
 * Errors other than Bale's are grpc-js's as before. Neither argument is changed. Add the two
 * results together: the definition's deserializers hand a request that does not decode to the
 * handlers as a marker object that only the returned handlers expect.
 */
export function withDecodeErrors<S extends Record<string, MethodShape>, H extends object>(
  service: S,
  handlers: H,
): [S, H] {
  const definition: Record<string, MethodShape> = {};
  const wrapped = { ...handlers } as Record<string, unknown>;
  for (const [key, m] of Object.entries(service)) {
    const deserialize = m.requestDeserialize;
    definition[key] = {
      ...m,
      requestDeserialize: (bytes) => {
        try {
          return deserialize(bytes);
        } catch (e) {
          if (e instanceof BaleError) return new DecodeFailure(e, m.path);
          throw e;
        }
      },
    };
    const h = (handlers as Record<string, unknown>)[key];
    if (typeof h === "function") wrapped[key] = guard(m, h as Handler);
  }
  return [definition as S, wrapped as H];
}

/** `h` ending its call with {@link failureStatus} at a request that did not decode. */
function guard(m: MethodShape, h: Handler): Handler {
  // How a call ends with a status: through the callback (unary and client-streaming responses),
  // else as a stream's 'error' event, which grpc-js turns into the call's status.
  const fail = (call: ServerCallLike, callback: ((status: unknown) => void) | undefined, f: DecodeFailure): void => {
    const status = failureStatus(call, f);
    if (m.responseStream) call.emit("error", status);
    else callback!(status);
  };
  if (!m.requestStream) {
    return (call, callback) => {
      if (call.request instanceof DecodeFailure) fail(call, callback, call.request);
      else h(call, callback);
    };
  }
  return (call, callback) => {
    // The requests reach the handler through the stream's push; the first failure ends the call.
    const push = call.push!.bind(call);
    let failed = false;
    call.push = (chunk: unknown): boolean => {
      if (chunk instanceof DecodeFailure) {
        if (!failed) {
          failed = true;
          fail(call, callback, chunk);
        }
        return false;
      }
      // After a failure nothing reaches the handler, not even the end of the requests: its call
      // is over (grpc-js also stops a stream at a message it cannot deserialize).
      return failed ? false : push(chunk);
    };
    h(call, callback);
  };
}
