package dev.bale.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import grpc_names.BindableService;
import grpc_names.CallOptions;
import grpc_names.Channel;
import grpc_names.Iterator;
import grpc_names.NamesGrpc;
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
