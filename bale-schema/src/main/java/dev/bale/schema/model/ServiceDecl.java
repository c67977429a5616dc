package dev.bale.schema.model;

import java.util.List;

/**
 * A checked {@code service} statement (SCHEMA.md §5b): gRPC methods whose requests and responses
 * are messages of the schema. Services are not part of any canonical form, so adding, changing or
 * removing one changes no fingerprint.
 *
 * @param name the simple name ({@code Orders})
 * @param packageName the package of the file that declares it
 * @param doc doc comment lines, possibly empty
 * @param location the location of its name
 * @param methods its methods, in source order
 */
public record ServiceDecl(
    String name,
    String packageName,
    List<String> doc,
    Location location,
    List<ServiceDecl.Method> methods) {
  public ServiceDecl {
    doc = List.copyOf(doc);
    methods = List.copyOf(methods);
  }

  /**
   * The names a service named {@code name} exports from its package's TypeScript services module:
   * the definition ({@code Orders}), the handlers' type ({@code OrdersHandlers}) and the client
   * ({@code OrdersClient}), in that order. Rule SV3 keeps them apart between services.
   */
  public static List<String> tsExports(String name) {
    return List.of(name, name + "Handlers", name + "Client");
  }

  /** {@code packageName + "." + name} (gRPC's service name), or {@code name} without a package. */
  public String fullName() {
    return packageName.isEmpty() ? name : packageName + "." + name;
  }

  /**
   * One method. Its gRPC path is {@code /} + the service's full name + {@code /} + {@code name}.
   *
   * @param requestStream whether the client sends a stream of requests
   * @param responseStream whether the server answers with a stream of responses
   * @param flat whether requests and responses are flat roots (the option {@code [flat]}; else
   *     compact roots)
   */
  public record Method(
      String name,
      List<String> doc,
      Location location,
      MessageDecl request,
      boolean requestStream,
      MessageDecl response,
      boolean responseStream,
      boolean flat) {
    public Method {
      doc = List.copyOf(doc);
    }

    /**
     * The name with its first letter in lower case ({@code GetOrder} -> {@code getOrder}): the
     * method's key in a TypeScript service definition, as grpc-js's generated code names it.
     */
    public String lowerName() {
      return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** gRPC's kind of call, from the two stream flags. */
    public Kind kind() {
      if (requestStream) {
        return responseStream ? Kind.BIDI_STREAMING : Kind.CLIENT_STREAMING;
      }
      return responseStream ? Kind.SERVER_STREAMING : Kind.UNARY;
    }
  }

  /**
   * gRPC's four kinds of call; the constants are named as gRPC Java's {@code
   * MethodDescriptor.MethodType}.
   */
  public enum Kind {
    /** One request, one response. */
    UNARY,
    /** A stream of requests, one response. */
    CLIENT_STREAMING,
    /** One request, a stream of responses. */
    SERVER_STREAMING,
    /** Streams both ways. */
    BIDI_STREAMING
  }
}
