package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The duplicate-key check of checked map reads ({@code FlatData.map}) hashes keys with a per-JVM
 * seed: keys prepared to share one slot of the old fixed hash spread like any others.
 */
class FlatKeyHashTest {

  @Test
  void keysPreparedForTheFixedHashSpread() {
    // 65,535 i64 keys t << 45 in the table of a 65,535-entry map (2^18 slots): under the fixed
    // hash ((int) (h ^ h >>> 29) * 0x9E3779B9) every one of them took slot 0, so each insert
    // probed past all the keys before it.
    int n = 65_535;
    int mask = (1 << 18) - 1;
    Set<Integer> fixed = new HashSet<>();
    Set<Integer> seeded = new HashSet<>();
    for (long t = 1; t <= n; t++) {
      long h = t << 45;
      fixed.add((int) (h ^ (h >>> 29)) * 0x9E3779B9 & mask);
      seeded.add(FlatKeys.slot(h, mask));
    }
    assertTrue(fixed.size() <= 4, "the prepared keys collide under the fixed hash: " + fixed);
    // Random slots: 2^18 (1 - e^(-n / 2^18)) ~ 58,000 distinct expected.
    assertTrue(seeded.size() > 50_000, "distinct slots: " + seeded.size());
  }

  @Test
  void seedsDiffer() {
    // Equal by chance with probability 2^-64.
    assertNotEquals(FlatData.randomSeed(), FlatData.randomSeed());
  }

  /**
   * Where the OS has {@code /dev/urandom}, the seed is read from it: a JVM's first flat read does
   * not pay for {@code SecureRandom}'s providers (35-40 ms). A fresh JVM initializes {@code
   * FlatData} and lists the classes it loads.
   */
  @Test
  void seedWithoutSecureRandomWhereTheOsHasUrandom() throws Exception {
    assumeTrue(Files.isReadable(Path.of("/dev/urandom")), "no /dev/urandom here");
    Process p =
        new ProcessBuilder(
                List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xlog:class+load=info",
                    "-cp",
                    System.getProperty("java.class.path"),
                    InitFlatData.class.getName()))
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), out);
    assertEquals(0, p.exitValue(), out);
    assertTrue(out.contains("seeded"), out);
    // The listing sees what it looks for: FlatData itself is in it.
    assertTrue(out.contains(" dev.bale.runtime.internal.FlatData "), out);
    assertFalse(out.contains(" java.security.SecureRandom "), out);
  }

  /** Run in a fresh JVM by {@link #seedWithoutSecureRandomWhereTheOsHasUrandom}. */
  static final class InitFlatData {
    public static void main(String[] args) {
      long seed = FlatData.KEY_SEED; // initializes FlatData
      System.out.println(Long.toHexString(seed).isEmpty() ? "" : "seeded");
    }
  }
}
