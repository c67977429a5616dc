package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.JsonValue;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatReader;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import repos.ReposList;

/**
 * The generated flat verifier runs without recording the field path and, on failure, runs again
 * with it (FlatVerifier#trackPath): every entry point must still report the full path, code and
 * offset, and the reused thread-local verifier must be left fit for the next input.
 */
class FlatErrorPathTest {

  @Test
  void invalidUtf8DeepInTheListIsReportedWithItsFullPath() throws Exception {
    ReposList list = ReposData.load();
    byte[] good = Flat.encode(ReposList.FLAT, list);
    String fullName = list.repos().get(45).fullName();
    // The string object: its u32 length, then its bytes (FORMAT.md §F5); stored once (dedup).
    int at = stringAt(good, fullName);
    byte[] bad = good.clone();
    bad[at + 2] = (byte) 0xFF;

    // Equal strings are stored once; the verifier meets this one first at its first repository.
    int first = 0;
    while (!list.repos().get(first).fullName().equals(fullName)) {
      first++;
    }
    int firstRepo = first;
    String path = "ReposList.repos[" + first + "].full_name";
    expect(path, at, () -> new ReposList.View().wrapVerified(bad));
    // Checked access: wrap succeeds, the read of the bad string fails at the same offset, with the
    // verifier's path (views keep no path while reading; a failure verifies the body to find it).
    ReposList.View checked = new ReposList.View().wrap(bad);
    assertEquals(list.repos().get(0).name(), checked.repos(0).name());
    expect(path, at, () -> checked.repos(firstRepo).fullName());
    // A CharSequence view is checked when its characters are first read.
    expect(path, at, () -> checked.repos(firstRepo).fullNameChars().length());
    expect(path, at, () -> checked.repos(firstRepo).fullNameChars().getChars(new char[64], 0));
    expect(path, at, () -> checked.repos(firstRepo).fullNameChars().contentEquals(fullName));
    // The string is shared: read through another repository it is the same item, named by the
    // path the verifier meets it on first.
    assertTrue(firstRepo < 45);
    expect(path, at, () -> new ReposList.View().wrap(bad).repos(45).fullName());
    expect(path, at, () -> Flat.decode(ReposList.FLAT, bad));
    expect(path, at, () -> Flat.decode(ReposList.FLAT, ByteBuffer.wrap(bad)));
    FlatReader reader = new FlatReader();
    expect(path, at, () -> reader.decode(ReposList.FLAT, bad));
    expect(
        path,
        at,
        () -> new FlatVerifier().root(ReposList.FLAT, new FlatData().reset(bad, 0, bad.length)));
    ByteBuffer direct = ByteBuffer.allocateDirect(bad.length).put(bad).flip();
    expect(
        path,
        at,
        () -> new FlatVerifier().root(ReposList.FLAT, new FlatData().reset(direct.duplicate())));
    expect(path, at, () -> new ReposList.View().wrap(direct).repos(firstRepo).fullName());
    byte[] framed = Flat.encodeFramed(ReposList.FLAT, list, ReposList.FINGERPRINT);
    int shift = framed.length - good.length;
    framed[shift + at + 2] = (byte) 0xFF;
    expect(
        path,
        shift + at,
        () -> new ReposList.View().wrapFramed(framed).repos(firstRepo).fullName());

    // The same thread-local verifier, right after the failures, accepts the good bytes and reads.
    assertEquals(fullName, new ReposList.View().wrap(good).repos(45).fullName());
    assertEquals(list, Flat.decode(ReposList.FLAT, good));
    assertEquals(list, reader.decode(ReposList.FLAT, good), "the same reader after its failure");
  }

  /**
   * A bad json value read through checked access is reported as the other checked reads are: its
   * offset counted from the first byte of the input given to {@code wrap} (FORMAT.md §F0), also
   * when that is a slice of a larger array, and the verifier's path to it.
   */
  @Test
  void aBadJsonValueUnderCheckedAccessIsReportedFromTheInputsFirstByte() {
    dynamic.Event event =
        dynamic.Event.builder()
            .type("t")
            .payload(JsonValue.of("zzzz"))
            .cell(new dynamic.Cell.Text("c"))
            .build();
    byte[] bad = Flat.encode(dynamic.Event.FLAT, event);
    int at = indexOf(bad, new byte[] {0x23, 'z', 'z', 'z', 'z'}, 0); // kind 3, 4 bytes
    bad[at] = 7; // kind 7: no JSON value
    BaleException verified =
        assertThrows(BaleException.class, () -> new dynamic.Event.View().wrapVerified(bad));
    assertEquals(ErrorCode.INVALID_JSON_VALUE, verified.code());
    assertEquals(at, verified.offset());
    byte[] padded = new byte[bad.length + 16];
    System.arraycopy(bad, 0, padded, 8, bad.length);
    for (dynamic.Event.View view :
        java.util.List.of(
            new dynamic.Event.View().wrap(bad),
            new dynamic.Event.View().wrap(padded, 8, bad.length),
            new dynamic.Event.View().wrap(ByteBuffer.wrap(padded, 8, bad.length)))) {
      BaleException e = assertThrows(BaleException.class, view::payload);
      assertEquals(ErrorCode.INVALID_JSON_VALUE, e.code(), e.getMessage());
      assertEquals(at, e.offset(), e.getMessage());
      assertEquals("Event.payload", e.path(), e.getMessage());
    }
  }

  /**
   * Two bad items: a checked read of the second in the verifier's order gets its own path too (the
   * survey goes on past the first), not the root type's name, and the first keeps its own.
   */
  @Test
  void aBadItemAfterAnotherInTheVerifiersOrderHasItsPath() throws Exception {
    ReposList list = ReposData.load();
    byte[] bytes = Flat.encode(ReposList.FLAT, list);
    int early = uniqueFullName(list, 1);
    int late = uniqueFullName(list, early + 10);
    int earlyAt = stringAt(bytes, list.repos().get(early).fullName());
    int lateAt = stringAt(bytes, list.repos().get(late).fullName());
    // The early string's length runs past the body; the late one has a byte that is not UTF-8.
    ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(earlyAt - 4, 1 << 30);
    bytes[lateAt + 1] = (byte) 0xFF;

    BaleException verified =
        assertThrows(BaleException.class, () -> new ReposList.View().wrapVerified(bytes));
    assertEquals("ReposList.repos[" + early + "].full_name", verified.path());
    ReposList.View view = new ReposList.View().wrap(bytes);
    expect("ReposList.repos[" + late + "].full_name", lateAt, () -> view.repos(late).fullName());
    BaleException e = assertThrows(BaleException.class, () -> view.repos(early).fullName());
    assertEquals(verified.code(), e.code(), e.getMessage());
    assertEquals(verified.offset(), e.offset(), e.getMessage());
    assertEquals("ReposList.repos[" + early + "].full_name", e.path(), e.getMessage());
    // Reads of the good items between them are unaffected.
    assertEquals(list.repos().get(early + 1).fullName(), view.repos(early + 1).fullName());
  }

  /**
   * A {@code Node} chain of {@code depth} objects (at 8 + 32k), each one's {@code children} a list
   * of {@code fanOut} pointers to the next, and the root's {@code name} a string with a byte that
   * is not UTF-8 (the verifier's first error). With a fan-out of 2 a walk that follows every
   * pointer meets 2^depth objects; the body is ~32 bytes a level either way.
   */
  static byte[] sharedChain(int depth, int fanOut) {
    int name = 8 + 32 * depth;
    ByteBuffer b = ByteBuffer.allocate(name + 8).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    b.putInt(0, 8); // root_offset
    for (int k = 0; k < depth; k++) {
      int node = 8 + 32 * k;
      b.putShort(node + 2, (short) 3); // data_bytes 0; pointers name, children, next
      if (k + 1 < depth) {
        int list = node + 16;
        b.putInt(node + 8, list - (node + 8));
        b.putInt(list, fanOut);
        for (int i = 0; i < fanOut; i++) {
          int slot = list + 4 + 4 * i;
          b.putInt(slot, node + 32 - slot);
        }
      }
    }
    b.putInt(12, name - 12); // the root's name
    b.putInt(name, 4).put(name + 4, (byte) 'a').put(name + 5, (byte) 0xFF);
    return b.array();
  }

  /**
   * The survey behind a failing checked read walks an item several pointers share once (past the
   * first error): a body of 22 levels whose walk along every pointer meets 4 million objects costs
   * what the same chain without sharing costs (a survey that followed every pointer walked up to
   * the message count, a million objects).
   */
  @Test
  void theSurveyWalksSharedItemsOnce() {
    byte[] plain = sharedChain(22, 1);
    byte[] shared = sharedChain(22, 2);
    for (byte[] bytes : java.util.List.of(plain, shared)) {
      BaleException e =
          assertThrows(BaleException.class, () -> new alltypes.Node.View().wrap(bytes).name());
      assertEquals(ErrorCode.INVALID_UTF8, e.code(), e.getMessage());
      assertEquals("Node.name", e.path(), e.getMessage());
      BaleException v =
          assertThrows(BaleException.class, () -> new alltypes.Node.View().wrapVerified(bytes));
      assertEquals(e.offset(), v.offset());
    }
    ThreadCpu.hostileWithin(
        "a failing checked read's survey of a body that shares objects",
        () -> assertThrows(BaleException.class, () -> new alltypes.Node.View().wrap(plain).name()),
        () -> assertThrows(BaleException.class, () -> new alltypes.Node.View().wrap(shared).name()),
        plainNs -> 20 * plainNs + 5_000_000L);
  }

  /**
   * The first index from {@code from} that is its full name's first repository (equal strings are
   * stored once, and the verifier meets one at its first repository).
   */
  private static int uniqueFullName(ReposList list, int from) {
    for (int i = from; ; i++) {
      String name = list.repos().get(i).fullName();
      int first = 0;
      while (!list.repos().get(first).fullName().equals(name)) {
        first++;
      }
      if (first == i) {
        return i;
      }
    }
  }

  /**
   * The offset of the UTF-8 bytes of the one string object holding {@code s} (its u32 length, then
   * its bytes: FORMAT.md §F5), which must be stored once.
   */
  private static int stringAt(byte[] bytes, String s) {
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    byte[] needle =
        ByteBuffer.allocate(4 + utf8.length)
            .order(java.nio.ByteOrder.LITTLE_ENDIAN)
            .putInt(utf8.length)
            .put(utf8)
            .array();
    int at = indexOf(bytes, needle, 0);
    assertTrue(at >= 0 && indexOf(bytes, needle, at + 1) < 0, s);
    return at + 4;
  }

  private static void expect(String path, int stringAt, Executable call) {
    BaleException e = assertThrows(BaleException.class, call);
    assertEquals(ErrorCode.INVALID_UTF8, e.code(), e.getMessage());
    assertEquals(path, e.path(), e.getMessage());
    assertEquals(stringAt, e.offset(), "offset of the string's first byte: " + e.getMessage());
  }

  /**
   * A caller that reads on past checked-access errors pays one verification of the input for their
   * paths per wrap, not one per error (else reading n bad items of a large body would cost n full
   * verifications): 2,000 bad strings after 30,000 good ones, each read and its error caught, cost
   * a small multiple of one failing read (thread CPU time, best of five rounds; one verification
   * per error reads ~2,000x). The survey of the body (FlatSurvey) goes on past each bad string, so
   * each gets its path, up to the survey's 1,024 errors; the later ones the root type's name.
   */
  @Test
  void readsThatFailAfterTheFirstInOneWrapDoNotVerifyAgain() {
    int good = 30_000;
    int bad = 2_000;
    java.util.List<media.Image> images = new java.util.ArrayList<>();
    for (int i = 0; i < good + bad; i++) {
      images.add(media.Image.builder().uri(String.format("u%07d", i)).build());
    }
    byte[] bytes =
        Flat.encode(media.MediaContent.FLAT, media.MediaContent.builder().images(images).build());
    int at = 0;
    for (int i = 0; i < good + bad; i++) {
      at = indexOf(bytes, String.format("u%07d", i).getBytes(StandardCharsets.US_ASCII), at);
      if (i >= good) {
        bytes[at] = (byte) 0xFF;
      }
    }
    java.lang.management.ThreadMXBean cpu =
        java.lang.management.ManagementFactory.getThreadMXBean();
    media.MediaContent.View view = new media.MediaContent.View();
    long one = Long.MAX_VALUE;
    long all = Long.MAX_VALUE;
    for (int round = 0; round < 5; round++) {
      long t0 = cpu.getCurrentThreadCpuTime();
      media.MediaContent.View v = view.wrap(bytes);
      BaleException first = assertThrows(BaleException.class, () -> v.images(good).uri());
      long t1 = cpu.getCurrentThreadCpuTime();
      media.MediaContent.View w = view.wrap(bytes);
      for (int i = good; i < good + bad; i++) {
        int k = i;
        BaleException e = assertThrows(BaleException.class, () -> w.images(k).uri());
        assertEquals(ErrorCode.INVALID_UTF8, e.code(), e.getMessage());
        String path = k < good + 1024 ? "MediaContent.images[" + k + "].uri" : "MediaContent";
        assertEquals(path, e.path(), e.getMessage());
      }
      long t2 = cpu.getCurrentThreadCpuTime();
      assertEquals("MediaContent.images[" + good + "].uri", first.path());
      one = Math.min(one, t1 - t0);
      all = Math.min(all, t2 - t1);
    }
    assertTrue(
        all < 50 * one,
        bad + " failing reads took " + all + " ns of CPU, one failing read " + one + " ns");
    // The next wrap looks its own path up: other bytes through the same view (and FlatData).
    byte[] other =
        Flat.encode(media.MediaContent.FLAT, media.MediaContent.builder().images(images).build());
    other[indexOf(other, "u0000005".getBytes(StandardCharsets.US_ASCII), 0)] = (byte) 0xFF;
    BaleException e = assertThrows(BaleException.class, () -> view.wrap(other).images(5).uri());
    assertEquals("MediaContent.images[5].uri", e.path(), e.getMessage());
    e = assertThrows(BaleException.class, () -> view.wrap(bytes).images(good + 1).uri());
    assertEquals("MediaContent.images[" + (good + 1) + "].uri", e.path(), e.getMessage());
    e = assertThrows(BaleException.class, () -> view.wrap(bytes).images(good + 1500).uri());
    assertEquals("MediaContent", e.path(), "past the survey's 1,024 errors: " + e.getMessage());
    e = assertThrows(BaleException.class, () -> view.wrap(bytes).images(good).uri());
    assertEquals("MediaContent.images[" + good + "].uri", e.path(), e.getMessage());
  }

  private static int indexOf(byte[] hay, byte[] needle, int from) {
    outer:
    for (int i = from; i <= hay.length - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (hay[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
