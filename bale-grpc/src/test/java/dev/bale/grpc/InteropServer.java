package dev.bale.grpc;

import io.grpc.Server;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import java.net.InetSocketAddress;

/**
 * The test service of {@link BaleMarshallerTest} (echo, server and client streams, a broken reply)
 * and the generated {@code shop.service.Orders} of {@link GeneratedServiceTest}, wrapped by {@link
 * BaleGrpc#withDecodeErrors}, on HTTP/2 at a free port of 127.0.0.1, for a client in another
 * language: {@code tools/ci/grpc-interop.sh} starts it and runs the Node client ({@code
 * ts/test/grpc-interop.ts}) against it. Prints {@code port N}, then serves until killed.
 */
public final class InteropServer {
  private InteropServer() {}

  public static void main(String[] args) throws Exception {
    Server server =
        NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0))
            .addService(BaleGrpc.withDecodeErrors(BaleMarshallerTest.service()))
            .addService(BaleGrpc.withDecodeErrors(GeneratedServiceTest.orders()))
            .build()
            .start();
    System.out.println("port " + server.getPort());
    System.out.flush();
    server.awaitTermination();
  }
}
