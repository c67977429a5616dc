import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleSupplier;

/**
 * Speed COMMON_CP OLD_MODULE NEW_MODULE HARNESS FILE TYPE: ms per readValue(byte[]) of FILE as TYPE
 * through two builds of bale-jackson loaded side by side (one class loader each over COMMON_CP),
 * 20 interleaved rounds of ~20 MB of input a side (old first in even rounds, new first in odd);
 * prints both medians, their ratio and both minima.
 */
public final class Speed {
  public static void main(String[] a) throws Exception {
    List<URL> common = new ArrayList<>();
    for (String s : a[0].split(":")) {
      common.add(Path.of(s).toUri().toURL());
    }
    ClassLoader parent =
        new URLClassLoader(common.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
    URL harness = Path.of(a[3]).toUri().toURL();
    byte[] doc = Files.readAllBytes(Path.of(a[4]));
    DoubleSupplier older = side(new URLClassLoader(new URL[] {Path.of(a[1]).toUri().toURL(), harness}, parent), doc, a[5]);
    DoubleSupplier newer = side(new URLClassLoader(new URL[] {Path.of(a[2]).toUri().toURL(), harness}, parent), doc, a[5]);
    for (int i = 0; i < 5; i++) {
      older.getAsDouble();
      newer.getAsDouble();
    }
    double[] o = new double[20];
    double[] n = new double[20];
    for (int r = 0; r < 20; r++) {
      if (r % 2 == 0) {
        o[r] = older.getAsDouble();
        n[r] = newer.getAsDouble();
      } else {
        n[r] = newer.getAsDouble();
        o[r] = older.getAsDouble();
      }
    }
    Arrays.sort(o);
    Arrays.sort(n);
    System.out.printf("%s: old median %.3f ms, new median %.3f ms, new/old %.3f (min new %.3f / old %.3f)%n",
        Path.of(a[4]).getFileName(), o[10], n[10], n[10] / o[10], n[0], o[0]);
  }

  static DoubleSupplier side(ClassLoader l, byte[] doc, String type) throws Exception {
    return (DoubleSupplier) Class.forName("SpeedSide", true, l)
        .getConstructor(byte[].class, String.class).newInstance(doc, type);
  }
}
