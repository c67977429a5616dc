package dev.bale.schema.parse;

import dev.bale.schema.model.Location;
import java.util.List;

/**
 * A {@code service} statement as written (SCHEMA.md §5b).
 *
 * @param location the location of the service's name
 * @param rpcs its methods, in source order
 */
public record ServiceElement(
    String name, Location location, List<String> doc, List<ServiceElement.Rpc> rpcs) {

  /**
   * One {@code rpc Name(Request) returns (Response) [options];}.
   *
   * @param location the location of the method's name
   * @param requestStream whether {@code stream} precedes the request type
   * @param responseStream whether {@code stream} precedes the response type
   * @param options the options in brackets after the response type, possibly empty
   */
  public record Rpc(
      String name,
      Location location,
      List<String> doc,
      TypeElement request,
      boolean requestStream,
      TypeElement response,
      boolean responseStream,
      List<OptionElement> options) {
    public Rpc {
      options = List.copyOf(options);
    }
  }
}
