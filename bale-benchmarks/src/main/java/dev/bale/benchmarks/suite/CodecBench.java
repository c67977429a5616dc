package dev.bale.benchmarks.suite;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Encode and decode of every codec on every data set (the main tables of docs/benchmarks.md).
 * {@code kase} is {@code "dataSet/codec"}; {@link Suite} passes the full list. Setup builds the
 * codec's in-memory form and checks the round trip before anything is timed.
 */
@State(Scope.Thread)
@Fork(
    jvmArgsAppend = {Suite.AGRONA_EXPORT, Suite.AGRONA_EXPORTED, BaleFresh.OPEN, BaleFresh.OPENED})
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CodecBench {
  /** {@code "dataSet/codec"}, e.g. {@code media.1/bale}. */
  @Param({"media.1/bale"})
  public String kase;

  private Case c;
  private byte[] bytes;

  @Setup
  public void setup() {
    c = Cases.create(kase);
    c.verify();
    bytes = c.encode();
  }

  @Benchmark
  public byte[] encode() {
    return c.encode();
  }

  @Benchmark
  public Object decode() {
    return c.decode(bytes);
  }
}
