// The Node side of the Java -> Node half of tools/ci/grpc-interop.sh: the generated Orders service
// of orders_service.bale served by @grpc/grpc-js through withDecodeErrors, on HTTP/2 at a free port
// of 127.0.0.1, for Java's dev.bale.grpc.InteropClient (the generated OrdersGrpc stubs). Prints
// `port N`, then serves until killed.
import { Server, ServerCredentials } from "@grpc/grpc-js";
import { withDecodeErrors } from "@bale-dev/runtime/grpc";
import { Orders } from "../../goldens/ts/imports/orders_service/shop/service.grpc.js";
import { ordersHandlers } from "./orders-values.js";

const server = new Server();
server.addService(...withDecodeErrors(Orders, ordersHandlers));
server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (e, port) => {
  if (e) {
    console.error(e);
    process.exit(1);
  }
  console.log(`port ${port}`);
});
