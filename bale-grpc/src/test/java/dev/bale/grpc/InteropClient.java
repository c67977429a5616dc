package dev.bale.grpc;

import dev.bale.runtime.BaleException;
import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import shop.orders.Order;
import shop.service.OrderRequest;
import shop.service.OrdersGrpc;
import shop.service.Receipt;

/**
 * The Java side of the Java -> Node half of {@code tools/ci/grpc-interop.sh}: the generated {@code
 * OrdersGrpc} stubs against the Node server {@code ts/test/grpc-interop-server.ts} (the generated
 * TypeScript {@code Orders} through {@code withDecodeErrors}) at {@code 127.0.0.1:<port>}, all four
 * kinds of call; then a request that does not decode, whose error the Node server sends in the
 * trailers and {@link BaleGrpc#error} reads with the code, offset and path Java's decoder gives for
 * those bytes. Prints one line per check; exits non-zero at the first that fails.
 */
public final class InteropClient {
  private InteropClient() {}

  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    ManagedChannel channel =
        NettyChannelBuilder.forAddress("127.0.0.1", port).usePlaintext().build();
    try {
      run(channel);
    } finally {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  private static void run(ManagedChannel channel) throws Exception {
    OrderRequest ask = OrderRequest.builder().id("j1").build();
    OrdersGrpc.OrdersBlockingStub blocking =
        OrdersGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);
    check("blocking get", blocking.get(ask).id(), "j1");
    List<String> watched = new ArrayList<>();
    blocking.watch(ask).forEachRemaining(o -> watched.add(o.id()));
    check("blocking watch", watched, List.of("j1-1", "j1-2", "j1-3"));
    check(
        "future get",
        OrdersGrpc.newFutureStub(channel).get(ask).get(30, TimeUnit.SECONDS).id(),
        "j1");

    OrdersGrpc.OrdersStub async = OrdersGrpc.newStub(channel);
    Collector<Receipt> receipt = new Collector<>();
    StreamObserver<Order> upload = async.upload(receipt);
    for (int i = 0; i < 4; i++) {
      upload.onNext(Order.builder().id("u" + i).build());
    }
    upload.onCompleted();
    check("async upload", receipt.await().get(0).count(), 4L);
    Collector<Order> synced = new Collector<>();
    StreamObserver<OrderRequest> sync = async.sync(synced);
    sync.onNext(OrderRequest.builder().id("a").build());
    sync.onNext(OrderRequest.builder().id("b").build());
    sync.onCompleted();
    check("async sync", synced.await().stream().map(Order::id).toList(), List.of("a", "b"));

    // A request cut short: the Node server's withDecodeErrors sends its decoder's error.
    byte[] good = ask.toCompactBytes();
    byte[] bad = Arrays.copyOf(good, good.length - 2);
    BaleException expected;
    try {
      OrderRequest.fromCompactBytes(bad);
      throw new AssertionError("the cut request decodes");
    } catch (BaleException e) {
      expected = e;
    }
    MethodDescriptor<byte[], byte[]> rawGet =
        BaleMarshallerTest.rawUnary(OrdersGrpc.METHOD_GET.getFullMethodName());
    try {
      ClientCalls.blockingUnaryCall(channel, rawGet, CallOptions.DEFAULT, bad);
      throw new AssertionError("the cut request was answered");
    } catch (StatusRuntimeException e) {
      check("status", e.getStatus().getCode(), io.grpc.Status.Code.INTERNAL);
      Optional<BaleException> back = BaleGrpc.error(e);
      check(
          "error in the trailers",
          back.map(b -> List.of(b.code().name(), b.offset(), b.path())),
          Optional.of(List.of(expected.code().name(), expected.offset(), expected.path())));
    }
    System.out.println("interop client: ok");
  }

  private static void check(String what, Object got, Object expected) {
    if (!got.equals(expected)) {
      throw new AssertionError(what + ": got " + got + ", expected " + expected);
    }
    System.out.println("ok " + what + ": " + got);
  }
}
