package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.MessageStreamWriter;
import dev.bale.runtime.flat.Flat;
import dev.bale.runtime.flat.FlatBuilder;
import dev.bale.runtime.flat.FlatReader;
import java.io.ByteArrayOutputStream;
import java.util.List;
import media.Media;
import media.MediaContent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every reusable object of the public API, handed a null type, value or input: a clear exception (a
 * {@link NullPointerException} naming the argument, or {@code INVALID_VALUE} for a null root), and
 * the same object then takes the next call as a new one would. A null type used to leave a {@link
 * CompactReader} refusing every later root as "not reentrant".
 */
class NullArgumentsTest {
  private static final MediaContent VALUE =
      MediaContent.builder()
          .media(Media.builder().uri("u").format("f").persons(List.of("a", "b")).build())
          .build();

  private static void refused(Class<? extends Throwable> kind, Executable call) {
    Throwable t = assertThrows(kind, call);
    if (t instanceof BaleException e) {
      assertEquals(ErrorCode.INVALID_VALUE, e.code(), e.getMessage());
      assertEquals("MediaContent", e.path(), "the root type's simple name (FORMAT.md §8)");
    }
  }

  @Test
  void compactWriterAndReader() {
    byte[] bytes = new CompactWriter().encode(MediaContent.COMPACT, VALUE);
    CompactWriter w = new CompactWriter();
    CompactReader r = new CompactReader();
    for (int round = 0; round < 2; round++) {
      refused(NullPointerException.class, () -> w.encode(null, VALUE));
      refused(BaleException.class, () -> w.encode(MediaContent.COMPACT, null));
      assertArrayEquals(bytes, w.encode(MediaContent.COMPACT, VALUE));
      refused(NullPointerException.class, () -> r.decode(null, bytes));
      refused(NullPointerException.class, () -> r.decode(MediaContent.COMPACT, (byte[]) null));
      assertEquals(VALUE, r.decode(MediaContent.COMPACT, bytes));
    }
  }

  @Test
  void flatBuilderReaderAndViews() {
    byte[] bytes = Flat.encode(MediaContent.FLAT, VALUE);
    FlatBuilder b = new FlatBuilder();
    FlatReader r = new FlatReader();
    MediaContent.View v = new MediaContent.View();
    for (int round = 0; round < 2; round++) {
      refused(NullPointerException.class, () -> Flat.encode(b, null, VALUE));
      refused(BaleException.class, () -> Flat.encode(b, MediaContent.FLAT, null));
      assertArrayEquals(bytes, Flat.encode(b, MediaContent.FLAT, VALUE).toByteArray());
      refused(NullPointerException.class, () -> r.decode(null, bytes));
      refused(NullPointerException.class, () -> r.decode(MediaContent.FLAT, null));
      assertEquals(VALUE, r.decode(MediaContent.FLAT, bytes));
      refused(NullPointerException.class, () -> v.wrap((byte[]) null));
      assertEquals("f", v.wrap(bytes).media().format());
    }
  }

  @Test
  void messageStreamWriter() throws Exception {
    CompactType<MediaContent> t = MediaContent.COMPACT;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MessageStreamWriter<MediaContent> s = MessageStreamWriter.messages(t, 1L, out);
    for (int round = 0; round < 2; round++) {
      refused(BaleException.class, () -> s.write(null));
      s.write(VALUE);
    }
    assertEquals(2, s.records());
  }
}
