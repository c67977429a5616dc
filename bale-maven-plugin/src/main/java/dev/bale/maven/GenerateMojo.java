package dev.bale.maven;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Generates Java records and codecs (and optionally TypeScript modules) from {@code .bale} schemas
 * and adds the Java output to the compile source roots.
 *
 * <p>Schemas are read from {@code src/main/bale} by default ({@code **}{@code /*.bale}); the goal
 * does nothing when the schemas, the settings and the compiler are unchanged since its last
 * successful run. Schema errors fail the build, one {@code file:line:col: error: ...} per error.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public final class GenerateMojo extends AbstractMojo {
  /** Directories searched for schema files. */
  @Parameter(defaultValue = "${project.basedir}/src/main/bale")
  private List<File> sourceRoots;

  /** Glob patterns, relative to a source root, of the schema files to compile. */
  @Parameter private List<String> includes;

  /**
   * Where the Java sources go; added to the project's compile source roots. The goal owns this
   * directory: it deletes the files it generated before, and refuses a directory holding other
   * files.
   */
  @Parameter(
      property = "bale.outputDirectory",
      defaultValue = "${project.build.directory}/generated-sources/bale")
  private File outputDirectory;

  /** Whether to generate Java (set false to generate TypeScript only). */
  @Parameter(property = "bale.java", defaultValue = "true")
  private boolean java;

  /**
   * Where TypeScript modules go; none are generated unless this is set. Owned by the goal as {@code
   * outputDirectory} is: a directory of its own, such as {@code web/src/gen}, not {@code web/src}.
   */
  @Parameter(property = "bale.tsOutputDirectory")
  private File tsOutputDirectory;

  /**
   * Whether each schema {@code service} also generates its gRPC code (SCHEMA.md §5b): in Java the
   * class {@code <Service>Grpc} (the project then needs {@code bale-grpc} and {@code grpc-api}), in
   * TypeScript the module {@code <package>.grpc.ts}. Off by default: services generate nothing.
   */
  @Parameter(property = "bale.grpc", defaultValue = "false")
  private boolean grpc;

  /** Skips the goal. */
  @Parameter(property = "bale.skip", defaultValue = "false")
  private boolean skip;

  @Parameter(defaultValue = "${project.build.directory}/bale-maven-plugin", readonly = true)
  private File stampDirectory;

  @Parameter(defaultValue = "${mojoExecution.executionId}", readonly = true)
  private String executionId;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  private MavenProject project;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("Skipping Bale code generation (bale.skip)");
      return;
    }
    if (!java && tsOutputDirectory == null) {
      throw new MojoExecutionException(
          "Nothing to generate: java is false and no tsOutputDirectory is set");
    }
    List<Path> roots = new ArrayList<>();
    for (File f : sourceRoots) {
      roots.add(f.toPath());
    }
    List<String> globs =
        includes == null || includes.isEmpty() ? List.of("**/*.bale") : List.copyOf(includes);
    Path javaOut = java ? outputDirectory.toPath() : null;
    Generation generation =
        new Generation(
            roots,
            globs,
            javaOut,
            tsOutputDirectory == null ? null : tsOutputDirectory.toPath(),
            stampDirectory.toPath().resolve(executionId + ".sha256"),
            grpc);
    Generation.Outcome outcome;
    try {
      outcome = generation.run();
    } catch (Generation.SchemaErrors e) {
      for (String diagnostic : e.lines()) {
        getLog().error(diagnostic);
      }
      throw new MojoFailureException(
          e.lines().size() + " schema error(s):\n" + String.join("\n", e.lines()));
    } catch (Generation.ForeignFiles e) {
      throw new MojoFailureException(e.getMessage(), e);
    } catch (IOException e) {
      throw new MojoExecutionException("Bale code generation failed: " + e, e);
    }
    switch (outcome) {
      case NO_SCHEMAS -> getLog().warn("No schema files (" + globs + ") in " + roots);
      case UP_TO_DATE -> getLog().info("Bale sources are up to date");
      case GENERATED -> getLog().info("Generated Bale sources from " + roots);
    }
    if (javaOut != null && outcome != Generation.Outcome.NO_SCHEMAS) {
      project.addCompileSourceRoot(javaOut.toString());
    }
  }
}
