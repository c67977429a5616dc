package dev.bale.conformance;

import dev.bale.dynamic.EncodeOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import repos.ReposList;

/**
 * The 90-repository GitHub list of the FlatBuffers benchmark, read at test time from {@code
 * ../shared/data/flatbuffs-github-repos/repos_json.json} (never copied into the repository; see
 * ../shared/data/SOURCES.md) and decoded into the generated {@link ReposList}.
 */
final class ReposData {
  private ReposData() {}

  static final String FILE = "flatbuffs-github-repos/repos_json.json";

  static Path path() {
    return TestData.root().resolve("../shared/data").resolve(FILE).normalize();
  }

  static ReposList load() throws IOException {
    Path p = path();
    if (!Files.isRegularFile(p)) {
      throw new IllegalStateException(
          p + " is missing: the shared data directory must sit next to the checkout");
    }
    String json = Files.readString(p, StandardCharsets.UTF_8);
    byte[] compact =
        Schemas.type("repos.bale", "repos.ReposList").jsonToCompact(json, EncodeOptions.DEFAULT);
    return ReposList.fromCompactBytes(compact);
  }
}
