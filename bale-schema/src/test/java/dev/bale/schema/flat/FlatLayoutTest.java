package dev.bale.schema.flat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.bale.schema.SchemaLoader;
import dev.bale.schema.flat.FlatLayout.MessageLayout;
import dev.bale.schema.flat.FlatLayout.Placement;
import dev.bale.schema.flat.FlatLayout.Slot;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.UnionDecl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FlatLayoutTest {
  private static Schema load(String text) throws Exception {
    return SchemaLoader.loadString("t.bale", "package t;\n" + text);
  }

  private static Path schemas() {
    String prop = System.getProperty("bale.root");
    Path p = prop != null && !prop.isEmpty() ? Path.of(prop) : Path.of("").toAbsolutePath();
    while (!Files.isDirectory(p.resolve("testdata/schemas"))) {
      p = p.getParent();
    }
    return p.resolve("testdata/schemas");
  }

  /** Renders a slot as {@code p0} (pointer 0), {@code b12} (bit 12), {@code d8:4} (data). */
  private static String render(Slot s) {
    String base =
        switch (s.placement()) {
          case POINTER -> "p" + s.offset();
          case BIT -> "b" + s.bit();
          case DATA -> "d" + s.offset() + ":" + s.width();
        };
    return s.presenceBit() >= 0 ? "?" + s.presenceBit() + base : base;
  }

  private static List<String> render(MessageLayout l) {
    List<String> out = new ArrayList<>();
    for (Slot s : l.slots()) {
      out.add(render(s));
    }
    return out;
  }

  @Test
  void equalMessagesOfTwoSchemasHaveTheirOwnLayouts() throws Exception {
    // The two M are equal records (their field types compare by name), but P differs: each M's
    // layout must come from its own P, whichever schema asked first.
    Schema small = load("message M { P p = 1; i32 after = 2; } struct P { i32 x = 1; }");
    Schema big = load("message M { P p = 1; i32 after = 2; } struct P { i64 x = 1; i64 y = 2; }");
    MessageDecl m1 = (MessageDecl) small.find("M");
    MessageDecl m2 = (MessageDecl) big.find("M");
    assertEquals(m1, m2);
    assertEquals(List.of("d0:4", "d4:4"), render(FlatLayout.message(m1)));
    assertEquals(List.of("d0:16", "d16:4"), render(FlatLayout.message(m2)));
    assertEquals(List.of("d0:4", "d4:4"), render(FlatLayout.message(m1)));
    // Both are kept: schemas taking turns do not recompute each other's layouts.
    MessageLayout first = FlatLayout.message(m1);
    MessageLayout second = FlatLayout.message(m2);
    assertSame(first, FlatLayout.message(m1));
    assertSame(second, FlatLayout.message(m2));
  }

  @Test
  void holesLeftByAlignmentAreFilled() throws Exception {
    Schema s =
        load(
            "message H { i8 a = 1; i64 b = 2; i16 c = 3; bool d = 4; i32 e = 5; bool f = 6;"
                + " u8 g = 7; f64? h = 8; bool? i = 9; }");
    MessageLayout l = FlatLayout.message((MessageDecl) s.find("H"));
    // a fills byte 0; b is 8-aligned; c takes the first free 2-aligned pair (2..3); d turns
    // the free byte 1 into a bit byte; e fills 4..7; f shares d's byte; g takes the next free
    // byte after the data (16); h's presence bit and i's two bits go into byte 1 as well.
    assertEquals(
        List.of("d0:1", "d8:8", "d2:2", "b8", "d4:4", "b9", "d16:1", "?10d24:8", "?11b12"),
        render(l));
    assertEquals(32, l.dataBytes());
    assertEquals(0, l.ptrCount());
    assertEquals(8, l.dataStart());
  }

  @Test
  void appendingFieldsNeverMovesExistingOnes() throws Exception {
    Schema v1 = SchemaLoader.load(List.of(schemas().resolve("evolve_v1.bale")));
    Schema v2 = SchemaLoader.load(List.of(schemas().resolve("evolve_v2.bale")));
    for (String type : List.of("evolve.Record", "evolve.Detail")) {
      List<String> a = render(FlatLayout.message((MessageDecl) v1.find(type)));
      List<String> b = render(FlatLayout.message((MessageDecl) v2.find(type)));
      assertEquals(a, b.subList(0, a.size()), type);
    }
    MessageLayout r1 = FlatLayout.message((MessageDecl) v1.find("evolve.Record"));
    MessageLayout r2 = FlatLayout.message((MessageDecl) v2.find("evolve.Record"));
    assertEquals(List.of("p0", "d0:8", "d8:4", "b96", "p1", "p2", "d16:4"), render(r1));
    // priority (i32, default 3) fills the hole at 20 inside version 1's 24 data bytes: an older
    // writer leaves zeros there, which read as the default because values are stored XOR default.
    assertEquals(
        List.of("p0", "d0:8", "d8:4", "b96", "p1", "p2", "d16:4", "p3", "b97", "p4", "p5", "p6"),
        render(r2).subList(0, 12));
    assertEquals("d20:4", render(r2.slots().get(12)));
    assertEquals("b98", render(r2.slots().get(13)));
    assertEquals(24, r1.dataBytes());
    assertEquals(24, r2.dataBytes());
    assertEquals(3, r1.ptrCount());
    assertEquals(7, r2.ptrCount());
    assertEquals(16, r1.dataStart()); // 4 + 3 x 4 = 16
    assertEquals(32, r2.dataStart()); // 4 + 7 x 4 = 32
  }

  @Test
  void structsAreSequentialWithPointerSlots() throws Exception {
    Schema s = SchemaLoader.load(List.of(schemas().resolve("alltypes.bale")));
    FlatLayout.StructLayout point = FlatLayout.struct((StructDecl) s.find("Point"));
    assertEquals(16, point.size());
    assertEquals(8, point.align());
    FlatLayout.StructLayout box = FlatLayout.struct((StructDecl) s.find("Box"));
    List<String> slots = new ArrayList<>();
    for (Slot sl : box.slots()) {
      slots.add(render(sl));
    }
    // min 0..15, max 16..31, filled 32, z 36, label (pointer) 40, color 44, leaf (pointer) 48,
    // corners (pointer) 52; size 56 (a multiple of 8).
    assertEquals(List.of("d0:16", "d16:16", "d32:1", "d36:4", "p40", "d44:4", "p48", "p52"), slots);
    assertEquals(56, box.size());
    assertEquals(8, box.align());
    assertEquals(Placement.POINTER, box.slots().get(4).placement());
  }

  @Test
  void unionCellsAndMapEntries() throws Exception {
    Schema s = SchemaLoader.load(List.of(schemas().resolve("alltypes.bale")));
    UnionDecl shape = (UnionDecl) s.find("Shape");
    assertEquals(
        new FlatLayout.CellLayout(new FlatLayout.Inline(false, 16, 8), 8, 24),
        FlatLayout.cell(shape.cases().get(0).type())); // Point
    assertEquals(
        new FlatLayout.CellLayout(new FlatLayout.Inline(false, 1, 1), 4, 8),
        FlatLayout.cell(shape.cases().get(4).type())); // bool
    assertEquals(
        new FlatLayout.CellLayout(new FlatLayout.Inline(true, 4, 4), 4, 8),
        FlatLayout.cell(shape.cases().get(2).type())); // string
    MessageDecl all = (MessageDecl) s.find("AllTypes");
    // map<string, Point>: key pointer at 0, value at 8, 24 bytes; map<bool, string>: 8 bytes.
    FlatLayout.EntryLayout e = FlatLayout.entry((MapType) all.fields().get(62).type());
    assertEquals(8, e.valueOffset());
    assertEquals(24, e.size());
    assertEquals(8, e.align());
    FlatLayout.EntryLayout b = FlatLayout.entry((MapType) all.fields().get(51).type());
    assertEquals(4, b.valueOffset());
    assertEquals(8, b.size());
    FlatLayout.EntryLayout i8 = FlatLayout.entry((MapType) all.fields().get(52).type());
    assertEquals(4, i8.valueOffset()); // map<i8, i32>
    assertEquals(8, i8.size());
  }

  @Test
  void tooLargeMessagesAreRejected() throws Exception {
    StringBuilder sb = new StringBuilder("message Big {");
    for (int i = 1; i <= 8200; i++) {
      sb.append(" i64 x").append(i).append(" = ").append(i).append(';');
    }
    Schema s = load(sb.append(" }").toString());
    assertThrows(
        IllegalArgumentException.class, () -> FlatLayout.message((MessageDecl) s.find("Big")));
  }
}
