package dev.bale.genjs;

import dev.bale.compiler.emit.ts.TsGenerator;
import dev.bale.schema.Diagnostic;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Schema;
import dev.bale.schema.model.SchemaFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSExport;

/**
 * The entry point TeaVM compiles to JavaScript: the same schema loader and TypeScript generator as
 * {@code bale gen --lang ts}, without file access (the Node launcher reads the files).
 *
 * <p>Request: {@code name \0 text \0 name \0 text ...}, every schema file and its imports, named as
 * {@code SchemaLoader.load} names them (relative to the first file's directory). Response: {@code
 * "ok" \0 path \0 content ...}, or {@code "error" \0} and the diagnostics rendered as the CLI
 * prints them (each followed by a newline), or {@code "internal" \0} and a bug's exception.
 */
public final class GenJs {
  private GenJs() {}

  public static void main(String[] args) {
    // Nothing to do: the launcher calls generateTs.
  }

  @JSExport
  public static String generateTs(String request) {
    return generate(request, false);
  }

  /** {@link #generateTs} with the services modules ({@code bale gen --lang ts --grpc}). */
  @JSExport
  public static String generateTsGrpc(String request) {
    return generate(request, true);
  }

  private static String generate(String request, boolean grpc) {
    String[] parts = request.split("\0", -1);
    Map<String, String> files = new LinkedHashMap<>();
    for (int i = 0; i + 1 < parts.length; i += 2) {
      files.put(parts[i], parts[i + 1]);
    }
    Schema schema;
    try {
      schema = SchemaLoader.loadStrings(files);
    } catch (SchemaException e) {
      StringBuilder out = new StringBuilder("error\0");
      for (Diagnostic d : e.diagnostics()) {
        out.append(d.render()).append('\n');
      }
      return out.toString();
    } catch (RuntimeException e) {
      return "internal\0" + e;
    }
    List<Decl> all = new ArrayList<>();
    for (SchemaFile f : schema.files()) {
      all.addAll(f.decls());
    }
    StringBuilder out = new StringBuilder("ok");
    for (Map.Entry<String, String> e :
        new TsGenerator().withGrpc(grpc).generate(schema, all).entrySet()) {
      out.append('\0').append(e.getKey()).append('\0').append(e.getValue());
    }
    return out.toString();
  }
}
