package dev.bale.maven;

import dev.bale.compiler.emit.java.JavaGenerator;
import dev.bale.compiler.emit.java.JavaOptions;
import dev.bale.compiler.emit.ts.TsGenerator;
import dev.bale.schema.Diagnostic;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What the {@code generate} goal does, without Maven types (so it is tested directly): find the
 * schema files under the source roots, decide whether anything changed since the last run, and
 * generate Java (and optionally TypeScript) into output directories the generation owns.
 *
 * <p>Invariants: an output directory holds the files generated from the current schemas (the files
 * this execution's last generation wrote, listed in its stamp, are deleted before every generation,
 * so a removed type does not leave a stale class behind; another execution's files in the same
 * directory are kept; a directory holding files the compiler did not write is refused, not
 * emptied); the stamp file is written only after a generation succeeded, so a failed run is
 * retried, and a file it lists that is gone makes the next run generate again.
 */
final class Generation {
  /** Result of {@link #run}. */
  enum Outcome {
    /** Schemas were compiled and code written. */
    GENERATED,
    /** Inputs, options and compiler are the same as in the last successful run. */
    UP_TO_DATE,
    /** No schema file matched. */
    NO_SCHEMAS
  }

  /** Schema errors, each rendered as {@code /abs/path/file.bale:line:col: error: message}. */
  static final class SchemaErrors extends Exception {
    private static final long serialVersionUID = 1L;

    @SuppressWarnings("serial") // an immutable List.copyOf list; never serialized in practice
    private final List<String> lines;

    SchemaErrors(List<String> lines) {
      super(String.join("\n", lines), null, false, false);
      this.lines = List.copyOf(lines);
    }

    /** One entry per diagnostic (the location line, then the source line and caret if known). */
    List<String> lines() {
      return lines;
    }
  }

  private final List<Path> sourceRoots;
  private final List<String> includes;
  private final Path javaOut;
  private final Path tsOut;
  private final Path stampFile;
  private final boolean grpc;

  /** A generation without the gRPC code of services. */
  Generation(
      List<Path> sourceRoots, List<String> includes, Path javaOut, Path tsOut, Path stampFile) {
    this(sourceRoots, includes, javaOut, tsOut, stampFile, false);
  }

  /**
   * @param sourceRoots directories searched for schemas (missing ones are skipped)
   * @param includes glob patterns relative to a source root ({@code **}{@code /*.bale})
   * @param javaOut Java output directory, or null for no Java
   * @param tsOut TypeScript output directory, or null for no TypeScript
   * @param stampFile where the digest of the last successful run's inputs is kept
   * @param grpc whether services get their gRPC code (SCHEMA.md §5b)
   */
  Generation(
      List<Path> sourceRoots,
      List<String> includes,
      Path javaOut,
      Path tsOut,
      Path stampFile,
      boolean grpc) {
    if (javaOut == null && tsOut == null) {
      throw new IllegalArgumentException("nothing to generate: no Java and no TypeScript output");
    }
    this.sourceRoots = List.copyOf(sourceRoots);
    this.includes = List.copyOf(includes);
    this.javaOut = javaOut;
    this.tsOut = tsOut;
    this.stampFile = stampFile;
    this.grpc = grpc;
  }

  /** The schema files under the source roots matching an include pattern, sorted. */
  List<Path> schemaFiles() throws IOException {
    List<Path> files = new ArrayList<>();
    for (Path root : sourceRoots) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      List<PathMatcher> matchers = new ArrayList<>();
      for (String include : includes) {
        matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + include));
        if (include.startsWith("**/")) {
          // "**/" in a glob needs at least one directory; a file at the root matches too.
          matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + include.substring(3)));
        }
      }
      try (Stream<Path> walk = Files.walk(root)) {
        walk.filter(Files::isRegularFile)
            .filter(p -> matchers.stream().anyMatch(m -> m.matches(root.relativize(p))))
            .sorted()
            .forEach(files::add);
      }
    }
    return files;
  }

  /** Generates unless nothing changed since the last successful run. */
  Outcome run() throws IOException, SchemaErrors {
    List<Path> files = schemaFiles();
    if (files.isEmpty()) {
      return Outcome.NO_SCHEMAS;
    }
    String digest = digest(files);
    // The stamp: the digest, then the files the last generation wrote, one a line.
    List<String> stamp =
        Files.isRegularFile(stampFile)
            ? Files.readAllLines(stampFile, StandardCharsets.UTF_8)
            : List.of();
    Set<Path> previous = new HashSet<>();
    for (String line : stamp.subList(Math.min(1, stamp.size()), stamp.size())) {
      previous.add(Path.of(line));
    }
    boolean outputsExist =
        (javaOut == null || Files.isDirectory(javaOut))
            && (tsOut == null || Files.isDirectory(tsOut))
            && previous.stream().allMatch(Files::isRegularFile);
    if (outputsExist && !stamp.isEmpty() && stamp.get(0).equals(digest)) {
      return Outcome.UP_TO_DATE;
    }
    Schema schema;
    try {
      schema = SchemaLoader.load(files);
    } catch (SchemaException e) {
      throw new SchemaErrors(render(files.get(0).toAbsolutePath().getParent(), e));
    }
    Files.deleteIfExists(stampFile);
    List<Path> written = new ArrayList<>();
    if (javaOut != null) {
      clean(javaOut, previous);
      try {
        written.addAll(
            new JavaGenerator(JavaOptions.defaults().withGrpc(grpc)).writeTo(schema, javaOut));
      } catch (IllegalArgumentException e) {
        // A schema that Java cannot hold (JavaGenerator#generate), one problem a line.
        throw new SchemaErrors(List.of(e.getMessage().split("\n")));
      }
    }
    if (tsOut != null) {
      clean(tsOut, previous);
      written.addAll(new TsGenerator().withGrpc(grpc).writeTo(schema, tsOut));
    }
    StringBuilder text = new StringBuilder(digest);
    for (Path p : written) {
      text.append('\n').append(p.toAbsolutePath().normalize());
    }
    Files.createDirectories(stampFile.toAbsolutePath().getParent());
    Files.writeString(stampFile, text.append('\n'), StandardCharsets.UTF_8);
    return Outcome.GENERATED;
  }

  /**
   * Diagnostics with absolute file names (the loader names files relative to the first file's
   * directory), so IDEs and terminals can jump to them.
   */
  private static List<String> render(Path base, SchemaException e) {
    List<String> out = new ArrayList<>();
    for (Diagnostic d : e.diagnostics()) {
      String file = base.resolve(d.location().file()).normalize().toString();
      Diagnostic absolute =
          new Diagnostic(
              new dev.bale.schema.model.Location(file, d.location().line(), d.location().column()),
              d.message(),
              d.sourceLine());
      out.add(absolute.render());
    }
    return out;
  }

  /**
   * SHA-256 over everything the output depends on: each schema file's path and bytes, the output
   * settings, and the compiler jar (a rebuilt compiler may generate different code).
   */
  private String digest(List<Path> files) throws IOException {
    MessageDigest md;
    try {
      md = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
    for (Path f : files) {
      update(md, f.toAbsolutePath().normalize().toString());
      md.update(Files.readAllBytes(f));
    }
    update(md, "java=" + javaOut + ";ts=" + tsOut + (grpc ? ";grpc" : ""));
    update(md, compilerIdentity());
    return HexFormat.of().formatHex(md.digest());
  }

  private static void update(MessageDigest md, String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    md.update((byte) (b.length >>> 24));
    md.update((byte) (b.length >>> 16));
    md.update((byte) (b.length >>> 8));
    md.update((byte) b.length);
    md.update(b);
  }

  /** Path, size and modification time of the jar (or directory) holding the generators. */
  private static String compilerIdentity() {
    CodeSource cs = JavaGenerator.class.getProtectionDomain().getCodeSource();
    if (cs == null || cs.getLocation() == null) {
      return "unknown";
    }
    try {
      Path p = Path.of(cs.getLocation().toURI());
      return p + ":" + Files.size(p) + ":" + Files.getLastModifiedTime(p).toMillis();
    } catch (URISyntaxException | IOException | IllegalArgumentException e) {
      return cs.getLocation().toString();
    }
  }

  /** The first line of every file the generators write (Java and TypeScript). */
  static final String GENERATED_HEADER = "// Generated by the Bale compiler. Do not edit.";

  /**
   * An output directory holding files that the Bale compiler did not write: nothing was deleted.
   */
  static final class ForeignFiles extends IOException {
    private static final long serialVersionUID = 1L;

    ForeignFiles(Path dir, List<Path> foreign) {
      super(
          dir
              + " holds "
              + foreign.size()
              + " file(s) that the Bale compiler did not write, such as "
              + foreign.get(0)
              + ". The generate goal empties its output directories before writing to them, so"
              + " it left this one alone: give outputDirectory / tsOutputDirectory a directory"
              + " of their own (for TypeScript, e.g. src/gen beside your sources).");
    }
  }

  /**
   * Deletes what this execution's last generation wrote in {@code dir} ({@code previous}, from its
   * stamp), creating {@code dir} if missing, so that a removed type leaves no file behind; files of
   * another execution generating into the same directory are kept. The directory must hold
   * generated files only: when a file in it was not written by the Bale compiler (its first line is
   * not {@link #GENERATED_HEADER}), as when a source folder was given by mistake, nothing is
   * deleted and {@link ForeignFiles} is thrown. Hidden files and folders ({@code .DS_Store}, {@code
   * .gitignore}) are left alone.
   */
  private static void clean(Path dir, Set<Path> previous) throws IOException {
    if (Files.isDirectory(dir)) {
      List<Path> generated = new ArrayList<>();
      List<Path> foreign = new ArrayList<>();
      List<Path> dirs = new ArrayList<>();
      try (Stream<Path> walk = Files.walk(dir)) {
        for (Path p : (Iterable<Path>) walk::iterator) {
          if (p.equals(dir) || isHidden(dir.relativize(p))) {
            continue;
          }
          if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
            dirs.add(p);
          } else {
            (isGenerated(p) ? generated : foreign).add(p);
          }
        }
      }
      if (!foreign.isEmpty()) {
        foreign.sort(Comparator.naturalOrder());
        throw new ForeignFiles(dir, foreign);
      }
      for (Path p : generated) {
        if (previous.contains(p.toAbsolutePath().normalize())) {
          Files.delete(p);
        }
      }
      dirs.sort(Comparator.reverseOrder()); // children first
      for (Path d : dirs) {
        try (Stream<Path> left = Files.list(d)) {
          if (left.findAny().isEmpty()) {
            Files.delete(d);
          }
        }
      }
    }
    Files.createDirectories(dir);
  }

  /** Whether a part of {@code relative} is a hidden name ({@code .DS_Store}, {@code .idea/x}). */
  private static boolean isHidden(Path relative) {
    for (Path part : relative) {
      if (part.toString().startsWith(".")) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code file} starts with {@link #GENERATED_HEADER}. */
  private static boolean isGenerated(Path file) throws IOException {
    if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return false;
    }
    byte[] header = GENERATED_HEADER.getBytes(StandardCharsets.UTF_8);
    byte[] start = new byte[header.length];
    try (InputStream in = Files.newInputStream(file)) {
      return in.readNBytes(start, 0, start.length) == start.length && Arrays.equals(start, header);
    }
  }
}
