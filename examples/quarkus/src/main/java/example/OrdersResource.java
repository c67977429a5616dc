package example;

import dev.bale.jaxrs.BaleProvider;
import dev.bale.quarkus.BaleStreams;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import shop.orders.Order;

/**
 * An order service: a client posts an order and reads it back, in Bale ({@code
 * application/vnd.bale}) or in JSON, as its Content-Type and Accept headers say. Nothing here but
 * the media types names Bale: with bale-quarkus on the class path, Quarkus REST reads and writes Bale
 * bodies through {@link BaleProvider} and writes JSON through an ObjectMapper that has bale-jackson's
 * module.
 */
@Path("/orders")
public class OrdersResource {
  private final Map<String, Order> orders = new ConcurrentHashMap<>();

  @POST
  @Consumes({BaleProvider.COMPACT, MediaType.APPLICATION_JSON})
  @Produces({BaleProvider.COMPACT, MediaType.APPLICATION_JSON})
  public Order put(Order order) {
    orders.put(order.id(), order);
    return order;
  }

  /**
   * Several orders at once: a list root in (or a message stream of orders, read whole), the same
   * list out.
   */
  @POST
  @Path("/batch")
  @Consumes({BaleProvider.COMPACT, MediaType.APPLICATION_JSON, BaleProvider.STREAM})
  @Produces({BaleProvider.COMPACT, MediaType.APPLICATION_JSON})
  public List<Order> putAll(List<Order> batch) {
    batch.forEach(o -> orders.put(o.id(), o));
    return batch;
  }

  @GET
  @Path("/{id}")
  @Produces({BaleProvider.COMPACT, MediaType.APPLICATION_JSON})
  public Order get(@PathParam("id") String id) {
    Order o = orders.get(id);
    if (o == null) {
      throw new NotFoundException();
    }
    return o;
  }

  /** Every order, asynchronously ({@code Uni}): the same list root or stream as {@code GET /orders}. */
  @GET
  @Path("/async")
  @Produces({BaleProvider.COMPACT, BaleProvider.STREAM})
  public Uni<List<Order>> allAsync() {
    return Uni.createFrom().item(() -> List.copyOf(orders.values()));
  }

  /**
   * Every order as a {@code Multi}: a message stream written item by item (bale-quarkus's {@code
   * BaleStreamWriter}). Quarkus REST takes one media type for a {@code Multi}; as {@code
   * BaleProvider.COMPACT} it would be a 500 (one root cannot hold a stream's items).
   */
  @GET
  @Path("/live")
  @Produces(BaleProvider.STREAM)
  public Multi<Order> live() {
    return Multi.createFrom().iterable(List.copyOf(orders.values()));
  }

  /**
   * The orders of one status as a message stream, written by {@code BaleStreams.encode}: a status
   * no order has answers the frame alone, a stream of none (a {@code Multi<Order>} with no items
   * would answer an empty body, which no stream reader takes).
   */
  @GET
  @Path("/status/{status}")
  @Produces(BaleProvider.STREAM)
  public Multi<byte[]> byStatus(@PathParam("status") String status) {
    Multi<Order> matching =
        Multi.createFrom()
            .iterable(List.copyOf(orders.values()))
            .select()
            .where(o -> o.status().name().equals(status));
    return BaleStreams.encode(matching, Order.class);
  }

  /** Every order: one list root, or with the stream type a message stream of them. */
  @GET
  @Produces({BaleProvider.COMPACT, MediaType.APPLICATION_JSON, BaleProvider.STREAM})
  public List<Order> all() {
    return List.copyOf(orders.values());
  }
}
