package dev.bale.json;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import java.util.List;
import java.util.Map;

/**
 * The field path of an encode error of the schema-driven codecs (issue 18: every encode error names
 * its field, as generated code's do): the runtime's writers find the refused object in a tree of
 * generated records, not in a {@link Value} tree, so a lone surrogate in a {@code Value.Str} came
 * out with the root type alone. Searched only after a failure, depth-first in the writers' order
 * (fields by slot, list elements and map entries in order, a key before its value), with the
 * schema's field names: e.g. {@code AllTypes.l_string[1]}. Used for the dynamic flat codec's
 * encode; the dynamic compact codec builds every error's path as the error unwinds its writers
 * ({@code DynamicCodec.under}).
 */
final class EncodePaths {
  private EncodePaths() {}

  /** Levels searched at most: a deeper string fails the depth limit before it is written. */
  private static final int MAX_LEVELS = 256;

  /** {@code e} with the path of the first string holding a lone surrogate, if it is one. */
  static BaleException withPath(BaleException e, Value root, String rootName) {
    if (e.code() != ErrorCode.INVALID_STRING) {
      return e;
    }
    StringBuilder path = new StringBuilder(rootName);
    return find(root, path, 0) ? new BaleException(e.code(), -1, path.toString(), e.detail()) : e;
  }

  private static boolean find(Value v, StringBuilder path, int level) {
    if (v == null || level > MAX_LEVELS) {
      return false;
    }
    int mark = path.length();
    if (v instanceof Value.Str s) {
      return hasLoneSurrogate(s.value());
    } else if (v instanceof Value.Message m) {
      List<Value> fields = m.fields();
      for (int i = 0; i < fields.size(); i++) {
        path.append('.').append(Value.Message.fieldsOf(m.decl()).get(i).name());
        if (find(fields.get(i), path, level + 1)) {
          return true;
        }
        path.setLength(mark);
      }
    } else if (v instanceof Value.ListOf l) {
      List<Value> items = l.items();
      for (int i = 0; i < items.size(); i++) {
        path.append('[').append(i).append(']');
        if (find(items.get(i), path, level + 1)) {
          return true;
        }
        path.setLength(mark);
      }
    } else if (v instanceof Value.MapOf m) {
      for (Map.Entry<Value, Value> en : m.entries().entrySet()) {
        path.append('[').append(en.getKey()).append(']');
        if (find(en.getKey(), path, level + 1) || find(en.getValue(), path, level + 1)) {
          return true;
        }
        path.setLength(mark);
      }
    } else if (v instanceof Value.Union u) {
      path.append('.').append(u.unionCase().name());
      if (find(u.value(), path, level + 1)) {
        return true;
      }
      path.setLength(mark);
    }
    return false;
  }

  private static boolean hasLoneSurrogate(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)) {
        if (i + 1 == s.length() || !Character.isLowSurrogate(s.charAt(i + 1))) {
          return true;
        }
        i++;
      } else if (Character.isLowSurrogate(c)) {
        return true;
      }
    }
    return false;
  }
}
