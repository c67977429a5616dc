package dev.bale.micronaut;

import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import org.reactivestreams.Publisher;

/**
 * Gives a message stream response whose publisher emits no value its frame: Micronaut calls no body
 * writer for an empty publisher, so without this the body would be empty, which is not a message
 * stream (FORMAT.md §4.1: a stream starts with its frame) and which every stream reader refuses
 * ({@code TRUNCATED} at offset 0). For a response of {@value BaleBodyHandler#STREAM} whose body is
 * a {@link Publisher}, the publisher is followed by {@link BaleBodyHandler.NoRecords} when it
 * completes without a value, which {@link BaleBodyHandler} writes as the frame alone; for one of
 * Bale's single-root types it refuses it with the 500 that a publisher with values gets (before, an
 * empty body, which no decoder takes). Any other response passes unchanged. A bean of the server (a
 * filter); a client never calls it.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class EmptyStreams {
  /**
   * Follows a Bale response's publisher by the marker when it emits nothing: for a stream its
   * frame, for one root (which cannot hold a publisher's values) the same 500 as with values.
   */
  @ResponseFilter
  public void frameEmptyStreams(MutableHttpResponse<?> response) {
    if (response.body() instanceof Publisher<?> values
        && BaleBodyHandler.isBale(response.getContentType().orElse(null))) {
      @SuppressWarnings("unchecked") // the body is replaced, of any type
      MutableHttpResponse<Object> r = (MutableHttpResponse<Object>) response;
      r.body(Reactor.orFrame(values));
    }
  }

  /**
   * Reactor, which every Micronaut server has, apart: only a Bale response of a publisher loads it.
   */
  private static final class Reactor {
    static Publisher<Object> orFrame(Publisher<?> values) {
      return reactor.core.publisher.Flux.<Object>from(values)
          .switchIfEmpty(reactor.core.publisher.Mono.just(BaleBodyHandler.NoRecords.NONE));
    }
  }
}
