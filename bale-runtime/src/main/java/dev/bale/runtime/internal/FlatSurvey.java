/*
 * Copyright 2026 The Bale Authors. Licensed under the Apache License, Version 2.0.
 */
package dev.bale.runtime.internal;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.FlatType;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * The field paths of a flat body's errors, for checked access ({@link FlatData}): a verification of
 * the whole body, path recorded, that goes on past an item that fails, as if that item were absent,
 * and notes every error it meets. A checked read that fails looks its item up here by code and
 * offset, so that it gets its field path even when another bad item comes first in the verifier's
 * order (where a plain verification stops).
 *
 * <p>The walk costs at most what a verification costs: the same traversal budget and limits, and a
 * limit of the whole walk ({@code LIMIT_EXCEEDED}: the budget, the message count) ends it. Past its
 * first error it costs no more than the body holds: an item several pointers share is then walked
 * once, at its first pointer (a plain verification stops at the first error; a survey that walked
 * shared items again could spend the whole budget on a body that amplifies). A union cell too short
 * for its case (the value after it cannot be skipped) ends it too, as do errors that generated code
 * throws itself (an unknown union case, a missing union, a duplicate map key) and anything
 * unexpected from reading past an item it skipped: the errors noted so far stand. At most {@link
 * #MAX_ERRORS} errors are kept.
 */
final class FlatSurvey extends FlatVerifier {
  /** The most errors a survey keeps. */
  static final int MAX_ERRORS = 1024;

  private final Map<Long, String> paths = new HashMap<>();
  // Items (messages, lists, strings, bytes, json values) walked, by (position - base) / 4: an item
  // that several pointers share (FORMAT.md §F8) is walked once, at its first pointer, so that the
  // survey costs what the body holds whatever it shares, and an error in it has that first path.
  private BitSet seen;
  // Strings that failed, the same way: a map's duplicate-key check must not hash them.
  private BitSet failed;
  private long skipped; // items that failed and were skipped

  private FlatSurvey(Limits limits) {
    super(limits);
  }

  /**
   * Surveys {@code data}'s body as a root of {@code type}; returns the path of each error met, by
   * {@link #key}.
   */
  static Map<Long, String> paths(FlatType<?> type, FlatData data, Limits limits) {
    FlatSurvey s = new FlatSurvey(limits);
    try {
      BaleException last = s.firstError(type, data);
      if (last != null) {
        s.note(last);
      }
    } catch (RuntimeException e) {
      // Reading on past a skipped item met something no check stood in front of: stop here.
    }
    return s.paths;
  }

  /** The lookup key of an error: its code and its offset from the body's first byte. */
  static long key(ErrorCode code, long offset) {
    return offset * 128 + code.ordinal();
  }

  private void note(BaleException e) {
    if (paths.size() < MAX_ERRORS) {
      paths.putIfAbsent(key(e.code(), e.offset()), e.path());
    }
  }

  /**
   * Notes {@code e} and puts depth and path back to before the item; rethrows, ending the walk, for
   * a limit of the whole walk or when the survey is full.
   */
  private void skip(BaleException e, int depth, int pathLength) {
    note(e);
    if (e.code() == ErrorCode.LIMIT_EXCEEDED || paths.size() >= MAX_ERRORS) {
      throw e;
    }
    rewind(depth, pathLength);
    skipped++;
  }

  // What guard runs: one of the verifier's checks (a switch, not a lambda per check: a lambda is
  // an invokedynamic call site, linked where it first runs, and a survey runs where checked access
  // first fails, maybe near the end of the stack, where a link that fails fails for good:
  // docs/safety.md, "Classes and call sites first used inside a root").
  private static final int MESSAGE = 0;
  private static final int STRING = 1;
  private static final int JSON = 2;
  private static final int BYTES = 3;
  private static final int LIST = 4;
  private static final int CELL = 5;
  private static final int DEFAULT_LEVELS = 6;
  private static final int DEFAULT_MESSAGES = 7;
  private static final int STRUCT = 8;
  private static final int BOOL = 9;
  private static final int ENUM_VALUE = 10;

  /**
   * Check {@code what}'s result (with its arguments {@code a}, {@code b}, {@code c}); when it
   * fails, the error noted ({@link #skip}) and 0, with the depth put back to what it was plus
   * {@code entered} (what the caller leaves whatever happened).
   */
  private int guard(int what, int a, int b, int c, int entered) {
    int d = currentDepth();
    int p = pathLength();
    try {
      return check(what, a, b, c);
    } catch (BaleException e) {
      skip(e, d + entered, p);
      return 0;
    }
  }

  private int check(int what, int a, int b, int c) {
    switch (what) {
      case MESSAGE:
        return seenBefore(a, 8) ? 0 : super.message(a);
      case STRING:
        return seenBefore(a, 4) ? 0 : super.string(a);
      case JSON:
        return seenBefore(a, 4) ? 0 : super.json(a);
      case BYTES:
        return seenBefore(a, 4) ? 0 : super.bytes(a);
      case LIST:
        return seenBefore(a, c == 8 ? -8 : 4) ? 0 : super.list(a, b, c);
      case CELL:
        return super.cell(a);
      case DEFAULT_LEVELS:
        super.defaultLevels(a, b);
        return 0;
      case DEFAULT_MESSAGES:
        super.defaultMessages(a, b);
        return 0;
      case STRUCT:
        super.struct(a);
        return 0;
      case BOOL:
        super.bool(a);
        return 0;
      case ENUM_VALUE:
        super.enumValue(a, b);
        return 0;
      default:
        throw new IllegalArgumentException("no check " + what);
    }
  }

  /**
   * Whether the item the pointer at {@code slot} names was walked before, once an error was met
   * (then it is not walked again: as if absent); marks it. The pointer's own checks come first, as
   * in the walk. Up to the first error the walk is the verifier's own, revisits included, so that
   * its first error (a cycle's DEPTH_LIMIT, say) is the verifier's, with the same path.
   */
  private boolean seenBefore(int slot, int align) {
    int t = target(slot, align);
    if (t == 0) {
      return false;
    }
    if (seen == null) {
      seen = new BitSet();
    }
    int k = bit(t);
    if (seen.get(k)) {
      return skipped > 0;
    }
    seen.set(k);
    return false;
  }

  /** Item {@code t}'s bit in {@link #seen} and {@link #failed}: items are 4-aligned in the body. */
  private int bit(int t) {
    return (t - base()) >> 2;
  }

  @Override
  public int message(int slot) {
    return guard(MESSAGE, slot, 0, 0, 0);
  }

  @Override
  public int string(int slot) {
    long before = skipped;
    int t = guard(STRING, slot, 0, 0, 0);
    if (skipped != before) {
      int bad = targetOrZero(slot);
      if (bad != 0) {
        if (failed == null) {
          failed = new BitSet();
        }
        failed.set(bit(bad));
      }
    }
    return t;
  }

  /** The pointer at {@code slot}'s target, or 0 when it is null or fails its checks. */
  private int targetOrZero(int slot) {
    try {
      return target(slot, 4);
    } catch (BaleException e) {
      return 0;
    }
  }

  @Override
  public int json(int slot) {
    return guard(JSON, slot, 0, 0, 0);
  }

  @Override
  public int bytes(int slot) {
    return guard(BYTES, slot, 0, 0, 0);
  }

  @Override
  public int list(int slot, int stride, int align) {
    return guard(LIST, slot, stride, align, 0);
  }

  @Override
  public int cell(int slot) {
    return guard(CELL, slot, 0, 0, 0);
  }

  @Override
  public void defaultLevels(int levels, int pos) {
    guard(DEFAULT_LEVELS, levels, pos, 0, 0);
  }

  @Override
  public void defaultMessages(int count, int pos) {
    guard(DEFAULT_MESSAGES, count, pos, 0, 0);
  }

  @Override
  public void struct(int pos) {
    // Entered all the same, so that the caller's leave() balances it.
    guard(STRUCT, pos, 0, 0, 1);
  }

  @Override
  public void bool(int pos) {
    guard(BOOL, pos, 0, 0, 0);
  }

  @Override
  public void enumValue(int pos, int dflt) {
    guard(ENUM_VALUE, pos, dflt, 0, 0);
  }

  @Override
  public boolean addKey(int[] table, int at, int width) {
    if (width == 0) {
      // A string key that failed its checks is not read: as if it were a key of its own.
      int t = targetOrZero(at);
      if (t == 0 ? i32(at) != 0 : failed != null && failed.get(bit(t))) {
        return true;
      }
    }
    return super.addKey(table, at, width);
  }
}
