package dev.bale.runtime.flat;

import dev.bale.runtime.Limits;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatVerifier;

/**
 * A reusable flat decoder, the counterpart of a reused {@link FlatBuilder}: {@link #decode}
 * verifies a body (FORMAT.md §F10) and reads every field into new records, exactly as {@link
 * Flat#decode(FlatType, byte[])} does, but with this reader's own {@link FlatVerifier} and {@link
 * FlatData} instead of a thread-local verifier and a new {@code FlatData} per call, so a decode
 * allocates only the values it returns. For small roots decoded in a loop (a quote or a price
 * tick), where those fixed costs weigh.
 *
 * <p>Not thread-safe: one reader per thread. Nothing carries over from one call to the next: the
 * verifier starts every body afresh, and the bytes and the records decoded are let go when a call
 * returns (RELIABILITY.md G11).
 */
public final class FlatReader {
  private final FlatVerifier verifier;
  private final FlatData data = new FlatData(); // kept released between calls (point, release)

  /** A reader with the default limits. */
  public FlatReader() {
    this(Limits.DEFAULT);
  }

  /** A reader under {@code limits} (depth, traversal budget). */
  public FlatReader(Limits limits) {
    // The walk runs without the field path; a failing body is walked again with it
    // (Flat.decodeVerified).
    verifier = new FlatVerifier(limits).trackPath(false);
  }

  /** Verifies and decodes the flat body spanning all of {@code bytes}. */
  public <T> T decode(FlatType<T> type, byte[] bytes) {
    return decode(type, bytes, 0, bytes.length);
  }

  /** Verifies and decodes the flat body in {@code bytes[off, off + len)}. */
  public <T> T decode(FlatType<T> type, byte[] bytes, int off, int len) {
    FlatData d = data.point(bytes, off, len);
    try {
      return Flat.decodeVerified(type, d, verifier);
    } finally {
      d.release(); // drops the bytes and the shared-record table
    }
  }
}
