package example;

import dev.bale.jaxrs.BaleProvider;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import io.smallrye.mutiny.Multi;
import java.util.List;
import shop.orders.Order;

/**
 * The order service as another service calls it: a MicroProfile REST Client interface whose
 * bodies are Bale. {@code @Consumes} is the request's Content-Type, {@code @Produces} the Accept
 * header; the Quarkus REST Client writes and reads the bodies through the same {@link BaleProvider}
 * the server uses (a {@code @Provider} in the application's index, registered for clients too).
 */
@Path("/orders")
public interface OrdersClient {
  @POST
  @Consumes(BaleProvider.COMPACT)
  @Produces(BaleProvider.COMPACT)
  Order put(Order order);

  @POST
  @Path("/batch")
  @Consumes(BaleProvider.COMPACT)
  @Produces(BaleProvider.COMPACT)
  List<Order> putAll(List<Order> batch);

  @GET
  @Produces(BaleProvider.COMPACT)
  List<Order> all();

  /**
   * Every order as a message stream ({@code GET /orders/live}), read as it comes: the body's bytes,
   * buffer by buffer, which {@code BaleStreams.records} makes into orders.
   */
  @GET
  @Path("/live")
  @Produces(BaleProvider.STREAM)
  Multi<byte[]> live();
}
