package example;

import dev.bale.micronaut.BaleBodyHandler;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.client.annotation.Client;
import java.util.List;
import org.reactivestreams.Publisher;
import shop.orders.Order;

/**
 * The order service as another service calls it: a Micronaut declarative client whose bodies are
 * Bale ({@code @Produces} is the request's Content-Type, {@code @Consumes} the Accept header),
 * written and read by the same {@link BaleBodyHandler} the server uses. {@code "/"} is this
 * application's own server; another service would name its URL ({@code @Client("${orders.url}")}).
 */
@Client("/")
public interface OrdersClient {
  @Post("/orders")
  @Produces(BaleBodyHandler.COMPACT)
  @Consumes(BaleBodyHandler.COMPACT)
  Order put(@Body Order order);

  /** A list body: the client passes only its class; its elements make it a list of orders. */
  @Post("/orders/batch")
  @Produces(BaleBodyHandler.COMPACT)
  @Consumes(BaleBodyHandler.COMPACT)
  List<Order> putAll(@Body List<Order> batch);

  @Get("/orders")
  @Consumes(BaleBodyHandler.COMPACT)
  List<Order> all();

  /**
   * Every order as a message stream, read as it comes: the body's bytes, chunk by chunk, which
   * {@code BaleStreams.records} makes into orders (Micronaut cannot give a declarative client a
   * {@code Publisher<Order>} of a Bale stream).
   */
  @Get("/orders")
  @Consumes(BaleBodyHandler.STREAM)
  Publisher<byte[]> live();
}
