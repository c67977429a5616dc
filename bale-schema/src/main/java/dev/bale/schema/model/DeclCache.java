package dev.bale.schema.model;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Facts computed once per declaration instance (a layout, say), kept while the declaration is in
 * use. Declarations are records, and the types of their fields compare by name, so two schemas (two
 * versions of one file loaded side by side) can hold <em>equal</em> declarations whose field types
 * are different declarations, with different facts: a value belongs to one instance, found by
 * identity. The cache never calls a declaration's {@code equals} or {@code hashCode}, which would
 * walk the whole declaration (fields, options, locations) at every look-up, and whose first call in
 * a JVM links the record's {@code ObjectMethods} call sites (tens of milliseconds of a process's
 * first schema: docs/benchmarks-log.md, "Cold start: schema declarations by identity"). Keys are
 * weak, and an entry refers to its instance only weakly, so a schema nobody uses any more is
 * collected and its entries dropped. Values are held softly: a value usually refers back to its
 * declaration (a layout names its fields, whose types lead to the declaration itself when it is
 * recursive), and a value held strongly would keep its weak key alive for ever; a soft value the
 * collector clears when memory is short or the value has not been used for a while (then its
 * declaration can go, or the value is computed again on the next request).
 *
 * <p>Thread-safe; {@code compute} may run more than once for one declaration.
 */
public final class DeclCache<K, V> {
  /** Entries by their key's identity hash; guarded by itself. */
  private final Map<Integer, List<Entry<K, V>>> map = new HashMap<>();

  private final ReferenceQueue<K> collected = new ReferenceQueue<>();
  private final Function<K, V> compute;

  /** A key held weakly (compared by identity), its identity hash and its value, held softly. */
  private static final class Entry<K, V> extends WeakReference<K> {
    final int hash;
    final SoftReference<V> value;

    Entry(K key, int hash, V value, ReferenceQueue<K> queue) {
      super(key, queue);
      this.hash = hash;
      this.value = new SoftReference<>(value);
    }
  }

  public DeclCache(Function<K, V> compute) {
    this.compute = compute;
  }

  /** The value for this very {@code key} instance. */
  public V get(K key) {
    Integer hash = System.identityHashCode(key);
    synchronized (map) {
      dropCollected();
      List<Entry<K, V>> entries = map.get(hash);
      if (entries != null) {
        for (Entry<K, V> e : entries) {
          if (e.get() == key) {
            V v = e.value.get();
            if (v != null) {
              return v;
            }
          }
        }
      }
    }
    V v = compute.apply(key); // outside the lock: it may ask this cache for other declarations
    synchronized (map) {
      List<Entry<K, V>> entries = map.get(hash);
      if (entries == null) {
        entries = new ArrayList<>(1);
        map.put(hash, entries);
      }
      // This key's old entry (its value cleared, or computed meanwhile by another thread) goes.
      for (int i = entries.size() - 1; i >= 0; i--) {
        if (entries.get(i).get() == key) {
          entries.remove(i);
        }
      }
      entries.add(new Entry<>(key, hash, v, collected));
    }
    return v;
  }

  /** Removes the entries whose keys the collector has cleared. Holds the lock. */
  private void dropCollected() {
    for (Reference<? extends K> r; (r = collected.poll()) != null; ) {
      Entry<?, ?> e = (Entry<?, ?>) r;
      List<Entry<K, V>> entries = map.get(e.hash);
      if (entries != null) {
        entries.remove(e); // an Entry equals only itself
        if (entries.isEmpty()) {
          map.remove(e.hash);
        }
      }
    }
  }

  /** The number of declaration instances with an entry (for tests). */
  int instances() {
    synchronized (map) {
      int n = 0;
      for (List<Entry<K, V>> entries : map.values()) {
        for (Entry<K, V> e : entries) {
          if (e.get() != null) {
            n++;
          }
        }
      }
      return n;
    }
  }

  /** The number of entries kept, their keys collected or not (for tests). */
  int entries() {
    synchronized (map) {
      dropCollected();
      int n = 0;
      for (List<Entry<K, V>> entries : map.values()) {
        n += entries.size();
      }
      return n;
    }
  }
}
