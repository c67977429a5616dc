package dev.bale.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.json.EncodeOptions;
import dev.bale.json.JsonBridge;
import dev.bale.json.Value;
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
      // (the JSON traversal budget is the second line of defence, tested in bale-json).
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
}
