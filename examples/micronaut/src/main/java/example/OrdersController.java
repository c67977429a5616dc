package example;

import dev.bale.micronaut.BaleBodyHandler;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import shop.orders.Order;

/**
 * An order service: a client posts an order and reads it back, in Bale ({@code
 * application/vnd.bale}) or in JSON, as its Content-Type and Accept headers say. Nothing here but
 * the media types names Bale: with bale-micronaut on the class path Micronaut reads and writes Bale
 * bodies through {@link BaleBodyHandler}, and with bale-jackson its Jackson writes JSON.md's JSON.
 * An unknown id answers 404 (Micronaut's answer to a null).
 */
@Controller("/orders")
public class OrdersController {
  private final Map<String, Order> orders = new ConcurrentHashMap<>();

  @Post(
      consumes = {BaleBodyHandler.COMPACT, MediaType.APPLICATION_JSON},
      produces = {BaleBodyHandler.COMPACT, MediaType.APPLICATION_JSON})
  public Order put(@Body Order order) {
    orders.put(order.id(), order);
    return order;
  }

  /**
   * Several orders at once: a list root in (or a message stream of orders, read whole), the same
   * list out.
   */
  @Post(
      uri = "/batch",
      consumes = {BaleBodyHandler.COMPACT, MediaType.APPLICATION_JSON, BaleBodyHandler.STREAM},
      produces = {BaleBodyHandler.COMPACT, MediaType.APPLICATION_JSON})
  public List<Order> putAll(@Body List<Order> batch) {
    batch.forEach(o -> orders.put(o.id(), o));
    return batch;
  }

  @Get(
      uri = "/{id}",
      produces = {BaleBodyHandler.COMPACT, MediaType.APPLICATION_JSON})
  public Order get(@PathVariable String id) {
    return orders.get(id);
  }

  /** Every order: one list root, or with the stream type a message stream of them. */
  @Get(produces = {BaleBodyHandler.COMPACT, MediaType.APPLICATION_JSON, BaleBodyHandler.STREAM})
  public List<Order> all() {
    return List.copyOf(orders.values());
  }
}
