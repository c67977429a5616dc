package dev.bale.genjs.build;

import java.io.File;
import org.teavm.backend.javascript.JSModuleType;
import org.teavm.diagnostics.Problem;
import org.teavm.tooling.ConsoleTeaVMToolLog;
import org.teavm.tooling.TeaVMTargetType;
import org.teavm.tooling.TeaVMTool;
import org.teavm.vm.TeaVMOptimizationLevel;

/**
 * Build step (run by the pom in process-classes): compiles {@link dev.bale.genjs.GenJs} and what it
 * reaches to one ES module with TeaVM's tooling API (TeaVM 0.11+ publishes no Maven plugin). Fails
 * on any severe TeaVM problem (e.g. a JDK method its class library lacks).
 *
 * <p>Usage: {@code BuildJs OUT_DIR FILE_NAME}
 */
public final class BuildJs {
  private BuildJs() {}

  public static void main(String[] args) throws Exception {
    TeaVMTool tool = new TeaVMTool();
    tool.setTargetType(TeaVMTargetType.JAVASCRIPT);
    tool.setJsModuleType(JSModuleType.ES2015);
    tool.setMainClass("dev.bale.genjs.GenJs");
    tool.setTargetDirectory(new File(args[0]));
    tool.setTargetFileName(args[1]);
    boolean debug = args.length > 2 && args[2].equals("debug");
    tool.setObfuscated(!debug);
    tool.setOptimizationLevel(
        debug ? TeaVMOptimizationLevel.SIMPLE : TeaVMOptimizationLevel.ADVANCED);
    // Strict: Java semantics for float arithmetic and casts (a double-to-float cast rounds, so a
    // default of 1e39 for an f32 is out of range as in Java).
    tool.setStrict(true);
    tool.setClassLoader(BuildJs.class.getClassLoader());
    tool.setLog(new ConsoleTeaVMToolLog(false));
    tool.generate();
    int severe = 0;
    for (Problem p : tool.getProblemProvider().getSevereProblems()) {
      severe++;
      System.err.println(
          "teavm: "
              + p.getText()
              + " "
              + java.util.Arrays.toString(p.getParams())
              + " at "
              + p.getLocation());
    }
    if (severe > 0) {
      throw new IllegalStateException(severe + " TeaVM problem(s), see above");
    }
  }
}
