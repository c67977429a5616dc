package dev.bale.benchmarks;

import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.GZIPOutputStream;
import media.MediaContent;

/** Prints compact bytes (and gzip bytes) with string dedup on and off for each data set. */
public final class DedupSizes {
  private DedupSizes() {}

  public static void main(String[] args) {
    System.out.printf(
        "%-8s %10s %10s %10s %10s%n", "data", "dedup on", "gzip", "dedup off", "gzip");
    for (String d : new String[] {"media.1", "media.2", "media.3", "media.4"}) {
      MediaContent v =
          Datasets.load(
              "media.bale",
              "media.MediaContent",
              "jvm-serializers/" + d + ".json",
              MediaContent.COMPACT);
      row(d, MediaContent.COMPACT, v);
    }
    repos.ReposList r =
        Datasets.load(
            "repos.bale",
            "repos.ReposList",
            "flatbuffs-github-repos/repos_json.json",
            repos.ReposList.COMPACT);
    row("repos", repos.ReposList.COMPACT, r);
  }

  private static <T> void row(String name, CompactType<T> type, T value) {
    byte[] on = new CompactWriter().dedupStrings(true).encode(type, value);
    byte[] off = new CompactWriter().dedupStrings(false).encode(type, value);
    System.out.printf(
        "%-8s %10d %10d %10d %10d%n", name, on.length, gzip(on), off.length, gzip(off));
  }

  private static int gzip(byte[] b) {
    try {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
        gz.write(b);
      }
      return out.size();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
