package dev.bale.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.TypeRef;
import org.junit.jupiter.api.Test;

/** The {@code root} statement, type expressions and the root wrapper (FORMAT.md §2.3). */
class RootsTest {
  static final String LEAF =
      """
      package t;
      message Leaf { string name = 1; i32 value = 2; }
      enum Kind { A = 0; B = 1; }
      """;

  @Test
  void rootStatementDeclaresTheSchemasRoot() throws Exception {
    Schema s = SchemaLoader.loadString("t.bale", LEAF + "root list<Leaf>;\n");
    TypeRef root = s.root();
    ListType list = assertInstanceOf(ListType.class, root);
    NamedType leaf = assertInstanceOf(NamedType.class, list.element());
    assertSame(s.find("t.Leaf"), leaf.decl());
    assertNull(SchemaLoader.loadString("t.bale", LEAF).root());

    // Before the declarations, and naming a message: the message is its own root.
    Schema m = SchemaLoader.loadString("t.bale", "package t;\nroot Leaf;\n" + LEAF.substring(11));
    assertSame(m.find("t.Leaf"), Roots.message(m.root()));
    assertTrue(Roots.isMessage(m.root()));
  }

  @Test
  void rootIsAStatementOnlyAtTheTopLevel() throws Exception {
    Schema s =
        SchemaLoader.loadString(
            "t.bale",
            """
            package t;
            message root { root? root = 1; map<string, root> m = 2; }
            root root;
            """);
    assertEquals("t.root", ((NamedType) s.root()).fullName());
    MessageDecl root = (MessageDecl) s.find("t.root");
    assertEquals("root", root.fields().get(0).name());
    MapType map = assertInstanceOf(MapType.class, root.fields().get(1).type());
    assertEquals("t.root", ((NamedType) map.value()).fullName());
    // A root that is not a message is written through a wrapper named root, whose TypeScript
    // names a declaration of the package may not take (rule N6).
    SchemaException e =
        assertThrows(
            SchemaException.class,
            () ->
                SchemaLoader.loadString(
                    "t.bale",
                    "package t;\nmessage root { i32 a = 1; }\nroot map<string, root>;\n"));
    assertTrue(
        e.getMessage().startsWith("t.bale:2:9: error: message 't.root' takes the name 'root'"),
        e.getMessage());
  }

  @Test
  void badRootStatementsAreErrors() {
    SchemaException dup =
        assertThrows(
            SchemaException.class,
            () -> SchemaLoader.loadString("t.bale", LEAF + "root Leaf;\nroot i32;\n"));
    assertTrue(
        dup.getMessage().contains("t.bale:5:1: error: duplicate root statement (first at 4:6)"),
        dup.getMessage());
    SchemaException unknown =
        assertThrows(
            SchemaException.class,
            () -> SchemaLoader.loadString("t.bale", LEAF + "root list<Nope>;\n"));
    assertTrue(
        unknown.getMessage().contains("t.bale:4:11: error: unknown type 'Nope'"),
        unknown.getMessage());
    SchemaException key =
        assertThrows(
            SchemaException.class,
            () -> SchemaLoader.loadString("t.bale", LEAF + "root map<f64, Leaf>;\n"));
    assertTrue(key.getMessage().contains("map key type must be"), key.getMessage());
    SchemaException semicolon =
        assertThrows(
            SchemaException.class, () -> SchemaLoader.loadString("t.bale", LEAF + "root Leaf\n"));
    assertTrue(
        semicolon.getMessage().contains("expected ';' after the root type"),
        semicolon.getMessage());
  }

  @Test
  void typeExpressionsResolveAgainstASchema() throws Exception {
    Schema s = SchemaLoader.loadString("t.bale", LEAF);
    assertEquals("list<t.Leaf>", Roots.resolve(s, "list<Leaf>").canonical());
    assertEquals(
        "map<string,list<t.Leaf>>", Roots.resolve(s, "map<string, list<t.Leaf>>").canonical());
    assertEquals("map<t.Kind,i64>", Roots.resolve(s, "map<Kind,i64>").canonical());
    assertEquals(new ScalarType(ScalarKind.I64), Roots.resolve(s, "i64"));
    assertEquals(
        "no type named 'Nope' in the schema",
        assertThrows(IllegalArgumentException.class, () -> Roots.resolve(s, "list<Nope>"))
            .getMessage());
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> Roots.resolve(s, "list<Leaf> x"))
            .getMessage()
            .startsWith("cannot read type 'list<Leaf> x': column 12: unexpected"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> Roots.resolve(s, "map<Leaf, i32>"))
            .getMessage()
            .startsWith("map key type must be"));
    assertThrows(IllegalArgumentException.class, () -> Roots.resolve(s, "Leaf?"));
    assertThrows(IllegalArgumentException.class, () -> Roots.resolve(s, ""));
  }

  @Test
  void theWrapperAndItsFingerprint() throws Exception {
    Schema s = SchemaLoader.loadString("t.bale", LEAF);
    TypeRef list = Roots.resolve(s, "list<Leaf>");
    MessageDecl w = Roots.message(list);
    assertTrue(Roots.isWrapper(w));
    assertFalse(Roots.isWrapper((MessageDecl) s.find("t.Leaf")));
    assertEquals("root", w.fullName());
    assertEquals(list, Roots.typeOf(w));
    assertEquals(
        "message root\n1 value list<t.Leaf>\nend\n"
            + "message t.Leaf\n1 name string\n2 value i32\nend\n",
        Canonical.canonicalForm(w));
    assertEquals(Canonical.fingerprint(w), Roots.fingerprint(list));
    // Another root type, another fingerprint; the same type, the same one.
    assertEquals(Roots.fingerprint(list), Roots.fingerprint(Roots.resolve(s, "list<t.Leaf>")));
    assertFalse(Roots.fingerprint(list) == Roots.fingerprint(Roots.resolve(s, "map<string,Leaf>")));
  }
}
