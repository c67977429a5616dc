package dev.bale.compiler.emit.ts;

/**
 * A part of {@link FlatTsEmitter} (one job: message codecs, views, structs and unions, values, list
 * and map helpers). It writes through the emitter's current writer ({@link #out()}) and calls the
 * other parts through {@link #host}.
 */
abstract class FlatTsPart {
  final FlatTsEmitter host;

  FlatTsPart(FlatTsEmitter host) {
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

  /** {@code name}, imported from the runtime. */
  final String rt(String name) {
    return host.rt(name);
  }

  /** A global of the JS environment, as the module's plan names it. */
  final String g(String name) {
    return host.out.global(name);
  }

  /** The parameters {@code b} and {@code d} of a read: the input as bytes and as a DataView. */
  final String bytesParams() {
    return "b: " + g("Uint8Array") + ", d: " + g("DataView");
  }

  /** A type of the flat runtime, imported. */
  final String flatType(String name) {
    return host.flatType(name);
  }
}
