import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.bale.jackson.BaleModule;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;

/**
 * Amplify N: bytes allocated by the reading thread (ThreadMXBean, least of 3 reads) per input byte
 * when Jackson reads documents of N empty values through {@code new BaleModule()}, and how each read
 * ends. Run by run.sh against a module built from any commit, so that the same documents are read
 * with and without the reading budget (docs/safety.md, "Decoded size of JSON input").
 */
public final class Amplify {
  private static final com.sun.management.ThreadMXBean MX =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  public static void main(String[] args) throws Exception {
    int n = Integer.parseInt(args[0]);
    ObjectMapper m = new ObjectMapper().registerModule(new BaleModule());
    ObjectMapper plain = new ObjectMapper();
    var tf = m.getTypeFactory();
    String empties = list("[", "{}", n, "]");
    run("wide.Root {\"items\":[{},...]} (200 i32)", m, list("{\"items\":[", "{}", n, "]}"),
        tf.constructType(wide.Root.class));
    run("List<wide.W> [{},...]", m, empties, tf.constructCollectionType(List.class, wide.W.class));
    run("List<P200> (plain record), no module", plain, empties,
        tf.constructCollectionType(List.class, Class.forName("P200")));
    run("List<alltypes.Wide> [{},...]", m, empties,
        tf.constructCollectionType(List.class, alltypes.Wide.class));
    run("List<gmsg2.GroupedMessage> [{},...]", m, empties,
        tf.constructCollectionType(List.class, gmsg2.GoogleMessage2GroupedMessage.class));
    run("List<alltypes.Point> (struct) [{},...]", m, empties,
        tf.constructCollectionType(List.class, alltypes.Point.class));
    run("List<List<Integer>> [[],...]", m, list("[", "[]", n, "]"),
        tf.constructType(new TypeReference<List<List<Integer>>>() {}));
    run("List<Map<String,Integer>> [{},...]", m, empties,
        tf.constructType(new TypeReference<List<Map<String, Integer>>>() {}));
    run("List<String> [\"\",...]", m, list("[", "\"\"", n, "]"),
        tf.constructType(new TypeReference<List<String>>() {}));
    run("List<JsonValue> [{},...]", m, empties,
        tf.constructType(new TypeReference<List<dev.bale.runtime.JsonValue>>() {}));
    run("List<Bytes> [\"\",...]", m, list("[", "\"\"", n, "]"),
        tf.constructType(new TypeReference<List<dev.bale.runtime.Bytes>>() {}));
  }

  static String list(String head, String item, int n, String tail) {
    StringBuilder sb = new StringBuilder(head.length() + (item.length() + 1) * n + tail.length());
    sb.append(head);
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "" : ",").append(item);
    }
    return sb.append(tail).toString();
  }

  static void run(String label, ObjectMapper m, String text, JavaType type) {
    byte[] doc = text.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    long least = Long.MAX_VALUE;
    String outcome = "";
    long ms = 0;
    long id = Thread.currentThread().getId();
    for (int i = 0; i < 3; i++) {
      System.gc();
      long before = MX.getThreadAllocatedBytes(id);
      long t0 = System.nanoTime();
      try {
        Object v = m.readValue(doc, type);
        outcome = "read";
      } catch (Throwable e) {
        outcome = e.getClass().getSimpleName() + ": " + String.valueOf(e.getMessage()).split("\n")[0];
      }
      ms = (System.nanoTime() - t0) / 1_000_000;
      least = Math.min(least, MX.getThreadAllocatedBytes(id) - before);
    }
    System.out.printf("%-42s %,11d B %,15d allocated %7.1f x %6d ms  %s%n", label, doc.length, least,
        least / (double) doc.length, ms, outcome.length() > 110 ? outcome.substring(0, 110) : outcome);
  }
}
