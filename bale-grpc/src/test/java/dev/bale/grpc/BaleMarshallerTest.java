package dev.bale.grpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.Flat;
import io.grpc.Drainable;
import io.grpc.KnownLength;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.ServerCalls;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import media.Image;
import media.Media;
import media.MediaContent;
import media.Player;
import media.Size;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The marshaller alone, and in gRPC calls: in process (the stream handed over as it is) and over
 * HTTP/2 on localhost (grpc-netty-shaded: gRPC's framing and deframing of the bytes).
 */
class BaleMarshallerTest {
  /** A value of {@code images} images (every third without a title), a non-ASCII person. */
  static MediaContent value(int images) {
    List<Image> list = new ArrayList<>();
    for (int i = 0; i < images; i++) {
      Image.Builder b =
          Image.builder()
              .uri("grpc://images/" + i + ".jpg")
              .width(16 * i)
              .height(9 * i)
              .size(i % 2 == 0 ? Size.LARGE : Size.SMALL);
      list.add(i % 3 == 0 ? b.build() : b.title("image " + i).build());
    }
    Media media =
        Media.builder()
            .uri("grpc://media/" + images)
            .title("over gRPC")
            .format("video/webm")
            .duration(1L << 40)
            .persons(List.of("Grace", "Jöns", "스"))
            .player(Player.FLASH)
            .build();
    return MediaContent.builder().media(media).images(list).build();
  }

  static final MediaContent VALUE = value(3);

  static final String SERVICE = "bale.test.Media";

  static <Q, R> MethodDescriptor<Q, R> method(
      MethodDescriptor.MethodType kind,
      String name,
      MethodDescriptor.Marshaller<Q> request,
      MethodDescriptor.Marshaller<R> response) {
    return MethodDescriptor.<Q, R>newBuilder()
        .setType(kind)
        .setFullMethodName(MethodDescriptor.generateFullMethodName(SERVICE, name))
        .setRequestMarshaller(request)
        .setResponseMarshaller(response)
        .build();
  }

  static <T> MethodDescriptor<T, T> unary(String name, MethodDescriptor.Marshaller<T> m) {
    return method(MethodDescriptor.MethodType.UNARY, name, m, m);
  }

  /**
   * A unary method at {@code fullMethodName} with {@link #RAW} bytes both ways: sends whatever it
   * is given to another service's method (a cut or foreign request).
   */
  static MethodDescriptor<byte[], byte[]> rawUnary(String fullMethodName) {
    return MethodDescriptor.<byte[], byte[]>newBuilder()
        .setType(MethodDescriptor.MethodType.UNARY)
        .setFullMethodName(fullMethodName)
        .setRequestMarshaller(RAW)
        .setResponseMarshaller(RAW)
        .build();
  }

  /** Bytes as they are: what a client or server that sends anything at all would send. */
  static final MethodDescriptor.Marshaller<byte[]> RAW =
      new MethodDescriptor.Marshaller<>() {
        @Override
        public InputStream stream(byte[] value) {
          return new ByteArrayInputStream(value);
        }

        @Override
        public byte[] parse(InputStream in) {
          try {
            return in.readAllBytes();
          } catch (IOException e) {
            throw new IllegalStateException(e);
          }
        }
      };

  static final BaleMarshaller<MediaContent> COMPACT = BaleMarshaller.compact(MediaContent.COMPACT);
  // The descriptors of Bale messages through BaleGrpc.method, as the docs write them.
  static final MethodDescriptor<MediaContent, MediaContent> ECHO =
      BaleGrpc.method(
          MethodDescriptor.MethodType.UNARY,
          SERVICE,
          "Echo",
          MediaContent.class,
          MediaContent.class);
  static final MethodDescriptor<MediaContent, MediaContent> FLAT_ECHO =
      unary("FlatEcho", BaleMarshaller.flat(MediaContent.FLAT));
  static final MethodDescriptor<MediaContent, MediaContent> SMALL_ECHO =
      unary(
          "SmallEcho",
          BaleMarshaller.compact(
              MediaContent.COMPACT, Limits.builder().maxStreamMessageBytes(64).build()));
  static final MethodDescriptor<MediaContent, Image> IMAGES =
      BaleGrpc.method(
          MethodDescriptor.MethodType.SERVER_STREAMING,
          SERVICE,
          "Images",
          COMPACT,
          BaleMarshaller.of(Image.class));
  static final MethodDescriptor<Image, MediaContent> COLLECT =
      BaleGrpc.method(
          MethodDescriptor.MethodType.CLIENT_STREAMING,
          SERVICE,
          "Collect",
          Image.class,
          MediaContent.class);
  static final MethodDescriptor<byte[], byte[]> RAW_COLLECT =
      method(MethodDescriptor.MethodType.CLIENT_STREAMING, "Collect", RAW, RAW);

  /** What the Collect handler saw: "image" per message, then "error CODE" or "completed". */
  static final java.util.Queue<String> COLLECTED =
      new java.util.concurrent.ConcurrentLinkedQueue<>();

  // The same names, as a client or server sending bytes that are not what the method's marshaller
  // writes sees them.
  static final MethodDescriptor<byte[], byte[]> RAW_ECHO = unary("Echo", RAW);
  static final MethodDescriptor<byte[], byte[]> RAW_SMALL_ECHO = unary("SmallEcho", RAW);
  static final MethodDescriptor<byte[], byte[]> RAW_BROKEN = unary("Broken", RAW);
  static final MethodDescriptor<MediaContent, MediaContent> BROKEN = unary("Broken", COMPACT);

  /** The test service: echoes, the images of a value one message each, a broken reply. */
  static ServerServiceDefinition service() {
    ServerCalls.UnaryMethod<MediaContent, MediaContent> echo =
        (request, response) -> {
          response.onNext(request);
          response.onCompleted();
        };
    return ServerServiceDefinition.builder(SERVICE)
        .addMethod(ECHO, ServerCalls.asyncUnaryCall(echo))
        .addMethod(FLAT_ECHO, ServerCalls.asyncUnaryCall(echo))
        .addMethod(SMALL_ECHO, ServerCalls.asyncUnaryCall(echo))
        .addMethod(
            IMAGES,
            ServerCalls.asyncServerStreamingCall(
                (request, response) -> {
                  request.images().forEach(response::onNext);
                  response.onCompleted();
                }))
        .addMethod(
            COLLECT,
            ServerCalls.asyncClientStreamingCall(
                response ->
                    new io.grpc.stub.StreamObserver<Image>() {
                      final List<Image> images = new ArrayList<>();

                      @Override
                      public void onNext(Image image) {
                        COLLECTED.add("image");
                        images.add(image);
                      }

                      @Override
                      public void onError(Throwable t) {
                        COLLECTED.add("error " + Status.fromThrowable(t).getCode());
                      }

                      @Override
                      public void onCompleted() {
                        COLLECTED.add("completed");
                        response.onNext(VALUE.toBuilder().images(images).build());
                        response.onCompleted();
                      }
                    }))
        .addMethod(
            RAW_BROKEN,
            ServerCalls.asyncUnaryCall(
                (request, response) -> {
                  byte[] good = Compact.encode(MediaContent.COMPACT, VALUE);
                  response.onNext(Arrays.copyOf(good, good.length - 3));
                  response.onCompleted();
                }))
        .build();
  }

  private final List<Server> servers = new ArrayList<>();
  private final List<ManagedChannel> channels = new ArrayList<>();

  @AfterEach
  void stop() throws InterruptedException {
    for (ManagedChannel c : channels) {
      c.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
    for (Server s : servers) {
      s.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  /** A channel to the test service in this process; the stream objects are handed over. */
  ManagedChannel inProcess() throws IOException {
    return inProcess(service());
  }

  ManagedChannel inProcess(ServerServiceDefinition service) throws IOException {
    String name = InProcessServerBuilder.generateName();
    servers.add(InProcessServerBuilder.forName(name).addService(service).build().start());
    ManagedChannel c = InProcessChannelBuilder.forName(name).build();
    channels.add(c);
    return c;
  }

  /** A channel to the test service over HTTP/2 on localhost (plaintext). */
  ManagedChannel overHttp2() throws IOException {
    return overHttp2(service());
  }

  ManagedChannel overHttp2(ServerServiceDefinition service) throws IOException {
    Server s =
        NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0))
            .addService(service)
            .build()
            .start();
    servers.add(s);
    ManagedChannel c =
        NettyChannelBuilder.forAddress("127.0.0.1", s.getPort()).usePlaintext().build();
    channels.add(c);
    return c;
  }

  static <Q, R> R call(ManagedChannel c, MethodDescriptor<Q, R> m, Q request) {
    return ClientCalls.blockingUnaryCall(c, m, io.grpc.CallOptions.DEFAULT, request);
  }

  /** A value of many images: a message of ~60 KB, in several HTTP/2 frames. */
  static MediaContent large() {
    return value(2000);
  }

  @Test
  void callsCarryCompactAndFlatRoots() throws IOException {
    for (ManagedChannel c : List.of(inProcess(), overHttp2())) {
      assertEquals(VALUE, call(c, ECHO, VALUE));
      assertEquals(VALUE, call(c, FLAT_ECHO, VALUE));
      MediaContent large = large();
      assertEquals(large, call(c, ECHO, large));
      // What travels is the root Compact.encode writes, as it is.
      assertArrayEquals(
          Compact.encode(MediaContent.COMPACT, VALUE),
          call(c, RAW_ECHO, Compact.encode(MediaContent.COMPACT, VALUE)));
      List<Image> images = new ArrayList<>();
      Iterator<Image> it =
          ClientCalls.blockingServerStreamingCall(c, IMAGES, io.grpc.CallOptions.DEFAULT, VALUE);
      it.forEachRemaining(images::add);
      assertEquals(VALUE.images(), images);
    }
  }

  /** One marshaller serves calls on many threads at once (values differ per call). */
  @Test
  void oneMarshallerServesConcurrentCalls() throws Exception {
    ManagedChannel c = overHttp2();
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(8);
    try {
      List<java.util.concurrent.Future<Integer>> done = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int thread = t;
        done.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < 100; i++) {
                    MediaContent v =
                        VALUE.toBuilder()
                            .media(VALUE.media().toBuilder().title("t" + thread + " " + i).build())
                            .build();
                    assertEquals(v, call(c, i % 2 == 0 ? ECHO : FLAT_ECHO, v));
                  }
                  return thread;
                }));
      }
      for (java.util.concurrent.Future<Integer> f : done) {
        f.get(60, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** The status a call fails with, and the description the server gave it. */
  static Status failure(Runnable call) {
    return assertThrows(StatusRuntimeException.class, call::run).getStatus();
  }

  /** The error {@code Compact.decode} raises for {@code bytes}. */
  static BaleException decodeError(byte[] bytes) {
    return assertThrows(BaleException.class, () -> Compact.decode(MediaContent.COMPACT, bytes));
  }

  static void assertSameError(BaleException expected, BaleException got) {
    assertEquals(expected.code(), got.code());
    assertEquals(expected.offset(), got.offset());
    assertEquals(expected.path(), got.path());
    assertEquals(expected.detail(), got.detail());
  }

  static int indexOf(byte[] in, byte[] part) {
    for (int i = 0; i + part.length <= in.length; i++) {
      if (Arrays.equals(in, i, i + part.length, part, 0, part.length)) {
        return i;
      }
    }
    return -1;
  }

  /** The wrapped test service, in process and over HTTP/2, and the plain one, in process. */
  List<ManagedChannel> wrappedAndPlain() throws IOException {
    ServerServiceDefinition wrapped = BaleGrpc.withDecodeErrors(service());
    return List.of(inProcess(wrapped), overHttp2(wrapped), inProcess());
  }

  @Test
  void aRequestThatDoesNotDecodeFailsTheCallAndTheClientLearnsTheDecodersError()
      throws IOException {
    byte[] good = Compact.encode(MediaContent.COMPACT, VALUE);
    byte[] cut = Arrays.copyOf(good, good.length - 5);
    byte[] trailing = Arrays.copyOf(good, good.length + 1);
    byte[] badText = good.clone();
    byte[] jons = "Jöns".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    int at = indexOf(good, jons);
    assertTrue(at > 0);
    badText[at + 1] = (byte) 0xFF; // not UTF-8
    List<ManagedChannel> channels = wrappedAndPlain();
    for (ManagedChannel c : channels) {
      boolean wrapped = c != channels.get(2);
      for (byte[] bad : List.of(cut, trailing, badText)) {
        BaleException expected = decodeError(bad);
        StatusRuntimeException e =
            assertThrows(StatusRuntimeException.class, () -> call(c, RAW_ECHO, bad));
        if (wrapped) {
          assertEquals(Status.Code.INTERNAL, e.getStatus().getCode(), e.getStatus().toString());
          assertTrue(
              e.getStatus().getDescription().contains(expected.getMessage()),
              e.getStatus().getDescription());
          assertSameError(expected, BaleGrpc.error(e).orElseThrow());
        } else {
          // What gRPC Java does without the wrapper (BaleGrpc's documentation says so).
          assertEquals(Status.Code.UNKNOWN, e.getStatus().getCode(), e.getStatus().toString());
          assertTrue(BaleGrpc.error(e).isEmpty());
        }
      }
      // The service still answers, the wrapped one through the streams of its marshallers.
      assertEquals(VALUE, call(c, ECHO, VALUE));
      assertEquals(VALUE, call(c, FLAT_ECHO, VALUE));
      List<Image> images = new ArrayList<>();
      ClientCalls.blockingServerStreamingCall(c, IMAGES, io.grpc.CallOptions.DEFAULT, VALUE)
          .forEachRemaining(images::add);
      assertEquals(VALUE.images(), images);
    }
  }

  @Test
  void aRequestOverTheLimitIsRefused() throws IOException {
    byte[] good = Compact.encode(MediaContent.COMPACT, VALUE);
    assertTrue(good.length > 64);
    List<ManagedChannel> channels = wrappedAndPlain();
    for (ManagedChannel c : channels.subList(0, 2)) {
      StatusRuntimeException e =
          assertThrows(StatusRuntimeException.class, () -> call(c, RAW_SMALL_ECHO, good));
      assertEquals(Status.Code.RESOURCE_EXHAUSTED, e.getStatus().getCode());
      BaleException err = BaleGrpc.error(e).orElseThrow();
      assertEquals(ErrorCode.LIMIT_EXCEEDED, err.code());
      assertEquals(64, err.offset());
      assertTrue(err.detail().contains("maxStreamMessageBytes() 64"), err.detail());
      MediaContent small = MediaContent.builder().media(Media.builder().uri("u").build()).build();
      assertEquals(small, call(c, SMALL_ECHO, small));
    }
  }

  /**
   * A client stream whose second message does not decode: the wrapped service closes the call with
   * the decoder's error, and the handler sees the first message, then the call cancelled, and
   * nothing more (not the third message, not a completion).
   */
  @Test
  void aClientStreamStopsAtTheMessageThatDoesNotDecode() throws Exception {
    byte[] image = Compact.encode(Image.COMPACT, VALUE.images().get(0));
    byte[] cut = Arrays.copyOf(image, image.length - 1);
    BaleException expected =
        assertThrows(BaleException.class, () -> Compact.decode(Image.COMPACT, cut));
    ServerServiceDefinition wrapped = BaleGrpc.withDecodeErrors(service());
    for (ManagedChannel c : List.of(inProcess(wrapped), overHttp2(wrapped))) {
      COLLECTED.clear();
      // The good stream first.
      io.grpc.stub.StreamObserver<Image> images =
          io.grpc.stub.ClientCalls.asyncClientStreamingCall(
              c.newCall(COLLECT, io.grpc.CallOptions.DEFAULT), new Recorder<>());
      VALUE.images().forEach(images::onNext);
      images.onCompleted();
      waitFor(() -> COLLECTED.contains("completed"));
      assertEquals(List.of("image", "image", "image", "completed"), List.copyOf(COLLECTED));

      COLLECTED.clear();
      Recorder<byte[]> reply = new Recorder<>();
      io.grpc.stub.StreamObserver<byte[]> raw =
          io.grpc.stub.ClientCalls.asyncClientStreamingCall(
              c.newCall(RAW_COLLECT, io.grpc.CallOptions.DEFAULT), reply);
      raw.onNext(image);
      raw.onNext(cut);
      raw.onNext(image);
      raw.onCompleted();
      waitFor(() -> reply.error != null);
      waitFor(() -> COLLECTED.size() >= 2);
      StatusRuntimeException e = assertInstanceOf(StatusRuntimeException.class, reply.error);
      assertEquals(Status.Code.INTERNAL, e.getStatus().getCode(), e.getStatus().toString());
      assertSameError(expected, BaleGrpc.error(e).orElseThrow());
      Thread.sleep(100); // nothing more may arrive
      assertEquals(List.of("image", "error CANCELLED"), List.copyOf(COLLECTED));
    }
  }

  /** A response observer that keeps the error. */
  static final class Recorder<T> implements io.grpc.stub.StreamObserver<T> {
    volatile Throwable error;

    @Override
    public void onNext(T value) {}

    @Override
    public void onError(Throwable t) {
      error = t;
    }

    @Override
    public void onCompleted() {}
  }

  static void waitFor(java.util.function.BooleanSupplier done) throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!done.getAsBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("timed out; the handler saw " + COLLECTED);
      }
      Thread.sleep(5);
    }
  }

  /** A handler's failure that is not a decoding error stays gRPC's (UNKNOWN) in the wrapper. */
  @Test
  void otherFailuresAreLeftToGrpc() throws IOException {
    MethodDescriptor<MediaContent, MediaContent> fails = unary("Fails", COMPACT);
    ServerServiceDefinition s =
        ServerServiceDefinition.builder(SERVICE)
            .addMethod(
                fails,
                ServerCalls.asyncUnaryCall(
                    (request, response) -> {
                      throw new IllegalStateException("the handler's own failure");
                    }))
            .build();
    ManagedChannel c = inProcess(BaleGrpc.withDecodeErrors(s));
    StatusRuntimeException e =
        assertThrows(StatusRuntimeException.class, () -> call(c, fails, VALUE));
    assertEquals(Status.Code.UNKNOWN, e.getStatus().getCode());
    assertTrue(BaleGrpc.error(e).isEmpty());
  }

  @Test
  void aReplyThatDoesNotDecodeFailsTheClientsCallWithTheDecodersError() throws IOException {
    byte[] good = Compact.encode(MediaContent.COMPACT, VALUE);
    BaleException expected = decodeError(Arrays.copyOf(good, good.length - 3));
    for (ManagedChannel c : List.of(inProcess(), overHttp2())) {
      StatusRuntimeException e =
          assertThrows(StatusRuntimeException.class, () -> call(c, BROKEN, VALUE));
      // gRPC cancels the call; the marshaller's exception, and the decoder's, are the causes.
      assertEquals(Status.Code.CANCELLED, e.getStatus().getCode(), e.getStatus().toString());
      StatusRuntimeException parse = assertInstanceOf(StatusRuntimeException.class, e.getCause());
      assertEquals(Status.Code.INTERNAL, parse.getStatus().getCode());
      assertTrue(
          parse.getStatus().getDescription().contains("media.MediaContent"),
          parse.getStatus().getDescription());
      assertSameError(expected, assertInstanceOf(BaleException.class, parse.getCause()));
      assertSameError(expected, BaleGrpc.error(e).orElseThrow());
    }
  }

  @Test
  void methodDescriptorsInOneCall() {
    assertEquals("bale.test.Media/Echo", ECHO.getFullMethodName());
    assertEquals(MethodDescriptor.MethodType.UNARY, ECHO.getType());
    assertInstanceOf(BaleMarshaller.class, ECHO.getRequestMarshaller());
    assertFalse(((BaleMarshaller<?>) ECHO.getResponseMarshaller()).isFlat());
    assertEquals(MethodDescriptor.MethodType.CLIENT_STREAMING, COLLECT.getType());
    for (String[] bad :
        new String[][] {{"", "Echo"}, {"a/b", "Echo"}, {"a.B", ""}, {"a.B", "x/y"}}) {
      assertThrows(
          IllegalArgumentException.class,
          () ->
              BaleGrpc.method(
                  MethodDescriptor.MethodType.UNARY, bad[0], bad[1], Image.class, Image.class));
    }
    assertThrows(
        IllegalArgumentException.class,
        () ->
            BaleGrpc.method(
                MethodDescriptor.MethodType.UNARY, SERVICE, "S", String.class, Image.class));
  }

  @Test
  void errorTrailersKeepAnyPathAndDetail() {
    BaleException e =
        new BaleException(ErrorCode.INVALID_UTF8, 17, "M.tags[\"100% ü\n\"]", "détail % x");
    StatusRuntimeException s = Status.UNKNOWN.asRuntimeException(BaleGrpc.trailers(e));
    // Binary metadata: gRPC carries the bytes (base64 on the wire), not an ASCII string.
    assertTrue(BaleGrpc.ERROR_PATH.name().endsWith(io.grpc.Metadata.BINARY_HEADER_SUFFIX));
    assertTrue(BaleGrpc.ERROR_DETAIL.name().endsWith(io.grpc.Metadata.BINARY_HEADER_SUFFIX));
    io.grpc.Metadata.Key<byte[]> rawPath =
        io.grpc.Metadata.Key.of(
            BaleGrpc.ERROR_PATH.name(), io.grpc.Metadata.BINARY_BYTE_MARSHALLER);
    assertArrayEquals(
        e.path().getBytes(java.nio.charset.StandardCharsets.UTF_8), s.getTrailers().get(rawPath));
    assertSameError(e, BaleGrpc.error(new RuntimeException(s)).orElseThrow());
    assertTrue(BaleGrpc.error(new RuntimeException("no trailers")).isEmpty());
    io.grpc.Metadata newer = new io.grpc.Metadata();
    newer.put(BaleGrpc.ERROR_CODE, "A_CODE_OF_A_LATER_VERSION");
    assertTrue(BaleGrpc.error(Status.UNKNOWN.asRuntimeException(newer)).isEmpty());
  }

  @Test
  void streamsKnowTheirLengthAndDrainInOneWrite() throws IOException {
    byte[] expected = Compact.encode(MediaContent.COMPACT, VALUE);
    InputStream s = COMPACT.stream(VALUE);
    assertInstanceOf(KnownLength.class, s);
    assertEquals(expected.length, s.available());
    assertEquals(expected[0] & 0xFF, s.read());
    assertEquals(expected.length - 1, s.available());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertEquals(expected.length - 1, ((Drainable) s).drainTo(out));
    assertArrayEquals(Arrays.copyOfRange(expected, 1, expected.length), out.toByteArray());
    assertEquals(0, s.available());
    assertEquals(-1, s.read());

    byte[] flat = Flat.encode(MediaContent.FLAT, VALUE);
    assertArrayEquals(flat, BaleMarshaller.flat(MediaContent.FLAT).stream(VALUE).readAllBytes());
    assertTrue(BaleMarshaller.flat(MediaContent.FLAT).isFlat());
    assertFalse(COMPACT.isFlat());
  }

  /** A stream that gives at most {@code chunk} bytes a read and does not say its length. */
  static InputStream trickle(byte[] bytes, int chunk) {
    return new FilterInputStream(new ByteArrayInputStream(bytes)) {
      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        return super.read(b, off, Math.min(len, chunk));
      }

      @Override
      public int available() {
        return 0;
      }
    };
  }

  @Test
  void parsesAnyStreamAndKeepsItsLimits() throws IOException {
    MediaContent large = large();
    byte[] bytes = Compact.encode(MediaContent.COMPACT, large);
    assertEquals(large, COMPACT.parse(trickle(bytes, 7)));
    assertEquals(large, COMPACT.parse(new ByteArrayInputStream(bytes)));
    // A stream of the marshaller's own, part read: the rest is what is parsed.
    InputStream own = COMPACT.stream(VALUE);
    assertEquals(VALUE, COMPACT.parse(own));
    InputStream partly = COMPACT.stream(VALUE);
    partly.read();
    StatusRuntimeException cut =
        assertThrows(StatusRuntimeException.class, () -> COMPACT.parse(partly));
    assertEquals(Status.Code.INTERNAL, cut.getStatus().getCode());

    Function<Integer, BaleMarshaller<MediaContent>> limited =
        max ->
            BaleMarshaller.compact(
                MediaContent.COMPACT, Limits.builder().maxStreamMessageBytes(max).build());
    assertEquals(large, limited.apply(bytes.length).parse(trickle(bytes, 1000)));
    for (InputStream in :
        List.of(
            trickle(bytes, 1000),
            new ByteArrayInputStream(bytes),
            limited.apply(bytes.length).stream(large))) {
      StatusRuntimeException over =
          assertThrows(
              StatusRuntimeException.class, () -> limited.apply(bytes.length - 1).parse(in));
      assertEquals(Status.Code.RESOURCE_EXHAUSTED, over.getStatus().getCode());
    }
    // Limits other than the length: a depth of 1 refuses the nested message.
    BaleMarshaller<MediaContent> shallow =
        BaleMarshaller.compact(MediaContent.COMPACT, Limits.builder().depth(1).build());
    StatusRuntimeException deep =
        assertThrows(StatusRuntimeException.class, () -> shallow.parse(COMPACT.stream(VALUE)));
    assertEquals(
        ErrorCode.DEPTH_LIMIT, assertInstanceOf(BaleException.class, deep.getCause()).code());
  }

  @Test
  void aValueTheCodecRefusesIsAnInternalError() {
    // A string that is not Unicode text (a lone surrogate) has no UTF-8 form.
    MediaContent bad =
        VALUE.toBuilder().media(VALUE.media().toBuilder().title("cut \uD800").build()).build();
    StatusRuntimeException e =
        assertThrows(StatusRuntimeException.class, () -> COMPACT.stream(bad));
    assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
    assertTrue(e.getStatus().getDescription().contains("media.MediaContent"));
    assertThrows(NullPointerException.class, () -> COMPACT.stream(null));
  }

  @Test
  void madeFromGeneratedClassesOnly() {
    BaleMarshaller<Image> m = BaleMarshaller.of(Image.class);
    Image i = VALUE.images().get(0);
    assertEquals(i, m.parse(m.stream(i)));
    assertSame(Limits.DEFAULT, m.limits());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> BaleMarshaller.of(String.class));
    assertTrue(e.getMessage().contains("java.lang.String"), e.getMessage());
    assertTrue(m.toString().contains("media.Image"), m.toString());
  }
}
