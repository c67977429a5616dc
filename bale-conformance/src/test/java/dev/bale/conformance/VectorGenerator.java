package dev.bale.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bale.runtime.Limits;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;

/**
 * Fills in the bytes of vectors that are not computed by hand, using the dynamic codec, and
 * rewrites the vector files in a stable layout (one key per line, values on one line).
 *
 * <p>Run: {@code mvn -o -pl bale-conformance -am test -Dtest=VectorConformanceTest
 * -Dbale.regenerateVectors=true}, then review the diff (VECTORS.md §5). {@code "hand": true} cases
 * are never touched: they are the independent check against FORMAT.md.
 */
final class VectorGenerator {
  private VectorGenerator() {}

  static void regenerateAll() throws IOException {
    for (Path f : Corpus.jsonFiles(TestData.vectors())) {
      regenerate(f);
    }
  }

  /** Fills in and rewrites one vector file. */
  static void regenerate(Path f) throws IOException {
    ArrayNode cases = Corpus.readArray(f);
    for (JsonNode n : cases) {
      fill((ObjectNode) n, f);
    }
    Files.writeString(f, render(cases), StandardCharsets.UTF_8);
  }

  private static void fill(ObjectNode n, Path f) {
    Corpus.Vector v = Corpus.vector(f, n);
    fillFlat(n, v);
    if (v.hand()) {
      return;
    }
    Codec.Dynamic c = (Codec.Dynamic) Codec.dynamic(v.schema(), v.type());
    byte[] bytes = c.encode(c.fromJson(v.value(), v.options().dedupMessages()), v.options());
    if (v.decodeOnly()) {
      n.put("canonicalHex", Hex.encode(bytes));
      bytes = Hex.decode(v.hex());
    } else {
      n.put("hex", Hex.encode(bytes));
    }
    if (v.isEvolution()) {
      Codec.Dynamic reader = (Codec.Dynamic) Codec.dynamic(v.readerSchema(), v.readerType());
      Object old = reader.decode(bytes, v.options().frame(), Limits.DEFAULT);
      if (v.readValue() == null) {
        n.set("readValue", reader.toJson(old));
      }
      n.put("reencodeHex", Hex.encode(reader.encode(old, v.options())));
    }
  }

  /**
   * The flat bytes of the value ({@code flatHex}) unless {@code flatHand}, and for evolution cases
   * what the reader's flat writer writes back ({@code flatReencodeHex}).
   */
  private static void fillFlat(ObjectNode n, Corpus.Vector v) {
    FlatCodecs.Flat c = FlatCodecs.of(v.schema(), v.type());
    if (!v.flatHand()) {
      n.put("flatHex", Hex.encode(c.encode(v.value(), v.options())));
    }
    if (v.isEvolution()) {
      byte[] flat = Hex.decode(n.get("flatHex").asText());
      FlatCodecs.Flat reader = FlatCodecs.of(v.readerSchema(), v.readerType());
      n.put(
          "flatReencodeHex",
          Hex.encode(reader.reencode(reader.decode(flat, v.options()), v.options())));
    }
  }

  /** One case per block, one key per line, each value as compact JSON. */
  static String render(ArrayNode cases) throws IOException {
    StringBuilder sb = new StringBuilder("[\n");
    for (int i = 0; i < cases.size(); i++) {
      sb.append("  {\n");
      Iterator<Map.Entry<String, JsonNode>> it = cases.get(i).fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        sb.append("    ")
            .append(Corpus.JSON.writeValueAsString(e.getKey()))
            .append(": ")
            .append(Corpus.JSON.writeValueAsString(e.getValue()));
        sb.append(it.hasNext() ? ",\n" : "\n");
      }
      sb.append(i + 1 < cases.size() ? "  },\n" : "  }\n");
    }
    return sb.append("]\n").toString();
  }
}
