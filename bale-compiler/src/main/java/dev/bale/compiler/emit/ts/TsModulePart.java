package dev.bale.compiler.emit.ts;

/**
 * A part of {@link TsModuleEmitter} (one job: records, enums and unions, value code). It writes
 * through the module's current writer ({@link #out()}) and calls the module and the other parts
 * through {@link #host}.
 */
abstract class TsModulePart {
  final TsModuleEmitter host;

  TsModulePart(TsModuleEmitter host) {
    this.host = host;
  }

  /** Where this part writes now: the module, or the fork of a helper being written. */
  final TsWriter out() {
    return host.out;
  }

  /** One line of output at the writer's indentation. */
  final void line(String s) {
    host.out.line(s);
  }

  /** A type of the compact runtime ({@code $MessageType}, ...), imported. */
  final String compactType(String name) {
    return host.compactType(name);
  }

  /** {@code $CompactSink}, what a generated {@code write} writes through. */
  final String sinkType() {
    return host.sinkType();
  }

  /** {@code $CompactSource}, what a generated {@code read} reads through. */
  final String sourceType() {
    return host.sourceType();
  }
}
