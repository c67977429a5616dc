package dev.bale.compiler.cli;

import static dev.bale.compiler.cli.MainTest.MAPPER;
import static dev.bale.compiler.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.compiler.cli.MainTest.Run;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Roots of any type on the command line: {@code --type 'list<T>'} and the schema's root. */
class RootsCliTest {
  static final String EVENTS =
      """
      package gh;
      message Event { string type = 1; i64 id = 2; }
      """;

  static final String JSON =
      "[{\"type\":\"PushEvent\",\"id\":\"1\"},{\"type\":\"PushEvent\",\"id\":\"2\"}]";

  @TempDir Path tmp;
  String plain;
  String withRoot;

  @BeforeEach
  void schemas() throws Exception {
    Path a = tmp.resolve("events.bale");
    Files.writeString(a, EVENTS);
    plain = a.toString();
    Path b = tmp.resolve("events-root.bale");
    Files.writeString(b, EVENTS + "root list<Event>;\n");
    withRoot = b.toString();
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void listRootByTypeExpressionAndBySchemaRoot() throws Exception {
    Run byType = run(utf8(JSON), "encode", "--schema", plain, "--type", "list<gh.Event>");
    assertEquals(0, byType.code(), byType.err());
    // table ["PushEvent"], wrapper body 7: count 2, Event{#0, 1}, Event{#0, 2}
    assertEquals(
        "02 09 50 75 73 68 45 76 65 6e 74 1c 02 08 00 02 08 00 04",
        HexFormat.ofDelimiter(" ").formatHex(byType.out()));
    Run byRoot = run(utf8(JSON), "encode", "--schema", withRoot);
    assertEquals(0, byRoot.code(), byRoot.err());
    assertArrayEquals(byType.out(), byRoot.out());

    Run dec = run(byRoot.out(), "decode", "--schema", withRoot);
    assertEquals(0, dec.code(), dec.err());
    assertEquals(JSON + "\n", dec.outText());
    Run ins = run(byRoot.out(), "inspect", "--schema", withRoot, "-");
    assertEquals(0, ins.code(), ins.err());
    assertTrue(ins.outText().contains("root.value[1].id"), ins.outText());

    // --type wins over the root statement.
    Run one =
        run(
            utf8("{\"type\":\"x\",\"id\":\"3\"}"),
            "encode",
            "--schema",
            withRoot,
            "--type",
            "Event");
    assertEquals(0, one.code(), one.err());
  }

  @Test
  void mapAndScalarRootsInBothCodecsFramed() throws Exception {
    String byId = "{\"a\":{\"type\":\"A\",\"id\":\"1\"},\"b\":{\"type\":\"B\",\"id\":\"2\"}}";
    for (String codec : new String[] {"compact", "flat"}) {
      Run enc =
          run(
              utf8(byId),
              "encode",
              "--schema",
              plain,
              "--type",
              "map<string, Event>",
              "--codec",
              codec,
              "--frame");
      assertEquals(0, enc.code(), enc.err());
      Run dec =
          run(
              enc.out(),
              "decode",
              "--schema",
              plain,
              "--type",
              "map<string,gh.Event>",
              "--codec",
              codec,
              "--frame");
      assertEquals(0, dec.code(), dec.err());
      assertEquals(MAPPER.readTree(byId), MAPPER.readTree(dec.outText()));
      // Another root type: another fingerprint.
      Run wrong =
          run(
              enc.out(),
              "decode",
              "--schema",
              plain,
              "--type",
              "map<string,list<gh.Event>>",
              "--codec",
              codec,
              "--frame");
      assertEquals(1, wrong.code());
      assertTrue(wrong.err().contains("FINGERPRINT_MISMATCH"), wrong.err());
    }
    Run num = run(utf8("-3"), "encode", "--schema", plain, "--type", "i32");
    assertEquals("00 04 05", HexFormat.ofDelimiter(" ").formatHex(num.out()));
  }

  @Test
  void jsonLinesOfListRoots() {
    String lines = JSON + "\n[]\n";
    Run enc = run(utf8(lines), "encode", "--schema", withRoot, "--lines");
    assertEquals(0, enc.code(), enc.err());
    Run dec = run(enc.out(), "decode", "--schema", withRoot, "--lines");
    assertEquals(0, dec.code(), dec.err());
    assertEquals(lines, dec.outText());
    Run bad = run(utf8(lines + "{}\n"), "encode", "--schema", withRoot, "--lines");
    assertEquals(1, bad.code());
    assertTrue(bad.err().startsWith("bale: error: JSON_TYPE at 3:1 in $: "), bad.err());
  }

  @Test
  void errors() {
    Run noRoot = run(utf8(JSON), "encode", "--schema", plain);
    assertEquals(2, noRoot.code());
    assertTrue(noRoot.err().contains("--type is needed: "), noRoot.err());
    assertTrue(noRoot.err().contains("has no root statement"), noRoot.err());
    Run badKey = run(utf8("{}"), "encode", "--schema", plain, "--type", "map<Event,i32>");
    assertEquals(2, badKey.code());
    assertTrue(badKey.err().contains("map key type must be"), badKey.err());
    Run jsonErr = run(utf8("[{\"type\":1}]"), "encode", "--schema", withRoot);
    assertEquals(1, jsonErr.code());
    assertTrue(
        jsonErr.err().startsWith("bale: error: JSON_TYPE at 1:10 in $[0].type: "), jsonErr.err());
    Run cut =
        run(
            HexFormat.of().parseHex("0209507573684576656e741c020800020c0004"),
            "decode",
            "--schema",
            withRoot);
    assertEquals(1, cut.code());
    assertTrue(cut.err().contains(" in root.value[1]"), cut.err());
  }
}
