package dev.bale.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Text search in class files, for the tests that check what a class's constant pool names (a
 * bootstrap method, a JDK class). A name in the constant pool is modified UTF-8, so an ASCII name
 * appears as its own bytes; Latin-1 maps each byte to one char.
 */
final class ClassFiles {
  private ClassFiles() {}

  /** Whether the class file at {@code classFile} holds the ASCII text {@code ascii}. */
  static boolean names(Path classFile, String ascii) throws IOException {
    return names(Files.readAllBytes(classFile), ascii);
  }

  /** Whether the class file of {@code c} (read as a resource beside it) holds {@code ascii}. */
  static boolean names(Class<?> c, String ascii) throws IOException {
    String file = c.getName().substring(c.getName().lastIndexOf('.') + 1) + ".class";
    try (InputStream in = c.getResourceAsStream(file)) {
      return names(in.readAllBytes(), ascii);
    }
  }

  private static boolean names(byte[] classFile, String ascii) {
    return new String(classFile, StandardCharsets.ISO_8859_1).contains(ascii);
  }
}
