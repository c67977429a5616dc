package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import alltypes.Node;
import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.flat.Flat;
import java.util.List;
import media.Image;
import media.Media;
import media.MediaContent;
import org.junit.jupiter.api.Test;

/**
 * Encode errors on values built in code name the field path of the refused value (issue 15, item
 * 8), in the accessor names of the generated records, for both codecs.
 */
class EncodeErrorPathTest {
  private static MediaContent withImageUri(String uri) {
    Image ok = Image.builder().uri("a").build();
    Image bad = Image.builder().uri(uri).build();
    return MediaContent.builder()
        .media(Media.builder().uri("m").persons(List.of("x", "y")).build())
        .images(List.of(ok, bad))
        .build();
  }

  @Test
  void aLoneSurrogateIsNamedByItsPath() {
    MediaContent v = withImageUri("bad \uD800");
    BaleException c =
        assertThrows(
            BaleException.class, () -> new CompactWriter().encode(MediaContent.COMPACT, v));
    assertEquals(ErrorCode.INVALID_STRING, c.code());
    assertEquals("MediaContent.images[1].uri", c.path());
    assertEquals(-1, c.offset());
    BaleException f = assertThrows(BaleException.class, () -> Flat.encode(MediaContent.FLAT, v));
    assertEquals(ErrorCode.INVALID_STRING, f.code());
    assertEquals("MediaContent.images[1].uri", f.path());
    // A list element, deeper down; the writer is usable afterwards.
    MediaContent p =
        MediaContent.builder()
            .media(Media.builder().persons(List.of("ok", "\uDC00")).build())
            .build();
    CompactWriter w = new CompactWriter();
    assertEquals(
        "MediaContent.media.persons[1]",
        assertThrows(BaleException.class, () -> w.encode(MediaContent.COMPACT, p)).path());
    w.encode(MediaContent.COMPACT, withImageUri("fine"));
  }

  @Test
  void theDepthLimitNamesTheMessageBeyondIt() {
    Node n = new Node("leaf", List.of(), null, null);
    for (int i = 0; i < 5; i++) {
      n = new Node("n" + i, List.of(), n, null);
    }
    Node root = n;
    BaleException e =
        assertThrows(
            BaleException.class, () -> new CompactWriter().maxDepth(3).encode(Node.COMPACT, root));
    assertEquals(ErrorCode.DEPTH_LIMIT, e.code());
    // Level 3 is the second next; its children list would be level 4.
    assertEquals("Node.next.next.children", e.path());
    // A message beyond the limit is found by its identity.
    Node deepChildren = new Node("c", List.of(new Node("d", List.of(), null, null)), null, null);
    BaleException m =
        assertThrows(
            BaleException.class,
            () -> new CompactWriter().maxDepth(2).encode(Node.COMPACT, deepChildren));
    assertEquals(ErrorCode.DEPTH_LIMIT, m.code());
    assertEquals("Node.children[0]", m.path()); // level 3: the list is level 2
  }
}
