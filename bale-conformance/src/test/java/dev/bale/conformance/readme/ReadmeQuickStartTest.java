package dev.bale.conformance.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's Java quick start is the first code a user copies, so it must compile and run against
 * the real generated classes (the committed goldens, compiled into this module's test classpath)
 * and the real runtime. This test extracts the {@code ```java} block that follows the {@code <!--
 * quickstart -->} marker in README.md, compiles it with the system Java compiler ({@code -Xlint:all
 * -Werror}, like the rest of the build), runs it in a fresh JVM and checks what it prints.
 */
class ReadmeQuickStartTest {
  static final String MARKER = "<!-- quickstart -->";
  static final String OUTPUT_MARKER = "<!-- quickstart-output -->";

  @Test
  void quickStartCompilesAndRuns(@TempDir Path tmp) throws Exception {
    String readme = ReadmeSnippets.readme();
    String source = ReadmeSnippets.block(readme, MARKER, "java");
    String className = mainClassName(source);

    Path src = tmp.resolve("src").resolve(className + ".java");
    Path out = tmp.resolve("classes");
    Files.createDirectories(src.getParent());
    Files.createDirectories(out);
    Files.writeString(src, source, StandardCharsets.UTF_8);

    String classpath = testClasspath();
    compile(src, out, classpath);

    String output = run(className, out + File.pathSeparator + classpath);
    String expected = ReadmeSnippets.block(readme, OUTPUT_MARKER, "text");
    assertEquals(
        expected.strip(),
        output.replace("\r\n", "\n").strip(),
        "the quick start's output differs from what README.md says it prints (the block after "
            + OUTPUT_MARKER
            + "); if the change is intended, update README.md");
  }

  /** The public class the snippet declares; it must have a {@code main}. */
  static String mainClassName(String source) {
    Matcher m = Pattern.compile("public\\s+(?:final\\s+)?class\\s+(\\w+)").matcher(source);
    if (!m.find()) {
      fail("the quick start must declare a public class with main():\n" + source);
    }
    assertTrue(source.contains("static void main("), "the quick start needs a main method");
    return m.group(1);
  }

  /**
   * The test classpath, including the compiled goldens. Surefire may launch tests through a
   * manifest-only jar, in which case {@code java.class.path} is just that jar and the real path is
   * in {@code surefire.test.class.path}.
   */
  static String testClasspath() {
    String cp = System.getProperty("surefire.test.class.path");
    if (cp == null || cp.isBlank()) {
      cp = System.getProperty("java.class.path");
    }
    assertNotNull(cp);
    return cp;
  }

  private static void compile(Path src, Path out, String classpath) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertNotNull(javac, "no system Java compiler: run the build with a JDK, not a JRE");
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StringWriter log = new StringWriter();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      List<String> options =
          List.of(
              "--release",
              "17",
              "-Xlint:all",
              "-Werror",
              "-classpath",
              classpath,
              "-d",
              out.toString());
      boolean ok =
          javac
              .getTask(log, files, diagnostics, options, null, files.getJavaFileObjects(src))
              .call();
      if (!ok) {
        StringBuilder msg = new StringBuilder("README quick start does not compile:\n");
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
          msg.append("  line ")
              .append(d.getLineNumber())
              .append(": ")
              .append(d.getMessage(Locale.ROOT))
              .append('\n');
        }
        fail(msg.append(log).toString());
      }
    }
  }

  /** Runs {@code className} in a fresh JVM, the way a user would, and returns its stdout. */
  private static String run(String className, String classpath) throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    List<String> cmd = new ArrayList<>(List.of(java.toString(), "-cp", classpath, className));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    p.getOutputStream().close();
    // Read before waiting so a chatty program cannot block on a full pipe.
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      fail("README quick start did not finish within 60 s");
    }
    assertEquals(0, p.exitValue(), "README quick start failed:\n" + output);
    return output;
  }
}
