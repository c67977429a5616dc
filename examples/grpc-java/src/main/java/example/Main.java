package example;

import desk.quotes.Quote;
import desk.quotes.QuoteRequest;
import desk.quotes.QuotesGrpc;
import dev.bale.grpc.BaleGrpc;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.InsecureServerCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A quote server and its client over HTTP/2 on 127.0.0.1: the service implements the generated
 * {@code QuotesGrpc.AsyncService} (the schema's {@code service Quotes}) and the client calls it
 * through the generated blocking stub; the messages are Bale compact roots. Prints what the client got.
 */
public final class Main {
  private Main() {}

  static Quote quote(String symbol, int tick) {
    return Quote.builder()
        .symbol(symbol)
        .bid(100.25 + tick)
        .ask(100.50 + tick)
        .timeMicros(1_764_900_000_000_000L + tick)
        .build();
  }

  /** The service: the schema's methods, as the generated {@code QuotesGrpc.AsyncService}. */
  static final class QuoteService implements QuotesGrpc.AsyncService {
    @Override
    public void get(QuoteRequest request, StreamObserver<Quote> reply) {
      reply.onNext(quote(request.symbol(), 0));
      reply.onCompleted();
    }

    @Override
    public void watch(QuoteRequest request, StreamObserver<Quote> reply) {
      for (int tick = 1; tick <= 3; tick++) {
        reply.onNext(quote(request.symbol(), tick));
      }
      reply.onCompleted();
    }
  }

  public static void main(String[] args) throws Exception {
    // withDecodeErrors: a request that does not decode gets the decoder's error in the trailers.
    Server server =
        Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
            .addService(BaleGrpc.withDecodeErrors(QuotesGrpc.bindService(new QuoteService())))
            .build()
            .start();
    ManagedChannel channel =
        Grpc.newChannelBuilderForAddress(
                "127.0.0.1", server.getPort(), InsecureChannelCredentials.create())
            .build();
    try {
      QuoteRequest request = QuoteRequest.builder().symbol("ACME").build();
      QuotesGrpc.QuotesBlockingStub quotes =
          QuotesGrpc.newBlockingStub(channel).withDeadlineAfter(10, TimeUnit.SECONDS);
      Quote latest = quotes.get(request);
      List<Double> bids = new ArrayList<>();
      quotes.watch(request).forEachRemaining(q -> bids.add(q.bid()));
      if (!latest.equals(quote("ACME", 0)) || !bids.equals(List.of(101.25, 102.25, 103.25))) {
        throw new AssertionError("unexpected replies: " + latest + ", " + bids);
      }
      System.out.println(
          "grpc ok: " + latest.symbol() + " " + latest.bid() + "/" + latest.ask() + ", watch " + bids);
    } finally {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
      server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }
}
