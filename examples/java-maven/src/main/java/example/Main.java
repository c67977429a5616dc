package example;

import dev.bale.runtime.Compact;
import java.util.List;
import shop.orders.Line;
import shop.orders.Order;
import shop.orders.Root;
import shop.orders.Status;

/**
 * Encodes an order with the generated code, decodes it again, and checks the round trip; then the
 * same for a list of orders, the schema's root ({@code root list<Order>;}).
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    Order order =
        Order.builder()
            .id("A-1001")
            .placedAtMillis(1_763_900_000_000L)
            .lines(
                List.of(
                    Line.builder().sku("tea").quantity(2).priceCents(450).build(),
                    Line.builder().sku("mug").quantity(1).priceCents(1200).build()))
            .status(Status.SHIPPED)
            .note("leave at the door")
            .build();
    byte[] bytes = Compact.encode(Order.COMPACT, order);
    Order back = Compact.decode(Order.COMPACT, bytes);
    if (!back.equals(order) || back.status() != Status.SHIPPED) {
      throw new AssertionError("round trip changed the order: " + back);
    }
    // The root type (root list<Order>;): Root reads and writes the list itself.
    List<Order> feed = List.of(order, order);
    byte[] feedBytes = Root.encode(feed);
    if (!Root.decode(feedBytes).equals(feed)) {
      throw new AssertionError("round trip changed the feed");
    }
    System.out.println(
        "round trip ok: "
            + order.id()
            + ", "
            + feedBytes.length
            + " bytes for a feed of 2 (root list<Order>), "
            + bytes.length
            + " bytes");
  }
}
