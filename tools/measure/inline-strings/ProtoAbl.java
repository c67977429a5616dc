package dev.bale.benchmarks.suite;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * enc32 measurement: in one JVM, interleaved by thread CPU time: protobuf-java encode of SET with
 * its string fields as String (the suite's row), the same message with every string field held as
 * a UTF-8 ByteString (protobuf then copies the bytes: no UTF-8 encode), and Bale (the jar's).
 */
public final class ProtoAbl {
  static String camel(String name) {
    StringBuilder sb = new StringBuilder();
    boolean up = true;
    for (char c : name.toCharArray()) {
      if (c == '_') { up = true; continue; }
      sb.append(up ? Character.toUpperCase(c) : c);
      up = false;
    }
    return sb.toString();
  }

  static Message bytesStrings(Message m) throws Exception {
    Message.Builder b = m.toBuilder();
    for (FieldDescriptor fd : m.getDescriptorForType().getFields()) {
      switch (fd.getJavaType()) {
        case MESSAGE -> {
          if (fd.isMapField()) break;
          if (fd.isRepeated()) {
            int n = m.getRepeatedFieldCount(fd);
            b.clearField(fd);
            for (int i = 0; i < n; i++) b.addRepeatedField(fd, bytesStrings((Message) m.getRepeatedField(fd, i)));
          } else if (m.hasField(fd)) {
            b.setField(fd, bytesStrings((Message) m.getField(fd)));
          }
        }
        case STRING -> {
          if (fd.isRepeated()) {
            int n = m.getRepeatedFieldCount(fd);
            b.clearField(fd);
            var add = b.getClass().getMethod("add" + camel(fd.getName()) + "Bytes", ByteString.class);
            for (int i = 0; i < n; i++) add.invoke(b, ByteString.copyFromUtf8((String) m.getRepeatedField(fd, i)));
          } else if (!fd.hasPresence() || m.hasField(fd)) {
            var set = b.getClass().getMethod("set" + camel(fd.getName()) + "Bytes", ByteString.class);
            set.invoke(b, ByteString.copyFromUtf8((String) m.getField(fd)));
          }
        }
        default -> {}
      }
    }
    return b.build();
  }

  public static void main(String[] a) throws Exception {
    String set = a[0];
    int rounds = Integer.parseInt(a[1]);
    Peers.Proto pc = (Peers.Proto) Cases.create(set + "/protobuf");
    Message strs = pc.message;
    Message bytes = bytesStrings(strs);
    byte[] x = strs.toByteArray(), y = bytes.toByteArray();
    if (!Arrays.equals(x, y)) throw new IllegalStateException("bytes differ");
    Case bale = Cases.create(set + "/bale");
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Runnable[] ops = {
      () -> { for (int i = 0; i < 20000; i++) sink += strs.toByteArray().length; },
      () -> { for (int i = 0; i < 20000; i++) sink += bytes.toByteArray().length; },
      () -> { for (int i = 0; i < 20000; i++) sink += bale.encode().length; },
    };
    String[] names = {"protobuf(String)", "protobuf(ByteString)", "bale"};
    long end = System.nanoTime() + 3_000_000_000L;
    while (System.nanoTime() < end) for (Runnable r : ops) r.run();
    double[][] t = new double[3][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int k0 = 0; k0 < 3; k0++) {
        int k = (r % 2 == 0) ? k0 : 2 - k0;
        long c0 = mx.getCurrentThreadCpuTime();
        ops[k].run();
        t[k][r] = (mx.getCurrentThreadCpuTime() - c0) / 20000.0;
      }
    }
    double[] med = new double[3];
    for (int k = 0; k < 3; k++) { double[] s = t[k].clone(); Arrays.sort(s); med[k] = s[rounds / 2]; }
    double[] rb = new double[rounds], rp = new double[rounds];
    for (int r = 0; r < rounds; r++) { rb[r] = t[0][r] / t[2][r]; rp[r] = t[0][r] / t[1][r]; }
    Arrays.sort(rb); Arrays.sort(rp);
    System.out.printf("%s: ns/op %s %.1f, %s %.1f, %s %.1f; bale/protobuf(String) %.2fx, protobuf(ByteString)/protobuf(String) %.2fx (paired medians)%n",
        set, names[0], med[0], names[1], med[1], names[2], med[2], rb[rounds / 2], rp[rounds / 2]);
  }

  static long sink;
}
