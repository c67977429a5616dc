package dev.bale.dynamic;

/**
 * Writer options for {@link JsonBridge.Type#encode} and {@link JsonBridge.Type#jsonToCompact}.
 *
 * @param dedupStrings write a back-reference for a string already in the table (FORMAT.md §2.1);
 *     fields with {@code [dedup = false]} never do
 * @param dedupMessages write a message instance that occurs more than once only once, in the object
 *     table (FORMAT.md §2.2); a {@link Value} tree built from JSON has no shared instances, so this
 *     only changes values decoded from bytes that had an object table
 * @param framed prepend the frame header with the root type's schema fingerprint (FORMAT.md §4)
 */
public record EncodeOptions(boolean dedupStrings, boolean dedupMessages, boolean framed) {
  /** Strings deduplicated, messages not, no frame. */
  public static final EncodeOptions DEFAULT = new EncodeOptions(true, false, false);

  public EncodeOptions withDedupStrings(boolean on) {
    return new EncodeOptions(on, dedupMessages, framed);
  }

  public EncodeOptions withDedupMessages(boolean on) {
    return new EncodeOptions(dedupStrings, on, framed);
  }

  public EncodeOptions withFramed(boolean on) {
    return new EncodeOptions(dedupStrings, dedupMessages, on);
  }
}
