package dev.bale.quarkus;

import dev.bale.jaxrs.BaleProvider;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.BufferPool;
import dev.bale.runtime.GeneratedCodecs;
import dev.bale.runtime.MessageStreamWriter;
import jakarta.ws.rs.InternalServerErrorException;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.List;
import org.jboss.resteasy.reactive.server.core.CurrentRequestManager;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;

/**
 * Quarkus REST writer of a {@code Multi<E>} of a generated message type as {@value
 * BaleProvider#STREAM}: a message stream (FORMAT.md §4.1) whose frame carries {@code E}'s schema
 * fingerprint, then one record per item, each sent as the {@code Multi} emits it.
 *
 * <pre>{@code
 * @GET @Path("/events") @Produces(BaleProvider.STREAM)
 * public Multi<Event> events() { ... }
 * }</pre>
 *
 * <p>Quarkus REST writes a streamed {@code Multi}'s items one by one, each through a writer of its
 * own class into a buffer of its own (its {@code StreamingOutputStream}); this writer keeps the
 * response's stream writer in the request's properties, so the first item's bytes carry the frame
 * and the others only their records. A single value ({@code E} or {@code Uni<E>}) asked for as the
 * stream type is a stream of one record; a {@code List<E>} is {@link BaleProvider}'s. An empty
 * {@code Multi} answers an empty body, without the frame (no item reaches a writer), which stream
 * readers refuse ({@code TRUNCATED} at offset 0): where there may be no items, return {@link
 * BaleStreams#encode BaleStreams.encode(multi, E.class)}, whose pieces are the frame alone then, or
 * a {@code List<E>} (or {@code Uni<List<E>>}). Thread-safe: one instance serves every request; a
 * response's items are written one at a time.
 */
@Provider
@Produces(BaleProvider.STREAM)
public final class BaleStreamWriter implements MessageBodyWriter<Object> {
  /** The class of the buffer Quarkus REST writes each item of a streamed {@code Multi} into. */
  private static final String STREAMED_ITEM =
      "org.jboss.resteasy.reactive.server.StreamingOutputStream";

  /** The request property that holds a streamed response's {@link Records}. */
  private static final String RECORDS = BaleStreamWriter.class.getName() + ".records";

  private final GeneratedCodecs.Cache codecs = new GeneratedCodecs.Cache();

  @Override
  public boolean isWriteable(
      Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return mediaType != null
        && BaleProvider.STREAM_TYPE.isCompatible(mediaType)
        && !mediaType.isWildcardType()
        && !mediaType.isWildcardSubtype()
        && records(type) != null;
  }

  /** The codecs of a generated message class (it has a schema fingerprint), else null. */
  private GeneratedCodecs records(Class<?> type) {
    GeneratedCodecs c = codecs.of(type);
    return c != null && c.fingerprint().isPresent() ? c : null;
  }

  @Override
  public void writeTo(
      Object value,
      Class<?> type,
      Type genericType,
      Annotation[] annotations,
      MediaType mediaType,
      MultivaluedMap<String, Object> httpHeaders,
      OutputStream entityStream)
      throws IOException {
    GeneratedCodecs c = records(value.getClass());
    if (c == null) {
      throw new InternalServerErrorException(
          "Bale cannot write " + value.getClass().getName() + " as a stream record");
    }
    try {
      if (entityStream.getClass().getName().equals(STREAMED_ITEM)) {
        // An item of a streamed Multi: the response's records go on from the item before.
        entityStream.write(responseRecords(c).record(value));
      } else {
        entityStream.write(
            MessageStreamWriter.encodeAll(
                c.compact(), c.fingerprint().getAsLong(), List.of(value)));
      }
    } catch (BaleException | IllegalArgumentException | NullPointerException e) {
      throw new InternalServerErrorException(
          "Bale could not encode " + value.getClass().getName() + ": " + e.getMessage(), e);
    }
  }

  /** The current response's stream writer, made (with the frame to come) for its first item. */
  private static Records responseRecords(GeneratedCodecs c) {
    ResteasyReactiveRequestContext request = CurrentRequestManager.get();
    if (request == null) {
      throw new IllegalStateException("no current Quarkus REST request for a streamed item");
    }
    Records r = (Records) request.getProperty(RECORDS);
    if (r == null) {
      r = new Records(c);
      request.setProperty(RECORDS, r);
    }
    return r;
  }

  /** One response's message stream, written a record at a time (the frame before the first). */
  private static final class Records {
    private final MessageStreamWriter<Object> writer;

    Records(GeneratedCodecs c) {
      writer =
          MessageStreamWriter.create(
              c.compact(), c.fingerprint().getAsLong(), false, 0, BufferPool.shared());
    }

    synchronized byte[] record(Object value) {
      return writer.encodeNext(value);
    }
  }
}
