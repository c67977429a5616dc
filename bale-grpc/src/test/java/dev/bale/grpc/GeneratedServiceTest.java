package dev.bale.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.BlockingClientCall;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.ServerCalls;
import io.grpc.stub.StreamObserver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import shop.orders.Order;
import shop.service.OrderRequest;
import shop.service.OrdersGrpc;
import shop.service.Receipt;

/**
 * The gRPC class generated for a schema {@code service} ({@code bale gen --grpc}; the golden {@code
 * goldens/grpc/java/shop/service/OrdersGrpc.java} of {@code testdata/schemas/imports/
 * orders_service.bale}): its descriptors serve and call all four kinds of method in process, and
 * its {@code AsyncService} is served through {@code bindService}.
 */
class GeneratedServiceTest {
  private static Order order(String id) {
    return Order.builder().id(id).build();
  }

  /**
   * The service: Get answers one order, Watch three, Upload counts, Sync echoes each id (also
   * served to the Node client of {@link InteropServer}).
   */
  static ServerServiceDefinition orders() {
    return ServerServiceDefinition.builder(OrdersGrpc.serviceDescriptor())
        .addMethod(
            OrdersGrpc.METHOD_GET,
            ServerCalls.asyncUnaryCall(
                (request, reply) -> {
                  reply.onNext(order(request.id()));
                  reply.onCompleted();
                }))
        .addMethod(
            OrdersGrpc.METHOD_WATCH,
            ServerCalls.asyncServerStreamingCall(
                (request, reply) -> {
                  for (int i = 1; i <= 3; i++) {
                    reply.onNext(order(request.id() + "-" + i));
                  }
                  reply.onCompleted();
                }))
        .addMethod(
            OrdersGrpc.METHOD_UPLOAD,
            ServerCalls.asyncClientStreamingCall(
                reply ->
                    new StreamObserver<Order>() {
                      int count;

                      @Override
                      public void onNext(Order value) {
                        count++;
                      }

                      @Override
                      public void onError(Throwable t) {}

                      @Override
                      public void onCompleted() {
                        reply.onNext(Receipt.builder().count(count).build());
                        reply.onCompleted();
                      }
                    }))
        .addMethod(
            OrdersGrpc.METHOD_SYNC,
            ServerCalls.asyncBidiStreamingCall(
                reply ->
                    new StreamObserver<OrderRequest>() {
                      @Override
                      public void onNext(OrderRequest value) {
                        reply.onNext(order(value.id()));
                      }

                      @Override
                      public void onError(Throwable t) {}

                      @Override
                      public void onCompleted() {
                        reply.onCompleted();
                      }
                    }))
        .build();
  }

  /** Get and Sync as an {@code AsyncService}; Watch and Upload left to their defaults. */
  static final class GetAndSync implements OrdersGrpc.AsyncService {
    @Override
    public void get(OrderRequest request, StreamObserver<Order> reply) {
      reply.onNext(order("bound-" + request.id()));
      reply.onCompleted();
    }

    @Override
    public StreamObserver<OrderRequest> sync(StreamObserver<Order> reply) {
      return new StreamObserver<>() {
        @Override
        public void onNext(OrderRequest value) {
          reply.onNext(order("bound-" + value.id()));
        }

        @Override
        public void onError(Throwable t) {}

        @Override
        public void onCompleted() {
          reply.onCompleted();
        }
      };
    }
  }

  @Test
  void bindServiceServesAnAsyncServiceAndItsDefaultsAnswerUnimplemented() throws Exception {
    try (InProcess p =
        InProcess.serve(BaleGrpc.withDecodeErrors(OrdersGrpc.bindService(new GetAndSync())))) {
      ManagedChannel channel = p.channel();
      OrderRequest ask = OrderRequest.builder().id("o1").build();
      assertEquals(
          order("bound-o1"),
          ClientCalls.blockingUnaryCall(channel, OrdersGrpc.METHOD_GET, CallOptions.DEFAULT, ask));
      Collector<Order> synced = new Collector<>();
      StreamObserver<OrderRequest> sync =
          ClientCalls.asyncBidiStreamingCall(
              channel.newCall(OrdersGrpc.METHOD_SYNC, CallOptions.DEFAULT), synced);
      sync.onNext(ask);
      sync.onCompleted();
      assertEquals(List.of(order("bound-o1")), synced.await());

      StatusRuntimeException watch =
          assertThrows(
              StatusRuntimeException.class,
              () ->
                  ClientCalls.blockingServerStreamingCall(
                          channel, OrdersGrpc.METHOD_WATCH, CallOptions.DEFAULT, ask)
                      .hasNext());
      assertEquals(Status.Code.UNIMPLEMENTED, watch.getStatus().getCode());
      Collector<Receipt> receipt = new Collector<>();
      StreamObserver<Order> upload =
          ClientCalls.asyncClientStreamingCall(
              channel.newCall(OrdersGrpc.METHOD_UPLOAD, CallOptions.DEFAULT), receipt);
      upload.onNext(order("u"));
      upload.onCompleted();
      AssertionError failed = assertThrows(AssertionError.class, receipt::await);
      assertEquals(
          Status.Code.UNIMPLEMENTED,
          Status.fromThrowable(failed.getCause()).getCode(),
          String.valueOf(failed.getCause()));
    }
  }

  /** The server base, as gRPC Java's generated code has it: a BindableService a server takes. */
  @Test
  void aServerBaseIsABindableServiceAndItsDefaultsAnswerUnimplemented() throws Exception {
    String name = InProcessServerBuilder.generateName();
    OrdersGrpc.OrdersImplBase service =
        new OrdersGrpc.OrdersImplBase() {
          @Override
          public void get(OrderRequest request, StreamObserver<Order> reply) {
            reply.onNext(order("base-" + request.id()));
            reply.onCompleted();
          }
        };
    Server server = InProcessServerBuilder.forName(name).addService(service).build().start();
    ManagedChannel channel = InProcessChannelBuilder.forName(name).build();
    try {
      OrderRequest ask = OrderRequest.builder().id("o1").build();
      OrdersGrpc.OrdersBlockingStub stub = OrdersGrpc.newBlockingStub(channel);
      assertEquals(order("base-o1"), stub.get(ask));
      StatusRuntimeException watch =
          assertThrows(StatusRuntimeException.class, () -> stub.watch(ask).hasNext());
      assertEquals(Status.Code.UNIMPLEMENTED, watch.getStatus().getCode());
      assertEquals(OrdersGrpc.SERVICE_NAME, service.bindService().getServiceDescriptor().getName());
    } finally {
      channel.shutdownNow();
      server.shutdownNow();
    }
  }

  @Test
  void descriptorsNameTheServiceAndTheKinds() {
    assertEquals("shop.service.Orders", OrdersGrpc.SERVICE_NAME);
    assertEquals("shop.service.Orders/Get", OrdersGrpc.METHOD_GET.getFullMethodName());
    assertEquals(MethodDescriptor.MethodType.UNARY, OrdersGrpc.METHOD_GET.getType());
    assertEquals(MethodDescriptor.MethodType.SERVER_STREAMING, OrdersGrpc.METHOD_WATCH.getType());
    assertEquals(MethodDescriptor.MethodType.CLIENT_STREAMING, OrdersGrpc.METHOD_UPLOAD.getType());
    assertEquals(MethodDescriptor.MethodType.BIDI_STREAMING, OrdersGrpc.METHOD_SYNC.getType());
    assertEquals(4, OrdersGrpc.serviceDescriptor().getMethods().size());
    // The names gRPC Java's generated code gives them, for code written against it.
    assertSame(OrdersGrpc.METHOD_GET, OrdersGrpc.getGetMethod());
    assertSame(OrdersGrpc.METHOD_SYNC, OrdersGrpc.getSyncMethod());
    assertSame(OrdersGrpc.serviceDescriptor(), OrdersGrpc.getServiceDescriptor());
  }

  @Test
  void servesAndCallsEveryKindOfMethod() throws Exception {
    try (InProcess p = InProcess.serve(orders())) {
      ManagedChannel channel = p.channel();
      OrderRequest ask = OrderRequest.builder().id("o1").build();
      assertEquals(
          order("o1"),
          ClientCalls.blockingUnaryCall(channel, OrdersGrpc.METHOD_GET, CallOptions.DEFAULT, ask));

      List<String> watched = new ArrayList<>();
      Iterator<Order> it =
          ClientCalls.blockingServerStreamingCall(
              channel, OrdersGrpc.METHOD_WATCH, CallOptions.DEFAULT, ask);
      it.forEachRemaining(o -> watched.add(o.id()));
      assertEquals(List.of("o1-1", "o1-2", "o1-3"), watched);

      Collector<Receipt> receipt = new Collector<>();
      StreamObserver<Order> upload =
          ClientCalls.asyncClientStreamingCall(
              channel.newCall(OrdersGrpc.METHOD_UPLOAD, CallOptions.DEFAULT), receipt);
      for (int i = 0; i < 5; i++) {
        upload.onNext(order("u" + i));
      }
      upload.onCompleted();
      assertEquals(List.of(Receipt.builder().count(5).build()), receipt.await());

      Collector<Order> synced = new Collector<>();
      StreamObserver<OrderRequest> sync =
          ClientCalls.asyncBidiStreamingCall(
              channel.newCall(OrdersGrpc.METHOD_SYNC, CallOptions.DEFAULT), synced);
      sync.onNext(OrderRequest.builder().id("a").build());
      sync.onNext(OrderRequest.builder().id("b").build());
      sync.onCompleted();
      assertEquals(List.of(order("a"), order("b")), synced.await());
    }
  }

  /**
   * The blocking V2 stub (gRPC Java's experimental blocking API): a unary call's response, a server
   * stream read from its {@code BlockingClientCall}, a client stream and a bidi stream written and
   * read through theirs; a call the server fails throws {@code StatusException}.
   */
  @Test
  void theBlockingV2StubCallsEveryKindOfMethod() throws Exception {
    try (InProcess p = InProcess.serve(orders())) {
      OrderRequest ask = OrderRequest.builder().id("o1").build();
      OrdersGrpc.OrdersBlockingV2Stub v2 =
          OrdersGrpc.newBlockingV2Stub(p.channel()).withDeadlineAfter(30, TimeUnit.SECONDS);
      assertEquals(order("o1"), v2.get(ask));

      BlockingClientCall<?, Order> watch = v2.watch(ask);
      List<String> watched = new ArrayList<>();
      while (watch.hasNext()) {
        watched.add(watch.read().id());
      }
      assertEquals(List.of("o1-1", "o1-2", "o1-3"), watched);

      BlockingClientCall<Order, Receipt> upload = v2.upload();
      for (int i = 0; i < 4; i++) {
        assertTrue(upload.write(order("u" + i)));
      }
      upload.halfClose();
      assertEquals(Receipt.builder().count(4).build(), upload.read());

      BlockingClientCall<OrderRequest, Order> sync = v2.sync();
      assertTrue(sync.write(OrderRequest.builder().id("a").build()));
      assertEquals(order("a"), sync.read());
      assertTrue(sync.write(OrderRequest.builder().id("b").build()));
      assertEquals(order("b"), sync.read());
      sync.halfClose();
      assertFalse(sync.hasNext());
    }
    try (InProcess p =
        InProcess.serve(BaleGrpc.withDecodeErrors(OrdersGrpc.bindService(new GetAndSync())))) {
      io.grpc.StatusException unimplemented =
          assertThrows(
              io.grpc.StatusException.class,
              () -> {
                BlockingClientCall<?, Order> watch =
                    OrdersGrpc.newBlockingV2Stub(p.channel())
                        .watch(OrderRequest.builder().id("x").build());
                watch.read();
              });
      assertEquals(Status.Code.UNIMPLEMENTED, unimplemented.getStatus().getCode());
    }
  }

  @Test
  void theStubsCallEveryKindOfMethodTheyHave() throws Exception {
    try (InProcess p = InProcess.serve(orders())) {
      OrderRequest ask = OrderRequest.builder().id("o1").build();

      OrdersGrpc.OrdersBlockingStub blocking = OrdersGrpc.newBlockingStub(p.channel());
      assertEquals(order("o1"), blocking.get(ask));
      List<String> watched = new ArrayList<>();
      blocking.watch(ask).forEachRemaining(o -> watched.add(o.id()));
      assertEquals(List.of("o1-1", "o1-2", "o1-3"), watched);
      // The stubs are gRPC's: call options carry over to each call.
      StatusRuntimeException late =
          assertThrows(
              StatusRuntimeException.class,
              () -> blocking.withDeadlineAfter(-1, TimeUnit.SECONDS).get(ask));
      assertEquals(Status.Code.DEADLINE_EXCEEDED, late.getStatus().getCode());

      assertEquals(
          order("o1"), OrdersGrpc.newFutureStub(p.channel()).get(ask).get(10, TimeUnit.SECONDS));

      OrdersGrpc.OrdersStub async = OrdersGrpc.newStub(p.channel());
      Collector<Order> got = new Collector<>();
      async.get(ask, got);
      assertEquals(List.of(order("o1")), got.await());
      Collector<Order> feed = new Collector<>();
      async.watch(ask, feed);
      assertEquals(List.of(order("o1-1"), order("o1-2"), order("o1-3")), feed.await());
      Collector<Receipt> receipt = new Collector<>();
      StreamObserver<Order> upload = async.upload(receipt);
      upload.onNext(order("u1"));
      upload.onNext(order("u2"));
      upload.onCompleted();
      assertEquals(List.of(Receipt.builder().count(2).build()), receipt.await());
      Collector<Order> synced = new Collector<>();
      StreamObserver<OrderRequest> sync = async.sync(synced);
      sync.onNext(OrderRequest.builder().id("a").build());
      sync.onCompleted();
      assertEquals(List.of(order("a")), synced.await());
    }
  }

  /** A server of {@code service} in this process and a channel to it, both shut down by close. */
  record InProcess(Server server, ManagedChannel channel) implements AutoCloseable {
    static InProcess serve(ServerServiceDefinition service) throws IOException {
      String name = InProcessServerBuilder.generateName();
      Server server = InProcessServerBuilder.forName(name).addService(service).build().start();
      return new InProcess(server, InProcessChannelBuilder.forName(name).build());
    }

    @Override
    public void close() {
      channel.shutdownNow();
      server.shutdownNow();
    }
  }
}
