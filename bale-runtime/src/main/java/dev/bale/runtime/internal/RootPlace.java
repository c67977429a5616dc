package dev.bale.runtime.internal;

/**
 * Where a writer's one-pass root (a leaf root, {@link CompactSink#leafRoot}; a tree root, {@link
 * CompactTree#root}) goes once its size is known: into a new array of exactly that size, or, while
 * a caller has set a place ({@link #set}), into the caller's array at a position, optionally after
 * its length as a uvarint (a message stream's record), when it fits there. Nothing is written
 * outside {@code [start, end)} of the caller's array. Not API; one per writer, not thread-safe.
 */
public final class RootPlace {
  private byte[] into;
  private int at;
  private int limit;
  private boolean prefixed;
  private int start;
  private int end;

  /**
   * Places the next roots in {@code a} from {@code at}, ending at or before {@code limit}, after
   * their length when {@code prefixed}; a root that does not fit gets an array of its own.
   */
  public void set(byte[] a, int at, int limit, boolean prefixed) {
    into = a;
    this.at = at;
    this.limit = limit;
    this.prefixed = prefixed;
  }

  /** Whether a place is set. */
  public boolean active() {
    return into != null;
  }

  /** Roots in arrays of their own again. */
  public void clear() {
    into = null;
  }

  /**
   * The array a root of {@code size} bytes goes into: the place set, when the root (and its length)
   * fit there, else a new array of exactly {@code size} bytes. The root then spans {@link #start()}
   * to {@link #end()} of it.
   */
  public byte[] array(int size) {
    byte[] a = into;
    if (a != null) {
      int p = at;
      int len = prefixed ? CompactSink.varintSize(size) : 0;
      if (size <= limit - p - len) {
        if (prefixed) {
          p = CompactSink.putVarint(a, p, size);
        }
        start = p;
        end = p + size;
        return a;
      }
    }
    start = 0;
    end = size;
    return new byte[size];
  }

  /** Where the last root of {@link #array} begins (after its length, when prefixed). */
  public int start() {
    return start;
  }

  /** Where the last root of {@link #array} ends. */
  public int end() {
    return end;
  }

  /** Whether {@code a} (an array {@link #array} returned) is the place set, not a new array. */
  public boolean placed(byte[] a) {
    return a != null && a == into;
  }
}
