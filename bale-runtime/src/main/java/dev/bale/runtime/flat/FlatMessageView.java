package dev.bale.runtime.flat;

import dev.bale.runtime.Limits;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatSink;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * What every generated message view ({@code Type.View}) shares: pointing it at bytes ({@code wrap}
 * and its variants) and the position of the viewed object. The accessors are the generated
 * subclass's; {@link Flat} describes both.
 *
 * <p>The protected fields are for the generated accessors; nothing here calls back into the
 * subclass.
 *
 * @param <V> the generated view class, which the {@code wrap} methods return
 */
public abstract class FlatMessageView<V extends FlatMessageView<V>> {
  private final FlatType<?> type;
  private final String schemaName;
  private final long fingerprint;
  private FlatData own;
  private Utf8View[] utf8Views;

  /** The data read. */
  protected FlatData d = FlatData.EMPTY_MESSAGE;

  /** The absolute position of the viewed object. */
  protected int p = FlatData.EMPTY_MESSAGE_POSITION;

  /** The absolute position of the object's data section. */
  protected int data;

  /** The size of the object's data section, as its writer wrote it. */
  protected int dataBytes;

  /** The number of the object's pointer slots, as its writer wrote them. */
  protected int ptrs;

  /** The nesting depth of the viewed object (the root is 1), which checked access bounds. */
  protected int depth = 1;

  /** Whether a wrap of this view initialized its type's reachable classes ({@link #enter}). */
  private boolean entered;

  /**
   * A view of the default value of {@code type}, named {@code schemaName} (which names the root in
   * errors), whose frames carry {@code fingerprint}. The name is passed rather than asked of {@code
   * type}: {@code wrap} then makes no call through the interface, which would see every generated
   * type.
   */
  protected FlatMessageView(FlatType<?> type, String schemaName, long fingerprint) {
    this.type = type;
    this.schemaName = schemaName;
    this.fingerprint = fingerprint;
  }

  @SuppressWarnings("unchecked")
  private V self() {
    return (V) this;
  }

  /**
   * Points this view at the root of {@code bytes} (one unframed flat body) with checked access
   * (FORMAT.md §F13, see {@link Flat}).
   *
   * @throws dev.bale.runtime.BaleException if the body header or root object is bad
   */
  public final V wrap(byte[] bytes) {
    // The body of wrap(bytes, 0, bytes.length) written out, not called: one inlining level less on
    // the checked partial read (docs/benchmarks-log.md, "A cheaper checked wrap").
    FlatData data = wrapData().reset(bytes, 0, bytes.length);
    return flatAt(data, data.check(schemaName, Limits.DEFAULT));
  }

  /** Like {@link #wrap(byte[])} over {@code bytes[off, off + len)}. */
  public final V wrap(byte[] bytes, int off, int len) {
    FlatData data = wrapData().reset(bytes, off, len);
    return flatAt(data, data.check(schemaName, Limits.DEFAULT));
  }

  /**
   * Like {@link #wrap(byte[])} under {@code limits} instead of {@link Limits#DEFAULT}: the depth
   * checked access allows and the decoded-size budget of {@code decode()}. (The traversal budget
   * follows the body's size, as for every wrap.)
   */
  public final V wrap(byte[] bytes, Limits limits) {
    FlatData data = wrapData().reset(bytes, 0, bytes.length);
    return flatAt(data, data.check(schemaName, java.util.Objects.requireNonNull(limits, "limits")));
  }

  /**
   * Like {@link #wrap(byte[])} over the remaining bytes of {@code buffer} (heap or direct). The
   * buffer's position, limit and byte order are not used or changed afterwards; its bytes must not
   * change while the view reads them.
   */
  public final V wrap(ByteBuffer buffer) {
    FlatData data = wrapData().reset(buffer);
    return flatAt(data, data.check(schemaName, Limits.DEFAULT));
  }

  /**
   * Like {@link #wrap(byte[])} for a framed body ({@code Flat.encodeFramed}): the frame is checked
   * first, its fingerprint against the type's {@code FINGERPRINT} (FORMAT.md §F13).
   */
  public final V wrapFramed(byte[] bytes) {
    FlatData data = wrapData().reset(bytes, 0, bytes.length);
    return flatAt(data, data.checkFramed(schemaName, Limits.DEFAULT, true, fingerprint));
  }

  /**
   * Verifies all of {@code bytes} (one unframed flat body, FORMAT.md §F10) and points this view at
   * its root; accessors then read without checks.
   *
   * @throws dev.bale.runtime.BaleException if the bytes are not a valid flat body
   */
  public final V wrapVerified(byte[] bytes) {
    FlatData data = wrapData().reset(bytes, 0, bytes.length);
    return flatAt(data, Flat.verify(type, data));
  }

  /**
   * Points this view at the root of {@code bytes} <b>without verifying them</b>. Only for bytes
   * verified before (or produced by this process): on unverified input an accessor may throw {@code
   * IndexOutOfBoundsException} or return garbage.
   *
   * @throws dev.bale.runtime.BaleException if the body is shorter than its header
   */
  public final V wrapUnchecked(byte[] bytes) {
    FlatData data = wrapData().reset(bytes, 0, bytes.length);
    return flatAt(data, data.root());
  }

  /**
   * Like {@link #wrapUnchecked(byte[])} for the remaining bytes of a heap or direct buffer: <b>no
   * verification</b>.
   */
  public final V wrapUnchecked(ByteBuffer buffer) {
    FlatData data = wrapData().reset(buffer);
    return flatAt(data, data.root());
  }

  /**
   * Keeps up to {@code entries} decoded strings (rounded up to a power of two; 0 turns the cache
   * off, the default) so that reading the same string field again returns the same {@code String}
   * without decoding. Call it on a root view; its nested views share the cache, which every {@code
   * wrap} clears. See {@link FlatData#cacheStrings(int)}.
   */
  public final V cacheStrings(int entries) {
    owned().cacheStrings(entries);
    return self();
  }

  /**
   * The view's own {@link Utf8View} number {@code i} (one per string field, created on first use),
   * which that field's {@code xChars()} accessor re-points: what it returned stays valid until the
   * same accessor is called again.
   */
  protected final Utf8View utf8View(int i) {
    Utf8View[] views = utf8Views;
    if (views != null && i < views.length) {
      Utf8View v = views[i];
      if (v != null) {
        return v;
      }
    }
    return newUtf8View(i);
  }

  private Utf8View newUtf8View(int i) {
    if (utf8Views == null || i >= utf8Views.length) {
      utf8Views = Arrays.copyOf(utf8Views == null ? new Utf8View[0] : utf8Views, i + 1);
    }
    return utf8Views[i] = new Utf8View();
  }

  /**
   * The instance the {@code wrap} methods point: this view's own, read through the field {@code d}
   * when it already holds it (every wrap after the first). The accessors read {@code d}: when the
   * JIT inlines them after a wrap, they then read the very value the wrap reset and checked, and
   * the JIT reuses what the wrap wrote there (array, bounds, checked flag, budget) instead of
   * loading it again at every follow (docs/benchmarks-log.md, "The media.1 checked partial read in
   * C2's code").
   */
  private FlatData wrapData() {
    if (!entered) {
      enter();
    }
    FlatData data = d;
    return data == own ? data : owned();
  }

  /**
   * At this view's first wrap: the classes its type can reach initialized, once per type, where the
   * stack is the caller's (docs/safety.md, "Static initializers at the stack's end").
   */
  private void enter() {
    FlatMessageType.enterRoot(type);
    entered = true;
  }

  private FlatData owned() {
    if (own == null) {
      own = new FlatData(type); // (checked access's errors then carry their field path)
    }
    return own;
  }

  /**
   * Points this view at the message object at absolute position {@code position} of {@code data}
   * (0: the default message). For generated code (public because generated codecs call it from
   * outside the view): the position must have been checked or verified; applications use the {@code
   * wrap} methods.
   */
  public final V flatAt(FlatData data, int position) {
    return flatAt(data, position, 1);
  }

  /**
   * Like {@link #flatAt(FlatData, int)} for a value at nesting depth {@code depth} (the root is 1),
   * which checked access bounds.
   */
  public final V flatAt(FlatData data, int position, int depth) {
    this.depth = depth;
    if (position == 0) {
      data = FlatData.EMPTY_MESSAGE;
      position = FlatData.EMPTY_MESSAGE_POSITION;
    }
    // A reference store costs a garbage-collector barrier: only when the data changes (a
    // re-pointed view usually reads the same FlatData).
    if (this.d != data) {
      this.d = data;
    }
    this.p = position;
    this.dataBytes = data.i16(position) & 0xFFFF;
    this.ptrs = data.i16(position + 2) & 0xFFFF;
    this.data = position + FlatSink.dataStart(ptrs);
    return self();
  }
}
