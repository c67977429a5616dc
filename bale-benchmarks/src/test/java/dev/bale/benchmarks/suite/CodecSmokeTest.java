package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The benchmark suite's smoke test (part of {@code make test}): every codec on every data set,
 * media.2-4 included, goes through the benchmark's setup (which checks the round trip against the
 * Bale record) and each benchmark method runs once. Asserts no speed.
 */
class CodecSmokeTest {
  static Stream<String> cases() {
    return Cases.ids(Arrays.asList(DataSet.values())).stream();
  }

  @ParameterizedTest
  @MethodSource("cases")
  void roundTripsAndRuns(String kase) {
    CodecBench bench = new CodecBench();
    bench.kase = kase;
    bench.setup();
    byte[] bytes = bench.encode();
    assertTrue(bytes.length > 0, kase);
    assertNotNull(bench.decode(), kase);
  }

  @org.junit.jupiter.api.Test
  void everySetHasAFlatBuffersRow() {
    for (DataSet d : DataSet.values()) {
      assertTrue(Cases.ids(List.of(d)).contains(d.id + "/flatbuffers"), d.id);
    }
  }

  @org.junit.jupiter.api.Test
  void sbeRunsOnThePriceSetsOnly() {
    for (DataSet d : DataSet.values()) {
      boolean price = d == DataSet.SMALL || d == DataSet.MEDIUM || d == DataSet.LARGE;
      assertEquals(price, Cases.ids(List.of(d)).contains(d.id + "/sbe"), d.id);
    }
  }

  @org.junit.jupiter.api.Test
  void everyTimedSetHasEveryRecordPeer() {
    for (DataSet d : Cases.TIMED) {
      List<String> ids = Cases.ids(List.of(d));
      assertTrue(ids.contains(d.id + "/kryo") && ids.contains(d.id + "/protobuf"), d.id);
      assertTrue(ids.contains(d.id + "/protobuf-fresh"), d.id);
    }
  }
}
