package dev.bale.compiler.cli;

import static dev.bale.compiler.cli.MainTest.MAPPER;
import static dev.bale.compiler.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.bale.compiler.cli.MainTest.Run;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.runtime.MessageStreamReader;
import dev.bale.schema.SchemaLoader;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code encode --lines} and {@code decode --lines}: JSON Lines to streams and back. */
class LinesCliTest {
  static final String SCHEMA_TEXT =
      """
      package rows;
      message Row {
        string name = 1;
        i32 n = 2;
        list<string> tags = 3;
        f64? score = 4;
      }
      """;

  @TempDir Path tmp;
  String schema;

  @BeforeEach
  void writeSchema() throws Exception {
    Path p = tmp.resolve("rows.bale");
    Files.writeString(p, SCHEMA_TEXT);
    schema = p.toString();
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  Run encode(String input, String... extra) {
    List<String> args = new ArrayList<>(List.of("encode", "--schema", schema, "--type", "Row"));
    args.addAll(List.of(extra));
    return run(utf8(input), args.toArray(String[]::new));
  }

  Run decode(byte[] input, String... extra) {
    List<String> args = new ArrayList<>(List.of("decode", "--schema", schema, "--type", "Row"));
    args.addAll(List.of(extra));
    return run(input, args.toArray(String[]::new));
  }

  static List<JsonNode> values(String ndjson) throws Exception {
    List<JsonNode> out = new ArrayList<>();
    for (String line : ndjson.split("\r?\n")) {
      if (!line.isBlank()) {
        out.add(MAPPER.readTree(line));
      }
    }
    return out;
  }

  static final String ROWS =
      "{\"name\": \"a\", \"n\": 1, \"tags\": [\"x\", \"y\"], \"score\": 0.5}\n"
          + "\n"
          + "{\"name\": \"b\", \"n\": -7, \"tags\": [\"x\"]}\r\n"
          + "   \t\n"
          + "{\"name\": \"a\", \"n\": 2147483647, \"tags\": [], \"score\": null}";

  /** The values with every field written, as decode prints them. */
  static final String ROWS_DECODED =
      "{\"name\":\"a\",\"n\":1,\"tags\":[\"x\",\"y\"],\"score\":0.5}\n"
          + "{\"name\":\"b\",\"n\":-7,\"tags\":[\"x\"]}\n"
          + "{\"name\":\"a\",\"n\":2147483647,\"tags\":[]}\n";

  @Test
  void messageStreamRoundTripsByValue() throws Exception {
    Run enc = encode(ROWS, "--lines");
    assertEquals(0, enc.code(), enc.err());
    assertEquals("", enc.err());
    byte[] stream = enc.out();
    assertEquals(17, stream[5], "codec byte: message stream");

    // The stream is what the runtime's reader expects: three records.
    JsonBridge.Type row =
        JsonBridge.forSchema(SchemaLoader.load(List.of(Path.of(schema)))).type("rows.Row");
    List<Value> read = new ArrayList<>();
    for (Value v :
        MessageStreamReader.of(
            row.compactType(), row.fingerprint(), new ByteArrayInputStream(stream))) {
      read.add(v);
    }
    assertEquals(3, read.size());
    assertEquals(row.fromJson("{\"name\": \"b\", \"n\": -7, \"tags\": [\"x\"]}"), read.get(1));

    Run dec = decode(stream, "--lines");
    assertEquals(0, dec.code(), dec.err());
    assertEquals(ROWS_DECODED, dec.outText());
    assertEquals(values(ROWS).size(), values(dec.outText()).size());
    List<JsonNode> in = values(ROWS);
    List<JsonNode> out = values(dec.outText());
    for (int i = 0; i < in.size(); i++) {
      JsonNode want = in.get(i);
      if (want.has("score") && want.get("score").isNull()) {
        ((com.fasterxml.jackson.databind.node.ObjectNode) want).remove("score");
      }
      assertEquals(want, out.get(i), "line " + i);
    }

    // A file argument reads the same.
    Path f = tmp.resolve("rows.ndjson");
    Files.writeString(f, ROWS);
    Run fromFile = run("encode", "--schema", schema, "--type", "Row", "--lines", f.toString());
    assertArrayEquals(stream, fromFile.out());
  }

  /** {@code decode --int64-as-numbers}, of one root and of a stream: numbers, every digit. */
  @Test
  void int64AsNumbersOnDecode() throws Exception {
    Path p = tmp.resolve("ids.bale");
    Files.writeString(
        p, "package ids;\nmessage Id { i64 id = 1; u64 big = 2; map<i64, i64> m = 3; }\n");
    String line = "{\"id\":-9007199254740993,\"big\":18446744073709551615,\"m\":{\"-1\":2}}";
    Run enc = run(utf8(line), "encode", "--schema", p.toString(), "--type", "Id");
    assertEquals(0, enc.code(), enc.err());
    Run strings = run(enc.out(), "decode", "--schema", p.toString(), "--type", "Id");
    assertEquals(
        "{\"id\":\"-9007199254740993\",\"big\":\"18446744073709551615\",\"m\":{\"-1\":\"2\"}}\n",
        strings.outText());
    Run numbers =
        run(enc.out(), "decode", "--schema", p.toString(), "--type", "Id", "--int64-as-numbers");
    assertEquals(0, numbers.code(), numbers.err());
    assertEquals(line + "\n", numbers.outText());

    Run stream =
        run(
            utf8(line + "\n" + line),
            "encode",
            "--schema",
            p.toString(),
            "--type",
            "Id",
            "--lines");
    assertEquals(0, stream.code(), stream.err());
    Run lines =
        run(
            stream.out(),
            "decode",
            "--schema",
            p.toString(),
            "--type",
            "Id",
            "--lines",
            "--int64-as-numbers");
    assertEquals(0, lines.code(), lines.err());
    assertEquals(line + "\n" + line + "\n", lines.outText());
  }

  @Test
  void sessionStreamSharesStringsAcrossLinesAndRoundTrips() throws Exception {
    StringBuilder many = new StringBuilder();
    for (int i = 0; i < 50; i++) {
      many.append("{\"name\": \"instrument-")
          .append(i % 5)
          .append("\", \"n\": ")
          .append(i)
          .append(", \"tags\": [\"exchange-one\"]}\n");
    }
    Run messages = encode(many.toString(), "--lines");
    Run session =
        encode(many.toString(), "--lines", "--session", "--session-id", "0102030405060708");
    assertEquals(0, session.code(), session.err());
    byte[] s = session.out();
    assertEquals(18, s[5], "codec byte: session stream");
    assertArrayEquals(new byte[] {8, 7, 6, 5, 4, 3, 2, 1}, java.util.Arrays.copyOfRange(s, 14, 22));
    assertTrue(
        s.length < messages.out().length * 2 / 3,
        "session " + s.length + " vs messages " + messages.out().length);
    Run dec = decode(s, "--lines");
    assertEquals(0, dec.code(), dec.err());
    assertEquals(values(many.toString()), values(dec.outText()));
    Run viaMessages = decode(messages.out(), "--lines");
    assertEquals(dec.outText(), viaMessages.outText());

    // Without --session-id the id is random: two runs differ only there.
    Run r1 = encode(many.toString(), "--lines", "--session");
    Run r2 = encode(many.toString(), "--lines", "--session");
    assertEquals(r1.out().length, r2.out().length);
    assertArrayEquals(
        java.util.Arrays.copyOfRange(r1.out(), 22, r1.out().length),
        java.util.Arrays.copyOfRange(r2.out(), 22, r2.out().length));
  }

  @Test
  void errorsNameTheLineAndTheColumnAndPathWithinIt() {
    String bad =
        "{\"name\": \"a\", \"n\": 1}\n"
            + "\n"
            + "{\"name\": \"b\", \"n\": 1.5}\n"
            + "{\"name\": \"c\"}\n";
    Run r = encode(bad, "--lines");
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith("bale: error: JSON_TYPE at 3:20 in $.n: "), r.err());
    assertTrue(r.err().contains("1.5"), r.err());
    // The records before the bad line are written: a valid stream of one record.
    Run dec = decode(r.out(), "--lines");
    assertEquals(0, dec.code(), dec.err());
    assertEquals("{\"name\":\"a\",\"n\":1,\"tags\":[]}\n", dec.outText());

    Run syntax = encode("{\"name\": \"a\"}\r\n{\"name\": \"b\",,}\r\n", "--lines");
    assertEquals(1, syntax.code());
    assertTrue(syntax.err().startsWith("bale: error: JSON_SYNTAX at 2:14 in $"), syntax.err());

    Run two = encode("{\"name\": \"a\"} {\"name\": \"b\"}\n", "--lines");
    assertEquals(1, two.code());
    assertTrue(two.err().startsWith("bale: error: JSON_SYNTAX at 1:15 in $: "), two.err());

    Run strict =
        encode(
            "{\"name\": \"a\", \"n\": 1, \"tags\": []}\n{\"name\": \"b\"}", "--lines", "--strict");
    assertEquals(1, strict.code());
    assertTrue(strict.err().startsWith("bale: error: JSON_MISSING_FIELD at 2:"), strict.err());
    assertTrue(strict.err().contains("$.n"), strict.err());

    Run utf8 =
        run(
            new byte[] {'"', (byte) 0xC3, '"', '\n'},
            "encode",
            "--schema",
            schema,
            "--type",
            "Row",
            "--lines");
    assertEquals(1, utf8.code());
    assertTrue(utf8.err().startsWith("bale: error: JSON_"), utf8.err());
  }

  @Test
  void emptyInputIsAStreamWithoutRecords() {
    for (String empty : new String[] {"", "\n", "  \r\n\t\n"}) {
      Run enc = encode(empty, "--lines");
      assertEquals(0, enc.code(), enc.err());
      assertEquals(14, enc.out().length, "the frame head only");
      Run dec = decode(enc.out(), "--lines");
      assertEquals(0, dec.code(), dec.err());
      assertEquals("", dec.outText());
    }
    Run session = encode("", "--lines", "--session", "--session-id", "ff");
    assertEquals(0, session.code(), session.err());
    assertEquals(14 + 8 + 2, session.out().length, "head, session id, epoch 0, 0 entries");
    assertEquals(0, decode(session.out(), "--lines").code());

    // No bytes at all is not a stream.
    Run none = decode(new byte[0], "--lines");
    assertEquals(1, none.code());
    assertTrue(none.err().startsWith("bale: error: TRUNCATED at offset 0"), none.err());
  }

  @Test
  void lastLineWithoutNewlineAndByteOrderMark() {
    Run a = encode("\uFEFF{\"name\": \"x\"}\n{\"name\": \"y\"}", "--lines");
    Run b = encode("{\"name\": \"x\"}\n{\"name\": \"y\"}\n", "--lines");
    assertEquals(0, a.code(), a.err());
    assertArrayEquals(b.out(), a.out());
    Run dec = decode(a.out(), "--lines");
    assertEquals(
        "{\"name\":\"x\",\"n\":0,\"tags\":[]}\n{\"name\":\"y\",\"n\":0,\"tags\":[]}\n",
        dec.outText());
  }

  @Test
  void truncatedStreamPrintsTheRecordsBeforeTheError() {
    byte[] stream = encode(ROWS, "--lines").out();
    byte[] cut = java.util.Arrays.copyOf(stream, stream.length - 1);
    Run dec = decode(cut, "--lines");
    assertEquals(1, dec.code());
    assertTrue(dec.err().startsWith("bale: error: TRUNCATED at offset "), dec.err());
    assertTrue(dec.err().contains("(after 2 records)"), dec.err());
    assertEquals(2, dec.outText().split("\n").length);
  }

  @Test
  void usageErrorsAndHints() {
    Run flat = encode(ROWS, "--lines", "--codec", "flat");
    assertEquals(2, flat.code());
    assertTrue(flat.err().contains("there is no flat stream"), flat.err());
    Run frame = encode(ROWS, "--lines", "--frame");
    assertEquals(2, frame.code());
    assertTrue(frame.err().contains("drop --frame"), frame.err());
    Run session = encode(ROWS, "--session");
    assertEquals(2, session.code());
    assertTrue(session.err().contains("need --lines"), session.err());
    Run badId = encode(ROWS, "--lines", "--session", "--session-id", "xyz");
    assertEquals(2, badId.code());
    assertTrue(badId.err().contains("--session-id must be 1 to 16 hex digits"), badId.err());
    Run pretty = decode(encode(ROWS, "--lines").out(), "--lines", "--pretty");
    assertEquals(2, pretty.code());

    // A stream decoded without --lines, and a single framed root with --lines.
    Run noLines = decode(encode(ROWS, "--lines").out());
    assertEquals(1, noLines.code());
    assertTrue(
        noLines.err().contains("(hint: the input is a message stream; try --lines)"),
        noLines.err());
    Run single = encode("{\"name\": \"x\"}", "--frame");
    Run withLines = decode(single.out(), "--lines");
    assertEquals(1, withLines.code());
    assertTrue(
        withLines.err().startsWith("bale: error: UNSUPPORTED_CODEC at offset 5"), withLines.err());
    assertTrue(withLines.err().contains("without --lines, with --frame"), withLines.err());
  }

  @Test
  void fingerprintIsCheckedUnlessAnyFingerprint() throws Exception {
    byte[] stream = encode(ROWS, "--lines").out();
    Path other = tmp.resolve("other.bale");
    Files.writeString(
        other, SCHEMA_TEXT.replace("f64? score = 4;", "f64? score = 4;\n  i32 extra = 5;"));
    Run mismatch = run(stream, "decode", "--schema", other.toString(), "--type", "Row", "--lines");
    assertEquals(1, mismatch.code());
    assertTrue(mismatch.err().startsWith("bale: error: FINGERPRINT_MISMATCH"), mismatch.err());
    Run any =
        run(
            stream,
            "decode",
            "--schema",
            other.toString(),
            "--type",
            "Row",
            "--lines",
            "--any-fingerprint");
    assertEquals(0, any.code(), any.err());
    assertEquals(3, any.outText().split("\n").length);
    assertTrue(any.outText().contains("\"extra\":0"), any.outText());
  }

  Run inspect(byte[] input, String... extra) {
    List<String> args =
        new ArrayList<>(List.of("inspect", "--schema", schema, "--type", "Row", "-"));
    args.addAll(List.of(extra));
    return run(input, args.toArray(String[]::new));
  }

  @Test
  void inspectDumpsEveryRecord() {
    byte[] stream = encode(ROWS, "--lines").out();
    Run r = inspect(stream, "--lines");
    assertEquals(0, r.code(), r.err());
    String out = r.outText();
    assertTrue(out.contains("codec 17 (message stream)"), out);
    assertTrue(out.contains("record 0: root of "), out);
    assertTrue(out.contains("record 2: root of "), out);
    assertTrue(out.contains("\"x\""), out); // a string of the first root
    assertTrue(out.contains("3 records, end of stream"), out);
    // Offsets count from the stream's first byte: the first root's table head is at 15.
    assertTrue(out.lines().anyMatch(l -> l.startsWith("    15  ")), out);

    byte[] session = encode(ROWS, "--lines", "--session", "--session-id", "1").out();
    Run s = inspect(session, "--lines");
    assertEquals(0, s.code(), s.err());
    assertTrue(s.outText().contains("codec 18 (session stream)"), s.outText());
    assertTrue(s.outText().contains("{\"name\":\"a\",\"n\":2147483647,\"tags\":[]}"), s.outText());

    // A cut stream: what could be read, then the decoder's error.
    Run cut = inspect(java.util.Arrays.copyOf(stream, stream.length - 2), "--lines");
    assertEquals(1, cut.code());
    assertTrue(cut.outText().contains("record 2: root of "), cut.outText());
    assertTrue(
        cut.err().startsWith("bale: error: TRUNCATED at offset " + (stream.length - 2)), cut.err());

    Run limited = inspect(stream, "--lines", "--limit", "5");
    assertEquals(0, limited.code(), limited.err());
    assertEquals(6, limited.outText().lines().count(), limited.outText());
    assertTrue(limited.outText().contains("more not shown"), limited.outText());
  }
}
