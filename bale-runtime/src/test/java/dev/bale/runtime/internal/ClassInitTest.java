package dev.bale.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link ClassInit#RUNTIME_CLASSES} names every runtime class with a static initializer, but those
 * a root's entry has made before any root can go deep, those a probe makes and those only the
 * Jackson modules use (docs/safety.md, "Static initializers at the stack's end"): a class added
 * later with a static initializer fails here until it is listed (or exempted below with its
 * reason). A class file has a static initializer when its constant pool names the method {@code
 * <clinit>}.
 */
class ClassInitTest {
  /**
   * Not listed, with the reason: made by a probe, used by the Jackson modules only, or made at or
   * before a root's entry (the reader, writer, stream and flat entry points and their codecs and
   * buffers, the limits they are given, the pools, and ClassInit itself).
   */
  private static final Set<String> NOT_LISTED =
      Set.of(
          // Made by a probe where the API they need is there (LittleEndian's, StringBytes's): made
          // by ClassInit they would fail where it is not (Android below API level 33).
          "dev.bale.runtime.internal.ByteViews",
          "dev.bale.runtime.internal.StringBytes$Fields",
          // Used by the Jackson modules only (reflection on a JVM), never by a root.
          "dev.bale.runtime.internal.JsonCharges",
          "dev.bale.runtime.internal.JsonCharges$Creator",
          "dev.bale.runtime.internal.JsonShapes",
          "dev.bale.runtime.internal.UnionShape",
          // Made at or before a root's entry.
          "dev.bale.runtime.BufferPool",
          "dev.bale.runtime.Compact",
          "dev.bale.runtime.CompactDecoder",
          "dev.bale.runtime.CompactEncoder",
          "dev.bale.runtime.CompactReader",
          "dev.bale.runtime.CompactWriter",
          "dev.bale.runtime.Limits",
          "dev.bale.runtime.MessageStreamDecoder",
          "dev.bale.runtime.flat.Flat",
          "dev.bale.runtime.internal.ClassInit",
          "dev.bale.runtime.internal.FlatData");

  private static final byte[] CLINIT = "<clinit>".getBytes(StandardCharsets.US_ASCII);

  @Test
  void everyRuntimeClassWithAStaticInitializerIsMadeAtTheFirstRootsEntry() throws Exception {
    Path classes =
        Path.of(ClassInit.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Set<String> withInitializer = new TreeSet<>();
    List<Path> files;
    try (Stream<Path> s = Files.walk(classes)) {
      files = s.filter(p -> p.toString().endsWith(".class")).toList();
    }
    for (Path p : files) {
      if (contains(Files.readAllBytes(p), CLINIT)) {
        String rel = classes.relativize(p).toString();
        withInitializer.add(
            rel.substring(0, rel.length() - ".class".length())
                .replace(p.getFileSystem().getSeparator(), "."));
      }
    }
    // The scan sees what it looks for: these two have static initializers.
    assertTrue(
        withInitializer.contains("dev.bale.runtime.internal.LittleEndian"),
        withInitializer.toString());
    assertTrue(
        withInitializer.contains("dev.bale.runtime.CompactReader"), withInitializer.toString());
    Set<String> expected = new TreeSet<>(withInitializer);
    expected.removeAll(NOT_LISTED);
    assertEquals(expected, new TreeSet<>(List.of(ClassInit.RUNTIME_CLASSES)));
    // Every listed name is a class of the runtime (Class.forName at the first root's entry).
    for (String name : ClassInit.RUNTIME_CLASSES) {
      Class.forName(name, false, ClassInit.class.getClassLoader());
    }
  }

  /** Whether {@code what} occurs in {@code b} (Latin-1 maps each byte to one char). */
  private static boolean contains(byte[] b, byte[] what) {
    return new String(b, java.nio.charset.StandardCharsets.ISO_8859_1)
        .contains(new String(what, java.nio.charset.StandardCharsets.ISO_8859_1));
  }
}
