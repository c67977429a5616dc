// Values of the golden orders_service.bale for the gRPC service tests: an Order and an
// OrderRequest with only their id set, and a service's handlers.
import type { OrdersHandlers } from "../../goldens/ts/imports/orders_service/shop/service.grpc.js";
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

/**
 * The Orders service (as Java's GeneratedServiceTest.orders()): Get answers one order, Watch three,
 * Upload counts, Sync echoes each id. Typed by the generated OrdersHandlers: call.request is an
 * OrderRequest, replies are Orders.
 */
export const ordersHandlers: OrdersHandlers = {
  get: (call, done) => done(null, order(call.request.id)),
  watch: (call) => {
    for (let i = 1; i <= 3; i++) call.write(order(`${call.request.id}-${i}`));
    call.end();
  },
  upload: (call, done) => {
    let count = 0;
    call.on("data", () => count++);
    call.on("end", () => done(null, { count, $unknown: undefined }));
  },
  sync: (call) => {
    call.on("data", (r: OrderRequest) => call.write(order(r.id)));
    call.on("end", () => call.end());
  },
};
