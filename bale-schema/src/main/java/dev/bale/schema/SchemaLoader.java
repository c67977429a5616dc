package dev.bale.schema;

import dev.bale.schema.check.ErrorCollector;
import dev.bale.schema.check.Linker;
import dev.bale.schema.check.SourceFile;
import dev.bale.schema.model.Location;
import dev.bale.schema.model.Schema;
import dev.bale.schema.parse.FileElement;
import dev.bale.schema.parse.ImportElement;
import dev.bale.schema.parse.Parser;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Loads schema files: parses them and their imports, links names, checks every rule of {@code
 * docs/spec/SCHEMA.md}, and either returns the {@link Schema} or throws one {@link SchemaException}
 * carrying every error.
 *
 * <p>Work happens in two phases. Phase 1 reads and parses every file reachable through imports and
 * checks the import graph (missing files, cycles). Phase 2 links and checks declarations; it runs
 * only when phase 1 found nothing, because after a syntax error or a missing import most of its
 * findings would be follow-on errors.
 *
 * <p><b>File names</b> in diagnostics and in {@link dev.bale.schema.model.SchemaFile#path()} are
 * relative to the directory of the first file given to {@link #load}, with {@code /} separators:
 * just the file name for files in that directory, {@code sub/x.bale} or {@code ../y.bale}
 * otherwise. This keeps expected outputs and generated code independent of the checkout location.
 */
public final class SchemaLoader {
  private SchemaLoader() {}

  /** Reads a file by display path; throws {@link NoSuchFileException} if it does not exist. */
  private interface Reader {
    String read(String path) throws IOException;
  }

  /**
   * Loads {@code files} (at least one) and everything they import.
   *
   * @throws SchemaException if any file cannot be read or any rule is violated
   */
  public static Schema load(List<Path> files) throws SchemaException {
    if (files.isEmpty()) {
      throw new IllegalArgumentException("no schema files given");
    }
    Path base = files.get(0).toAbsolutePath().normalize().getParent();
    List<String> roots = new ArrayList<>();
    for (Path f : files) {
      roots.add(slashes(base.relativize(f.toAbsolutePath().normalize())));
    }
    return run(roots, path -> readUtf8(base.resolve(path)));
  }

  /**
   * Loads one schema given as text (for tests and tools). Imports are resolved relative to {@code
   * fileName}'s directory and read from disk (relative to the working directory).
   */
  public static Schema loadString(String fileName, String text) throws SchemaException {
    Objects.requireNonNull(text);
    String root = normalize(fileName);
    return run(List.of(root), path -> path.equals(root) ? text : readUtf8(Paths.get(path)));
  }

  /**
   * Loads schemas held in memory: {@code files} maps file names to text; every entry is a root, in
   * the map's iteration order, and imports are looked up in the map only (for tests).
   */
  public static Schema loadStrings(Map<String, String> files) throws SchemaException {
    Map<String, String> byPath = new LinkedHashMap<>();
    files.forEach((k, v) -> byPath.put(normalize(k), Objects.requireNonNull(v)));
    return run(
        new ArrayList<>(byPath.keySet()),
        path -> {
          String text = byPath.get(path);
          if (text == null) {
            throw new NoSuchFileException(path);
          }
          return text;
        });
  }

  /**
   * A file's text, which must be UTF-8: a malformed or unmappable sequence throws {@link
   * CharacterCodingException}, as {@code Files.readString} does. Written out because Android (API
   * level 26, README "Android") has no {@code Files.readString}.
   */
  private static String readUtf8(Path file) throws IOException {
    return StandardCharsets.UTF_8
        .newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT)
        .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
        .toString();
  }

  private static String slashes(Path p) {
    return p.toString().replace('\\', '/');
  }

  /**
   * {@code path} with {@code /} separators, without {@code .} segments, empty segments and {@code
   * name/..} pairs (what {@code Path.normalize} does on Unix). Plain string work rather than {@link
   * Path}, so that loading from memory ({@link #loadStrings}) needs no file system: the compiler
   * also runs as JavaScript (bale-gen-js), whose class library's relative paths are unreliable.
   */
  static String normalize(String path) {
    String p = path.replace('\\', '/');
    boolean absolute = p.startsWith("/");
    List<String> out = new ArrayList<>();
    for (String segment : p.split("/")) {
      if (segment.isEmpty() || segment.equals(".")) {
        continue;
      }
      if (segment.equals("..") && !out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
        out.remove(out.size() - 1);
      } else if (!(segment.equals("..") && absolute)) {
        out.add(segment);
      }
    }
    return (absolute ? "/" : "") + String.join("/", out);
  }

  /** The display path of {@code imported} written in the file {@code importer}. */
  private static String resolveImport(String importer, String imported) {
    String i = importer.replace('\\', '/');
    int slash = i.lastIndexOf('/');
    if (imported.startsWith("/") || slash < 0) {
      return normalize(imported);
    }
    return normalize(i.substring(0, slash + 1) + imported);
  }

  private static Schema run(List<String> roots, Reader reader) throws SchemaException {
    ErrorCollector errors = new ErrorCollector();
    // Phase 1: read and parse the closure of the roots under imports, breadth-first, so the
    // order is: roots, then imports in discovery order.
    Map<String, FileElement> parsed = new LinkedHashMap<>();
    Map<String, List<String>> resolvedImports = new HashMap<>();
    Map<String, Map<String, Location>> importLocations = new HashMap<>();
    List<String> queue = new ArrayList<>();
    for (String root : roots) {
      if (!queue.contains(root)) {
        queue.add(root);
      }
    }
    Map<String, Location> requestedBy = new HashMap<>();
    for (int i = 0; i < queue.size(); i++) {
      String path = queue.get(i);
      String text;
      try {
        text = reader.read(path);
      } catch (NoSuchFileException e) {
        Location at = requestedBy.get(path);
        if (at == null) {
          errors.error(new Location(path, 0, 0), "file not found");
        } else {
          errors.error(at, "imported file '" + path + "' not found");
        }
        continue;
      } catch (CharacterCodingException e) {
        errors.error(new Location(path, 0, 0), "file is not valid UTF-8");
        continue;
      } catch (IOException e) {
        errors.error(new Location(path, 0, 0), "cannot read file: " + e);
        continue;
      }
      if (text.startsWith("\uFEFF")) {
        // A byte order mark, as some Windows editors write: not part of the text (SCHEMA.md §1).
        text = text.substring(1);
      }
      errors.source(path, text);
      FileElement file = Parser.parse(path, text, errors::error);
      parsed.put(path, file);
      List<String> imports = new ArrayList<>();
      Map<String, Location> locations = new LinkedHashMap<>();
      for (ImportElement imp : file.imports()) {
        String target = resolveImport(path, imp.path());
        Location first = locations.putIfAbsent(target, imp.location());
        if (first != null) {
          errors.error(
              imp.location(),
              "duplicate import of '"
                  + target
                  + "' (first at "
                  + first.line()
                  + ":"
                  + first.column()
                  + ")");
          continue;
        }
        imports.add(target);
        if (!queue.contains(target)) {
          queue.add(target);
          requestedBy.put(target, imp.location());
        }
      }
      resolvedImports.put(path, imports);
      importLocations.put(path, locations);
    }
    checkImportCycles(parsed.keySet(), resolvedImports, importLocations, errors);
    if (errors.hasErrors()) {
      throw new SchemaException(errors.sorted());
    }
    // Phase 2.
    List<SourceFile> sources = new ArrayList<>();
    parsed.forEach(
        (path, file) ->
            sources.add(new SourceFile(path, file, List.copyOf(resolvedImports.get(path)))));
    Schema schema = Linker.link(sources, errors);
    if (errors.hasErrors() || schema == null) {
      throw new SchemaException(errors.sorted());
    }
    return schema;
  }

  /**
   * Reports every import that closes a cycle. Cycles are forbidden so that a file's meaning never
   * depends on the file that imported it (and code generators can order files topologically).
   */
  private static void checkImportCycles(
      Iterable<String> files,
      Map<String, List<String>> imports,
      Map<String, Map<String, Location>> locations,
      ErrorCollector errors) {
    Map<String, Integer> state = new HashMap<>(); // absent: unvisited, 1: on stack, 2: done
    List<String> stack = new ArrayList<>();
    for (String f : files) {
      visit(f, imports, locations, errors, state, stack);
    }
  }

  private static void visit(
      String f,
      Map<String, List<String>> imports,
      Map<String, Map<String, Location>> locations,
      ErrorCollector errors,
      Map<String, Integer> state,
      List<String> stack) {
    if (state.containsKey(f) || !imports.containsKey(f)) {
      return;
    }
    state.put(f, 1);
    stack.add(f);
    for (String target : imports.get(f)) {
      Integer s = state.get(target);
      if (s != null && s == 1) {
        List<String> cycle = new ArrayList<>(stack.subList(stack.indexOf(target), stack.size()));
        cycle.add(target);
        errors.error(locations.get(f).get(target), "import cycle: " + String.join(" -> ", cycle));
      } else {
        visit(target, imports, locations, errors, state, stack);
      }
    }
    stack.remove(stack.size() - 1);
    state.put(f, 2);
  }
}
