package dev.bale.grpc;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.ServerServiceDefinition;
import io.grpc.StatusException;
import io.grpc.StatusRuntimeException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The trailers that carry a Bale decoding error through gRPC, their reader, and a server wrapper
 * that sends them.
 *
 * <p>A message that {@link BaleMarshaller} cannot parse raises a status exception whose trailers
 * hold the decoder's error: {@link #ERROR_CODE}, {@link #ERROR_OFFSET}, {@link #ERROR_PATH} and
 * {@link #ERROR_DETAIL}. On a client, the call then fails with {@code CANCELLED} and that exception
 * as its cause. On a server, gRPC Java closes a call whose request does not parse with {@code
 * UNKNOWN} ("Application error processing RPC"), sends no trailers and logs the exception as an
 * uncaught one, for every marshaller (protobuf's included); a service wrapped by {@link
 * #withDecodeErrors} instead closes such a call with the marshaller's status ({@code INTERNAL}, or
 * {@code RESOURCE_EXHAUSTED} over the length limit), its description and its trailers, and logs
 * nothing, so the client learns what was wrong with what it sent. {@link #error(Throwable)} reads
 * the error back from a client's exception: a reply that did not decode, or a request that a
 * wrapped service refused (an unwrapped one sends nothing to read):
 *
 * <pre>{@code
 * Server server = ServerBuilder.forPort(8980)
 *     .addService(BaleGrpc.withDecodeErrors(orders))
 *     .build();
 * ...
 * try {
 *   stub.put(order);
 * } catch (StatusRuntimeException e) {
 *   BaleGrpc.error(e).ifPresent(err -> log.warn("the server could not read the order: {}", err.getMessage()));
 * }
 * }</pre>
 */
public final class BaleGrpc {
  private BaleGrpc() {}

  /** The error's code, an {@link ErrorCode} name. */
  public static final Metadata.Key<String> ERROR_CODE =
      Metadata.Key.of("bale-error-code", Metadata.ASCII_STRING_MARSHALLER);

  /** The byte offset of the error in the message, in decimal ({@code -1} if not known). */
  public static final Metadata.Key<String> ERROR_OFFSET =
      Metadata.Key.of("bale-error-offset", Metadata.ASCII_STRING_MARSHALLER);

  /**
   * The field path of the error as UTF-8, in gRPC binary metadata (a {@code -bin} key: base64 on
   * the wire, bytes to the application in every gRPC implementation).
   */
  public static final Metadata.Key<String> ERROR_PATH =
      Metadata.Key.of("bale-error-path-bin", Utf8Marshaller.INSTANCE);

  /** The error's detail as UTF-8, in binary metadata as {@link #ERROR_PATH}. */
  public static final Metadata.Key<String> ERROR_DETAIL =
      Metadata.Key.of("bale-error-detail-bin", Utf8Marshaller.INSTANCE);

  /** A string as its UTF-8 bytes (malformed bytes from a peer read as U+FFFD). */
  private enum Utf8Marshaller implements Metadata.BinaryMarshaller<String> {
    INSTANCE;

    @Override
    public byte[] toBytes(String value) {
      return value.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public String parseBytes(byte[] serialized) {
      return new String(serialized, StandardCharsets.UTF_8);
    }
  }

  /**
   * The Bale error that the trailers of {@code t}, or of an exception in its causes, carry: a
   * {@link BaleException} of the same code, offset, path and detail as the decoder's. Empty when
   * there is none, or when its code is not one this runtime knows (a peer on a newer version).
   */
  public static Optional<BaleException> error(Throwable t) {
    // The first exception in the chain whose trailers hold a code (Status.trailersFromThrowable
    // stops at the first status exception, which on a client is the call's, without them).
    Metadata trailers = null;
    String code = null;
    for (Throwable c = t; c != null && code == null; c = c.getCause()) {
      trailers =
          c instanceof StatusRuntimeException
              ? ((StatusRuntimeException) c).getTrailers()
              : c instanceof StatusException ? ((StatusException) c).getTrailers() : null;
      code = trailers == null ? null : trailers.get(ERROR_CODE);
    }
    if (code == null) {
      return Optional.empty();
    }
    ErrorCode c;
    long offset;
    try {
      c = ErrorCode.valueOf(code);
      String o = trailers.get(ERROR_OFFSET);
      offset = o == null ? -1 : Long.parseLong(o);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    return Optional.of(
        new BaleException(
            c, offset, orEmpty(trailers.get(ERROR_PATH)), orEmpty(trailers.get(ERROR_DETAIL))));
  }

  /**
   * {@code service} with its requests parsed inside a call listener that closes a call whose
   * request does not decode with the status, description and trailers that {@link
   * BaleMarshaller#parse} raised (the handler then sees the call cancelled and gets no further
   * message), instead of gRPC's {@code UNKNOWN} without trailers. Other failures, and those of
   * other marshallers, are left to gRPC. The methods' requests and responses reach the transport as
   * the streams the marshallers make ({@link ServerInterceptors#useInputStreamMessages}), so
   * interceptors applied around the returned service (a server-wide one included) see messages as
   * {@code InputStream}s; apply those that read messages to {@code service} before wrapping it.
   */
  public static ServerServiceDefinition withDecodeErrors(ServerServiceDefinition service) {
    return ServerInterceptors.intercept(
        ServerInterceptors.useInputStreamMessages(service), DECODE_ERRORS);
  }

  private static final ServerInterceptor DECODE_ERRORS =
      new ServerInterceptor() {
        @Override
        public <Q, R> ServerCall.Listener<Q> interceptCall(
            ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
          return new DecodeErrors<>(call, next.startCall(call, headers));
        }
      };

  /**
   * Forwards a call's events to {@code next}, whose {@code onMessage} parses the request; closes
   * the call when that throws a Bale decoding error, and then forwards nothing but one {@code
   * onCancel}. (gRPC calls a listener's methods one at a time.)
   */
  private static final class DecodeErrors<Q, R> extends ServerCall.Listener<Q> {
    private final ServerCall<Q, R> call;
    private final ServerCall.Listener<Q> next;
    private boolean failed;

    DecodeErrors(ServerCall<Q, R> call, ServerCall.Listener<Q> next) {
      this.call = call;
      this.next = next;
    }

    @Override
    public void onMessage(Q message) {
      if (failed) {
        return;
      }
      try {
        next.onMessage(message);
      } catch (StatusRuntimeException e) {
        Metadata trailers = e.getTrailers();
        if (trailers == null || !trailers.containsKey(ERROR_CODE)) {
          throw e;
        }
        failed = true;
        call.close(e.getStatus(), trailers);
        next.onCancel();
      }
    }

    @Override
    public void onHalfClose() {
      if (!failed) {
        next.onHalfClose();
      }
    }

    @Override
    public void onCancel() {
      if (!failed) {
        next.onCancel();
      }
    }

    @Override
    public void onComplete() {
      if (!failed) {
        next.onComplete();
      }
    }

    @Override
    public void onReady() {
      if (!failed) {
        next.onReady();
      }
    }
  }

  /** The trailers of {@code e}. */
  static Metadata trailers(BaleException e) {
    Metadata m = new Metadata();
    m.put(ERROR_CODE, e.code().name());
    m.put(ERROR_OFFSET, Long.toString(e.offset()));
    m.put(ERROR_PATH, e.path());
    m.put(ERROR_DETAIL, e.detail());
    return m;
  }

  private static String orEmpty(String s) {
    return s == null ? "" : s;
  }
}
