package dev.bale.compiler.emit.java;

import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.JavaMemberNames;
import dev.bale.schema.model.ServiceDecl;
import java.util.ArrayList;
import java.util.List;

/**
 * The gRPC class of a schema {@code service} (SCHEMA.md §5b), generated when {@link
 * JavaOptions#grpc} is on: {@code OrdersGrpc} in the service's package, holding {@code
 * SERVICE_NAME}, one {@code MethodDescriptor} constant per method ({@code METHOD_GET}; requests and
 * responses are compact roots through {@code bale-grpc}'s {@code BaleMarshaller}), the service's
 * {@code ServiceDescriptor}, for servers the interface {@code AsyncService} (one default method per
 * method, answering UNIMPLEMENTED) with {@code bindService} and the base class {@code
 * OrdersImplBase}, and for clients the stubs of gRPC Java's generated code ({@code newStub}, {@code
 * newBlockingStub}, {@code newFutureStub}, {@code newBlockingV2Stub}). The code needs {@code
 * bale-grpc} and gRPC Java's {@code grpc-api} and {@code grpc-stub}.
 */
final class ServiceEmitter {
  private static final String GRPC = "io.grpc";
  private static final ClassName METHOD_DESCRIPTOR = ClassName.of(GRPC, "MethodDescriptor");
  private static final ClassName METHOD_TYPE = ClassName.of(GRPC, "MethodDescriptor", "MethodType");
  private static final ClassName SERVICE_DESCRIPTOR = ClassName.of(GRPC, "ServiceDescriptor");
  private static final ClassName BALE_GRPC = ClassName.of("dev.bale.grpc", "BaleGrpc");
  private static final ClassName BALE_MARSHALLER = ClassName.of("dev.bale.grpc", "BaleMarshaller");
  private static final ClassName SERVER_SERVICE_DEFINITION =
      ClassName.of(GRPC, "ServerServiceDefinition");
  private static final ClassName SERVER_CALLS = ClassName.of(GRPC + ".stub", "ServerCalls");
  private static final ClassName STREAM_OBSERVER = ClassName.of(GRPC + ".stub", "StreamObserver");
  private static final ClassName BINDABLE_SERVICE = ClassName.of(GRPC, "BindableService");
  private static final ClassName CHANNEL = ClassName.of(GRPC, "Channel");
  private static final ClassName CALL_OPTIONS = ClassName.of(GRPC, "CallOptions");
  private static final ClassName CLIENT_CALLS = ClassName.of(GRPC + ".stub", "ClientCalls");
  private static final ClassName ITERATOR = ClassName.of("java.util", "Iterator");
  private static final ClassName BLOCKING_CLIENT_CALL =
      ClassName.of(GRPC + ".stub", "BlockingClientCall");
  private static final ClassName STATUS_EXCEPTION = ClassName.of(GRPC, "StatusException");
  private static final ClassName LISTENABLE_FUTURE =
      ClassName.of("com.google.common.util.concurrent", "ListenableFuture");

  /** The four client stubs of gRPC Java's generated code, each a nested class. */
  private enum Stub {
    ASYNC(
        "Stub",
        "newStub",
        "AbstractAsyncStub",
        "A stub calling every method, the responses to a {@code StreamObserver}."),
    BLOCKING(
        "BlockingStub",
        "newBlockingStub",
        "AbstractBlockingStub",
        "A stub calling the unary and server-streaming methods and waiting for the responses."),
    FUTURE(
        "FutureStub",
        "newFutureStub",
        "AbstractFutureStub",
        "A stub calling the unary methods, each response a {@code ListenableFuture}."),
    BLOCKING_V2(
        "BlockingV2Stub",
        "newBlockingV2Stub",
        "AbstractBlockingStub",
        "A stub calling every method and waiting: a unary call's response, or a {@code"
            + " BlockingClientCall} to write and read a stream (gRPC Java's experimental blocking"
            + " API, failures as {@code StatusException}).");

    final String suffix;
    final String factory;
    final ClassName base;
    final String doc;

    Stub(String suffix, String factory, String base, String doc) {
      this.suffix = suffix;
      this.factory = factory;
      this.base = ClassName.of(GRPC + ".stub", base);
      this.doc = doc;
    }

    /** Whether this stub has a method for a method of this kind. */
    boolean calls(ServiceDecl.Kind kind) {
      return switch (this) {
        case ASYNC -> true;
        case BLOCKING ->
            kind == ServiceDecl.Kind.UNARY || kind == ServiceDecl.Kind.SERVER_STREAMING;
        case FUTURE -> kind == ServiceDecl.Kind.UNARY;
        case BLOCKING_V2 -> true;
      };
    }
  }

  private ServiceEmitter() {}

  /** The class of {@code service}, named {@code name}, into {@code cw}. */
  static void emit(JavaTypes types, CodeWriter cw, ServiceDecl service, ClassName name) {
    List<String> doc =
        CodeWriter.docLines(
            service.doc(),
            "The schema service {@code " + CodeWriter.escapeDoc(service.fullName()) + "}.");
    doc.add("");
    doc.add(
        "<p>gRPC method descriptors whose requests and responses are compact roots (bale-grpc's"
            + " {@code BaleMarshaller}): serve an {@link AsyncService} with {@link #bindService},"
            + " call the methods through a stub ({@link #newBlockingStub}, {@link #newStub},"
            + " {@link #newFutureStub}, {@link #newBlockingV2Stub}) or the descriptors"
            + " (docs/integrations.md \"gRPC\").");
    cw.rawJavadoc(doc);
    cw.reserveNested("AsyncService", name.qualifiedTopLevel());
    String stem = JavaMemberNames.serviceStem(service.name());
    cw.reserveNested(stem + "ImplBase", name.qualifiedTopLevel());
    for (Stub stub : Stub.values()) {
      cw.reserveNested(stem + stub.suffix, name.qualifiedTopLevel());
    }
    cw.begin("public final class $L", name.simpleName());
    cw.line("private $L() {}", name.simpleName());
    cw.blank();
    cw.rawJavadoc(List.of("The service's full name, as gRPC paths hold it."));
    cw.line(
        "public static final $L SERVICE_NAME = $S;", cw.type(JavaTypes.STRING), service.fullName());
    List<String> constants = new ArrayList<>();
    for (ServiceDecl.Method m : service.methods()) {
      String request = cw.type(types.className(m.request()));
      String response = cw.type(types.className(m.response()));
      String constant = JavaMemberNames.methodConstant(m.name());
      constants.add(constant);
      cw.blank();
      cw.rawJavadoc(
          docThen(
              m,
              "{@code "
                  + m.kind()
                  + "}: {@code /"
                  + CodeWriter.escapeDoc(service.fullName() + "/" + m.name())
                  + "}"
                  + (m.flat() ? ", requests and responses in the flat codec." : ".")));
      cw.line(
          "public static final $L<$L, $L> $L =",
          cw.type(METHOD_DESCRIPTOR),
          request,
          response,
          constant);
      cw.indent();
      cw.indent();
      String marshaller = cw.type(BALE_MARSHALLER);
      cw.line("$L.method(", cw.type(BALE_GRPC));
      cw.indent();
      cw.indent();
      cw.line("$L.$L,", cw.type(METHOD_TYPE), m.kind());
      cw.line("SERVICE_NAME,");
      cw.line("$S,", m.name());
      // [flat]: flat roots, verified and decoded whole (BaleMarshaller.flat); else compact roots.
      String codec = m.flat() ? "flat" : "compact";
      String constantOf = m.flat() ? "FLAT" : "COMPACT";
      cw.line("$L.$L($L.$L),", marshaller, codec, request, constantOf);
      cw.line("$L.$L($L.$L));", marshaller, codec, response, constantOf);
      cw.outdent();
      cw.outdent();
      cw.outdent();
      cw.outdent();
    }
    String descriptor = cw.type(SERVICE_DESCRIPTOR);
    cw.blank();
    cw.line("private static final $L SERVICE =", descriptor);
    cw.indent();
    cw.indent();
    cw.line("$L.newBuilder(SERVICE_NAME)", descriptor);
    cw.indent();
    cw.indent();
    for (String c : constants) {
      cw.line(".addMethod($L)", c);
    }
    cw.line(".build();");
    cw.outdent();
    cw.outdent();
    cw.outdent();
    cw.outdent();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The service and its methods: {@code"
                + " ServerServiceDefinition.builder(serviceDescriptor())}."));
    cw.begin("public static $L serviceDescriptor()", descriptor);
    cw.line("return SERVICE;");
    cw.end();
    protocNames(types, cw, service, descriptor);
    asyncService(types, cw, service);
    implBase(cw, name, stem + "ImplBase");
    for (Stub stub : Stub.values()) {
      stub(types, cw, service, stem + stub.suffix, stub);
    }
    cw.end();
  }

  /**
   * The static factory of {@code stub} and its nested class {@code className}: one method per
   * method of {@code service} the kind of stub can call (gRPC Java's conventions: the blocking stub
   * has the unary and server-streaming methods, the future stub the unary ones).
   */
  private static void stub(
      JavaTypes types, CodeWriter cw, ServiceDecl service, String className, Stub stub) {
    String channel = cw.type(CHANNEL);
    String callOptions = cw.type(CALL_OPTIONS);
    String base = cw.type(stub.base);
    cw.blank();
    cw.rawJavadoc(List.of(stub.doc));
    cw.begin("public static $L $L($L channel)", className, stub.factory, channel);
    cw.line("return $L.newStub($L::new, channel);", base, className);
    cw.end();
    cw.blank();
    cw.rawJavadoc(List.of("The stub of {@link #" + stub.factory + "}."));
    cw.begin("public static final class $L extends $L<$L>", className, base, className);
    cw.begin("private $L($L channel, $L callOptions)", className, channel, callOptions);
    cw.line("super(channel, callOptions);");
    cw.end();
    cw.blank();
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("protected $L build($L channel, $L callOptions)", className, channel, callOptions);
    cw.line("return new $L(channel, callOptions);", className);
    cw.end();
    for (ServiceDecl.Method m : service.methods()) {
      if (stub.calls(m.kind())) {
        cw.blank();
        cw.rawJavadoc(docThen(m, "{@link #" + JavaMemberNames.methodConstant(m.name()) + "}."));
        stubMethod(types, cw, m, stub);
      }
    }
    cw.end();
  }

  /** The method of {@code stub} that calls {@code m}, in gRPC Java's calling conventions. */
  private static void stubMethod(JavaTypes types, CodeWriter cw, ServiceDecl.Method m, Stub stub) {
    String request = cw.type(types.className(m.request()));
    String response = cw.type(types.className(m.response()));
    String method = JavaMemberNames.serviceMethod(m.name());
    String constant = JavaMemberNames.methodConstant(m.name());
    String calls = cw.type(CLIENT_CALLS);
    String newCall = "getChannel().newCall(" + constant + ", getCallOptions())";
    switch (stub) {
      case ASYNC -> {
        String observer = cw.type(STREAM_OBSERVER);
        String call = calls + "." + asyncCall(m.kind());
        if (m.requestStream()) {
          cw.begin(
              "public $L<$L> $L($L<$L> responseObserver)",
              observer,
              request,
              method,
              observer,
              response);
          cw.call("return " + call, List.of(newCall, "responseObserver"), ";");
        } else {
          cw.begin(
              "public void $L($L request, $L<$L> responseObserver)",
              method,
              request,
              observer,
              response);
          cw.call(call, List.of(newCall, "request", "responseObserver"), ";");
        }
      }
      case BLOCKING -> {
        boolean unary = m.kind() == ServiceDecl.Kind.UNARY;
        cw.begin(
            "public $L $L($L request)",
            unary ? response : cw.type(ITERATOR) + "<" + response + ">",
            method,
            request);
        cw.call(
            "return " + calls + (unary ? ".blockingUnaryCall" : ".blockingServerStreamingCall"),
            List.of("getChannel()", constant, "getCallOptions()", "request"),
            ";");
      }
      case FUTURE -> {
        cw.begin(
            "public $L<$L> $L($L request)", cw.type(LISTENABLE_FUTURE), response, method, request);
        cw.call("return " + calls + ".futureUnaryCall", List.of(newCall, "request"), ";");
      }
      case BLOCKING_V2 -> blockingV2Method(cw, m, request, response, method, constant, calls);
    }
    cw.end();
  }

  /**
   * The blocking V2 stub's method of {@code m}: a unary call returns the response and throws {@code
   * StatusException}; a server-streaming call takes the request and returns the call to read; a
   * client- or bidi-streaming call takes nothing ({@link JavaMemberNames#noArgStubMethod}) and
   * returns the call to write and read.
   */
  private static void blockingV2Method(
      CodeWriter cw,
      ServiceDecl.Method m,
      String request,
      String response,
      String method,
      String constant,
      String calls) {
    String call = cw.type(BLOCKING_CLIENT_CALL);
    List<String> args = List.of("getChannel()", constant, "getCallOptions()", "request");
    switch (m.kind()) {
      case UNARY ->
          cw.begin(
              "public $L $L($L request) throws $L",
              response,
              method,
              request,
              cw.type(STATUS_EXCEPTION));
      case SERVER_STREAMING ->
          cw.begin("public $L<?, $L> $L($L request)", call, response, method, request);
      case CLIENT_STREAMING, BIDI_STREAMING -> {
        cw.begin(
            "public $L<$L, $L> $L()",
            call,
            request,
            response,
            JavaMemberNames.noArgStubMethod(m.name()));
        args = args.subList(0, 3); // no request: the caller writes them
      }
    }
    String callName =
        switch (m.kind()) {
          case UNARY -> "blockingV2UnaryCall";
          case SERVER_STREAMING -> "blockingV2ServerStreamingCall";
          case CLIENT_STREAMING -> "blockingClientStreamingCall";
          case BIDI_STREAMING -> "blockingBidiStreamingCall";
        };
    cw.call("return " + calls + "." + callName, args, ";");
  }

  /**
   * The method of gRPC Java's {@code ServerCalls} that serves a method of this kind, which is also
   * the name of {@code ClientCalls}' asynchronous call of it.
   */
  private static String asyncCall(ServiceDecl.Kind kind) {
    return switch (kind) {
      case UNARY -> "asyncUnaryCall";
      case CLIENT_STREAMING -> "asyncClientStreamingCall";
      case SERVER_STREAMING -> "asyncServerStreamingCall";
      case BIDI_STREAMING -> "asyncBidiStreamingCall";
    };
  }

  /**
   * The interface {@code AsyncService} (a default method per method, in gRPC Java's server calling
   * conventions, answering UNIMPLEMENTED) and {@code bindService}, which binds one to the
   * descriptors.
   */
  private static void asyncService(JavaTypes types, CodeWriter cw, ServiceDecl service) {
    String observer = cw.type(STREAM_OBSERVER);
    String calls = cw.type(SERVER_CALLS);
    String definition = cw.type(SERVER_SERVICE_DEFINITION);
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The service as a server implements it: override the methods it serves; the others"
                + " answer {@code UNIMPLEMENTED}. Serve it with {@link #bindService}."));
    cw.begin("public interface AsyncService");
    List<String> binds = new ArrayList<>();
    boolean first = true;
    for (ServiceDecl.Method m : service.methods()) {
      String request = cw.type(types.className(m.request()));
      String response = cw.type(types.className(m.response()));
      String method = JavaMemberNames.serviceMethod(m.name());
      String constant = JavaMemberNames.methodConstant(m.name());
      if (!first) {
        cw.blank();
      }
      first = false;
      cw.rawJavadoc(docThen(m, "{@link #" + constant + "}."));
      if (m.requestStream()) {
        cw.begin(
            "default $L<$L> $L($L<$L> responseObserver)",
            observer,
            request,
            method,
            observer,
            response);
        cw.line(
            "return $L.asyncUnimplementedStreamingCall($L, responseObserver);", calls, constant);
      } else {
        cw.begin(
            "default void $L($L request, $L<$L> responseObserver)",
            method,
            request,
            observer,
            response);
        cw.line("$L.asyncUnimplementedUnaryCall($L, responseObserver);", calls, constant);
      }
      cw.end();
      binds.add(
          ".addMethod("
              + constant
              + ", "
              + calls
              + "."
              + asyncCall(m.kind())
              + "(service::"
              + method
              + "))");
    }
    cw.end();
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "{@code service}'s methods bound to their descriptors, to add to a server (wrapped in"
                + " {@code BaleGrpc.withDecodeErrors} for Bale's errors in the trailers)."));
    cw.begin("public static $L bindService(AsyncService service)", definition);
    cw.line("return $L.builder(SERVICE)", definition);
    cw.indent();
    cw.indent();
    for (String b : binds) {
      cw.line("$L", b);
    }
    cw.line(".build();");
    cw.outdent();
    cw.outdent();
    cw.end();
  }

  /**
   * The static getters under which gRPC Java's generated code has the descriptors ({@code
   * getGetMethod()}, {@code getServiceDescriptor()}), so that code written against it keeps
   * compiling.
   */
  private static void protocNames(
      JavaTypes types, CodeWriter cw, ServiceDecl service, String descriptor) {
    for (ServiceDecl.Method m : service.methods()) {
      String constant = JavaMemberNames.methodConstant(m.name());
      cw.blank();
      cw.rawJavadoc(
          List.of(
              "{@link #" + constant + "}, under the name gRPC Java's generated code gives it."));
      cw.begin(
          "public static $L<$L, $L> $L()",
          cw.type(METHOD_DESCRIPTOR),
          cw.type(types.className(m.request())),
          cw.type(types.className(m.response())),
          JavaMemberNames.methodGetter(m.name()));
      cw.line("return $L;", constant);
      cw.end();
    }
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "{@link #serviceDescriptor()}, under the name gRPC Java's generated code gives it."));
    cw.begin("public static $L getServiceDescriptor()", descriptor);
    cw.line("return SERVICE;");
    cw.end();
  }

  /**
   * The abstract class {@code className} that gRPC Java's generated code has for servers ({@code
   * OrdersImplBase}): an {@code AsyncService} that is a {@code BindableService}, so a server takes
   * an instance of a subclass as it is.
   */
  private static void implBase(CodeWriter cw, ClassName name, String className) {
    String definition = cw.type(SERVER_SERVICE_DEFINITION);
    cw.blank();
    cw.rawJavadoc(
        List.of(
            "The base class of a server of the service, as in gRPC Java's generated code: extend it,"
                + " override the methods it serves, and add an instance to a server (or its {@link"
                + " #bindService()}, wrapped in {@code BaleGrpc.withDecodeErrors} for Bale's errors"
                + " in the trailers)."));
    cw.begin(
        "public abstract static class $L implements AsyncService, $L",
        className,
        cw.type(BINDABLE_SERVICE));
    cw.line("@$T", JavaTypes.OVERRIDE);
    cw.begin("public final $L bindService()", definition);
    cw.line("return $L.bindService(this);", name.simpleName());
    cw.end();
    cw.end();
  }

  /** {@code m}'s doc comment, then {@code tail} as a paragraph of its own (alone if none). */
  private static List<String> docThen(ServiceDecl.Method m, String tail) {
    List<String> doc = CodeWriter.docLines(m.doc());
    if (doc.isEmpty()) {
      return List.of(tail);
    }
    doc.add("");
    doc.add("<p>" + tail);
    return doc;
  }
}
