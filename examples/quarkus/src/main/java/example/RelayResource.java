package example;

import dev.bale.jaxrs.BaleProvider;
import dev.bale.quarkus.BaleStreams;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.eclipse.microprofile.rest.client.RestClientBuilder;
import shop.orders.Order;

/**
 * A service that calls the order service with Bale bodies, through {@link OrdersClient}: here the
 * same application, reached at the address the request came in on (so that it works on any port),
 * as a front service would call a back one. A Bale order posted to {@code /relay} is decoded,
 * sent on to {@code /orders} as Bale, and the answer decoded and encoded back; {@code POST
 * /relay/batch} does the same with a list of orders, and {@code GET /relay} reads the list root of
 * every order through the client; {@code GET /relay/live} reads the orders' message stream through
 * the client as it comes and sends each order on as soon as it has been read.
 */
@Path("/relay")
public class RelayResource {
  private volatile OrdersClient client;

  private OrdersClient client(UriInfo uri) {
    OrdersClient c = client;
    if (c == null) {
      c = RestClientBuilder.newBuilder().baseUri(uri.getBaseUri()).build(OrdersClient.class);
      client = c;
    }
    return c;
  }

  @POST
  @Consumes(BaleProvider.COMPACT)
  @Produces(BaleProvider.COMPACT)
  public Order relay(Order order, @Context UriInfo uri) {
    return client(uri).put(order);
  }

  @POST
  @Path("/batch")
  @Consumes(BaleProvider.COMPACT)
  @Produces(BaleProvider.COMPACT)
  public List<Order> relayAll(List<Order> batch, @Context UriInfo uri) {
    return client(uri).putAll(batch);
  }

  @GET
  @Produces(BaleProvider.COMPACT)
  public List<Order> all(@Context UriInfo uri) {
    return client(uri).all();
  }

  /**
   * Every order as a message stream read through the client as it comes ({@link
   * BaleStreams#records}), each order sent on as soon as it has been read.
   */
  @GET
  @Path("/live")
  @Produces(BaleProvider.STREAM)
  public Multi<Order> live(@Context UriInfo uri) {
    return BaleStreams.records(client(uri).live(), Order.class);
  }
}
