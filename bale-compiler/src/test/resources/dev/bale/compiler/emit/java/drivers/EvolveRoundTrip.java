package drivers;

import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** evolve_v1 (package evolve.v1) and evolve_v2 (evolve.v2) reading each other's bytes. */
public final class EvolveRoundTrip implements Supplier<Map<String, byte[]>> {
  @SuppressWarnings("deprecation")
  static evolve.v2.Record v2() {
    return evolve.v2.Record.builder()
        .id("r-1")
        .timestamp(1_700_000_000_000L)
        .count(3)
        .active(true)
        .tags(List.of("a", "b"))
        .detail(evolve.v2.Detail.builder().note("note").level(2).urgent(true).build())
        .kind(evolve.v2.Kind.ARCHIVED)
        .label("label")
        .archived(true)
        .owner("me")
        .extra(evolve.v2.Detail.builder().note("extra").build())
        .scores(List.of(10, -20))
        .priority(7)
        .pinned(false)
        .build();
  }

  @Override
  public Map<String, byte[]> get() {
    Map<String, byte[]> out = new LinkedHashMap<>();
    for (boolean dedup : new boolean[] {true, false}) {
      CompactWriter w = new CompactWriter().dedupStrings(dedup);
      evolve.v2.Record newer = v2();
      byte[] newBytes = w.encode(evolve.v2.Record.COMPACT, newer);
      out.put("v2." + dedup, newBytes);

      // An older reader sees the fields it knows and keeps the rest.
      evolve.v1.Record older = new CompactReader().decode(evolve.v1.Record.COMPACT, newBytes);
      Check.equal("r-1", older.id(), "v1 reads id");
      Check.equal(3, older.count(), "v1 reads count (deprecated in v2, still written)");
      Check.equal(true, older.active(), "v1 reads the bool flag");
      Check.equal(List.of("a", "b"), older.tags(), "v1 reads tags");
      Check.equal("note", older.detail().note(), "v1 reads nested message");
      Check.isTrue(older.detail().unknownFields() != null, "v1 keeps Detail.urgent as unknown");
      Check.isTrue(!older.kind().isKnown(), "ARCHIVED is unknown to v1");
      Check.equal(2, older.kind().value(), "unknown enum keeps its number");
      Check.isTrue(older.unknownFields() != null, "v1 keeps the appended fields");

      // Re-encoding the older object loses nothing. With dedup on, the seeded string table makes
      // the bytes the newer writer's bytes; with dedup off the known strings are appended again
      // after the seeded table (FORMAT.md §3.4), so only the value is the same.
      byte[] again = w.encode(evolve.v1.Record.COMPACT, older);
      if (dedup) {
        Check.isTrue(Arrays.equals(newBytes, again), "v1 re-encode is byte-identical");
      }
      Check.equal(
          newer,
          new CompactReader().decode(evolve.v2.Record.COMPACT, again),
          "v2 reads the v1 re-encoding as the original");

      // A newer reader sees defaults for what an older writer did not know.
      evolve.v1.Record old =
          evolve.v1.Record.builder()
              .id("old")
              .count(5)
              .detail(evolve.v1.Detail.builder().note("n").build())
              .kind(evolve.v1.Kind.SPECIAL)
              .build();
      byte[] oldBytes = w.encode(evolve.v1.Record.COMPACT, old);
      out.put("v1." + dedup, oldBytes);
      evolve.v2.Record read = new CompactReader().decode(evolve.v2.Record.COMPACT, oldBytes);
      Check.equal(null, read.label(), "missing optional is absent");
      Check.equal(false, read.archived(), "missing bool is false");
      Check.equal("nobody", read.owner(), "missing string takes [default]");
      Check.equal(evolve.v2.Detail.builder().build(), read.extra(), "missing message: default");
      Check.equal(List.of(), read.scores(), "missing list is empty");
      Check.equal(3, read.priority(), "missing i32 takes [default = 3]");
      Check.equal(true, read.pinned(), "missing bool takes [default = true]");
      Check.equal(false, read.detail().urgent(), "missing nested bool");
      Check.equal(evolve.v2.Kind.SPECIAL, read.kind(), "enum");
      Check.equal(null, read.unknownFields(), "nothing unknown");
    }
    return out;
  }
}
