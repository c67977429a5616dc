package dev.bale.compiler.emit.ts;

/**
 * A part of {@link FlatTsEmitter} (one job: message codecs, views, structs and unions, values, list
 * and map helpers). It writes into the emitter's output and calls the other parts through {@link
 * #host}.
 */
abstract class FlatTsPart {
  final FlatTsEmitter host;

  FlatTsPart(FlatTsEmitter host) {
    this.host = host;
  }

  /** One line of output at the emitter's indentation. */
  final void line(String s) {
    host.line(s);
  }

  /** {@code name}, imported from the runtime. */
  final String rt(String name) {
    return host.rt(name);
  }
}
