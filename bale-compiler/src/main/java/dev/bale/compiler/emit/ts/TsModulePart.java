package dev.bale.compiler.emit.ts;

/**
 * A part of {@link TsModuleEmitter} (one job: records, enums and unions, value code). It writes
 * into the module's output and calls the module and the other parts through {@link #host}.
 */
abstract class TsModulePart {
  final TsModuleEmitter host;

  TsModulePart(TsModuleEmitter host) {
    this.host = host;
  }

  /** One line of output at the module's indentation. */
  final void line(String s) {
    host.line(s);
  }
}
