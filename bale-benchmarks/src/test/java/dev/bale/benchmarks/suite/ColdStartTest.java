package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Smoke test of {@link ColdStartBench} (part of {@code make test}): every case's input written and
 * its cold codec checked as {@code make bench-coldstart} does, then both benchmark methods once in
 * this (warm) JVM.
 */
class ColdStartTest {
  @TempDir static Path dir;

  static Stream<String> cases() {
    List<String> out = new ArrayList<>();
    for (String set : ColdStartBench.SETS) {
      for (String codec : ColdStartBench.CODECS) {
        out.add(set + "/" + codec);
      }
    }
    return out.stream();
  }

  @ParameterizedTest
  @MethodSource("cases")
  void everyCaseRoundTrips(String kase) throws Exception {
    ColdStart.writeAndCheck(kase, dir);
    ColdStartBench b = new ColdStartBench();
    b.kase = kase;
    b.dir = dir.toString();
    b.setup();
    assertNotNull(b.firstDecode());
    byte[] again = b.firstRoundTrip();
    byte[] bytes = Files.readAllBytes(dir.resolve(ColdStart.bytesFile(kase)));
    if (!kase.endsWith("/bale-flat") && !kase.endsWith("/kryo")) {
      // The others write the bytes they read. Flat's builder may lay a root out anew; Kryo writes
      // each list's class, and a record copies a decoded list into another JDK class.
      assertArrayEquals(bytes, again, kase);
    }
  }

  @Test
  void aFreshProcessTimesEachBenchmark() throws Exception {
    String kase = "media.1/bale-flat";
    ColdStart.writeAndCheck(kase, dir);
    for (String bench : ColdStart.BENCHMARKS) {
      long ns = ColdStart.sample(kase, dir, bench);
      assertTrue(ns > 0 && ns < 60_000_000_000L, bench + ": " + ns + " ns");
    }
    assertThrows(IllegalStateException.class, () -> ColdStart.sample(kase, dir, "warm"));
  }

  @Test
  void aCaseWithoutAColdRowIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> ColdStartBench.cold("citm/bale", List.of()));
    assertThrows(
        IllegalArgumentException.class, () -> ColdStartBench.cold("media.1/jdk", List.of()));
  }
}
