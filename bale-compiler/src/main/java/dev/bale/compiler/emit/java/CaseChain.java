package dev.bale.compiler.emit.java;

/**
 * Code that picks one of a union's cases: an {@code if (...) {} else if (...) {}} chain for a union
 * of few cases, a {@code switch} on the case id for one of many. {@code javac} parses and compiles
 * an {@code else if} chain recursively, one level a case, and stopped with a {@link
 * StackOverflowError} on a union of 1,000 cases (850 passed with its default stack); a {@code
 * switch} is one level whatever its size, and is a table jump where a chain tests case after case.
 * Small unions keep the chain, whose instance tests the JIT compiles without a call.
 *
 * <p>Use: {@link #next} before each case's body, {@link #otherwise} before the code for no case
 * (optional), {@link #end} after the last body. A case body either falls out of the chain (the
 * switch form adds its {@code break}) or, when {@code exits}, ends in a {@code return} or {@code
 * throw} on every path.
 */
final class CaseChain {
  /** Unions of at least this many cases are dispatched by a switch. */
  static final int SWITCH_FROM = 64;

  private final CodeWriter cw;
  private final boolean exits;
  private final boolean switched;
  private boolean first = true;
  private boolean inBody;
  private boolean bodyExits; // the open body ends in a return or throw: no break after it

  /**
   * @param cases the union's number of cases
   * @param id an {@code int} expression of the case id, for the switch form
   * @param exits whether every case body ends in a {@code return} or {@code throw}
   */
  CaseChain(CodeWriter cw, int cases, String id, boolean exits) {
    this.cw = cw;
    this.exits = exits;
    this.switched = cases >= SWITCH_FROM;
    if (switched) {
      cw.begin("switch ($L)", id);
    }
  }

  /** Whether the chain is a switch (for the bodies' own choices, such as a binding). */
  boolean switched() {
    return switched;
  }

  /**
   * Starts the body of the case whose id constant is {@code idConstant}: {@code if (test)} in the
   * chain form; {@code case idConstant:} and then {@code binding} (a statement, or null) in the
   * switch form, where {@code test}'s pattern variable does not exist.
   */
  void next(String test, String idConstant, String binding) {
    if (switched) {
      closeBody();
      cw.line("case $L: {", idConstant);
      cw.indent();
      inBody = true;
      bodyExits = exits;
      if (binding != null) {
        cw.line("$L", binding);
      }
    } else if (first) {
      cw.begin("if ($L)", test);
    } else {
      cw.next("else if ($L)", test);
    }
    first = false;
  }

  /** Starts the code run for an id that is no case (it must end in a {@code throw}). */
  void otherwise() {
    if (switched) {
      closeBody();
      cw.line("default: {");
      cw.indent();
      inBody = true;
      bodyExits = true;
    } else {
      cw.next("else");
    }
  }

  /** Ends the last body and the chain. */
  void end() {
    if (switched) {
      closeBody();
    }
    cw.end();
  }

  private void closeBody() {
    if (!inBody) {
      return;
    }
    if (!bodyExits) {
      cw.line("break;");
    }
    cw.outdent();
    cw.line("}");
    inBody = false;
  }
}
