package dev.bale.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.ServiceDecl;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code service} statements (SCHEMA.md §5b); their errors are in testdata/invalid/service_*. */
class ServicesTest {
  private static final String MESSAGES =
      """
      package shop;
      message Ask { string id = 1; }
      message Order { string id = 1; list<Ask> asks = 2; }
      """;

  @Test
  void buildsServicesWithTheirMethods() throws Exception {
    Map<String, String> files = new LinkedHashMap<>(); // the first file first
    files.put(
        "a.bale",
        """
        package shop.api;
        import "m.bale";
        /// The orders.
        service Orders {
          /// One order.
          rpc Get(shop.Ask) returns (shop.Order);
          rpc Watch(shop.Ask) returns (stream shop.Order);
          rpc Upload(stream shop.Order) returns (shop.Ask);
          rpc Sync(stream shop.Ask) returns (stream shop.Order);
        }
        service Empty {}
        """);
    files.put("m.bale", MESSAGES);
    Schema s = SchemaLoader.loadStrings(files);
    assertEquals(2, s.services().size());
    ServiceDecl orders = s.services().get(0);
    assertEquals("shop.api.Orders", orders.fullName());
    assertEquals(List.of("The orders."), orders.doc());
    assertEquals(
        List.of("Get", "Watch", "Upload", "Sync"),
        orders.methods().stream().map(ServiceDecl.Method::name).toList());
    assertEquals(
        List.of(
            ServiceDecl.Kind.UNARY,
            ServiceDecl.Kind.SERVER_STREAMING,
            ServiceDecl.Kind.CLIENT_STREAMING,
            ServiceDecl.Kind.BIDI_STREAMING),
        orders.methods().stream().map(ServiceDecl.Method::kind).toList());
    ServiceDecl.Method get = orders.methods().get(0);
    assertEquals(List.of("One order."), get.doc());
    assertEquals("get", get.lowerName());
    assertSame(s.find("shop.Ask"), get.request());
    assertSame(s.find("shop.Order"), get.response());
    assertEquals(6, get.location().line());
    assertTrue(s.services().get(1).methods().isEmpty());
    // Services belong to their file; files without any have none.
    assertEquals(s.services(), s.files().get(0).services());
    assertTrue(s.files().get(1).services().isEmpty());
  }

  @Test
  void servicesChangeNoFingerprint() throws Exception {
    Schema plain = SchemaLoader.loadString("m.bale", MESSAGES);
    Schema with =
        SchemaLoader.loadString(
            "m.bale", MESSAGES + "service Orders { rpc Get(Ask) returns (stream Order); }\n");
    for (String type : List.of("shop.Ask", "shop.Order")) {
      assertEquals(
          Canonical.fingerprint(plain.find(type)), Canonical.fingerprint(with.find(type)), type);
      assertEquals(
          Canonical.canonicalForm(plain.find(type)), Canonical.canonicalForm(with.find(type)));
    }
  }

  @Test
  void serviceStreamAndRpcStayOrdinaryNames() throws Exception {
    // `service`, `rpc`, `returns` and `stream` are words of the service statement only: types,
    // fields and methods may still be called so, and `(stream)` names a type `stream`.
    Schema s =
        SchemaLoader.loadString(
            "t.bale",
            """
            package p;
            message service { string rpc = 1; i32 returns = 2; }
            message stream { service stream = 1; }
            service S {
              rpc rpc(stream) returns (stream stream);
              rpc returns(service) returns (stream);
            }
            """);
    ServiceDecl svc = s.services().get(0);
    ServiceDecl.Method rpc = svc.methods().get(0);
    assertEquals("rpc", rpc.name());
    assertFalse(rpc.requestStream());
    assertTrue(rpc.responseStream());
    assertEquals("p.stream", rpc.request().fullName());
    assertEquals("p.stream", rpc.response().fullName());
    assertEquals("p.service", svc.methods().get(1).request().fullName());
    assertTrue(s.find("p.service") instanceof MessageDecl);
  }

  @Test
  void insideABodyServiceIsATypeName() {
    SchemaException e =
        assertThrows(
            SchemaException.class,
            () ->
                SchemaLoader.loadString(
                    "t.bale", "package p;\nmessage A { string s = 1;\nservice S {}\n}\n"));
    assertTrue(
        e.getMessage().startsWith("t.bale:3:11: error: expected '=' after field name 'S'"),
        e.getMessage());
  }
}
