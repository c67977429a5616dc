package dev.bale.runtime.internal;

import dev.bale.runtime.CompactReader;
import dev.bale.runtime.CompactWriter;
import java.util.function.Function;

/**
 * Not API: the {@link CompactSink} behind a {@link CompactWriter} and the {@link CompactSource}
 * behind a {@link CompactReader}, for tests and tools that drive a generated codec's {@code
 * write}/{@code read} (or its one-pass leaf methods) directly. The writer and reader classes hand
 * their accessors over when they are initialised; creating an instance guarantees that.
 */
public final class CompactAccess {
  private static volatile Function<CompactWriter, CompactSink> sinks;
  private static volatile Function<CompactReader, CompactSource> sources;

  private CompactAccess() {}

  /** Called once by {@link CompactWriter}'s class initialiser. */
  public static void sinks(Function<CompactWriter, CompactSink> accessor) {
    if (sinks == null) {
      sinks = accessor;
    }
  }

  /** Called once by {@link CompactReader}'s class initialiser. */
  public static void sources(Function<CompactReader, CompactSource> accessor) {
    if (sources == null) {
      sources = accessor;
    }
  }

  /** The sink {@code writer} encodes through (its options apply). */
  public static CompactSink sink(CompactWriter writer) {
    return sinks.apply(writer);
  }

  /** The source {@code reader} decodes through (its limits apply). */
  public static CompactSource source(CompactReader reader) {
    return sources.apply(reader);
  }
}
