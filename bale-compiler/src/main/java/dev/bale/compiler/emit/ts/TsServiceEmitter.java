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
 * and per service an interface {@code OrdersHandlers} of the handlers a grpc-js server takes for it,
 * typed (grpc-js's {@code handleUnaryCall<Request, Response>} and the like: the module imports
 * grpc-js's types).
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
        args.add(message(w, pkg, m.request()));
        args.add(message(w, pkg, m.response()));
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
        String call = m.lowerName() + ": " + w.runtime(TsWriter.Runtime.GRPC, "grpcMethod") + "(";
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

  private static String message(TsWriter w, String pkg, MessageDecl m) {
    return w.imported(
        m.packageName(), TsModuleEmitter.relativeImport(pkg, m.packageName()), m.name());
  }
}
