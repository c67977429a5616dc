package dev.bale.runtime.internal;

/**
 * Where a writer's one-pass root (a leaf root, {@link CompactSink#leafRoot}; a tree root, {@link
 * CompactTree#root}) goes once its size is known: into a new array of exactly that size; while a
 * caller has set a place ({@link #set}), into the caller's array at a position, optionally after
 * its length as a uvarint (a message stream's record; a session stream's, the length shifted left
 * by one), when it fits there; or, after {@link #headroom}, into a new array with room for a header
 * in front. Nothing is written outside {@code [start, end)} of a caller's array. Not API; one per
 * writer, not thread-safe.
 */
public final class RootPlace {
  private boolean on;
  private byte[] into;
  private int at;
  private int limit;
  // -1: no length before the root; else the shift of the length written before it (a record's h).
  private int shift;
  private int start;
  private int end;

  /** {@link #set}'s {@code shift} for a root with nothing before it. */
  public static final int NO_LENGTH = -1;

  /** {@link #set}'s {@code shift} for a message stream's record: the root's length, then it. */
  public static final int RECORD = 0;

  /** {@link #set}'s {@code shift} for a session stream's record: {@code h = length << 1}. */
  public static final int SESSION_RECORD = 1;

  /**
   * Places the next roots in {@code a} from {@code at}, ending at or before {@code limit}, after
   * their length shifted left by {@code shift} as a uvarint ({@link #NO_LENGTH}: nothing before
   * them); a root that does not fit gets an array of its own.
   */
  public void set(byte[] a, int at, int limit, int shift) {
    on = true;
    into = a;
    this.at = at;
    this.limit = limit;
    this.shift = shift;
  }

  /** The bytes of a root of {@code size} bytes, with its length when {@code shift} asks for it. */
  public static long recordSize(int size, int shift) {
    return shift < 0 ? size : CompactSink.varintSize((long) size << shift) + (long) size;
  }

  /** Places the next roots in new arrays with {@code n} bytes before the root (a frame header). */
  public void headroom(int n) {
    on = true;
    into = null;
    at = n;
  }

  /** Roots in arrays of their own again. */
  public void clear() {
    on = false;
    into = null;
  }

  /**
   * The array a root of {@code size} bytes goes into: the place set, when the root (and its length)
   * fit there, else a new array of exactly {@code size} bytes (and the headroom, if set). The root
   * then spans {@link #start()} to {@link #end()} of it.
   */
  public byte[] array(int size) {
    byte[] a = into;
    if (a != null) {
      int p = at;
      int sh = shift;
      if (recordSize(size, sh) <= limit - p) {
        if (sh >= 0) {
          p = CompactSink.putVarint(a, p, (long) size << sh);
        }
        start = p;
        end = p + size;
        return a;
      }
    } else if (on && at > 0) {
      start = at;
      end = at + size;
      return new byte[end];
    }
    start = 0;
    end = size;
    return new byte[size];
  }

  /** Where the last root of {@link #array} begins (after its length, when there is one). */
  public int start() {
    return start;
  }

  /** Where the last root of {@link #array} ends. */
  public int end() {
    return end;
  }
}
