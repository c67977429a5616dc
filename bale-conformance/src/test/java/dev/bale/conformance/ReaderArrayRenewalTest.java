package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import java.util.List;
import media.Image;
import media.Media;
import media.MediaContent;
import media.Player;
import media.Size;
import org.junit.jupiter.api.Test;
import repos.ReposList;

/**
 * A reader renews its string-table array and a wide record's array after every 2 MB of roots read
 * with a table (kept young for G1's write barrier): values, shared strings and errors stay the same
 * across renewals, with tables of every size and failing roots in between.
 */
class ReaderArrayRenewalTest {
  private static MediaContent media(int i) {
    String title = "title " + i; // shared by the media and both images (one table entry)
    return MediaContent.builder()
        .media(
            Media.builder()
                .uri("http://example.com/" + i)
                .title(title)
                .format("video/mpg4")
                .persons(List.of("Bill Gates", "Steve Jobs\uC2A4", "p" + i))
                .player(Player.JAVA)
                .build())
        .images(
            List.of(
                Image.builder().uri("http://example.com/l" + i).title(title).build(),
                Image.builder()
                    .uri("http://example.com/s" + i)
                    .title(title)
                    .size(Size.SMALL)
                    .build()))
        .build();
  }

  @Test
  void valuesSharedStringsAndErrorsAcrossRenewals() {
    CompactWriter w = new CompactWriter();
    byte[][] roots = new byte[7][];
    for (int i = 0; i < roots.length; i++) {
      roots[i] = w.encode(MediaContent.COMPACT, media(i));
    }
    // A table of more entries than the reader starts with: its array grows between renewals.
    String[] persons = new String[300];
    for (int i = 0; i < persons.length; i++) {
      persons[i] = "person " + i;
    }
    MediaContent m = media(99);
    MediaContent big =
        m.toBuilder().media(m.media().toBuilder().persons(List.of(persons)).build()).build();
    byte[] large = w.encode(MediaContent.COMPACT, big);
    byte[] bad = roots[3].clone();
    bad[bad.length - 1] ^= 0x40;
    String expected = failure(new CompactReader(), bad);
    CompactReader r = new CompactReader();
    for (int k = 0; k < 20000; k++) {
      int i = k % roots.length;
      if (k % 997 == 0) {
        assertEquals(expected, failure(r, bad), "root " + k);
      }
      if (k % 3000 == 700) {
        MediaContent v = r.decode(MediaContent.COMPACT, large);
        assertEquals(big, v, "root " + k);
        assertSame(v.media().title(), v.images().get(1).title());
      }
      MediaContent v = r.decode(MediaContent.COMPACT, roots[i]);
      assertEquals(media(i), v, "root " + k);
      assertSame(v.media().title(), v.images().get(0).title(), "root " + k);
      assertSame(v.media().title(), v.images().get(1).title(), "root " + k);
    }
  }

  @Test
  void wideRecordsAcrossRenewals() throws Exception {
    ReposList list = ReposData.load();
    byte[] bytes = list.toCompactBytes();
    CompactReader r = new CompactReader();
    byte[] small = new CompactWriter().encode(MediaContent.COMPACT, media(1));
    for (int k = 0; k < 17000; k++) {
      r.decode(MediaContent.COMPACT, small); // roots counted toward a renewal
      if (k % 2000 == 0) {
        assertEquals(list, r.decode(ReposList.COMPACT, bytes), "root " + k);
      }
    }
  }

  /**
   * Renewals are counted in input bytes, so a reader of large roots renews too, and a table array
   * larger than the old 256-slot cap (300 entries here) is replaced: its identity changes within a
   * few MB of such roots, and the values read across the change are right.
   */
  @Test
  void largeTablesRenewedByBytesRead() throws Exception {
    String[] persons = new String[300];
    for (int i = 0; i < persons.length; i++) {
      persons[i] = "person number " + i + " of a long list";
    }
    MediaContent m = media(7);
    MediaContent big =
        m.toBuilder().media(m.media().toBuilder().persons(List.of(persons)).build()).build();
    byte[] large = new CompactWriter().encode(MediaContent.COMPACT, big);
    CompactReader r = new CompactReader();
    assertEquals(big, r.decode(MediaContent.COMPACT, large));
    Object first = stringsArray(r);
    int renewals = 0;
    Object last = first;
    long read = 0;
    for (int k = 0; read < (6L << 20); k++) {
      MediaContent v = r.decode(MediaContent.COMPACT, large);
      read += large.length;
      assertEquals(big, v, "root " + k);
      assertSame(v.media().title(), v.images().get(0).title(), "root " + k);
      Object now = stringsArray(r);
      if (now != last) {
        renewals++;
        last = now;
      }
    }
    org.junit.jupiter.api.Assertions.assertTrue(
        renewals >= 2, "a 300-entry table array renewed " + renewals + " times in 6 MB of roots");
  }

  private static Object stringsArray(CompactReader r) throws Exception {
    return decoderField(r, "strings");
  }

  /** The field {@code name} of the reader's decoder (its private state, read by reflection). */
  private static Object decoderField(CompactReader r, String name) throws Exception {
    java.lang.reflect.Field f = CompactReader.class.getDeclaredField("decoder");
    f.setAccessible(true);
    Object decoder = f.get(r);
    java.lang.reflect.Field field = decoder.getClass().getDeclaredField(name);
    field.setAccessible(true);
    return field.get(decoder);
  }

  /**
   * A wide record's factory no longer clears the reader's array after each record: the reader
   * clears it when the root ends, after a valid root and after one that fails past its first
   * records alike, so it keeps no reference to a decoded value (RELIABILITY.md G11).
   */
  @Test
  void wideReferencesClearedWhenTheRootEnds() throws Exception {
    ReposList list = ReposData.load();
    byte[] bytes = list.toCompactBytes();
    CompactReader r = new CompactReader();
    assertEquals(list, r.decode(ReposList.COMPACT, bytes));
    assertNoWideReferences(r);
    // Cut in the second half: the records before the cut were built, then the root fails.
    byte[] cut = java.util.Arrays.copyOf(bytes, bytes.length - bytes.length / 4);
    org.junit.jupiter.api.Assertions.assertThrows(
        BaleException.class, () -> r.decode(ReposList.COMPACT, cut));
    assertNoWideReferences(r);
    assertEquals(list, r.decode(ReposList.COMPACT, bytes));
    assertNoWideReferences(r);
  }

  private static void assertNoWideReferences(CompactReader r) throws Exception {
    Object[] a = (Object[]) decoderField(r, "wideRefs");
    for (int i = 0; i < a.length; i++) {
      assertEquals(null, a[i], "wideRefs[" + i + "]");
    }
  }

  private static String failure(CompactReader r, byte[] bytes) {
    try {
      r.decode(MediaContent.COMPACT, bytes);
      return "no error";
    } catch (BaleException e) {
      return e.code() + "@" + e.offset() + " " + e.path();
    }
  }
}
