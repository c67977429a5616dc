package dev.bale.jaxrs;

import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.mock.MockDispatcherFactory;
import org.jboss.resteasy.mock.MockHttpRequest;
import org.jboss.resteasy.mock.MockHttpResponse;
import org.jboss.resteasy.spi.Dispatcher;

/**
 * {@link BaleProvider} in RESTEasy (the implementation of WildFly and of Quarkus' classic REST
 * stack), requests dispatched in memory ({@code MockDispatcherFactory}, no HTTP server): the cases
 * of {@link BaleProviderCases}, as {@link BaleProviderTest} runs them in Jersey.
 */
class BaleProviderResteasyTest extends BaleProviderCases {
  @Override
  App app(BaleProvider provider, Object... providers) {
    Dispatcher d = MockDispatcherFactory.createDispatcher();
    d.getProviderFactory().registerProviderInstance(provider);
    for (Object p : providers) {
      d.getProviderFactory().registerProviderInstance(p);
    }
    d.getRegistry().addPerRequestResource(MediaResource.class);
    return (method, path, contentType, accept, body) -> {
      MockHttpRequest req =
          method.equals("POST")
              ? MockHttpRequest.post("/" + path)
              : MockHttpRequest.get("/" + path);
      if (contentType != null) {
        req.contentType(contentType);
      }
      if (accept != null) {
        req.accept(accept);
      }
      if (body != null) {
        req.header("Content-Length", Integer.toString(body.length));
        req.content(body);
      }
      MockHttpResponse r = new MockHttpResponse();
      d.invoke(req, r);
      Object type = r.getOutputHeaders().getFirst("Content-Type");
      Object length = r.getOutputHeaders().getFirst("Content-Length");
      return new Reply(
          r.getStatus(),
          type == null ? null : MediaType.valueOf(type.toString()),
          length == null ? null : length.toString(),
          r.getOutput());
    };
  }
}
