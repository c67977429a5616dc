// Values of the golden orders_service.bale for the gRPC service tests: an Order and an
// OrderRequest with only their id set.
import { OrderRequest } from "../../goldens/ts/imports/orders_service/shop/service.js";
import { Order } from "../../goldens/ts/imports/orders_service/shop/orders.js";

export function order(id: string): Order {
  const o = Order.create();
  o.id = id;
  return o;
}

export function ask(id: string): OrderRequest {
  const r = OrderRequest.create();
  r.id = id;
  return r;
}
