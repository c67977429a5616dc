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
import java.util.function.IntSupplier;

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

  /**
   * {@code check}'s result; when it fails, the error noted ({@link #skip}) and 0, with the depth
   * put back to what it was plus {@code entered} (what the caller leaves whatever happened).
   */
  private int guard(IntSupplier check, int entered) {
    int d = currentDepth();
    int p = pathLength();
    try {
      return check.getAsInt();
    } catch (BaleException e) {
      skip(e, d + entered, p);
      return 0;
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
    return guard(() -> seenBefore(slot, 8) ? 0 : super.message(slot), 0);
  }

  @Override
  public int string(int slot) {
    long before = skipped;
    int t = guard(() -> seenBefore(slot, 4) ? 0 : super.string(slot), 0);
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
    return guard(() -> seenBefore(slot, 4) ? 0 : super.json(slot), 0);
  }

  @Override
  public int bytes(int slot) {
    return guard(() -> seenBefore(slot, 4) ? 0 : super.bytes(slot), 0);
  }

  @Override
  public int list(int slot, int stride, int align) {
    return guard(
        () -> seenBefore(slot, align == 8 ? -8 : 4) ? 0 : super.list(slot, stride, align), 0);
  }

  @Override
  public int cell(int slot) {
    return guard(() -> super.cell(slot), 0);
  }

  @Override
  public void defaultLevels(int levels, int pos) {
    guard(
        () -> {
          super.defaultLevels(levels, pos);
          return 0;
        },
        0);
  }

  @Override
  public void defaultMessages(int count, int pos) {
    guard(
        () -> {
          super.defaultMessages(count, pos);
          return 0;
        },
        0);
  }

  @Override
  public void struct(int pos) {
    // Entered all the same, so that the caller's leave() balances it.
    guard(
        () -> {
          super.struct(pos);
          return 0;
        },
        1);
  }

  @Override
  public void bool(int pos) {
    guard(
        () -> {
          super.bool(pos);
          return 0;
        },
        0);
  }

  @Override
  public void enumValue(int pos, int dflt) {
    guard(
        () -> {
          super.enumValue(pos, dflt);
          return 0;
        },
        0);
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
