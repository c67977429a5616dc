package dev.bale.benchmarks.suite;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import dev.bale.runtime.internal.Utf8;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * enc33 probe: in one JVM, interleaved by thread CPU time: the suite's media.1 bale and protobuf
 * encodes, and the nine strings of media.1 alone (each length byte + UTF-8 into one array) by
 * Bale's Utf8.encodeEntry, protobuf's CodedOutputStream.writeStringNoTag, and protobuf's
 * writeBytesNoTag of the same strings as ByteStrings (a copy).
 */
public final class InCtx {
  static long sink;
  static final int N = 20000;

  public static void main(String[] a) throws Exception {
    int rounds = Integer.parseInt(a.length > 0 ? a[0] : "30");
    String set = "media.1";
    Case bale = Cases.create(set + "/bale");
    Case proto = Cases.create(set + "/protobuf");
    String[] s = {
      "http://javaone.com/keynote.mpg", "Javaone Keynote", "video/mpg4", "Bill Gates",
      "Steve Jobs\uc2a4", "http://javaone.com/keynote_large.jpg", "Javaone Keynote",
      "http://javaone.com/keynote_small.jpg", "Javaone Keynote"
    };
    // separate String objects as in a parsed value
    for (int i = 0; i < s.length; i++) s[i] = new String(s[i].toCharArray());
    ByteString[] bs = new ByteString[s.length];
    for (int i = 0; i < s.length; i++) bs[i] = ByteString.copyFromUtf8(s[i]);
    byte[] buf = new byte[1024];
    Runnable[] ops = {
      () -> { for (int i = 0; i < N; i++) sink += bale.encode().length; },
      () -> { for (int i = 0; i < N; i++) sink += proto.encode().length; },
      () -> { for (int i = 0; i < N; i++) sink += baleStrings(s, buf); },
      () -> { for (int i = 0; i < N; i++) sink += protoStrings(s, buf); },
      () -> { for (int i = 0; i < N; i++) sink += protoBytes(bs, buf); },
      () -> { for (int i = 0; i < N; i++) sink += baleLoopInline(s, buf); },
    };
    String[] names = {"bale encode", "protobuf encode", "Utf8.encodeEntry x9", "writeStringNoTag x9", "writeBytesNoTag x9", "charAt loop inline x9"};
    int k = ops.length;
    long end = System.nanoTime() + 4_000_000_000L;
    while (System.nanoTime() < end) for (Runnable r : ops) r.run();
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    double[][] t = new double[k][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int j0 = 0; j0 < k; j0++) {
        int j = (r % 2 == 0) ? j0 : k - 1 - j0;
        long c0 = mx.getCurrentThreadCpuTime();
        ops[j].run();
        t[j][r] = (mx.getCurrentThreadCpuTime() - c0) / (double) N;
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int j = 0; j < k; j++) {
      double[] x = t[j].clone();
      Arrays.sort(x);
      sb.append(String.format("%s %.1f [%.1f-%.1f]; ", names[j], x[rounds / 2], x[rounds / 4], x[3 * rounds / 4]));
    }
    System.out.println(sb);
  }

  static int baleStrings(String[] s, byte[] buf) {
    int p = 0;
    for (String x : s) {
      int q = Utf8.encodeEntry(x, buf, p + 1, null);
      buf[p] = (byte) (q - p - 1);
      p = q;
    }
    return p;
  }

  static int baleLoopInline(String[] s, byte[] buf) {
    int p = 0;
    for (String x : s) {
      int len = x.length();
      int q = p + 1;
      int k = 0;
      for (; k < len; k++) {
        char c = x.charAt(k);
        if (c >= 0x80) break;
        buf[q + k] = (byte) c;
      }
      if (k < len) q = Utf8.encodeEntry(x, buf, q, null); else q += len;
      buf[p] = (byte) (q - p - 1);
      p = q;
    }
    return p;
  }

  static int protoStrings(String[] s, byte[] buf) {
    CodedOutputStream o = CodedOutputStream.newInstance(buf);
    try {
      for (String x : s) o.writeStringNoTag(x);
    } catch (java.io.IOException e) {
      throw new RuntimeException(e);
    }
    return o.getTotalBytesWritten();
  }

  static int protoBytes(ByteString[] s, byte[] buf) {
    CodedOutputStream o = CodedOutputStream.newInstance(buf);
    try {
      for (ByteString x : s) o.writeBytesNoTag(x);
    } catch (java.io.IOException e) {
      throw new RuntimeException(e);
    }
    return o.getTotalBytesWritten();
  }
}
