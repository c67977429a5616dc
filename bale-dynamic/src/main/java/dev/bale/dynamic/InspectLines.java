package dev.bale.dynamic;

import java.util.ArrayList;
import java.util.Collection;

/**
 * The lines of an inspect dump, capped: once {@code max} lines are held, further lines are only
 * counted, so a dump's memory is bounded by the cap however large the input (the walk and its
 * checks go on to the end). {@code max <= 0} holds every line.
 */
final class InspectLines extends ArrayList<Inspector.Line> {
  private static final long serialVersionUID = 1L;

  private final int max;
  private long notShown;

  InspectLines(int max) {
    this.max = max;
  }

  @Override
  public boolean add(Inspector.Line line) {
    if (max > 0 && size() >= max) {
      notShown++;
      return false;
    }
    return super.add(line);
  }

  @Override
  public boolean addAll(Collection<? extends Inspector.Line> lines) {
    boolean changed = false;
    for (Inspector.Line l : lines) {
      changed |= add(l);
    }
    return changed;
  }

  /**
   * Whether the dump holds no more lines; if so, counts one more line not shown. A caller asks
   * before it builds a line, so that lines past the cap cost no path (a path is as long as the
   * nesting, so building one for every line made a deep dump quadratic in the input).
   */
  boolean countIfFull() {
    if (max > 0 && size() >= max) {
      notShown++;
      return true;
    }
    return false;
  }

  /** Lines walked but not held. */
  long notShown() {
    return notShown;
  }
}
