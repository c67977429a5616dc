package dev.bale.compiler.emit.ts;

import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.ServiceDecl;
import java.util.ArrayList;
import java.util.List;

/**
 * The services module of a package ({@code shop/service.grpc.ts} beside {@code shop/service.ts};
 * SCHEMA.md §5b), generated when {@link TsGenerator#withGrpc} is on: per service a const of its
 * name holding one grpc-js method definition per method ({@code grpcMethod} of {@code
 * @bale-dev/runtime/grpc}, compact roots), keyed as grpc-js's generated code keys them ({@code
 * get} for {@code Get}), for {@code Server.addService} and {@code makeGenericClientConstructor};
 * per service an interface {@code OrdersHandlers} of the handlers a grpc-js server takes for it,
 * typed (grpc-js's {@code handleUnaryCall<Request, Response>} and the like), and a typed client
 * {@code OrdersClient} (grpc-js's generic client class of the service): the module imports grpc-js.
 */
final class TsServiceEmitter {
  private TsServiceEmitter() {}

  /** The services module of package {@code pkg}. */
  static String emit(String pkg, List<ServiceDecl> services) {
    TsWriter w = new TsWriter(TsNames.plan(pkg, List.of(), null));
    boolean first = true;
    for (ServiceDecl s : services) {
      if (!first) {
        w.blank();
      }
      first = false;
      w.doc(s.doc().isEmpty() ? List.of("The service `" + s.fullName() + "`.") : s.doc());
      w.begin("export const " + s.name() + " =");
      for (ServiceDecl.Method m : s.methods()) {
        List<String> args = new ArrayList<>();
        args.add(TsGenerator.quote(s.fullName()));
        args.add(TsGenerator.quote(m.name()));
        // [flat]: the generated flat types (X$flat), through grpcFlatMethod.
        String suffix = m.flat() ? "$flat" : "";
        args.add(message(w, pkg, m.request(), suffix));
        args.add(message(w, pkg, m.response(), suffix));
        if (m.requestStream() || m.responseStream()) {
          List<String> streams = new ArrayList<>();
          if (m.requestStream()) {
            streams.add("requestStream: true");
          }
          if (m.responseStream()) {
            streams.add("responseStream: true");
          }
          args.add("{ " + String.join(", ", streams) + " }");
        }
        w.doc(m.doc());
        String call =
            m.lowerName()
                + ": "
                + w.runtime(TsWriter.Runtime.GRPC, m.flat() ? "grpcFlatMethod" : "grpcMethod")
                + "(";
        String one = call + String.join(", ", args) + "),";
        if (2 + one.length() <= TsWriter.WIDTH) {
          w.line(one);
        } else {
          w.line(call);
          w.indent();
          for (String a : args) {
            w.line(a + ",");
          }
          w.outdent();
          w.line("),");
        }
      }
      w.end(";");
      handlers(w, pkg, s);
      client(w, pkg, s);
    }
    return w.toFile("gRPC services of package " + pkg + " (for @grpc/grpc-js).");
  }

  /** The interface {@code <Service>Handlers}: each method's grpc-js handler type. */
  private static void handlers(TsWriter w, String pkg, ServiceDecl s) {
    w.blank();
    w.doc(
        List.of(
            "The handlers a grpc-js server takes for `"
                + s.name()
                + "`: `server.addService("
                + s.name()
                + ", handlers)`."));
    String untyped = w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "UntypedServiceImplementation");
    w.begin("export interface " + s.name() + "Handlers extends " + untyped);
    for (ServiceDecl.Method m : s.methods()) {
      String kind =
          switch (m.kind()) {
            case UNARY -> "handleUnaryCall";
            case CLIENT_STREAMING -> "handleClientStreamingCall";
            case SERVER_STREAMING -> "handleServerStreamingCall";
            case BIDI_STREAMING -> "handleBidiStreamingCall";
          };
      w.line(
          m.lowerName()
              + ": "
              + w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, kind)
              + "<"
              + message(w, pkg, m.request())
              + ", "
              + message(w, pkg, m.response())
              + ">;");
    }
    w.end();
  }

  /**
   * The members of grpc-js's {@code Client}: a method of one of these names replaces it on the
   * service's client class ({@code makeGenericClientConstructor} sets the methods on its
   * prototype), so the typed client leaves it out of what it inherits.
   */
  private static final List<String> CLIENT_MEMBERS =
      List.of(
          "close",
          "getChannel",
          "waitForReady",
          "makeUnaryRequest",
          "makeClientStreamRequest",
          "makeServerStreamRequest",
          "makeBidiStreamRequest");

  /**
   * The typed grpc-js client of a service: an interface {@code OrdersClient} with grpc-js's calling
   * signatures per method (those of {@code Client.makeUnaryRequest} and the like, less the method's
   * path and serializers), and a const of the same name, the class {@code
   * makeGenericClientConstructor} makes for the service, typed as constructing it.
   */
  private static void client(TsWriter w, String pkg, ServiceDecl s) {
    String name = s.name() + "Client";
    String client = w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "Client");
    // Each once: the methods' keys differ (SV3).
    List<String> replaced = new ArrayList<>();
    for (ServiceDecl.Method m : s.methods()) {
      if (CLIENT_MEMBERS.contains(m.lowerName())) {
        replaced.add(TsGenerator.quote(m.lowerName()));
      }
    }
    String base =
        replaced.isEmpty() ? client : "Omit<" + client + ", " + String.join(" | ", replaced) + ">";
    w.blank();
    w.doc(
        List.of(
            "A grpc-js client of `"
                + s.name()
                + "`, its methods typed: `new "
                + name
                + "(address, credentials)`."));
    w.begin("export interface " + name + " extends " + base);
    for (ServiceDecl.Method m : s.methods()) {
      String request = message(w, pkg, m.request());
      String response = message(w, pkg, m.response());
      // Imported as used: a service without methods, or without a single response, has none.
      String metadata = w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "Metadata");
      String options = w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "CallOptions");
      // grpc-js's forms: a single response comes to a callback, after optional metadata and call
      // options; a streamed one is the returned stream's, and the metadata and options come last.
      String request1 = m.requestStream() ? "" : "request: " + request + ", ";
      String returns =
          switch (m.kind()) {
            case UNARY -> w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "ClientUnaryCall");
            case SERVER_STREAMING ->
                w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "ClientReadableStream")
                    + "<"
                    + response
                    + ">";
            case CLIENT_STREAMING ->
                w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "ClientWritableStream")
                    + "<"
                    + request
                    + ">";
            case BIDI_STREAMING ->
                w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "ClientDuplexStream")
                    + "<"
                    + request
                    + ", "
                    + response
                    + ">";
          };
      List<String> rest;
      if (m.responseStream()) {
        rest = List.of("options?: " + options, "metadata: " + metadata + ", options?: " + options);
      } else {
        String callback =
            "callback: "
                + w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "requestCallback")
                + "<"
                + response
                + ">";
        rest =
            List.of(
                callback,
                "metadata: " + metadata + ", " + callback,
                "options: " + options + ", " + callback,
                "metadata: " + metadata + ", options: " + options + ", " + callback);
      }
      for (String r : rest) {
        w.line(m.lowerName() + "(" + request1 + r + "): " + returns + ";");
      }
    }
    w.end();
    w.blank();
    w.doc(
        List.of(
            "The client class of `"
                + s.name()
                + "`: grpc-js's `makeGenericClientConstructor("
                + s.name()
                + ", \""
                + s.fullName()
                + "\")`."));
    w.line(
        "export const "
            + name
            + " = "
            + w.runtime(TsWriter.Runtime.GRPC_JS, "makeGenericClientConstructor")
            + "("
            + s.name()
            + ", "
            + TsGenerator.quote(s.fullName())
            + ") as unknown as new (");
    w.indent();
    w.line("address: string,");
    w.line("credentials: " + w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "ChannelCredentials") + ",");
    w.line("options?: " + w.runtime(TsWriter.Runtime.GRPC_JS_TYPE, "ClientOptions") + ",");
    w.outdent();
    w.line(") => " + name + ";");
  }

  private static String message(TsWriter w, String pkg, MessageDecl m) {
    return message(w, pkg, m, "");
  }

  /** The message's export {@code name + suffix} ({@code $flat}: its flat type) from its module. */
  private static String message(TsWriter w, String pkg, MessageDecl m, String suffix) {
    return w.imported(
        m.packageName(), TsModuleEmitter.relativeImport(pkg, m.packageName()), m.name() + suffix);
  }
}
