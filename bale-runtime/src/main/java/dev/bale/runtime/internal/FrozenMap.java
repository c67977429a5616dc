package dev.bale.runtime.internal;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * An unmodifiable, insertion-ordered map over a {@link LinkedHashMap} that nothing else holds: what
 * decoders return for a {@code map<K,V>}, so that a decoded map is built once and not copied again
 * by the record that keeps it. No null keys or values; every mutator throws {@link
 * UnsupportedOperationException}; {@code equals}/{@code hashCode} follow {@link Map}. Thread-safe
 * for reading (immutable once built).
 */
public final class FrozenMap<K, V> extends AbstractMap<K, V> {
  private final Map<K, V> map; // the unmodifiable view of the owned LinkedHashMap

  private FrozenMap(LinkedHashMap<K, V> owned) {
    this.map = Collections.unmodifiableMap(owned);
  }

  /** A map with room for {@code count} entries without rehashing, for a decoder to fill. */
  public static <K, V> LinkedHashMap<K, V> newOwned(int count) {
    return new LinkedHashMap<>(count < 12 ? 16 : (int) Math.min(1 << 30, count / 0.75 + 1));
  }

  /** Takes {@code owned} over (the caller must not keep or change it; no null keys or values). */
  public static <K, V> FrozenMap<K, V> wrap(LinkedHashMap<K, V> owned) {
    return new FrozenMap<>(owned);
  }

  /**
   * An unmodifiable insertion-ordered copy of {@code map}, or {@code map} itself when it is a
   * {@code FrozenMap}.
   *
   * @param what the name used in the exception messages
   * @throws NullPointerException if {@code map}, a key or a value is null
   */
  @SuppressWarnings("unchecked")
  public static <K, V> Map<K, V> copyOf(Map<? extends K, ? extends V> map, String what) {
    if (map instanceof FrozenMap) {
      return (Map<K, V>) map;
    }
    if (map == null) {
      throw new NullPointerException(what);
    }
    LinkedHashMap<K, V> copy = new LinkedHashMap<>(map);
    if (copy.containsKey(null) || copy.containsValue(null)) {
      throw new NullPointerException(what + " contains null");
    }
    return new FrozenMap<>(copy);
  }

  @Override
  public int size() {
    return map.size();
  }

  @Override
  public boolean isEmpty() {
    return map.isEmpty();
  }

  @Override
  public boolean containsKey(Object key) {
    return map.containsKey(key);
  }

  @Override
  public boolean containsValue(Object value) {
    return map.containsValue(value);
  }

  @Override
  public V get(Object key) {
    return map.get(key);
  }

  @Override
  public V getOrDefault(Object key, V defaultValue) {
    return map.getOrDefault(key, defaultValue);
  }

  @Override
  public Set<K> keySet() {
    return map.keySet();
  }

  @Override
  public Collection<V> values() {
    return map.values();
  }

  @Override
  public Set<Map.Entry<K, V>> entrySet() {
    return map.entrySet();
  }

  @Override
  public void forEach(BiConsumer<? super K, ? super V> action) {
    map.forEach(action);
  }
}
