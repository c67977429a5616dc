package dev.bale.compiler.emit.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.util.ArrayList;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the TypeScript generator must get right beyond the goldens (which tsc type-checks and the
 * conformance suite runs): names that would shadow JS globals or the runtime's types, module paths
 * and relative imports.
 */
class TsGeneratorTest {
  private static Map<String, String> generate(String text) throws Exception {
    Schema schema = SchemaLoader.loadString("test.bale", text);
    return new TsGenerator().generate(schema, new ArrayList<>(schema.decls().values()));
  }

  @Test
  void declarationsNamedLikeGlobalsOrRuntimeTypesDoNotShadowThem() throws Exception {
    String ts =
        generate(
                """
                package names;
                message Map { map<string, i32> m = 1; bytes b = 2; f64 n = 3 [default = nan]; }
                message Uint8Array { i32 x = 1; }
                enum MessageType { A = 0; }
                message CompactReader { MessageType t = 1; }
                message CompactSource { i32 x = 1; }
                """)
            .get("names.ts");
    assertTrue(ts.contains("m: globalThis.Map<string, number>;"), ts);
    assertTrue(ts.contains("b: globalThis.Uint8Array;"), ts);
    assertTrue(ts.contains(": NaN;"), ts); // only names a declaration takes are prefixed
    assertTrue(ts.contains("MessageType as $MessageType"), ts);
    assertTrue(ts.contains("read(r: $CompactSource): CompactReader {"), ts);
    assertTrue(ts.contains("read(r: $CompactSource): CompactSource {"), ts);
    assertTrue(ts.contains("CompactSource as $CompactSource"), ts);
    assertFalse(ts.contains(": MessageType<"), ts);
  }

  /** A schema whose union U has {@code n} scalar cases, held by a message every way. */
  private static String unionSchema(int n) {
    StringBuilder sb = new StringBuilder("package big;\nunion U {");
    for (int i = 0; i < n; i++) {
      sb.append(i % 2 == 0 ? " string" : " i32").append(" c").append(i).append(" = ");
      sb.append(i + 1).append(';');
    }
    return sb.append(" }\nmessage M { U u = 1; U? o = 2; list<U> l = 3; }\n").toString();
  }

  @Test
  void aUnionOfManyCasesIsReadAsNever() throws Exception {
    // tsc stops with TS2590 on a conditional whose branches are a union of ~1,500 object types;
    // from TsValueCode.NEVER_TYPED_UNION_CASES the reads are typed never (tools/ci/ts-big-union.sh
    // type-checks a 1,500-case union in make ts-test).
    int n = TsValueCode.NEVER_TYPED_UNION_CASES;
    String big = generate(unionSchema(n)).get("big.ts");
    assertTrue(big.contains("? (U.read(r) as never) : undefined"), "optional, compact");
    assertTrue(big.contains("U$flat.read(b, d, t) as never)"), "flat");
    assertFalse(generate(unionSchema(n - 1)).get("big.ts").contains("as never"));
  }

  @Test
  void aRootStatementExportsTheRootCodecs() throws Exception {
    String ts =
        generate(
                """
                package a;
                enum Kind { A = 0; }
                root list<list<Kind>>;
                """)
            .get("a.ts");
    assertTrue(ts.contains("export interface root {\n  value: Kind[][];"), ts);
    assertTrue(ts.contains("schemaName: \"root\","), ts);
    assertTrue(ts.contains("export const $root: $MessageType<Kind[][]> = $rootValue(root);"), ts);
    assertTrue(
        ts.contains(
            "export const $root$flat: FlatMessageType<Kind[][]> = $rootFlatValue(root$flat);"),
        ts);
    assertTrue(ts.contains("export const $rootType = \"list<list<a.Kind>>\";"), ts);
    assertTrue(ts.contains("export class rootView extends FlatMessageView<root> {"), ts);
    // A message root is the message's own codec; a root-only file still gets its module.
    String m = generate("package b; message M { i32 x = 1; } root M;").get("b.ts");
    assertTrue(m.contains("export const $root: $MessageType<M> = M;"), m);
    assertTrue(m.contains("export const $root$flat: FlatMessageType<M> = M$flat;"), m);
  }

  @Test
  void aRootWrapperCannotShareItsModuleWithATypeNamedRoot() {
    // The wrapper of a root that is not a message is the module's root, root$flat and rootView:
    // the schema checker rejects a declaration of either name (rule N6), so generation never
    // starts (it stopped in TsNames before).
    for (String decl : new String[] {"message root { i32 x = 1; }", "enum rootView { A = 0; }"}) {
      SchemaException e =
          assertThrows(
              SchemaException.class,
              () -> generate("package a; message M { i32 x = 1; } root list<M>; " + decl));
      assertTrue(
          e.getMessage().contains("root wrapper, which the root statement at 1:"), e.getMessage());
    }
  }

  @Test
  void onePathPerPackageAndRelativeImports() {
    assertEquals("shop/orders.ts", TsGenerator.path("shop.orders"));
    assertEquals("./common.js", TsModuleEmitter.relativeImport("shop.orders", "shop.common"));
    assertEquals("../media.js", TsModuleEmitter.relativeImport("shop.orders", "media"));
    assertEquals("./shop/common.js", TsModuleEmitter.relativeImport("media", "shop.common"));
  }
}
