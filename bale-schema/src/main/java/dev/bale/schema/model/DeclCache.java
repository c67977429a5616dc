package dev.bale.schema.model;

import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Function;

/**
 * Facts computed once per declaration instance (a layout, say), kept while the declaration is in
 * use. Declarations are records, and the types of their fields compare by name, so two schemas (two
 * versions of one file loaded side by side) can hold <em>equal</em> declarations whose field types
 * are different declarations, with different facts: equal declarations share one map entry, which
 * holds a value per instance, found by identity. Keys are weak, and an entry refers to its
 * instances only weakly, so a schema nobody uses any more is collected with its entries. Values are
 * held softly: a value usually refers back to its declaration (a layout names its fields, whose
 * types lead to the declaration itself when it is recursive), and a map value held strongly would
 * keep its weak key alive for ever; a soft value the collector clears when memory is short or the
 * value has not been used for a while (then its declaration can go, or the value is computed again
 * on the next request).
 *
 * <p>Thread-safe; {@code compute} may run more than once for one declaration.
 */
public final class DeclCache<K, V> {
  private final Map<K, List<Entry<K, V>>> map = Collections.synchronizedMap(new WeakHashMap<>());
  private final Function<K, V> compute;

  private record Entry<K, V>(WeakReference<K> key, SoftReference<V> value) {}

  public DeclCache(Function<K, V> compute) {
    this.compute = compute;
  }

  /** The value for this very {@code key} instance. */
  public V get(K key) {
    List<Entry<K, V>> entries = map.get(key);
    if (entries != null) {
      for (Entry<K, V> e : entries) {
        if (e.key().get() == key) {
          V v = e.value().get();
          if (v != null) {
            return v;
          }
        }
      }
    }
    V v = compute.apply(key);
    // Another equal declaration's value stays (no recomputing when two schemas take turns); the
    // entries of collected instances and cleared values go.
    List<Entry<K, V>> next = new ArrayList<>();
    if (entries != null) {
      for (Entry<K, V> e : entries) {
        K k = e.key().get();
        if (k != null && k != key && e.value().get() != null) {
          next.add(e);
        }
      }
    }
    next.add(new Entry<>(new WeakReference<>(key), new SoftReference<>(v)));
    map.put(key, List.copyOf(next));
    return v;
  }

  /** The number of declaration instances with an entry (for tests). */
  int instances() {
    synchronized (map) {
      int n = 0;
      for (List<Entry<K, V>> entries : map.values()) {
        for (Entry<K, V> e : entries) {
          if (e.key().get() != null) {
            n++;
          }
        }
      }
      return n;
    }
  }
}
