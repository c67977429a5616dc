package dev.bale.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import grpc_names.BindableService;
import grpc_names.BlockingClientCall;
import grpc_names.CallOptions;
import grpc_names.Channel;
import grpc_names.Iterator;
import grpc_names.NamesGrpc;
import grpc_names.StatusException;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The gRPC class of {@code testdata/schemas/grpc_names.bale} (goldens/grpc/java/grpc_names), whose
 * messages are named like the classes the generated code uses ({@code Channel}, {@code Iterator},
 * {@code CallOptions}, ...) and whose methods like the stubs' inherited methods ({@code
 * getChannel}, {@code build}): it compiles (this module's test sources), and its stubs reach the
 * service's methods, not the inherited ones.
 */
class GeneratedStubNamesTest {
  @Test
  void stubMethodsNamedLikeInheritedOnesCallTheService() throws Exception {
    NamesGrpc.AsyncService service =
        new NamesGrpc.AsyncService() {
          @Override
          public void getChannel(Channel request, StreamObserver<Iterator> reply) {
            reply.onNext(Iterator.builder().id("channel " + request.id()).build());
            reply.onCompleted();
          }

          @Override
          public void build(CallOptions request, StreamObserver<Iterator> reply) {
            for (int i = 0; i < request.n(); i++) {
              reply.onNext(Iterator.builder().id("built " + i).build());
            }
            reply.onCompleted();
          }
        };
    try (GeneratedServiceTest.InProcess p =
        GeneratedServiceTest.InProcess.serve(NamesGrpc.bindService(service))) {
      NamesGrpc.NamesBlockingStub stub = NamesGrpc.newBlockingStub(p.channel());
      assertEquals("channel c", stub.getChannel(Channel.builder().id("c").build()).id());
      List<String> built = new ArrayList<>();
      stub.build(CallOptions.builder().n(2).build()).forEachRemaining(i -> built.add(i.id()));
      assertEquals(List.of("built 0", "built 1"), built);
      assertEquals(
          "channel f",
          NamesGrpc.newFutureStub(p.channel())
              .getChannel(Channel.builder().id("f").build())
              .get()
              .id());
    }
  }

  /**
   * In the blocking V2 stub a client- or bidi-streaming method takes no argument: one named like a
   * no-argument method the stub inherits ({@code ToString}, {@code WithWaitForReady}) gets a
   * trailing underscore there, and calls the service's method.
   */
  @Test
  void blockingV2StreamingMethodsNamedLikeInheritedOnesGetAnUnderscore() throws Exception {
    NamesGrpc.AsyncService service =
        new NamesGrpc.AsyncService() {
          @Override
          public StreamObserver<StatusException> toString(
              StreamObserver<BlockingClientCall> reply) {
            return new StreamObserver<>() {
              final StringBuilder ids = new StringBuilder();

              @Override
              public void onNext(StatusException value) {
                ids.append(value.id());
              }

              @Override
              public void onError(Throwable t) {}

              @Override
              public void onCompleted() {
                reply.onNext(BlockingClientCall.builder().id(ids.toString()).build());
                reply.onCompleted();
              }
            };
          }

          @Override
          public StreamObserver<BlockingClientCall> withWaitForReady(
              StreamObserver<StatusException> reply) {
            return new StreamObserver<>() {
              @Override
              public void onNext(BlockingClientCall value) {
                reply.onNext(StatusException.builder().id("ready " + value.id()).build());
              }

              @Override
              public void onError(Throwable t) {}

              @Override
              public void onCompleted() {
                reply.onCompleted();
              }
            };
          }
        };
    try (GeneratedServiceTest.InProcess p =
        GeneratedServiceTest.InProcess.serve(NamesGrpc.bindService(service))) {
      NamesGrpc.NamesBlockingV2Stub v2 = NamesGrpc.newBlockingV2Stub(p.channel());
      io.grpc.stub.BlockingClientCall<StatusException, BlockingClientCall> joined = v2.toString_();
      joined.write(StatusException.builder().id("a").build());
      joined.write(StatusException.builder().id("b").build());
      joined.halfClose();
      assertEquals("ab", joined.read().id());
      io.grpc.stub.BlockingClientCall<BlockingClientCall, StatusException> ready =
          v2.withWaitForReady_();
      ready.write(BlockingClientCall.builder().id("x").build());
      assertEquals("ready x", ready.read().id());
      ready.halfClose();
      // The inherited methods are still the stub's own.
      assertTrue(v2.toString().contains("NamesBlockingV2Stub"), v2.toString());
      assertTrue(v2.withWaitForReady().getCallOptions().isWaitForReady());
    }
  }

  /** A server base's {@code bindService()} beside a method {@code bindService} of the schema. */
  @Test
  void aServerBaseBindsAMethodNamedBindService() throws Exception {
    NamesGrpc.NamesImplBase service =
        new NamesGrpc.NamesImplBase() {
          @Override
          public void bindService(BindableService request, StreamObserver<BindableService> reply) {
            reply.onNext(BindableService.builder().id("bound " + request.id()).build());
            reply.onCompleted();
          }
        };
    try (GeneratedServiceTest.InProcess p =
        GeneratedServiceTest.InProcess.serve(service.bindService())) {
      assertEquals(
          "bound b",
          NamesGrpc.newBlockingStub(p.channel())
              .bindService(BindableService.builder().id("b").build())
              .id());
    }
  }
}
