package dev.bale.compiler.emit.java;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import java.util.function.Function;

/**
 * A part of {@link FlatEmitter} (one job: views, accessors, decoding, encoding, verifying, unions),
 * with the state of the declaration being emitted that every part reads. The parts call each other
 * through {@link #host}.
 */
abstract class FlatPart {
  final FlatEmitter host;
  final JavaTypes types;
  final CodeWriter cw;
  final Decl decl;
  final String name;
  final String view;
  final Function<Field, String> javaName;
  final Defaults defaults;

  FlatPart(FlatEmitter host) {
    this.host = host;
    this.types = host.types;
    this.cw = host.cw;
    this.decl = host.decl;
    this.name = host.name;
    this.view = host.view;
    this.javaName = host.javaName;
    this.defaults = host.defaults;
  }
}
