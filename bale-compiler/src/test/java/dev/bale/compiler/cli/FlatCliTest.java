package dev.bale.compiler.cli;

import static dev.bale.compiler.cli.MainTest.MAPPER;
import static dev.bale.compiler.cli.MainTest.MEDIA1;
import static dev.bale.compiler.cli.MainTest.MEDIA_SCHEMA;
import static dev.bale.compiler.cli.MainTest.ROOT;
import static dev.bale.compiler.cli.MainTest.assertSameValue;
import static dev.bale.compiler.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --codec flat} on encode, decode and inspect. */
class FlatCliTest {
  static final String REPOS_SCHEMA = ROOT.resolve("testdata/schemas/repos.bale").toString();
  static final Path REPOS =
      ROOT.resolveSibling("shared/data/flatbuffs-github-repos/repos_json.json");

  @TempDir Path tmp;

  private void roundTrip(String schema, String type, Path json) throws Exception {
    MainTest.Run enc =
        run("encode", "--codec", "flat", "--schema", schema, "--type", type, json.toString());
    assertEquals(0, enc.code(), enc.err());
    // A flat body: root offset 8, 8-byte aligned length.
    assertEquals(8, enc.out()[0]);
    assertEquals(0, enc.out().length % 8);
    Path bin = tmp.resolve("flat.bin");
    Files.write(bin, enc.out());
    MainTest.Run dec =
        run("decode", "--codec", "flat", "--schema", schema, "--type", type, bin.toString());
    assertEquals(0, dec.code(), dec.err());
    assertSameValue(MAPPER.readTree(json.toFile()), MAPPER.readTree(dec.outText()));
    // The compact decode of the same JSON gives the same value too.
    MainTest.Run compact = run("encode", "--schema", schema, "--type", type, json.toString());
    MainTest.Run dec2 = run(compact.out(), "decode", "--schema", schema, "--type", type);
    assertEquals(MAPPER.readTree(dec2.outText()), MAPPER.readTree(dec.outText()));
  }

  @Test
  void media1RoundTrip() throws Exception {
    roundTrip(MEDIA_SCHEMA, "media.MediaContent", MEDIA1);
  }

  @Test
  void repositoryListRoundTrip() throws Exception {
    roundTrip(REPOS_SCHEMA, "repos.ReposList", REPOS);
  }

  @Test
  void framedAndInspect() throws Exception {
    byte[] json = Files.readAllBytes(MEDIA1);
    MainTest.Run raw =
        run(json, "encode", "--codec", "flat", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    MainTest.Run framed =
        run(
            json,
            "encode",
            "--codec",
            "flat",
            "--frame",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent");
    assertEquals(0, framed.code(), framed.err());
    assertEquals(2, framed.out()[5], "codec id 2 = flat");
    assertArrayEquals(raw.out(), Arrays.copyOfRange(framed.out(), 14, framed.out().length));
    MainTest.Run dec =
        run(
            framed.out(),
            "decode",
            "--codec",
            "flat",
            "--frame",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent");
    assertEquals(0, dec.code(), dec.err());
    // A flat frame read as compact is refused by its codec id.
    MainTest.Run wrong =
        run(framed.out(), "decode", "--frame", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    assertEquals(1, wrong.code());
    assertTrue(wrong.err().startsWith("bale: error: UNSUPPORTED_CODEC at offset 5"), wrong.err());

    MainTest.Run ok =
        run(
            raw.out(),
            "inspect",
            "--codec",
            "flat",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent",
            "-");
    assertEquals(0, ok.code(), ok.err());
    assertTrue(ok.outText().contains("MediaContent.media.persons[1]"), ok.outText());
    assertTrue(ok.outText().contains("\"Steve Jobs\uc2a4\""), ok.outText());

    byte[] bad = raw.out().clone();
    bad[14] = 0x7f; // the root's first pointer (media) + 8 MiB: far past the end
    MainTest.Run err =
        run(
            bad,
            "inspect",
            "--codec",
            "flat",
            "--schema",
            MEDIA_SCHEMA,
            "--type",
            "MediaContent",
            "-");
    assertEquals(1, err.code());
    assertTrue(
        err.err()
            .startsWith("bale: error: OFFSET_OUT_OF_BOUNDS at offset 12 in MediaContent.media"),
        err.err());
    MainTest.Run decBad =
        run(bad, "decode", "--codec", "flat", "--schema", MEDIA_SCHEMA, "--type", "MediaContent");
    assertEquals(1, decBad.code());
    assertEquals(1, decBad.err().strip().split("\n").length, decBad.err());
    assertTrue(new String(raw.out(), StandardCharsets.ISO_8859_1).contains("Javaone Keynote"));
  }
}
