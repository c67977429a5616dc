package dev.bale.grpc;

import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Keeps a call's responses until it completes (the tests' and {@link InteropClient}'s). */
final class Collector<T> implements StreamObserver<T> {
  private final List<T> values = new ArrayList<>();
  private final CompletableFuture<List<T>> done = new CompletableFuture<>();

  @Override
  public synchronized void onNext(T value) {
    values.add(value);
  }

  @Override
  public void onError(Throwable t) {
    done.completeExceptionally(t);
  }

  @Override
  public synchronized void onCompleted() {
    done.complete(List.copyOf(values));
  }

  /** The responses; an {@link AssertionError} if the call failed or did not end in 30 s. */
  List<T> await() throws InterruptedException {
    try {
      return done.get(30, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      throw new AssertionError("the call failed", e.getCause());
    } catch (TimeoutException e) {
      throw new AssertionError("the call did not complete in 30 s", e);
    }
  }
}
