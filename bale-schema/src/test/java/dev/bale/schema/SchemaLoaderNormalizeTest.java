package dev.bale.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link SchemaLoader#normalize} is string work that must agree with the JDK's Unix paths. */
class SchemaLoaderNormalizeTest {
  @Test
  void agreesWithPathNormalize() {
    List<String> cases =
        List.of(
            "media.bale",
            "./media.bale",
            "a/b/../c.bale",
            "a/./b//c.bale",
            "../x.bale",
            "../../x/y.bale",
            "a/../../x.bale",
            "a/b/../../..",
            "/abs/x/../y.bale",
            "/../x.bale",
            "a/b/",
            "sub/lib/../lib/./z.bale");
    for (String c : cases) {
      assertEquals(Path.of(c).normalize().toString(), SchemaLoader.normalize(c), c);
    }
  }
}
