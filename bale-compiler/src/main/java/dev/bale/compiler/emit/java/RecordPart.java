package dev.bale.compiler.emit.java;

import dev.bale.schema.model.Decl;
import dev.bale.schema.model.Field;
import java.util.List;

/**
 * A part of {@link RecordEmitter} (the compact codec's write or read side), with the state of the
 * record being emitted that every part reads. The parts call each other through {@link #host}.
 */
abstract class RecordPart {
  final RecordEmitter host;
  final JavaTypes types;
  final CodeWriter cw;
  final Decl decl;
  final boolean message;
  final List<Field> fields;
  final String name;
  final ValueCodec codec;
  final Defaults defaults;

  RecordPart(RecordEmitter host) {
    this.host = host;
    this.types = host.types;
    this.cw = host.cw;
    this.decl = host.decl;
    this.message = host.message;
    this.fields = host.fields;
    this.name = host.name;
    this.codec = host.codec;
    this.defaults = host.defaults;
  }
}
