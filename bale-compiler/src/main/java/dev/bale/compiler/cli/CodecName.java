package dev.bale.compiler.cli;

/** The wire codec of {@code --codec}: compact (FORMAT.md Part I) or flat (Part II). */
enum CodecName {
  compact,
  flat
}
