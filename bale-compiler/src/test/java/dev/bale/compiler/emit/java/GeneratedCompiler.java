package dev.bale.compiler.emit.java;

import static org.junit.jupiter.api.Assertions.fail;

import dev.bale.runtime.CompactType;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles generated sources (plus optional driver sources) the way the build compiles the goldens
 * — {@code --release 17 -Xlint:all -Werror} against bale-runtime — and loads them.
 */
final class GeneratedCompiler {
  private GeneratedCompiler() {}

  /**
   * Writes {@code sources} (relative path -> content) under {@code dir/src}, compiles them into
   * {@code dir/classes} and returns a class loader for them whose parent is the test's loader (so
   * the generated code and the test share one bale-runtime).
   */
  static ClassLoader compile(Map<String, String> sources, Path dir) throws IOException {
    Path src = dir.resolve("src");
    Path classes = dir.resolve("classes");
    Files.createDirectories(classes);
    List<Path> files = new ArrayList<>();
    for (Map.Entry<String, String> e : sources.entrySet()) {
      Path f = src.resolve(e.getKey());
      Files.createDirectories(f.getParent());
      Files.writeString(f, e.getValue(), StandardCharsets.UTF_8);
      files.add(f);
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      fail("no system Java compiler (run the tests on a JDK)");
    }
    StringWriter diagnostics = new StringWriter();
    try (StandardJavaFileManager fm =
        javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
      Iterable<? extends JavaFileObject> units = fm.getJavaFileObjectsFromPaths(files);
      List<String> options =
          List.of(
              "--release",
              "17",
              "-Xlint:all",
              "-Werror",
              "-encoding",
              "UTF-8",
              "-classpath",
              runtimeClasspath(),
              "-d",
              classes.toString());
      boolean ok = javac.getTask(diagnostics, fm, null, options, null, units).call();
      if (!ok) {
        fail("generated code does not compile:\n" + diagnostics);
      }
    }
    distinctInAnyCase(classes);
    return new URLClassLoader(
        new URL[] {classes.toUri().toURL()}, GeneratedCompiler.class.getClassLoader());
  }

  /**
   * Fails when two class files (or folders) under {@code classes} have paths that differ only in
   * case: one file on case-insensitive file systems (macOS, Windows), where one would overwrite the
   * other, and javac there refuses to write the second.
   */
  static void distinctInAnyCase(Path classes) throws IOException {
    Map<String, Path> seen = new HashMap<>();
    List<String> clashes = new ArrayList<>();
    try (Stream<Path> s = Files.walk(classes)) {
      for (Path p : s.sorted().toList()) {
        String rel = classes.relativize(p).toString();
        Path other = seen.putIfAbsent(rel.toLowerCase(Locale.ROOT), p);
        if (other != null) {
          clashes.add(classes.relativize(other) + " and " + rel);
        }
      }
    }
    if (!clashes.isEmpty()) {
      fail("class files whose paths differ only in case: " + String.join(", ", clashes));
    }
  }

  /**
   * Where the classes generated code needs are (directories in the reactor build, or jars):
   * bale-runtime's, and for the gRPC code of schema services bale-grpc's, gRPC Java's {@code
   * grpc-api} and {@code grpc-stub}, and Guava's {@code ListenableFuture} (the future stub) with
   * its annotations.
   */
  private static String runtimeClasspath() {
    List<String> paths = new ArrayList<>();
    for (Class<?> c :
        List.of(
            CompactType.class,
            dev.bale.grpc.BaleGrpc.class,
            io.grpc.MethodDescriptor.class,
            io.grpc.stub.AbstractStub.class,
            com.google.common.util.concurrent.ListenableFuture.class,
            // ListenableFuture's annotations (javac warns when their class is missing).
            com.google.errorprone.annotations.DoNotMock.class)) {
      try {
        paths.add(
            Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
      } catch (URISyntaxException e) {
        throw new IllegalStateException(e);
      }
    }
    return String.join(java.io.File.pathSeparator, paths);
  }

  /** Reads a driver source from test resources ({@code drivers/Name.java}). */
  static String driver(String name) throws IOException {
    try (var in = GeneratedCompiler.class.getResourceAsStream("drivers/" + name + ".java")) {
      if (in == null) {
        throw new IllegalStateException("missing driver " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Loads {@code className} (a {@link Runnable}) and runs it. */
  static void run(ClassLoader loader, String className) throws ReflectiveOperationException {
    Object driver = loader.loadClass(className).getDeclaredConstructor().newInstance();
    ((Runnable) driver).run();
  }
}
