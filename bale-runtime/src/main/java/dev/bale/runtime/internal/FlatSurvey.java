/*
 * Copyright 2026 The Bale Authors. Licensed under the Apache License, Version 2.0.
 */
package dev.bale.runtime.internal;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.ErrorCode;
import dev.bale.runtime.Limits;
import dev.bale.runtime.flat.FlatType;
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
 * <p>The walk costs what a verification costs: the same traversal budget and limits, and a limit of
 * the whole walk ({@code LIMIT_EXCEEDED}: the budget, the message count) ends it. So do a union
 * cell too short for its case (the value after it cannot be skipped), errors that generated code
 * throws itself (an unknown union case, a missing union, a duplicate map key), and anything
 * unexpected from reading past an item it skipped: the errors noted so far stand. At most {@link
 * #MAX_ERRORS} errors are kept.
 */
final class FlatSurvey extends FlatVerifier {
  /** The most errors a survey keeps. */
  static final int MAX_ERRORS = 1024;

  private final Map<Long, String> paths = new HashMap<>();
  // The slot of the last string that failed: a map's duplicate-key check must not hash it.
  private int failedString = -1;
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

  @Override
  public int message(int slot) {
    return guard(() -> super.message(slot), 0);
  }

  @Override
  public int string(int slot) {
    long before = skipped;
    int t = guard(() -> super.string(slot), 0);
    if (skipped != before) {
      failedString = slot;
    }
    return t;
  }

  @Override
  public int json(int slot) {
    return guard(() -> super.json(slot), 0);
  }

  @Override
  public int bytes(int slot) {
    return guard(() -> super.bytes(slot), 0);
  }

  @Override
  public int list(int slot, int stride, int align) {
    return guard(() -> super.list(slot, stride, align), 0);
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
    // A string key that failed its checks is not read: as if it were a key of its own.
    return (width == 0 && at == failedString) || super.addKey(table, at, width);
  }
}
