package dev.bale.grpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import grpc_flat.Ask;
import grpc_flat.DeskGrpc;
import grpc_flat.Quote;
import io.grpc.CallOptions;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A schema service whose methods choose their codec ({@code [flat]}, SCHEMA.md §5b; the golden of
 * {@code testdata/schemas/grpc_flat.bale}): the flat methods' messages are flat roots on the wire,
 * the other's compact roots, and all of them are served and called through the generated class; a
 * flat method refuses a compact request with the decoder's error.
 */
class GeneratedFlatServiceTest {
  private static Quote quote(String symbol, double bid) {
    return Quote.builder()
        .symbol(symbol)
        .bid(bid)
        .ask(bid + 0.25)
        .history(List.of(bid - 1, bid))
        .build();
  }

  /** Last and LastCompact answer the same quote; Watch three. */
  static final class Desk implements DeskGrpc.AsyncService {
    @Override
    public void last(Ask request, StreamObserver<Quote> reply) {
      reply.onNext(quote(request.symbol(), 100));
      reply.onCompleted();
    }

    @Override
    public void watch(Ask request, StreamObserver<Quote> reply) {
      for (int i = 1; i <= 3; i++) {
        reply.onNext(quote(request.symbol(), 100 + i));
      }
      reply.onCompleted();
    }

    @Override
    public void lastCompact(Ask request, StreamObserver<Quote> reply) {
      last(request, reply);
    }
  }

  private static byte[] wire(MethodDescriptor.Marshaller<Quote> m, Quote q) throws Exception {
    try (InputStream in = m.stream(q)) {
      return in.readAllBytes();
    }
  }

  @Test
  void flatMethodsSendFlatRootsAndTheOthersCompactOnes() throws Exception {
    Quote q = quote("ACME", 100);
    Ask ask = Ask.builder().symbol("ACME").build();
    assertArrayEquals(q.toFlatBytes(), wire(DeskGrpc.METHOD_LAST.getResponseMarshaller(), q));
    assertArrayEquals(q.toFlatBytes(), wire(DeskGrpc.METHOD_WATCH.getResponseMarshaller(), q));
    assertArrayEquals(
        q.toCompactBytes(), wire(DeskGrpc.METHOD_LAST_COMPACT.getResponseMarshaller(), q));
    try (InputStream in = DeskGrpc.METHOD_LAST.getRequestMarshaller().stream(ask)) {
      assertArrayEquals(ask.toFlatBytes(), in.readAllBytes());
    }

    try (GeneratedServiceTest.InProcess p =
        GeneratedServiceTest.InProcess.serve(
            BaleGrpc.withDecodeErrors(DeskGrpc.bindService(new Desk())))) {
      DeskGrpc.DeskBlockingStub stub = DeskGrpc.newBlockingStub(p.channel());
      assertEquals(q, stub.last(ask));
      assertEquals(q, stub.lastCompact(ask));
      List<Quote> watched = new ArrayList<>();
      stub.watch(ask).forEachRemaining(watched::add);
      assertEquals(List.of(quote("ACME", 101), quote("ACME", 102), quote("ACME", 103)), watched);

      // A compact request sent to the flat method: the server's decoder refuses it.
      MethodDescriptor<byte[], byte[]> raw =
          BaleMarshallerTest.rawUnary(DeskGrpc.METHOD_LAST.getFullMethodName());
      StatusRuntimeException e =
          assertThrows(
              StatusRuntimeException.class,
              () ->
                  ClientCalls.blockingUnaryCall(
                      p.channel(), raw, CallOptions.DEFAULT, ask.toCompactBytes()));
      assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
      assertEquals(true, BaleGrpc.error(e).isPresent(), String.valueOf(e));
    }
  }
}
