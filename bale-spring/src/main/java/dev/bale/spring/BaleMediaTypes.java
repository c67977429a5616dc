package dev.bale.spring;

import org.springframework.http.MediaType;

/**
 * The media types of Bale bodies over HTTP, as {@link BaleHttpMessageConverter}, {@link
 * BaleEncoder} and {@link BaleDecoder} use them. They are this project's convention (not registered
 * with IANA); a TypeScript client sends and asks for the same strings.
 */
public final class BaleMediaTypes {
  private BaleMediaTypes() {}

  /** A body of one root in the compact codec (FORMAT.md Part I). */
  public static final String COMPACT_VALUE = "application/vnd.bale";

  /** A body of one root in the flat codec (FORMAT.md Part II), verified before it is decoded. */
  public static final String FLAT_VALUE = "application/vnd.bale.flat";

  /**
   * A body that is a message stream (FORMAT.md §4.1: a frame with the schema fingerprint, then one
   * length-delimited compact root per record): a {@code Flux} of generated values, each record sent
   * as it is produced (WebFlux only).
   */
  public static final String STREAM_VALUE = "application/vnd.bale.stream";

  /** {@link #COMPACT_VALUE} as a {@link MediaType}. */
  public static final MediaType COMPACT = MediaType.parseMediaType(COMPACT_VALUE);

  /** {@link #FLAT_VALUE} as a {@link MediaType}. */
  public static final MediaType FLAT = MediaType.parseMediaType(FLAT_VALUE);

  /** {@link #STREAM_VALUE} as a {@link MediaType}. */
  public static final MediaType STREAM = MediaType.parseMediaType(STREAM_VALUE);
}
