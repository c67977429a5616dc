package dev.bale.schema;

import dev.bale.schema.model.Location;

/**
 * One schema error.
 *
 * @param location where the error is; line and column are 0 when the error concerns a whole file
 *     (e.g. a root file that cannot be read)
 * @param message the message, without location or severity
 * @param sourceLine the source line at {@code location}, verbatim (no line terminator), or null
 *     when there is none
 */
public record Diagnostic(Location location, String message, String sourceLine) {

  /**
   * Renders the diagnostic as a block of lines without a trailing newline:
   *
   * <pre>
   * file.bale:4:12: error: duplicate field name 'uri' in message 'Image' (first at 3:12)
   *     string uri = 2;
   *            ^
   * </pre>
   *
   * The caret line copies tabs from the source line so the caret lines up in any tab width.
   */
  public String render() {
    StringBuilder sb = new StringBuilder();
    if (location.line() <= 0) {
      sb.append(location.file()).append(": error: ").append(message);
      return sb.toString();
    }
    sb.append(location).append(": error: ").append(message);
    if (sourceLine != null) {
      sb.append('\n').append(sourceLine).append('\n');
      for (int i = 0; i < location.column() - 1; i++) {
        sb.append(i < sourceLine.length() && sourceLine.charAt(i) == '\t' ? '\t' : ' ');
      }
      sb.append('^');
    }
    return sb.toString();
  }
}
