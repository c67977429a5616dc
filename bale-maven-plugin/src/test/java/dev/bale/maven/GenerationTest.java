package dev.bale.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerationTest {
  @TempDir Path dir;

  private Path src() {
    return dir.resolve("src/main/bale");
  }

  private Generation generation(Path tsOut) {
    return new Generation(
        List.of(src(), dir.resolve("missing")),
        List.of("**/*.bale"),
        dir.resolve("out/java"),
        tsOut,
        dir.resolve("stamp/default.sha256"));
  }

  private void write(String relative, String text) throws IOException {
    Path f = src().resolve(relative);
    Files.createDirectories(f.getParent());
    Files.writeString(f, text);
  }

  @Test
  void generatesThenSkipsUntilASchemaChanges() throws Exception {
    write("shop.bale", "package shop;\nmessage Order { string id = 1; }\n");
    write("sub/more.bale", "package shop.more;\nenum Colour { RED = 0; }\n");
    Generation g = generation(dir.resolve("out/ts"));
    assertEquals(
        List.of(src().resolve("shop.bale"), src().resolve("sub/more.bale")), g.schemaFiles());

    assertEquals(Generation.Outcome.GENERATED, g.run());
    assertTrue(Files.isRegularFile(dir.resolve("out/java/shop/Order.java")));
    assertTrue(Files.isRegularFile(dir.resolve("out/java/shop/more/Colour.java")));
    assertTrue(Files.isRegularFile(dir.resolve("out/ts/shop.ts")));

    assertEquals(Generation.Outcome.UP_TO_DATE, g.run());

    // A renamed type: regenerated, and the old class does not linger.
    write("shop.bale", "package shop;\nmessage Purchase { string id = 1; }\n");
    assertEquals(Generation.Outcome.GENERATED, g.run());
    assertTrue(Files.isRegularFile(dir.resolve("out/java/shop/Purchase.java")));
    assertFalse(Files.exists(dir.resolve("out/java/shop/Order.java")));

    // Deleted output is regenerated even though the schemas did not change.
    Files.delete(dir.resolve("out/java/shop/Purchase.java"));
    Files.delete(dir.resolve("out/java/shop/more/Colour.java"));
    Files.delete(dir.resolve("out/java/shop/more"));
    Files.delete(dir.resolve("out/java/shop"));
    Files.delete(dir.resolve("out/java"));
    assertEquals(Generation.Outcome.GENERATED, g.run());
    assertTrue(Files.isRegularFile(dir.resolve("out/java/shop/Purchase.java")));
  }

  /** {@code grpc}: services' gRPC code too; turning it on or off regenerates. */
  @Test
  void grpcGeneratesServicesAndIsPartOfTheStamp() throws Exception {
    write(
        "shop.bale",
        "package shop;\nmessage Order { string id = 1; }\n"
            + "service Orders { rpc Get(Order) returns (stream Order); }\n");
    Path stamp = dir.resolve("stamp/default.sha256");
    Path javaOut = dir.resolve("out/java");
    Path tsOut = dir.resolve("out/ts");
    Generation plain = generation(tsOut);
    Generation grpc =
        new Generation(List.of(src()), List.of("**/*.bale"), javaOut, tsOut, stamp, true);

    assertEquals(Generation.Outcome.GENERATED, plain.run());
    assertFalse(Files.exists(javaOut.resolve("shop/OrdersGrpc.java")));
    assertFalse(Files.exists(tsOut.resolve("shop.grpc.ts")));

    assertEquals(Generation.Outcome.GENERATED, grpc.run());
    assertTrue(Files.readString(javaOut.resolve("shop/OrdersGrpc.java")).contains("METHOD_GET ="));
    assertTrue(Files.readString(tsOut.resolve("shop.grpc.ts")).contains("get: $grpcMethod("));
    assertEquals(Generation.Outcome.UP_TO_DATE, grpc.run());

    // Off again: the services' files go with the stamp's list.
    assertEquals(Generation.Outcome.GENERATED, plain.run());
    assertFalse(Files.exists(javaOut.resolve("shop/OrdersGrpc.java")));
    assertFalse(Files.exists(tsOut.resolve("shop.grpc.ts")));
    assertTrue(Files.isRegularFile(javaOut.resolve("shop/Order.java")));
  }

  /**
   * An output directory set to a source folder by mistake ({@code web/src} for {@code web/src/gen})
   * is refused, not emptied: the goal deletes only files the compiler wrote.
   */
  @Test
  void anOutputDirectoryWithOtherFilesIsRefusedAndKept() throws Exception {
    write("shop.bale", "package shop;\nmessage Order { string id = 1; }\n");
    Path web = dir.resolve("web/src");
    Files.createDirectories(web.resolve("components"));
    Files.writeString(web.resolve("app.ts"), "export const app = 1;\n");
    Files.writeString(web.resolve("components/button.ts"), "export {};\n");
    Generation g = generation(web);
    Generation.ForeignFiles e = assertThrows(Generation.ForeignFiles.class, g::run);
    assertTrue(e.getMessage().contains("holds 2 file(s)"), e.getMessage());
    assertTrue(e.getMessage().contains(web.resolve("app.ts").toString()), e.getMessage());
    assertEquals("export const app = 1;\n", Files.readString(web.resolve("app.ts")));
    assertTrue(Files.isRegularFile(web.resolve("components/button.ts")));
    assertFalse(Files.exists(dir.resolve("stamp/default.sha256")));

    // Its own directory: generated files are replaced, hidden files left, empty folders removed.
    Path gen = dir.resolve("web/src/gen");
    g = generation(gen);
    write("sub/old.bale", "package shop.old.pkg;\nenum Gone { A = 0; }\n");
    assertEquals(Generation.Outcome.GENERATED, g.run());
    assertTrue(Files.isRegularFile(gen.resolve("shop/old/pkg.ts")));
    Files.writeString(gen.resolve(".gitignore"), "*\n");
    Files.delete(src().resolve("sub/old.bale"));
    write("shop.bale", "package shop;\nmessage Order { string id = 1; string note = 2; }\n");
    assertEquals(Generation.Outcome.GENERATED, g.run());
    assertTrue(Files.isRegularFile(gen.resolve("shop.ts")));
    assertTrue(Files.isRegularFile(gen.resolve(".gitignore")));
    assertFalse(Files.exists(gen.resolve("shop/old")));
    assertEquals("export const app = 1;\n", Files.readString(web.resolve("app.ts")));

    // A file of the user's in it later: refused again, the generated files kept.
    Files.writeString(gen.resolve("mine.ts"), "export {};\n");
    write("shop.bale", "package shop;\nmessage Order { string id = 1; i32 n = 2; }\n");
    assertThrows(Generation.ForeignFiles.class, g::run);
    assertTrue(Files.isRegularFile(gen.resolve("shop.ts")));
    assertTrue(Files.isRegularFile(gen.resolve("mine.ts")));
  }

  /**
   * Two executions generating into one directory keep each other's files, and a generated file
   * deleted by hand is generated again although the schemas did not change.
   */
  @Test
  void executionsSharingAnOutputDirectoryKeepEachOthersFiles() throws Exception {
    write("a/shop.bale", "package shop;\nmessage Order { string id = 1; }\n");
    write("b/bank.bale", "package bank;\nmessage Account { string id = 1; }\n");
    Path out = dir.resolve("out/java");
    Generation a =
        new Generation(
            List.of(src().resolve("a")), List.of("**/*.bale"), out, null, dir.resolve("s/a"));
    Generation b =
        new Generation(
            List.of(src().resolve("b")), List.of("**/*.bale"), out, null, dir.resolve("s/b"));
    assertEquals(Generation.Outcome.GENERATED, a.run());
    assertEquals(Generation.Outcome.GENERATED, b.run());
    assertTrue(Files.isRegularFile(out.resolve("shop/Order.java")));
    assertTrue(Files.isRegularFile(out.resolve("bank/Account.java")));

    // b's type renamed: its old class goes, a's stays.
    write("b/bank.bale", "package bank;\nmessage Ledger { string id = 1; }\n");
    assertEquals(Generation.Outcome.GENERATED, b.run());
    assertFalse(Files.exists(out.resolve("bank/Account.java")));
    assertTrue(Files.isRegularFile(out.resolve("bank/Ledger.java")));
    assertTrue(Files.isRegularFile(out.resolve("shop/Order.java")));
    assertEquals(Generation.Outcome.UP_TO_DATE, a.run());

    Files.delete(out.resolve("shop/Order.java"));
    assertEquals(Generation.Outcome.GENERATED, a.run());
    assertTrue(Files.isRegularFile(out.resolve("shop/Order.java")));
    assertTrue(Files.isRegularFile(out.resolve("bank/Ledger.java")));
  }

  @Test
  void schemaErrorsCarryAbsoluteFileLineAndColumn() throws Exception {
    write("bad.bale", "package shop;\nmessage Order {\n  strin id = 1;\n}\n");
    Generation g = generation(null);
    Generation.SchemaErrors e = assertThrows(Generation.SchemaErrors.class, g::run);
    String first = e.lines().get(0);
    assertTrue(
        first.startsWith(src().resolve("bad.bale").toAbsolutePath() + ":3:3: error: "), first);
    // Nothing was written and no stamp: the next run tries again.
    assertFalse(Files.exists(dir.resolve("out/java")));
    assertFalse(Files.exists(dir.resolve("stamp/default.sha256")));
    assertThrows(Generation.SchemaErrors.class, g::run);
  }

  @Test
  void aSchemaJavaCannotHoldIsASchemaErrorNotACrash() throws Exception {
    // 1,410 i32 fields: more than a generated class's codec methods hold (JavaLimits).
    StringBuilder wide = new StringBuilder("package shop;\nmessage Wide {\n");
    for (int i = 1; i <= 1_410; i++) {
      wide.append("  i32 f").append(i).append(" = ").append(i).append(";\n");
    }
    write("wide.bale", wide.append("}\n").toString());
    Generation g = generation(null);
    Generation.SchemaErrors e = assertThrows(Generation.SchemaErrors.class, g::run);
    assertEquals(1, e.lines().size(), e.getMessage());
    assertTrue(
        e.lines().get(0).startsWith("message 'shop.Wide' (wide.bale:2:9) has 1410 fields"),
        e.getMessage());
    assertFalse(Files.exists(dir.resolve("stamp/default.sha256")));
  }

  @Test
  void noSchemasIsReportedNotAnError() throws Exception {
    assertEquals(Generation.Outcome.NO_SCHEMAS, generation(null).run());
  }
}
