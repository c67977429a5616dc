package dev.bale.runtime;

/**
 * The one exception type for malformed or hostile input (and for values that cannot be encoded).
 * Carries a stable {@link ErrorCode}, the byte offset where the problem was found (from the start
 * of the input handed to the decoder, frame included; {@code -1} on encode) and the field path,
 * e.g. {@code MediaContent.images[1].title}.
 *
 * <p>The message is {@code CODE at offset N in Path: detail}; the {@code at offset} and {@code in}
 * parts are left out when the offset is unknown ({@code -1}) or the path is empty.
 */
public final class BaleException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final ErrorCode code;
  private final long offset;
  private final String path;
  private final String detail;

  /**
   * Creates an exception.
   *
   * @param code the stable error code
   * @param offset byte offset from the start of the input, or -1 if unknown
   * @param path field path, or "" if unknown
   * @param detail human-readable detail (may be empty)
   */
  public BaleException(ErrorCode code, long offset, String path, String detail) {
    super(render(code, offset, path, detail), null, false, true);
    this.code = code;
    this.offset = offset;
    this.path = path == null ? "" : path;
    this.detail = detail == null ? "" : detail;
  }

  private static String render(ErrorCode code, long offset, String path, String detail) {
    StringBuilder sb = new StringBuilder(code.name());
    if (offset >= 0) {
      sb.append(" at offset ").append(offset);
    }
    if (path != null && !path.isEmpty()) {
      sb.append(" in ").append(path);
    }
    if (detail != null && !detail.isEmpty()) {
      sb.append(": ").append(detail);
    }
    return sb.toString();
  }

  /** The stable error code. */
  public ErrorCode code() {
    return code;
  }

  /** Byte offset from the start of the decoder's input (frame included), or -1 if not known. */
  public long offset() {
    return offset;
  }

  /** Field path such as {@code MediaContent.images[1].title}; empty if not known. */
  public String path() {
    return path;
  }

  /** The detail part of the message, without code, offset and path. */
  public String detail() {
    return detail;
  }
}
