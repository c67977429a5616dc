package dev.bale.schema.model;

import java.lang.ref.WeakReference;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Function;

/**
 * Facts computed once per declaration instance (a layout, say), kept while the declaration is in
 * use. Declarations are records, and the types of their fields compare by name, so two schemas (two
 * versions of one file loaded side by side) can hold <em>equal</em> declarations whose field types
 * are different declarations, with different facts: an entry is used only for the very instance it
 * was made for, else the fact is computed again (and replaces it). Keys are weak, and an entry
 * refers to its declaration only weakly, so a schema nobody uses any more is collected with its
 * entries.
 *
 * <p>Thread-safe; {@code compute} may run more than once for one declaration.
 */
public final class DeclCache<K, V> {
  private final Map<K, Entry<K, V>> map = Collections.synchronizedMap(new WeakHashMap<>());
  private final Function<K, V> compute;

  private record Entry<K, V>(WeakReference<K> key, V value) {}

  public DeclCache(Function<K, V> compute) {
    this.compute = compute;
  }

  /** The value for this very {@code key} instance. */
  public V get(K key) {
    Entry<K, V> e = map.get(key);
    if (e != null && e.key().get() == key) {
      return e.value();
    }
    V v = compute.apply(key);
    map.put(key, new Entry<>(new WeakReference<>(key), v));
    return v;
  }
}
