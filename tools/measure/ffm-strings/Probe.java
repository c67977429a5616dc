// JDK 22+ probe (docs/benchmarks-log.md, "The build and the compact goals on JDK 25"): can the
// public FFM API copy an ASCII string's bytes faster than the writer's charAt loop, without
// --add-opens? MemorySegment.setString(offset, s, US_ASCII) copies a Latin-1 string's own bytes
// when they are ASCII (String.bytesCompatible, a vectorised test) and otherwise writes '?' for each
// char that is not ASCII; every '?' is then checked against the string. Not built by Maven:
//   /usr/lib/jvm/temurin-25-jdk-amd64/bin/javac Probe.java
//   /usr/lib/jvm/temurin-25-jdk-amd64/bin/java -cp . Probe
// Prints the median ns per pass over media.1's seven distinct strings and over three long ASCII
// strings: the loop, setString + check ("ffm"), and String.getBytes(int, int, byte[], int) (exact
// for Latin-1 strings only: a floor, not a candidate).
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

public class Probe {
  static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  static String[] MEDIA = {
    "http://javaone.com/keynote_large.jpg", "Javaone Keynote", "http://javaone.com/keynote_small.jpg",
    "http://javaone.com/keynote.mpg", "video/mpg4", "Bill Gates", "None"};
  static String[] LONGS = {
    "https://github.com/octocat/Hello-World/blob/main/src/some/long/path/to/a/file/SomeClass.java",
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
    "application/vnd.github.v3+json; charset=utf-8; some=other; parameters=here"};

  // a: the char loop (ASCII run; returns -1 at the first non-ASCII char)
  static int loop(byte[] out, int p, String s) {
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) return -1;
      out[p + i] = (byte) c;
    }
    return p + n;
  }

  // b: setString(US_ASCII) and a check of every '?' against the string
  static int ffm(byte[] out, int p, String s) {
    int n = s.length();
    MemorySegment.ofArray(out).setString(p, s, StandardCharsets.US_ASCII);
    int i = 0;
    for (; i + 8 <= n; i += 8) {
      long x = (long) LONG.get(out, p + i) ^ 0x3F3F3F3F3F3F3F3FL;
      if (((x - 0x0101010101010101L) & ~x & 0x8080808080808080L) != 0) {
        for (int k = i; k < i + 8; k++) if (out[p + k] == '?' && s.charAt(k) != '?') return -1;
      }
    }
    for (; i < n; i++) if (out[p + i] == '?' && s.charAt(i) != '?') return -1;
    return p + n;
  }

  // c: getBytes(int, int, byte[], int) (inexact for UTF-16 strings: a floor only)
  @SuppressWarnings("deprecation")
  static int copy(byte[] out, int p, String s) {
    int n = s.length();
    s.getBytes(0, n, out, p);
    return p + n;
  }

  static int sink;
  interface Enc { int run(byte[] out, int p, String s); }

  static long time(Enc e, String[] ss, byte[] out, int reps) {
    long t0 = System.nanoTime();
    int acc = 0;
    for (int r = 0; r < reps; r++) {
      int p = 0;
      for (String s : ss) { p = e.run(out, p, s); if (p < 0) p = 0; }
      acc += p + out[r & 255];
    }
    sink += acc;
    return System.nanoTime() - t0;
  }

  public static void main(String[] a) {
    String[][] sets = {MEDIA, LONGS};
    String[] names = {"loop", "ffm", "copy"};
    Enc[] es = {Probe::loop, Probe::ffm, Probe::copy};
    byte[] out = new byte[4096];
    // fresh copies of the strings so that nothing is a compile-time constant
    for (String[] ss : sets) for (int i = 0; i < ss.length; i++) ss[i] = new String(ss[i].toCharArray());
    for (int si = 0; si < sets.length; si++) {
      int reps = 20000;
      for (int w = 0; w < 200; w++) for (Enc e : es) time(e, sets[si], out, reps);
      long[][] t = new long[3][31];
      for (int r = 0; r < 31; r++) for (int k = 0; k < 3; k++) { int j = (k + r) % 3; t[j][r] = time(es[j], sets[si], out, reps); }
      StringBuilder sb = new StringBuilder(si == 0 ? "media.1's 7 strings" : "3 long strings");
      for (int k = 0; k < 3; k++) { java.util.Arrays.sort(t[k]); sb.append(String.format("  %s %.1f ns", names[k], t[k][15] / (double) reps)); }
      System.out.println(sb);
    }
  }
}
