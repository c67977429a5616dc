package com.google.protobuf;

/** protobuf-java's own UTF-8 encoder (package-private), for EncAblate's string probes. */
public final class PbUtf8 {
  private PbUtf8() {}

  public static int encode(String s, byte[] d, int p, int room) {
    return Utf8.encode(s, d, p, room);
  }
}
