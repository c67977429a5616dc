package dev.bale.jackson;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonMappingException;
import dev.bale.runtime.internal.JsonCharges;

/**
 * A read through {@link BaleModule} passed its decoded-size budget (docs/spec/JSON.md §6, "Reading
 * budget"): code {@value #CODE}, as the JSON bridge's {@code BaleJsonException}, with the line and
 * column of the value whose charge crossed the budget and its JSON path ({@code $.items[108843]}).
 * Jackson adds its own reference chain ({@link #getPath()}) as the exception passes up through the
 * values that contain it.
 */
public final class JsonLimitException extends JsonMappingException {
  private static final long serialVersionUID = 1L;

  /** The error code, the JSON bridge's name for the same failure (JSON.md §7). */
  public static final String CODE = "JSON_LIMIT_EXCEEDED";

  private final String path;
  private final long charged;
  private final long budget;

  JsonLimitException(
      JsonParser p, JsonLocation at, String path, long charged, long budget, long read) {
    super(
        p,
        JsonCharges.overBudget(CODE, at.getLineNr(), at.getColumnNr(), path, charged, budget, read),
        at);
    this.path = path;
    this.charged = charged;
    this.budget = budget;
  }

  /** {@value #CODE}. */
  public String code() {
    return CODE;
  }

  /**
   * The JSON path of the value whose charge crossed the budget (JSON.md §7), e.g. {@code $.a[3]}.
   */
  public String path() {
    return path;
  }

  /** The 1-based line of that value's first token. */
  public int line() {
    return getLocation().getLineNr();
  }

  /** The 1-based column of that value's first token (or of the token that ended a list or map). */
  public int column() {
    return getLocation().getColumnNr();
  }

  /** The estimated bytes charged when the read stopped. */
  public long charged() {
    return charged;
  }

  /** The budget they passed. */
  public long budget() {
    return budget;
  }
}
