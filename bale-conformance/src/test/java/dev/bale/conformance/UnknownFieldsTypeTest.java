package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.Compact;
import dev.bale.runtime.CompactReader;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.UnknownFields;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Unknown fields record the message type they were read as, and a writer refuses them in a message
 * of another type (FORMAT.md §3.4): that type's newer readers would take them for fields of their
 * own. Before, a v2 Record's unknown fields moved into a v1 Detail were written, and a v2 reader
 * read Record's {@code label} as Detail's {@code urgent}.
 */
class UnknownFieldsTypeTest {
  /** A v2 Record with fields v1 does not know, at the root and in its Detail. */
  private static final evolve.v2.Record V2 =
      evolve.v2.Record.builder()
          .id("r1")
          .tags(List.of("a", "b"))
          .detail(new evolve.v2.Detail("note", 2, true, null))
          .label("a label")
          .archived(true)
          .scores(List.of(1, 2, 3))
          .build();

  private static evolve.v1.Record older() {
    return new CompactReader().decode(evolve.v1.Record.COMPACT, V2.toCompactBytes());
  }

  @Test
  void theTypeReadAsIsRecordedAtEveryLevel() {
    evolve.v1.Record old = older();
    assertEquals("evolve.Record", old.unknownFields().type());
    assertEquals("evolve.Detail", old.detail().unknownFields().type());
  }

  @Test
  void theirOwnTypeWritesThemBackUnchanged() {
    evolve.v1.Record old = older();
    assertArrayEquals(V2.toCompactBytes(), old.toCompactBytes());
    // A new instance of the same type takes them too (same schema name).
    evolve.v1.Detail copy = new evolve.v1.Detail("other", 5, old.detail().unknownFields());
    evolve.v1.Record again = old.toBuilder().detail(copy).build();
    evolve.v2.Record back = Compact.decode(evolve.v2.Record.COMPACT, again.toCompactBytes());
    assertEquals(true, back.detail().urgent());
    assertEquals("a label", back.label());
  }

  @Test
  void aNestedMessageRefusesTheRootsUnknownFields() {
    evolve.v1.Record old = older();
    evolve.v1.Record moved =
        old.toBuilder().detail(new evolve.v1.Detail("n", 1, old.unknownFields())).build();
    BaleException e = assertThrows(BaleException.class, moved::toCompactBytes);
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    assertEquals("Record.detail", e.path());
    assertEquals(
        "unknown fields read as a evolve.Record cannot be written in a evolve.Detail", e.detail());
  }

  @Test
  void aRootRefusesANestedMessagesUnknownFields() {
    evolve.v1.Record old = older();
    UnknownFields detailUnknown = old.detail().unknownFields();
    evolve.v1.Record moved =
        new evolve.v1.Record(
            old.id(),
            old.timestamp(),
            old.count(),
            old.active(),
            old.tags(),
            new evolve.v1.Detail("n", 1, null),
            old.kind(),
            detailUnknown);
    BaleException e = assertThrows(BaleException.class, moved::toCompactBytes);
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    assertEquals("Record", e.path());
    assertEquals(
        "unknown fields read as a evolve.Detail cannot be written in a evolve.Record", e.detail());
    // And a standalone Detail refuses the root's.
    evolve.v1.Detail detail = new evolve.v1.Detail("n", 1, old.unknownFields());
    e = assertThrows(BaleException.class, detail::toCompactBytes);
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    assertEquals("Detail", e.path());
  }

  @Test
  void oneInstanceInTwoMessagesNamesTheOneThatRefusedIt() {
    // The Detail's unknown fields held where they belong (the Detail) and where they do not (the
    // Record): the path names the Record, whose type refused them, not the Detail, which the walk
    // meets first (a record's own unknown fields come after its fields). Before: "Record.detail".
    evolve.v1.Record old = older();
    UnknownFields u = old.detail().unknownFields();
    evolve.v1.Record both = old.toBuilder().unknownFields(u).build();
    BaleException e = assertThrows(BaleException.class, both::toCompactBytes);
    assertEquals(ErrorCode.INVALID_VALUE, e.code());
    assertEquals("Record", e.path());
    assertEquals(
        "unknown fields read as a evolve.Detail cannot be written in a evolve.Record", e.detail());
    // The Record's held by its Detail as well: the Detail refuses them, and is named.
    evolve.v1.Record shared =
        old.toBuilder().detail(new evolve.v1.Detail("n", 1, old.unknownFields())).build();
    e = assertThrows(BaleException.class, shared::toCompactBytes);
    assertEquals("Record.detail", e.path());
  }

  @Test
  void theWriterIsUsableAfterARefusal() {
    evolve.v1.Record old = older();
    dev.bale.runtime.CompactWriter w = new dev.bale.runtime.CompactWriter();
    evolve.v1.Detail bad = new evolve.v1.Detail("n", 1, old.unknownFields());
    assertThrows(BaleException.class, () -> w.encode(evolve.v1.Detail.COMPACT, bad));
    assertArrayEquals(V2.toCompactBytes(), w.encode(evolve.v1.Record.COMPACT, old));
  }

  @Test
  void twoDecodedRootsInOneMessageNameTheHolder() {
    // MIXED_UNKNOWN_ORIGINS names the message whose fields meet the second origin, not only its
    // type. The nested Detail ends first, so the root's own fields are the second origin.
    evolve.v1.Record a = older();
    evolve.v1.Record b =
        new CompactReader()
            .decode(
                evolve.v1.Record.COMPACT,
                V2.toBuilder().id("another root").label("another").build().toCompactBytes());
    evolve.v1.Record mixed = a.toBuilder().detail(b.detail()).build();
    BaleException e = assertThrows(BaleException.class, mixed::toCompactBytes);
    assertEquals(ErrorCode.MIXED_UNKNOWN_ORIGINS, e.code());
    assertEquals("Record", e.path());
  }
}
