package dev.bale.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * The dynamic flat codec's decoded-size budget (FORMAT.md §7.1), the path of {@code bale decode
 * --codec flat}: a flat list whose pointers all share one empty 67-field {@code Repo} is 4 bytes
 * per element and passes the verifier, but builds a full record per pointer; the build pass stops
 * at the budget with LIMIT_EXCEEDED instead of running out of memory.
 */
class FlatDecodedSizeTest {
  private static final JsonBridge REPOS = JsonBridge.forSchema(TestSchemas.load("repos.bale"));

  private static byte[] sharedRepos(int n) {
    Value repo = REPOS.type("repos.Repo").fromJson("{}");
    Value list =
        ((Value.Message) REPOS.type("repos.ReposList").fromJson("{}"))
            .with("repos", new Value.ListOf(Collections.nCopies(n, repo)));
    return REPOS
        .type("repos.ReposList")
        .encodeFlat(list, EncodeOptions.DEFAULT.withDedupMessages(true));
  }

  @Test
  void sharedPointersEndAtTheBudget() {
    // 60,000 visits of a 67-field message fit the verifier's traversal budget (64 Mi units), but
    // build about 150 MB of Values, over the decoded-size budget of max(64 MiB, 64 x 240 KB).
    byte[] bytes = sharedRepos(60_000);
    assertTrue(bytes.length < 300_000, bytes.length + " bytes");
    JsonBridge.Type t = REPOS.type("repos.ReposList");
    t.verifyFlat(bytes, false, Limits.DEFAULT); // the verifier accepts it
    BaleException e =
        assertThrows(BaleException.class, () -> t.decodeFlat(bytes, false, Limits.DEFAULT));
    assertEquals(ErrorCode.LIMIT_EXCEEDED, e.code(), e.getMessage());
    assertTrue(e.getMessage().contains("decoded size"), e.getMessage());
    assertTrue(e.path().contains("repos"), e.getMessage());
  }

  @Test
  void aFewSharedPointersDecode() {
    byte[] bytes = sharedRepos(100);
    Value v = REPOS.type("repos.ReposList").decodeFlat(bytes, false, Limits.DEFAULT);
    assertEquals(
        100, ((Value.ListOf) ((Value.Message) v).fields().get(0)).items().size(), "elements");
  }
}
