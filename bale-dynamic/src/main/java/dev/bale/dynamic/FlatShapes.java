package dev.bale.dynamic;

import dev.bale.runtime.flat.FlatType;
import dev.bale.runtime.internal.FlatData;
import dev.bale.runtime.internal.FlatShape;
import dev.bale.runtime.internal.FlatSink;
import dev.bale.schema.flat.FlatVerifyPlan;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.UnionDecl;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The {@link FlatShape} of schema types, built from their {@link FlatVerifyPlan}, so that the
 * dynamic codec verifies with the runtime's table walk ({@link
 * dev.bale.runtime.internal.FlatVerifier}) in the generated codecs' order. One per codec, shared by
 * its threads.
 */
final class FlatShapes {
  // By identity, not by the declarations' equals and hashCode (records: call sites linked where
  // they first run, which must not be inside a walk). A shape's nested types are looked up when
  // it is first resolved (FlatShape), so building one here calls nothing back.
  private final Map<Decl, Shaped> types =
      java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

  /** The verify-only {@link FlatType} of a message, struct or union. */
  FlatType<?> of(Decl d) {
    synchronized (types) {
      Shaped t = types.get(d);
      if (t == null) {
        t = new Shaped(d, shape(d));
        types.put(d, t);
      }
      return t;
    }
  }

  /**
   * {@code d}'s shape made and resolved now (its nested types looked up), as a first verify would:
   * for a codec that prepares its types where it is built.
   */
  void prepare(Decl d) {
    ((Shaped) of(d)).shape().resolveNow();
  }

  /** A type that only verifies (the dynamic codec writes and reads values its own way). */
  private record Shaped(Decl decl, FlatShape shape) implements FlatType<Object> {
    @Override
    public String schemaName() {
      return decl.fullName();
    }

    @Override
    public int write(FlatSink b, Object value) {
      throw new UnsupportedOperationException("verify only");
    }

    @Override
    public Object read(FlatData data, int position) {
      throw new UnsupportedOperationException("verify only");
    }
  }

  private FlatShape shape(Decl d) {
    List<Decl> refs = new ArrayList<>();
    Supplier<FlatType<?>[]> types = () -> refs.stream().map(this::of).toArray(FlatType<?>[]::new);
    FlatShape s =
        d instanceof MessageDecl
            ? FlatShape.message(d.fullName(), types)
            : d instanceof UnionDecl
                ? FlatShape.union(d.fullName(), types)
                : FlatShape.struct(d.fullName(), types);
    for (FlatVerifyPlan.Item item : FlatVerifyPlan.of(d)) {
      FlatShape.Node node = node(item.node(), refs);
      if (d instanceof UnionDecl) {
        s.when(item.caseId(), item.end(), item.offset(), item.name(), node);
      } else if (item.pointer()) {
        s.pointer(item.name(), item.offset(), item.required(), node);
      } else if (!(d instanceof MessageDecl)) {
        s.inline(item.name(), item.offset(), node);
      } else if (item.presenceBit() >= 0) {
        s.optional(item.name(), item.offset(), item.end(), item.presenceBit(), node);
      } else {
        s.inline(item.name(), item.offset(), item.end(), node);
      }
    }
    return s;
  }

  private static FlatShape.Node node(FlatVerifyPlan.Node n, List<Decl> refs) {
    return switch (n.kind()) {
      case STRING -> FlatShape.STRING;
      case BYTES -> FlatShape.BYTES;
      case JSON -> FlatShape.JSON;
      case BOOL -> FlatShape.BOOL;
      case NONE -> n.keyKind() == null ? FlatShape.NONE : key(n.keyKind());
      case ENUM -> n.dflt() == 0 ? FlatShape.ENUM : FlatShape.enumValue(n.dflt());
      case NUMBERS -> FlatShape.numbers(n.width(), n.align());
      case LIST -> FlatShape.list(n.width(), n.align(), node(n.element(), refs));
      case MAP ->
          FlatShape.map(
              n.width(), n.align(), node(n.key(), refs), n.valueOffset(), node(n.element(), refs));
      case UNION -> FlatShape.union(ref(n.decl(), refs));
      case MESSAGE_WITHOUT_DEFAULT -> FlatShape.messageWithoutDefault(ref(n.decl(), refs));
      case MESSAGE -> FlatShape.message(ref(n.decl(), refs), n.levels(), n.messages());
      case STRUCT -> FlatShape.struct(ref(n.decl(), refs), n.levels(), n.messages());
    };
  }

  private static int ref(Decl d, List<Decl> refs) {
    int i = refs.indexOf(d);
    if (i < 0) {
      refs.add(d);
      i = refs.size() - 1;
    }
    return i;
  }

  private static FlatShape.Node key(ScalarKind k) {
    return switch (k) {
      case I8 -> FlatShape.I8;
      case U8 -> FlatShape.U8;
      case I16 -> FlatShape.I16;
      case U16 -> FlatShape.U16;
      case I32 -> FlatShape.I32;
      case U32 -> FlatShape.U32;
      case I64 -> FlatShape.I64;
      default -> FlatShape.U64;
    };
  }
}
