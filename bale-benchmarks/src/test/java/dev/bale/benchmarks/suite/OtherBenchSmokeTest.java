package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Smoke test of the partial-read, bulk and buffer benchmarks (part of {@code make test}): setup
 * (which checks what each reads against the records) and every benchmark method once.
 */
class OtherBenchSmokeTest {
  private static final Blackhole BH =
      new Blackhole(
          "Today's password is swordfish. I understand instantiating Blackholes directly is"
              + " dangerous.");

  static Stream<String> partialCases() {
    return PartialReadBench.ids().stream();
  }

  @ParameterizedTest
  @MethodSource("partialCases")
  void partialRead(String id) {
    PartialReadBench b = new PartialReadBench();
    b.partial = id;
    b.setup();
    b.read(BH);
  }

  @Test
  void everyPartialSetHasFlatBuffersAndProtobuf() {
    for (DataSet d : PartialReadBench.SETS) {
      assertTrue(PartialReadBench.ids().contains(d.id + "/flatbuffers"), d.id);
      assertTrue(PartialReadBench.ids().contains(d.id + "/protobuf"), d.id);
    }
  }

  @Test
  void everyPriceSetHasSbeBesideTheFlatViews() {
    for (DataSet d : PartialReadBench.PRICE_SETS) {
      for (String codec :
          java.util.List.of(
              "sbe", PartialReadBench.VIEW, PartialReadBench.VIEW_UNCHECKED, "protobuf")) {
        assertTrue(PartialReadBench.ids().contains(d.id + "/" + codec), d.id + "/" + codec);
      }
    }
  }

  @Test
  void bulkInts() {
    BulkIntBench b = new BulkIntBench();
    b.setup();
    assertEquals(BulkIntBench.N, b.dataInputStream().length);
    assertEquals(BulkIntBench.N, b.byteBuffer().length);
    assertEquals(4 * BulkIntBench.N, b.arraycopy().length);
    assertEquals(BulkIntBench.N, b.baleVarint().varint().size());
    assertEquals(BulkIntBench.N, b.baleFixed().fixed().size());
  }

  @ParameterizedTest
  @ValueSource(strings = {"media.1", "twitter"})
  void buffers(String data) throws java.io.IOException {
    BufferBench b = new BufferBench();
    b.data = data;
    b.setup();
    int size = b.reusedWriter().length;
    assertEquals(size, b.newWriter().length);
    assertEquals(size, b.newWriterPooled().length);
    assertEquals(size, b.reusedBuffer());
    assertEquals(size, b.pooledBuffer());
    assertEquals(size, b.encodeToBuffers());
    assertEquals(size, b.reusedStream());
    assertEquals(size, b.reusedDirect());
  }
}
