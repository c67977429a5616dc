package dev.bale.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CLI, run in-process: stdout, stderr and exit codes. */
class MainTest {
  static final Path ROOT = Path.of(System.getProperty("bale.root", "..")).toAbsolutePath();
  static final String MEDIA_SCHEMA = ROOT.resolve("testdata/schemas/media.bale").toString();

  /**
   * jvm-serializers' media.1.json without its {@code //} comments (JSON has none; {@link
   * #commentsOnlyWithTheOption} covers them): the same value, as a temporary file.
   */
  static final Path MEDIA1 =
      withoutComments(ROOT.resolveSibling("shared/data/jvm-serializers/media.1.json"));

  private static Path withoutComments(Path p) {
    try {
      Path copy = Files.createTempFile("media.1-", ".json");
      copy.toFile().deleteOnExit();
      JsonMapper m = JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();
      m.writerWithDefaultPrettyPrinter().writeValue(copy.toFile(), m.readTree(p.toFile()));
      return copy;
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static final JsonMapper MAPPER =
      JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();

  @TempDir Path tmp;

  /** One in-process run. */
  record Run(int code, byte[] out, String err) {
    String outText() {
      return new String(out, StandardCharsets.UTF_8);
    }
  }

  static Run run(byte[] stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Main.run(
            args,
            new ByteArrayInputStream(stdin),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(code, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
  }

  static Run run(String... args) {
    return run(new byte[0], args);
  }

  @Test
  void encodeWithDedupIsSmallAndDecodesToTheSameValue() throws Exception {
    Run enc =
        run(
            "encode",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "media.MediaContent",
            "--dedup",
            "on",
            MEDIA1.toString());
    assertEquals(0, enc.code(), enc.err());
    assertEquals("", enc.err());
    assertTrue(enc.out().length < 218, "media.1 is " + enc.out().length + " bytes");
    Run off =
        run(
            "encode",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent",
            "--dedup",
            "off",
            MEDIA1.toString());
    assertTrue(enc.out().length < off.out().length);

    Path bin = tmp.resolve("m1.bin");
    Files.write(bin, enc.out());
    Run dec = run("decode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", bin.toString());
    assertEquals(0, dec.code(), dec.err());
    assertTrue(dec.outText().endsWith("}\n"));
    assertEquals(1, dec.outText().split("\n").length, "one line");
    assertSameValue(MAPPER.readTree(MEDIA1.toFile()), MAPPER.readTree(dec.outText()));

    // stdin, --pretty, and the same value again.
    Run pretty =
        run(enc.out(), "decode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "--pretty");
    assertEquals(0, pretty.code(), pretty.err());
    assertTrue(pretty.outText().contains("\n  \"media\": {\n"), pretty.outText());
    assertEquals(MAPPER.readTree(dec.outText()), MAPPER.readTree(pretty.outText()));
  }

  /**
   * --dedup-messages on JSON input shares equal messages (JSON has no identity): the bytes are the
   * shared vectors' (VECTORS.md §1.1), compact and flat; without it, every message is written.
   */
  @Test
  void dedupMessagesSharesEqualMessagesOfJsonInput() throws Exception {
    String schema = ROOT.resolve("testdata/schemas/alltypes.bale").toString();
    JsonNode vectors = MAPPER.readTree(ROOT.resolve("testdata/vectors/dedup.json").toFile());
    for (String name : new String[] {"dedup.node.shared-children", "dedup.node.shared-nested"}) {
      JsonNode v = null;
      for (JsonNode c : vectors) {
        if (c.get("name").asText().equals(name)) {
          v = c;
        }
      }
      byte[] json = v.get("value").toString().getBytes(StandardCharsets.UTF_8);
      for (String codec : new String[] {"compact", "flat"}) {
        String want = v.get(codec.equals("flat") ? "flatHex" : "hex").asText().replace(" ", "");
        Run shared =
            run(
                json,
                "encode",
                "--codec",
                codec,
                "--schema",
                schema,
                "--type",
                "alltypes.Node",
                "--dedup-messages");
        assertEquals(0, shared.code(), shared.err());
        assertEquals(want, hex(shared.out()), name + " " + codec);
        Run plain =
            run(json, "encode", "--codec", codec, "--schema", schema, "--type", "alltypes.Node");
        assertEquals(0, plain.code(), plain.err());
        assertNotEquals(want, hex(plain.out()), name + " " + codec + ": nothing shared without it");
        Run back =
            run(
                shared.out(),
                "decode",
                "--codec",
                codec,
                "--schema",
                schema,
                "--type",
                "alltypes.Node");
        assertEquals(0, back.code(), back.err());
        Run backPlain =
            run(
                plain.out(),
                "decode",
                "--codec",
                codec,
                "--schema",
                schema,
                "--type",
                "alltypes.Node");
        assertEquals(backPlain.outText(), back.outText(), name + " " + codec + ": same value");
      }
    }
  }

  private static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) {
      sb.append(String.format("%02x", x));
    }
    return sb.toString();
  }

  @Test
  void encodeFromStdinAndFramed() throws Exception {
    byte[] json = Files.readAllBytes(MEDIA1);
    Run raw = run(json, "encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "-");
    Run framed = run(json, "encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "--frame");
    assertEquals(0, framed.code(), framed.err());
    assertEquals(raw.out().length + 14, framed.out().length);
    assertArrayEquals(raw.out(), Arrays.copyOfRange(framed.out(), 14, framed.out().length));
    assertEquals("BALE", new String(framed.out(), 0, 4, StandardCharsets.US_ASCII));
    Run dec =
        run(framed.out(), "decode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "--frame");
    assertEquals(0, dec.code(), dec.err());
    // Framed bytes read as unframed fail cleanly, and the reverse too.
    Run bad = run(framed.out(), "decode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    assertEquals(1, bad.code());
    assertTrue(bad.err().startsWith("bale: error: "), bad.err());
    Run bad2 =
        run(raw.out(), "decode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "--frame");
    assertEquals(1, bad2.code());
    assertTrue(bad2.err().startsWith("bale: error: BAD_MAGIC at offset 0"), bad2.err());
  }

  @Test
  void inspectValidAndTruncated() throws Exception {
    Run enc =
        run(
            Files.readAllBytes(MEDIA1),
            "encode",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent");
    Path bin = tmp.resolve("m1.bin");
    Files.write(bin, enc.out());
    Run ok = run("inspect", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", bin.toString());
    assertEquals(0, ok.code(), ok.err());
    assertTrue(ok.outText().contains("MediaContent.media.persons[1]"), ok.outText());
    assertTrue(ok.outText().contains("\"Steve Jobs\uc2a4\""), ok.outText());

    Path cut = tmp.resolve("cut.bin");
    Files.write(cut, Arrays.copyOf(enc.out(), 170));
    Run bad = run("inspect", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", cut.toString());
    assertEquals(1, bad.code());
    assertTrue(bad.outText().contains("MediaContent.media.uri"), bad.outText());
    String[] lines = bad.outText().split("\n");
    assertTrue(lines[lines.length - 1].startsWith("error: "), bad.outText());
    assertTrue(bad.err().startsWith("bale: error: "), bad.err());
    assertEquals(1, bad.err().strip().split("\n").length, "one line on stderr");
  }

  @Test
  void errorsAreOneLineWithCodeOffsetAndPath() throws Exception {
    Run enc =
        run(
            Files.readAllBytes(MEDIA1),
            "encode",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent");
    byte[] cut = Arrays.copyOf(enc.out(), 170);
    Run dec = run(cut, "decode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    assertEquals(1, dec.code());
    assertTrue(dec.err().matches("bale: error: [A-Z_]+ at offset \\d+ in \\S+: .*\n"), dec.err());

    Run json =
        run(
            "{\"media\":{\"width\":99999999999}}".getBytes(StandardCharsets.UTF_8),
            "encode",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent");
    assertEquals(1, json.code());
    assertEquals(0, json.out().length);
    assertTrue(
        json.err().startsWith("bale: error: JSON_OUT_OF_RANGE at 1:19 in $.media.width: "),
        json.err());
  }

  @Test
  void malformedUtf8InJsonIsAnError() {
    byte[] json = "{\"media\":{\"uri\":\"a\u00e9\"}}".getBytes(StandardCharsets.UTF_8);
    byte[] bad = Arrays.copyOf(json, json.length);
    bad[17] = (byte) 0xFF; // inside the string
    Run ok = run(json, "encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    assertEquals(0, ok.code(), ok.err());
    Run r = run(bad, "encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith("bale: error: JSON_SYNTAX at 1:"), r.err());
  }

  @Test
  void strictEncodeRejectsAMissingNonOptionalFieldWithItsPathAndPosition() {
    byte[] json =
        "{\"media\": {\"uri\": \"a\"},\n \"images\": [\n  {\"uri\": \"b\", \"width\": 1, \"height\": 2}]}"
            .getBytes(StandardCharsets.UTF_8);
    // Lenient (the default): missing fields take their defaults.
    Run lenient = run(json, "encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    assertEquals(0, lenient.code(), lenient.err());
    Run strict =
        run(json, "encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "--strict");
    assertEquals(1, strict.code());
    // media.width is the first missing non-optional field, in the object opened at 1:11.
    assertTrue(
        strict.err().startsWith("bale: error: JSON_MISSING_FIELD at 1:11 in $.media.width: "),
        strict.err());
    assertEquals(0, strict.out().length);
    // Canonical output (every non-optional field written) is accepted strictly.
    Run back = run(lenient.out(), "decode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    Run again =
        run(back.out(), "encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "--strict");
    assertEquals(0, again.code(), again.err());
    assertArrayEquals(lenient.out(), again.out());
  }

  @Test
  void commentsOnlyWithTheOption() {
    byte[] json =
        "// a note\n{\"media\": {\"uri\": \"a\"} /* b */}".getBytes(StandardCharsets.UTF_8);
    Run plain = run(json, "encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    assertEquals(1, plain.code());
    assertTrue(plain.err().startsWith("bale: error: JSON_SYNTAX at 1:1"), plain.err());
    assertTrue(plain.err().contains("--comments"), plain.err());
    Run allowed =
        run(json, "encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "--comments");
    assertEquals(0, allowed.code(), allowed.err());
    Run same =
        run(
            "{\"media\": {\"uri\": \"a\"}}".getBytes(StandardCharsets.UTF_8),
            "encode",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent");
    assertArrayEquals(same.out(), allowed.out());
  }

  @Test
  void anyFingerprint() throws Exception {
    // A frame whose fingerprint is not the schema's: rejected, unless asked not to check.
    Run framed =
        run(
            Files.readAllBytes(MEDIA1),
            "encode",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent",
            "--frame");
    byte[] other = framed.out().clone();
    other[6] ^= 1;
    Run strict =
        run(other, "decode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "--frame");
    assertEquals(1, strict.code());
    assertTrue(strict.err().contains("FINGERPRINT_MISMATCH"), strict.err());
    Run lax =
        run(
            other,
            "decode",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent",
            "--frame",
            "--any-fingerprint");
    assertEquals(0, lax.code(), lax.err());
    assertEquals(
        2,
        run(
                other,
                "decode",
                "--schema",
                MEDIA_SCHEMA,
                "--type",
                "MediaContent",
                "--any-fingerprint")
            .code());
  }

  @Test
  void schemaErrorsAreRenderedDiagnostics() throws Exception {
    Path bad = tmp.resolve("bad.bale");
    Files.writeString(bad, "package p;\nmessage M {\n  i32 a = 1;\n  i32 a = 2;\n}\n");
    Run r = run(new byte[] {'{', '}'}, "encode", "--schema", bad.toString(), "--type", "M");
    assertEquals(1, r.code());
    assertTrue(r.err().contains("bad.bale:4:"), r.err());
    assertTrue(r.err().contains("error:"), r.err());
  }

  @Test
  void usageErrorsExitWithTwo() {
    Run noType = run("encode", "--schema", MEDIA_SCHEMA);
    assertEquals(2, noType.code());
    assertTrue(noType.err().contains("--type"), noType.err());
    Run unknownType = run("decode", "--schema", MEDIA_SCHEMA, "--type", "Nope");
    assertEquals(2, unknownType.code());
    assertTrue(
        unknownType.err().startsWith("bale: error: no type named 'Nope'"), unknownType.err());
    Run badDedup =
        run("encode", "--schema", MEDIA_SCHEMA, "--type", "MediaContent", "--dedup", "maybe");
    assertEquals(2, badDedup.code());
    Run lang = run("gen", "--lang", "cobol", "--out", tmp.toString(), MEDIA_SCHEMA);
    assertEquals(2, lang.code());
    assertTrue(lang.err().contains("expected java or ts"), lang.err());
    Run notAType = run("decode", "--schema", MEDIA_SCHEMA, "--type", "list<Image");
    assertEquals(2, notAType.code());
    assertTrue(
        notAType.err().startsWith("bale: error: cannot read type 'list<Image': column 11: "),
        notAType.err());
    assertEquals(2, run("frobnicate").code());
    assertEquals(2, run().code());
  }

  @Test
  void genTypeScriptWritesOneModulePerPackage() throws Exception {
    Run r = run("gen", "--lang", "ts", "--out", tmp.toString(), MEDIA_SCHEMA);
    assertEquals(0, r.code(), r.err());
    String media = Files.readString(tmp.resolve("media.ts"));
    assertTrue(media.contains("export interface MediaContent {"), media);
    assertTrue(media.contains("export const MediaContent: $MessageType<MediaContent> = {"), media);
  }

  @Test
  void helpForEveryCommand() {
    for (String cmd : new String[] {"gen", "encode", "decode", "inspect"}) {
      Run r = run(cmd, "--help");
      assertEquals(0, r.code(), cmd);
      assertTrue(r.outText().contains("Usage: bale " + cmd), r.outText());
    }
    Run help = run("help", "decode");
    assertEquals(0, help.code());
    assertTrue(help.outText().contains("--any-fingerprint"), help.outText());
    Run top = run("--help");
    assertEquals(0, top.code());
    assertTrue(top.outText().contains("inspect"), top.outText());
  }

  /** {@code --grpc}: each schema service's gRPC class or module too, and nothing without it. */
  @Test
  void genGrpcWritesTheServicesCode() throws Exception {
    String schema = ROOT.resolve("testdata/schemas/imports/orders_service.bale").toString();
    for (String lang : new String[] {"java", "ts"}) {
      Path plain = tmp.resolve("plain-" + lang);
      Path grpc = tmp.resolve("grpc-" + lang);
      assertEquals(0, run("gen", "--lang", lang, "--out", plain.toString(), schema).code());
      Run r = run("gen", "--lang", lang, "--grpc", "--out", grpc.toString(), schema);
      assertEquals(0, r.code(), r.err());
      Path service =
          lang.equals("java")
              ? Path.of("shop/service/OrdersGrpc.java")
              : Path.of("shop/service.grpc.ts");
      assertFalse(Files.exists(plain.resolve(service)), service.toString());
      String code = Files.readString(grpc.resolve(service));
      assertTrue(code.contains("\"shop.service.Orders\""), code);
    }
  }

  @Test
  void genWritesJavaSources() throws Exception {
    Path out = tmp.resolve("gen");
    Run r = run("gen", "--lang", "java", "--out", out.toString(), MEDIA_SCHEMA);
    assertEquals(0, r.code(), r.err());
    try (Stream<Path> files = Files.walk(out)) {
      assertTrue(
          files.anyMatch(p -> p.getFileName().toString().equals("MediaContent.java")),
          "MediaContent.java generated");
    }
  }

  @Test
  void genJavaOfASchemaJavaCannotHoldIsAnInputError() throws Exception {
    StringBuilder sb = new StringBuilder("package big;\nenum E {\n");
    for (int i = 0; i <= 2_500; i++) {
      sb.append("  V").append(i).append(" = ").append(i).append(";\n");
    }
    Path schema = tmp.resolve("big.bale");
    Files.writeString(schema, sb.append("}\n").toString());
    Run r = run("gen", "--lang", "java", "--out", tmp.resolve("gen").toString(), schema.toString());
    assertEquals(1, r.code(), r.err());
    assertTrue(r.err().startsWith("bale: error: enum 'big.E' ("), r.err());
    assertTrue(
        r.err().contains("has 2501 values; a generated Java enum holds at most 2500"), r.err());
    assertFalse(r.err().contains("internal error"), r.err());
    assertEquals(
        0,
        run("gen", "--lang", "ts", "--out", tmp.resolve("ts").toString(), schema.toString())
            .code());
  }

  /** Input document vs decoded output: nulls are absent optionals; i64 are strings on output. */
  static void assertSameValue(JsonNode expected, JsonNode actual) {
    if (expected.isObject()) {
      ObjectNode e = ((ObjectNode) expected).deepCopy();
      Iterator<Map.Entry<String, JsonNode>> it = e.fields();
      while (it.hasNext()) {
        if (it.next().getValue().isNull()) {
          it.remove();
        }
      }
      assertEquals(e.size(), actual.size(), actual.toString());
      e.fields().forEachRemaining(en -> assertSameValue(en.getValue(), actual.get(en.getKey())));
    } else if (expected.isArray()) {
      assertEquals(expected.size(), actual.size());
      for (int i = 0; i < expected.size(); i++) {
        assertSameValue(expected.get(i), actual.get(i));
      }
    } else if (expected.isNumber()) {
      assertEquals(
          0,
          expected
              .decimalValue()
              .compareTo(
                  actual.isTextual() ? new BigDecimal(actual.asText()) : actual.decimalValue()));
    } else {
      assertEquals(expected, actual);
    }
  }
}
