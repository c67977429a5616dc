package example;

import dev.bale.spring.BaleMediaTypes;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClient;
import shop.orders.Order;

/**
 * A service that calls the order service with Bale bodies through Spring's {@code RestClient}
 * (here the same application, reached on the port the request came in on, as a front service
 * would call a back one). Boot's {@code RestClient.Builder} already has bale-spring's converter;
 * the calls name Bale's media types. An order posted to {@code /relay} is sent on to {@code
 * /orders}; {@code POST /relay/batch} sends a list ({@code body(batch)}: the client passes only its
 * class, and its elements make it a list of orders); {@code GET /relay} reads every order.
 */
@RestController
public class RelayController {
  private static final ParameterizedTypeReference<List<Order>> ORDERS =
      new ParameterizedTypeReference<>() {};

  private final RestClient.Builder builder;

  RelayController(RestClient.Builder builder) {
    this.builder = builder;
  }

  private RestClient client(HttpServletRequest request) {
    return builder.clone().baseUrl("http://127.0.0.1:" + request.getLocalPort()).build();
  }

  @PostMapping(
      path = "/relay",
      consumes = BaleMediaTypes.COMPACT_VALUE,
      produces = BaleMediaTypes.COMPACT_VALUE)
  Order relay(@RequestBody Order order, HttpServletRequest request) {
    return client(request)
        .post()
        .uri("/orders")
        .contentType(BaleMediaTypes.COMPACT)
        .accept(BaleMediaTypes.COMPACT)
        .body(order)
        .retrieve()
        .body(Order.class);
  }

  @PostMapping(
      path = "/relay/batch",
      consumes = BaleMediaTypes.COMPACT_VALUE,
      produces = BaleMediaTypes.COMPACT_VALUE)
  List<Order> relayAll(@RequestBody List<Order> batch, HttpServletRequest request) {
    return client(request)
        .post()
        .uri("/orders/batch")
        .contentType(BaleMediaTypes.COMPACT)
        .accept(BaleMediaTypes.COMPACT)
        .body(batch)
        .retrieve()
        .body(ORDERS);
  }

  @GetMapping(path = "/relay", produces = BaleMediaTypes.COMPACT_VALUE)
  List<Order> all(HttpServletRequest request) {
    return client(request)
        .get()
        .uri("/orders")
        .accept(BaleMediaTypes.COMPACT)
        .retrieve()
        .body(ORDERS);
  }
}
