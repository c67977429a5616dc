package example;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import shop.orders.Order;

/**
 * An order service: a client posts an order and reads it back, in Bale ({@code
 * application/vnd.bale}) or in JSON, as its Content-Type and Accept headers say. Nothing here names
 * Bale: bale-spring's auto-configuration adds the converter for the generated types.
 */
@SpringBootApplication
@RestController
public class OrdersApplication {
  private final Map<String, Order> orders = new ConcurrentHashMap<>();

  public static void main(String[] args) {
    SpringApplication.run(OrdersApplication.class, args);
  }

  @PostMapping("/orders")
  Order put(@RequestBody Order order) {
    orders.put(order.id(), order);
    return order;
  }

  /**
   * Several orders at once: a list root in (or a message stream of orders, read whole), the same
   * list out.
   */
  @PostMapping("/orders/batch")
  List<Order> putAll(@RequestBody List<Order> batch) {
    batch.forEach(o -> orders.put(o.id(), o));
    return batch;
  }

  @GetMapping("/orders/{id}")
  ResponseEntity<Order> get(@PathVariable String id) {
    Order o = orders.get(id);
    return o == null ? ResponseEntity.notFound().build() : ResponseEntity.ok(o);
  }

  @GetMapping("/orders")
  List<Order> all() {
    return List.copyOf(orders.values());
  }
}
