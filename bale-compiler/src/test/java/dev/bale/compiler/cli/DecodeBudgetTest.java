package dev.bale.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.dynamic.EncodeOptions;
import dev.bale.dynamic.JsonBridge;
import dev.bale.dynamic.Value;
import dev.bale.schema.SchemaLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bale decode} on valid bytes whose JSON would be exponential ("alias chain 10x10": 138
 * bytes, 10^10 leaves): one error line with the code, exit 1, nothing on stdout, no hang.
 */
class DecodeBudgetTest {
  static final String ALLTYPES = MainTest.ROOT.resolve("testdata/schemas/alltypes.bale").toString();

  @TempDir Path tmp;

  /** Ten object-table entries, each a Node whose children are ten references to the one before. */
  static byte[] aliasChain(int levels) throws Exception {
    JsonBridge.Type node =
        JsonBridge.forSchema(SchemaLoader.load(List.of(Path.of(ALLTYPES)))).type("alltypes.Node");
    Value.Message cur = (Value.Message) node.fromJson("{\"name\":\"x\"}");
    for (int i = 0; i < levels; i++) {
      cur =
          ((Value.Message) node.fromJson("{}"))
              .with("children", new Value.ListOf(Collections.nCopies(10, cur)));
    }
    return node.encode(cur, EncodeOptions.DEFAULT.withDedupMessages(true));
  }

  @Test
  void aliasChainFailsWithOneLineAndExitOne() throws Exception {
    byte[] bytes = aliasChain(10);
    assertEquals(138, bytes.length);
    Path in = tmp.resolve("chain.bin");
    Files.write(in, bytes);
    for (String[] extra : new String[][] {{}, {"--pretty"}}) {
      String[] args = new String[5 + extra.length];
      System.arraycopy(
          new String[] {"decode", "--schema", ALLTYPES, "--type", "alltypes.Node"}, 0, args, 0, 5);
      System.arraycopy(extra, 0, args, 5, extra.length);
      String[] withFile = java.util.Arrays.copyOf(args, args.length + 1);
      withFile[args.length] = in.toString();
      MainTest.Run r =
          assertTimeoutPreemptively(Duration.ofSeconds(60), () -> MainTest.run(withFile));
      assertEquals(1, r.code(), r.err());
      assertEquals(0, r.out().length, "nothing on stdout");
      // Rejected while decoding: maxObjects counts each reference as the messages it stands for
      // (the JSON traversal budget is the second line of defence, tested in bale-dynamic).
      assertTrue(r.err().startsWith("bale: error: LIMIT_EXCEEDED at offset "), r.err());
      assertTrue(r.err().contains("more than 1000000 messages"), r.err());
      assertEquals(1, r.err().lines().count(), r.err());
    }
  }

  @Test
  void aSmallChainStillDecodes() throws Exception {
    // 3 levels: 1,000 leaves, well within budget; the same code path succeeds.
    MainTest.Run r =
        MainTest.run(aliasChain(3), "decode", "--schema", ALLTYPES, "--type", "alltypes.Node", "-");
    assertEquals(0, r.code(), r.err());
    assertEquals(1000, r.outText().split("\"x\"", -1).length - 1);
  }

  /**
   * The issue-18 input: 700,000 one-byte (empty) bodies of the 67-field {@code Repo}. Before the
   * decoded-size budget this took 4.6 GB and 18 s (or an OutOfMemoryError with a smaller heap); now
   * the decode stops at the budget, max(64 MiB, 64 x 700 KB), with one error line.
   */
  @Test
  void emptyRepositoryRecordsEndInLimitExceeded() throws Exception {
    int n = 700_000;
    java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
    b.write(0); // no strings
    long body = n + 3; // a 3-byte count, then n empty bodies
    for (long v = body << 2; ; v >>>= 7) {
      if (v < 0x80) {
        b.write((int) v);
        break;
      }
      b.write((int) (v & 0x7F) | 0x80);
    }
    b.write(new byte[] {(byte) 0xE0, (byte) 0xDC, 0x2A}); // 700,000
    b.write(new byte[n]);
    String repos = MainTest.ROOT.resolve("testdata/schemas/repos.bale").toString();
    MainTest.Run r =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60),
            () ->
                MainTest.run(
                    b.toByteArray(),
                    "decode",
                    "--schema",
                    repos,
                    "--type",
                    "repos.ReposList",
                    "-"));
    assertEquals(1, r.code(), r.err());
    assertEquals(0, r.out().length, "nothing on stdout");
    assertTrue(r.err().startsWith("bale: error: LIMIT_EXCEEDED at offset "), r.err());
    assertTrue(r.err().contains(" in ReposList.repos["), r.err());
    assertTrue(r.err().contains("over the budget of 67108864"), r.err());
  }

  /**
   * The fuzz input that ran the conformance harness out of heap (issue 18, formerly
   * testdata/known-issues): 138 bytes whose references stand for about a million messages, within
   * maxObjects. It decodes, and its 22 MB of JSON are streamed to stdout, the same text as the
   * bridge's toJson.
   */
  @Test
  void referenceExpansionDecodesAndStreamsItsJson() throws Exception {
    byte[] bytes =
        Files.readAllBytes(
            MainTest.ROOT.resolve(
                "bale-conformance/src/test/resources/dev/bale/conformance/"
                    + "CompactDecodeFuzzTestInputs/node/reference-expansion-decoded-size"));
    assertEquals(138, bytes.length);
    MainTest.Run r =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60),
            () ->
                MainTest.run(
                    bytes, "decode", "--schema", ALLTYPES, "--type", "alltypes.Node", "-"));
    assertEquals(0, r.code(), r.err());
    JsonBridge.Type node =
        JsonBridge.forSchema(SchemaLoader.load(List.of(Path.of(ALLTYPES)))).type("alltypes.Node");
    String expected = node.toJson(node.decode(bytes), false, bytes.length) + "\n";
    assertEquals(expected.length(), r.outText().length());
    assertTrue(expected.equals(r.outText()), "streamed JSON differs from toJson");
  }
}
