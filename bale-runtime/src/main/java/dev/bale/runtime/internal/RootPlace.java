package dev.bale.runtime.internal;

/**
 * Where a writer's one-pass root (a leaf root, {@link CompactSink#leafRoot}; a tree root, {@link
 * CompactTree#root}) goes once its size is known: into a new array of exactly that size; while a
 * caller has set a place ({@link #set}), into the caller's array at a position, optionally after
 * its length as a uvarint (a message stream's record), when it fits there; or, after {@link
 * #headroom}, into a new array with room for a header in front. Nothing is written outside {@code
 * [start, end)} of a caller's array. Not API; one per writer, not thread-safe.
 */
public final class RootPlace {
  private boolean on;
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
    on = true;
    into = a;
    this.at = at;
    this.limit = limit;
    this.prefixed = prefixed;
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
      int len = prefixed ? CompactSink.varintSize(size) : 0;
      if (size <= limit - p - len) {
        if (prefixed) {
          p = CompactSink.putVarint(a, p, size);
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

  /** Where the last root of {@link #array} begins (after its length, when prefixed). */
  public int start() {
    return start;
  }

  /** Where the last root of {@link #array} ends. */
  public int end() {
    return end;
  }
}
