package dev.bale.runtime;

/**
 * Bytes of a message that the reader's schema does not know (fields added by a newer writer), kept
 * so that re-encoding loses nothing. See FORMAT.md §3.4.
 *
 * <p>STUB: the runtime owner fills this in. Immutable; equals/hashCode by content (flags, tail and
 * origin identity).
 */
public final class UnknownFields {
  private UnknownFields() {}
}
