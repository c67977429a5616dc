package dev.bale.compiler.cli;

import static dev.bale.compiler.cli.MainTest.MEDIA1;
import static dev.bale.compiler.cli.MainTest.MEDIA_SCHEMA;
import static dev.bale.compiler.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 15's error messages in the CLI: decode hints for a missing {@code --frame} or {@code
 * --codec flat}, JSON errors that show the value, and {@code inspect} output that is plain and
 * limited.
 */
class ErrorMessagesCliTest {
  static final String[] MEDIA = {"--schema", MEDIA_SCHEMA, "--type", "MediaContent"};

  static MainTest.Run cli(byte[] in, String command, String... more) {
    String[] args = new String[1 + MEDIA.length + more.length];
    args[0] = command;
    System.arraycopy(MEDIA, 0, args, 1, MEDIA.length);
    System.arraycopy(more, 0, args, 1 + MEDIA.length, more.length);
    return run(in, args);
  }

  static byte[] media() throws Exception {
    return Files.readAllBytes(MEDIA1);
  }

  @Test
  void decodingFramedBytesWithoutFrameSuggestsIt() throws Exception {
    byte[] framed = cli(media(), "encode", "--frame").out();
    MainTest.Run r = cli(framed, "decode");
    assertEquals(1, r.code());
    assertTrue(
        r.err().trim().endsWith("(hint: the input decodes as framed compact bytes; try --frame)"),
        r.err());
    assertEquals(1, r.err().strip().split("\n").length, r.err());
    // The other way round: unframed bytes decoded with --frame.
    byte[] raw = cli(media(), "encode").out();
    MainTest.Run r2 = cli(raw, "decode", "--frame");
    assertTrue(r2.err().contains("try without --frame)"), r2.err());
  }

  @Test
  void decodingFlatBytesAsCompactSuggestsTheCodec() throws Exception {
    byte[] flat = cli(media(), "encode", "--codec", "flat").out();
    MainTest.Run r = cli(flat, "decode");
    assertEquals(1, r.code());
    assertTrue(
        r.err().contains("(hint: the input decodes as unframed flat bytes; try --codec flat)"),
        r.err());
    byte[] flatFramed = cli(media(), "encode", "--codec", "flat", "--frame").out();
    MainTest.Run r2 = cli(flatFramed, "decode");
    assertTrue(r2.err().contains("try --codec flat --frame)"), r2.err());
    // inspect gives the same hint.
    MainTest.Run r3 = cli(flat, "inspect", "-");
    assertEquals(1, r3.code());
    assertTrue(r3.err().contains("try --codec flat)"), r3.err());
  }

  @Test
  void decodingJsonTextSaysItIsJson() throws Exception {
    String hint = "(hint: the input looks like JSON text, not Bale bytes; bale encode reads JSON)";
    for (String codec : new String[] {"compact", "flat"}) {
      MainTest.Run r = cli(media(), "decode", "--codec", codec);
      assertEquals(1, r.code(), r.err());
      assertTrue(r.err().trim().endsWith(hint), r.err());
      assertEquals(1, r.err().strip().split("\n").length, r.err());
      MainTest.Run i = cli(media(), "inspect", "--codec", codec, "-");
      assertTrue(i.err().contains(hint), i.err());
    }
    byte[] bom = "\uFEFF \n[{\"media\": {}}]".getBytes(StandardCharsets.UTF_8);
    assertTrue(cli(bom, "decode").err().contains(hint));
    byte[] commented = "// media\n{}".getBytes(StandardCharsets.UTF_8);
    assertTrue(cli(commented, "decode").err().contains(hint));
    // Only a prefix is checked: a character cut at its end is not malformed.
    assertTrue(
        DecodeHint.looksLikeJson(
            ("[\"" + "스".repeat(3000) + "\"]").getBytes(StandardCharsets.UTF_8)));
    // Not text, or not an object or array first: no such hint.
    byte[] notUtf8 = {'{', (byte) 0xff, 0x01};
    assertFalse(cli(notUtf8, "decode").err().contains("hint"), cli(notUtf8, "decode").err());
    byte[] word = "hello".getBytes(StandardCharsets.UTF_8);
    assertFalse(cli(word, "decode").err().contains("hint"));
  }

  @Test
  void anInputFileThatCannotBeReadIsNamedWithTheReason(@TempDir Path tmp) throws Exception {
    String missing = tmp.resolve("missing.json").toString();
    String dir = tmp.toString();
    for (String command : new String[] {"encode", "decode", "inspect"}) {
      MainTest.Run r = cli(new byte[0], command, missing);
      assertEquals(1, r.code(), r.err());
      assertEquals("bale: error: no such file: " + missing, r.err().strip());
      MainTest.Run d = cli(new byte[0], command, dir);
      assertEquals(1, d.code(), d.err());
      assertEquals("bale: error: " + dir + ": is a directory, not a file", d.err().strip());
    }
    MainTest.Run lines = cli(new byte[0], "encode", "--lines", missing);
    assertEquals("bale: error: no such file: " + missing, lines.err().strip());
    MainTest.Run infer = run("infer", missing);
    assertEquals(1, infer.code(), infer.err());
    assertEquals("bale: error: no such file: " + missing, infer.err().strip());
    MainTest.Run inferDir = run("infer", dir);
    assertEquals("bale: error: " + dir + ": is a directory, not a file", inferDir.err().strip());
  }

  @Test
  void noHintWhenNothingElseDecodes() throws Exception {
    byte[] raw = cli(media(), "encode").out();
    MainTest.Run r = cli(Arrays.copyOf(raw, raw.length - 1), "decode");
    assertEquals(1, r.code());
    assertFalse(r.err().contains("hint"), r.err());
  }

  @Test
  void jsonErrorsShowTheValueClippedWithPathAndPosition() {
    MainTest.Run r =
        cli("{\"media\": {\"width\": 1.5}}".getBytes(StandardCharsets.UTF_8), "encode");
    assertEquals(1, r.code());
    assertEquals(
        "bale: error: JSON_TYPE at 1:21 in $.media.width: expected i32 (an integer number or"
            + " decimal string), got the number 1.5",
        r.err().strip());
    String longText = "x".repeat(100);
    MainTest.Run r2 =
        cli(
            ("{\"media\": {\"width\": \"" + longText + "\"}}").getBytes(StandardCharsets.UTF_8),
            "encode");
    assertTrue(
        r2.err().strip().endsWith("got the string \"" + "x".repeat(40) + "\"... (100 chars)"),
        r2.err());
  }

  @Test
  void aLoneSurrogateIsAJsonErrorWithPathAndPosition() {
    MainTest.Run r =
        cli("{\"media\": {\"uri\": \"a\\ud800b\"}}".getBytes(StandardCharsets.UTF_8), "encode");
    assertEquals(1, r.code());
    assertTrue(
        r.err()
            .strip()
            .startsWith(
                "bale: error: JSON_INVALID_VALUE at 1:19 in $.media.uri: a string must not hold a"
                    + " lone surrogate (U+D800 at char 1)"),
        r.err());
    // A surrogate pair is one code point, and fine.
    MainTest.Run ok =
        cli(
            "{\"media\": {\"uri\": \"\\ud83d\\ude00\"}}".getBytes(StandardCharsets.UTF_8),
            "encode");
    assertEquals(0, ok.code(), ok.err());
  }

  @Test
  void inspectHasALineLimitAndSaysWhatItLeftOut() throws Exception {
    byte[] raw = cli(media(), "encode").out();
    MainTest.Run all = cli(raw, "inspect", "-");
    int total = all.outText().split("\n").length;
    assertTrue(total > 10, all.outText());
    MainTest.Run few = cli(raw, "inspect", "--limit", "5", "-");
    assertEquals(0, few.code(), few.err());
    String[] lines = few.outText().split("\n");
    assertEquals(6, lines.length, few.outText());
    assertEquals(
        "... output truncated after 5 lines: "
            + (total - 5)
            + " more not shown (raise the line limit, --limit, to see them)",
        lines[5]);
    // Flat too, and --limit 0 shows everything.
    byte[] flat = cli(media(), "encode", "--codec", "flat").out();
    MainTest.Run flatAll = cli(flat, "inspect", "--codec", "flat", "--limit", "0", "-");
    MainTest.Run flatFew = cli(flat, "inspect", "--codec", "flat", "--limit", "3", "-");
    assertEquals(4, flatFew.outText().split("\n").length, flatFew.outText());
    assertTrue(flatFew.outText().contains("output truncated after 3 lines"), flatFew.outText());
    assertEquals(2, cli(raw, "inspect", "--limit", "-1", "-").code());
    // Flat scalars are plain values, not Value records.
    assertTrue(flatAll.outText().contains("i32 640"), flatAll.outText());
    assertFalse(flatAll.outText().contains("Int["), flatAll.outText());
    assertFalse(flatAll.outText().contains("truncated"), flatAll.outText());
  }
}
