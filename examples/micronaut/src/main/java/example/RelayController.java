package example;

import dev.bale.micronaut.BaleBodyHandler;
import dev.bale.micronaut.BaleStreams;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.List;
import org.reactivestreams.Publisher;
import shop.orders.Order;

/**
 * A service that calls the order service with Bale bodies, through {@link OrdersClient} (here the
 * same application, as a front service would call a back one): an order posted to {@code /relay}
 * is sent on to {@code /orders} and the answer written back; {@code POST /relay/batch} does the
 * same with a list of orders; {@code GET /relay} reads every order through the client, and {@code
 * GET /relay/live} reads them as a message stream, sending each on as it comes. The client blocks,
 * so these run on Micronaut's blocking executor, not on the event loop.
 */
@Controller("/relay")
@ExecuteOn(TaskExecutors.BLOCKING)
public class RelayController {
  private final OrdersClient client;

  RelayController(OrdersClient client) {
    this.client = client;
  }

  @Post(consumes = BaleBodyHandler.COMPACT, produces = BaleBodyHandler.COMPACT)
  public Order relay(@Body Order order) {
    return client.put(order);
  }

  @Post(uri = "/batch", consumes = BaleBodyHandler.COMPACT, produces = BaleBodyHandler.COMPACT)
  public List<Order> relayAll(@Body List<Order> batch) {
    return client.putAll(batch);
  }

  @Get(produces = BaleBodyHandler.COMPACT)
  public List<Order> all() {
    return client.all();
  }

  /**
   * Every order as a message stream read through the client as it comes ({@link
   * BaleStreams#records}), each order sent on as soon as it has been read.
   */
  @Get(uri = "/live", produces = BaleBodyHandler.STREAM)
  public Publisher<Order> live() {
    return BaleStreams.records(client.live(), Order.class);
  }
}
