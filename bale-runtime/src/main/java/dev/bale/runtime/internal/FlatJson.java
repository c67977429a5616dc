package dev.bale.runtime.internal;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.JsonValue;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The flat form of a {@code json} value (FORMAT.md §F5.1): a blob laid out like {@code bytes} whose
 * content is the value in the compact codec's json form with strings inline (length + UTF-8)
 * instead of string-table indices. Read by decoding the blob (a json value is never read in place);
 * verified by one walk over it.
 */
public final class FlatJson {
  private FlatJson() {}

  /** How a walk reports an error: code, position in the blob's array, detail. */
  interface Errors {
    BaleException at(ErrorCode code, int pos, String detail);
  }

  /**
   * Hooks for depth accounting: enter at a position (may throw), leave; and, while building, the
   * decoded-size charges (FORMAT.md §7.1) of what is built.
   */
  public interface Depth {
    void enter(int pos);

    void leave();

    /**
     * Charges {@code bytes} estimated decoded bytes for an item built at {@code pos} (an array or
     * object at its header, once its count is checked; a non-empty string or key at its header,
     * once its UTF-8 is checked). Called only when building.
     */
    default void decoded(int pos, long bytes) {}
  }

  // ---- writing ----

  /** Appends the blob content of {@code v} to {@code out}; {@code depth} counts arrays/objects. */
  static void encode(JsonValue v, Sink out, Depth depth) {
    if (v instanceof JsonValue.Str s) {
      byte[] utf8 = utf8(s.value());
      out.uvarint((long) utf8.length << 3 | 3);
      out.bytes(utf8);
    } else if (v instanceof JsonValue.Int i) {
      long z = (i.value() << 1) ^ (i.value() >> 63);
      if (z >>> 61 == 0) {
        out.uvarint(z << 3 | 1);
      } else {
        out.uvarint(3 << 3);
        out.uvarint(z);
      }
    } else if (v instanceof JsonValue.Real r) {
      out.uvarint(2);
      long bits = Double.doubleToRawLongBits(r.value());
      for (int k = 0; k < 8; k++) {
        out.uvarint1((int) (bits >>> (8 * k)) & 0xFF);
      }
    } else if (v instanceof JsonValue.Bool b) {
      out.uvarint(b.value() ? 2 << 3 : 1 << 3);
    } else if (v instanceof JsonValue.Arr a) {
      depth.enter(-1);
      List<JsonValue> elements = a.elements();
      out.uvarint((long) elements.size() << 3 | 4);
      for (JsonValue e : elements) {
        encode(e, out, depth);
      }
      depth.leave();
    } else if (v instanceof JsonValue.Obj o) {
      depth.enter(-1);
      out.uvarint((long) o.members().size() << 3 | 5);
      for (Map.Entry<String, JsonValue> e : o.members().entrySet()) {
        byte[] key = utf8(e.getKey());
        out.uvarint(key.length);
        out.bytes(key);
        encode(e.getValue(), out, depth);
      }
      depth.leave();
    } else if (v == JsonValue.NULL) {
      out.uvarint(0);
    } else {
      throw new BaleException(ErrorCode.INVALID_VALUE, -1, "", "null json value");
    }
  }

  private static byte[] utf8(String s) {
    byte[] b = new byte[(int) Math.min(Integer.MAX_VALUE - 16, Utf8.maxEncodedLength(s.length()))];
    int end = Utf8.encode(s, b, 0);
    if (end < 0) {
      throw new BaleException(ErrorCode.INVALID_STRING, -1, "", "string holds a lone surrogate");
    }
    return end == b.length ? b : Arrays.copyOf(b, end);
  }

  /** A growable byte array. */
  public static final class Sink {
    byte[] buf = new byte[64];
    int size;

    void uvarint1(int b) {
      if (size == buf.length) {
        buf = Arrays.copyOf(buf, buf.length * 2);
      }
      buf[size++] = (byte) b;
    }

    void uvarint(long v) {
      while ((v & ~0x7FL) != 0) {
        uvarint1((int) (v & 0x7F) | 0x80);
        v >>>= 7;
      }
      uvarint1((int) v);
    }

    void bytes(byte[] b) {
      if (buf.length - size < b.length) {
        buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + b.length));
      }
      System.arraycopy(b, 0, buf, size, b.length);
      size += b.length;
    }
  }

  // ---- reading and verifying ----

  /**
   * Walks the blob {@code b[from, to)}: exactly one value that fills it. Builds the value when
   * {@code build}, else only checks it (and returns null).
   */
  static JsonValue walk(byte[] b, int from, int to, boolean build, Depth depth, Errors errors) {
    Walker w = new Walker(b, to, build, depth, errors);
    w.pos = from;
    JsonValue v = w.item();
    if (w.pos != to) {
      throw errors.at(ErrorCode.INVALID_JSON_VALUE, w.pos, (to - w.pos) + " bytes after the value");
    }
    return v;
  }

  private static final class Walker {
    final byte[] b;
    final int end;

    /**
     * The duplicate-key sets of the objects a verifying walk has open, without a String per key
     * (the TypeScript walk keeps the same): a stack of regions, the innermost open object's on top
     * (only it adds keys). A region at {@code base} is {@code [cap, count, table[cap], pairs]}: an
     * open-addressing table of member numbers (0 empty) and each member's key as (start, length);
     * it doubles when half full, so it holds at most 16 bytes per key byte read. Hashed with {@link
     * FlatKeys}' per-JVM seed, as the map keys of flat bytes.
     */
    int[] keys;

    int keyTop;

    private void keyRoom(int n) {
      if (keys == null) {
        keys = new int[Math.max(64, n)];
      } else if (keys.length < n) {
        keys = Arrays.copyOf(keys, Math.max(n, 2 * keys.length));
      }
    }

    int keyOpen() {
      int base = keyTop;
      keyRoom(base + 2 + 16);
      keys[base] = 8;
      keys[base + 1] = 0;
      Arrays.fill(keys, base + 2, base + 2 + 8, 0);
      keyTop = base + 2 + 16;
      return base;
    }

    private int keySlot(int s, int len, int mask) {
      return FlatKeys.slot(FlatKeys.string(b, 0, null, s, len), mask);
    }

    /** Adds the key {@code b[s, s+len)} to the object at {@code base}; false if it is there. */
    boolean keyAdd(int base, int s, int len) {
      int cap = keys[base];
      int count = keys[base + 1];
      if (2 * (count + 1) > cap) {
        // Double: move the pairs up, clear the table, place every member again.
        keyRoom(base + 2 + 4 * cap);
        System.arraycopy(keys, base + 2 + cap, keys, base + 2 + 2 * cap, 2 * count);
        cap *= 2;
        Arrays.fill(keys, base + 2, base + 2 + cap, 0);
        keys[base] = cap;
        keyTop = base + 2 + 2 * cap;
        int pairs = base + 2 + cap;
        for (int m = 1; m <= count; m++) {
          int i = keySlot(keys[pairs + 2 * (m - 1)], keys[pairs + 2 * (m - 1) + 1], cap - 1);
          while (keys[base + 2 + i] != 0) {
            i = (i + 1) & (cap - 1);
          }
          keys[base + 2 + i] = m;
        }
      }
      int pairs = base + 2 + cap;
      for (int i = keySlot(s, len, cap - 1); ; i = (i + 1) & (cap - 1)) {
        int m = keys[base + 2 + i];
        if (m == 0) {
          keys[base + 2 + i] = count + 1;
          keys[pairs + 2 * count] = s;
          keys[pairs + 2 * count + 1] = len;
          keys[base + 1] = count + 1;
          return true;
        }
        if (keys[pairs + 2 * (m - 1) + 1] == len
            && Jdk.equals(
                b, keys[pairs + 2 * (m - 1)], keys[pairs + 2 * (m - 1)] + len, b, s, s + len)) {
          return false;
        }
      }
    }

    final boolean build;
    final Depth depth;
    final Errors errors;
    int pos;

    Walker(byte[] b, int end, boolean build, Depth depth, Errors errors) {
      this.b = b;
      this.end = end;
      this.build = build;
      this.depth = depth;
      this.errors = errors;
    }

    long uvarint() {
      int start = pos;
      long result = 0;
      for (int i = 0; ; i++) {
        if (pos >= end) {
          throw errors.at(ErrorCode.TRUNCATED, start, "input ends inside a varint");
        }
        int x = b[pos++] & 0xFF;
        if (i == 9 && x > 1) {
          throw errors.at(ErrorCode.VARINT_OVERFLOW, start, "varint does not fit in 64 bits");
        }
        result |= (long) (x & 0x7F) << (7 * i);
        if ((x & 0x80) == 0) {
          if (x == 0 && i > 0) {
            throw errors.at(ErrorCode.VARINT_NONCANONICAL, start, "overlong varint");
          }
          return result;
        }
      }
    }

    /** A string value: built only when building (verifying checks its length and UTF-8). */
    String value(int at, long len) {
      return string(at, len, build);
    }

    /** A string or key at {@code at}; made into a String when {@code make} (keys always are). */
    String string(int at, long len, boolean make) {
      if (len < 0 || len > end - pos) {
        throw errors.at(ErrorCode.LENGTH_EXCEEDS_INPUT, at, "string length " + len);
      }
      int n = (int) len;
      if (!Utf8.isValid(b, pos, n)) {
        throw errors.at(ErrorCode.INVALID_UTF8, pos, "invalid UTF-8");
      }
      if (n == 0 || !make) {
        pos += n;
        return ""; // (one shared instance: an empty string costs nothing, as in flat records)
      }
      String s = new String(b, pos, n, StandardCharsets.UTF_8);
      if (build) {
        depth.decoded(at, CompactSource.STRING_BASE + 2L * s.length());
      }
      pos += n;
      return s;
    }

    JsonValue item() {
      int at = pos;
      long h = uvarint();
      long n = h >>> 3;
      switch ((int) h & 7) {
        case 0:
          if (n == 0) {
            return JsonValue.NULL;
          } else if (n == 1) {
            return JsonValue.FALSE;
          } else if (n == 2) {
            return JsonValue.TRUE;
          } else if (n == 3) {
            int zat = pos;
            long z = uvarint();
            if (z >>> 61 == 0) {
              throw errors.at(ErrorCode.INVALID_JSON_VALUE, zat, "long form of a short integer");
            }
            return new JsonValue.Int((z >>> 1) ^ -(z & 1));
          }
          break;
        case 1:
          return new JsonValue.Int((n >>> 1) ^ -(n & 1));
        case 2:
          if (n == 0) {
            if (end - pos < 8) {
              throw errors.at(ErrorCode.TRUNCATED, pos, "a float needs 8 bytes");
            }
            long bits = 0;
            for (int k = 7; k >= 0; k--) {
              bits = bits << 8 | (b[pos + k] & 0xFF);
            }
            double d = Double.longBitsToDouble(bits);
            if (!Double.isFinite(d)) {
              throw errors.at(ErrorCode.INVALID_JSON_VALUE, pos, "json float " + d);
            }
            pos += 8;
            return new JsonValue.Real(d);
          }
          break;
        case 3:
          {
            String s = value(at, n);
            return build ? new JsonValue.Str(s) : null;
          }
        case 4:
          {
            depth.enter(at);
            if (n > end - pos) {
              throw errors.at(ErrorCode.LENGTH_EXCEEDS_INPUT, at, "count " + n);
            }
            if (build) {
              depth.decoded(at, CompactSource.jsonArraySize((int) n));
            }
            JsonValue[] items = build ? new JsonValue[(int) n] : null;
            for (int i = 0; i < n; i++) {
              JsonValue e = item();
              if (build) {
                items[i] = e;
              }
            }
            depth.leave();
            return build ? new JsonValue.Arr(Arrays.asList(items)) : null;
          }
        case 5:
          {
            depth.enter(at);
            if (n > (end - pos) / 2) {
              throw errors.at(ErrorCode.LENGTH_EXCEEDS_INPUT, at, "count " + n);
            }
            if (build) {
              depth.decoded(at, CompactSource.jsonObjectSize((int) n));
            }
            if (!build) {
              // Verifying needs the keys only to find a repeated one (none in an object of one),
              // and compares them as bytes: no String, no map.
              int base = n > 1 ? keyOpen() : -1;
              for (int i = 0; i < n; i++) {
                int kat = pos;
                long klen = uvarint();
                string(kat, klen, false);
                if (base >= 0 && !keyAdd(base, pos - (int) klen, (int) klen)) {
                  throw errors.at(ErrorCode.DUPLICATE_MAP_KEY, pos, "duplicate json object key");
                }
                item();
              }
              if (base >= 0) {
                keyTop = base;
              }
              depth.leave();
              return null;
            }
            LinkedHashMap<String, JsonValue> members = new LinkedHashMap<>();
            for (int i = 0; i < n; i++) {
              int kat = pos;
              String key = string(kat, uvarint(), true);
              if (members.containsKey(key)) {
                throw errors.at(ErrorCode.DUPLICATE_MAP_KEY, pos, "duplicate json object key");
              }
              members.put(key, item());
            }
            depth.leave();
            return new JsonValue.Obj(members);
          }
        default:
          break;
      }
      throw errors.at(ErrorCode.INVALID_JSON_VALUE, at, "json header " + Long.toUnsignedString(h));
    }
  }
}
