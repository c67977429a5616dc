package dev.bale.compiler.emit.java;

import static dev.bale.compiler.emit.java.FlatEmitter.FLAT_DATA;
import static dev.bale.compiler.emit.java.FlatEmitter.leaf;
import static dev.bale.compiler.emit.java.FlatEmitter.scalarRead;
import static dev.bale.compiler.emit.java.FlatEmitter.width;
import static dev.bale.compiler.emit.java.JavaTypes.decl;

import dev.bale.compiler.emit.DecodedSize;
import dev.bale.compiler.emit.java.FlatEmitter.Place;
import dev.bale.compiler.emit.java.JType.ClassName;
import dev.bale.schema.flat.FlatLayout;
import dev.bale.schema.model.Decl;
import dev.bale.schema.model.EnumDecl;
import dev.bale.schema.model.Field;
import dev.bale.schema.model.ListType;
import dev.bale.schema.model.MapType;
import dev.bale.schema.model.MessageDecl;
import dev.bale.schema.model.NamedType;
import dev.bale.schema.model.ScalarKind;
import dev.bale.schema.model.ScalarType;
import dev.bale.schema.model.StructDecl;
import dev.bale.schema.model.TypeRef;
import java.util.ArrayList;
import java.util.List;

/**
 * A flat view's {@code decode()} (and {@code record()} of leaf roots): the full decode of a message
 * or struct from its view, with static helpers for lists and maps. Part of {@link FlatEmitter},
 * which holds the state they share.
 */
final class FlatDecodeEmitter extends FlatPart {

  FlatDecodeEmitter(FlatEmitter host) {
    super(host);
  }

  void toRecord(List<Field> fields, boolean message) {
    cw.blank();
    cw.rawJavadoc(List.of("Decodes the viewed value into a new {@link " + name + "}."));
    cw.begin("public $L decode()", name);
    boolean leaf = message && leaf(fields);
    if (message) {
      // One record per message object: pointers that share a target share the record (§F8).
      cw.line("$L shared = d.shared(p, $L.class);", name, name);
      cw.begin("if (shared != null)");
      cw.line("return shared;");
      cw.end();
    }
    if (leaf) {
      // The root of a decode skips the shared-record table (readRoot): a message without message
      // fields decodes no other message after it, so nothing could look it up.
      cw.line("return d.share(p, record());");
      cw.end();
      cw.blank();
      // decode() without the shared-record table: the root of a decode (readRoot). `record` is
      // a contextual keyword, so no field accessor takes this name.
      cw.begin("private $L record()", name);
    }
    if (message) {
      // The decoded-size budget (FORMAT.md §7.1): a root starts it; every object decoded is
      // charged once, at its end: its record, strings and bytes (a shared object is decoded once).
      cw.begin("if (depth == 1)");
      cw.line("d.beginDecode();");
      cw.end();
    }
    List<String> args = new ArrayList<>();
    List<String> sized = new ArrayList<>();
    if (message) {
      sized.add(String.valueOf(DecodedSize.flatObject(decl)));
    }
    // The fields' values in locals "v" + the capitalized name: unique, as two fields may differ in
    // the case of their first letter alone (view and View).
    NameAllocator locals = new NameAllocator();
    for (Field f : fields) {
      String n = javaName.apply(f);
      String cap = JavaNames.capitalize(n);
      String local = locals.newName("v" + cap);
      TypeRef t = f.type();
      String value;
      if (t instanceof ListType || t instanceof MapType) {
        Place place = message ? host.views.messagePlace(f) : null;
        String target =
            message
                ? place.target()
                : host.views.follow(t, "p + " + host.slot(f).offset(), 1, true);
        String helper = decodeHelper(t);
        cw.line("int $LTarget = $L;", n, target);
        if (!f.optional()) {
          // A missing list or map decodes to its default (§7.1: a missing field's default), charged
          // at the object (a struct's: at the slot).
          cw.begin("if ($LTarget == 0)", n);
          cw.line(
              "d.chargeDecoded($L, $L);",
              message ? "p" : "p + " + host.slot(f).offset(),
              DecodedSize.missingDefault(t));
          cw.end();
        }
        String call = helper + "(d, " + n + "Target, depth + 1)";
        value = f.optional() ? n + "Target == 0 ? null : " + call : call;
      } else if (t instanceof NamedType && decl(t) instanceof MessageDecl && !f.optional()) {
        // A missing message decodes to its default, charged here: the view of a default reads
        // shared static bytes, which charge nothing.
        Place place = message ? host.views.messagePlace(f) : null;
        String target =
            message
                ? place.target()
                : host.views.follow(t, "p + " + host.slot(f).offset(), 1, true);
        String owned = "view" + cap;
        cw.line("int $LTarget = $L;", n, target);
        cw.begin("if ($LTarget == 0)", n);
        cw.line(
            "d.chargeDecoded($L, $L);",
            message ? "p" : "p + " + host.slot(f).offset(),
            DecodedSize.missingDefault(t));
        cw.end();
        cw.begin("if ($L == null)", owned);
        cw.line("$L = new $T();", owned, host.viewOf(decl(t)));
        cw.end();
        value = owned + ".flatAt(d, " + n + "Target, depth + 1).decode()";
      } else if (t instanceof ScalarType s && s.kind() == ScalarKind.JSON) {
        // Not through the accessor, which begins a decode of its own: charged to this one.
        String target =
            message
                ? host.views.messagePlace(f).target()
                : host.views.follow(t, "p + " + host.slot(f).offset(), 1, true);
        if (f.optional()) {
          cw.line("int $LTarget = $L;", n, target);
          value = n + "Target == 0 ? null : d.json(" + n + "Target, depth)";
        } else {
          value = "d.json(" + target + ", depth)";
        }
      } else if (t instanceof NamedType && !(decl(t) instanceof EnumDecl)) {
        value = f.optional() ? "has" + cap + "() ? " + n + "().decode() : null" : n + "().decode()";
      } else if (f.optional() && !isPointerScalar(t)) {
        value = "has" + cap + "() ? " + n + "() : null";
      } else if (t instanceof ScalarType s && s.kind() == ScalarKind.STRING) {
        // A message's strings and bytes are charged together at its end (one charge per record:
        // cheap even where a big record's toRecord is not compiled by C2).
        value = message ? n + "()" : "d.chargeString(p, " + n + "())";
        if (message) {
          sized.add(cw.type(FLAT_DATA) + ".stringSize(" + local + ")");
        }
      } else if (t instanceof ScalarType s && s.kind() == ScalarKind.BYTES) {
        value = message ? n + "()" : "d.chargeBytes(p, " + n + "())";
        if (message) {
          sized.add(cw.type(FLAT_DATA) + ".bytesSize(" + local + ")");
        }
      } else {
        value = n + "()";
      }
      cw.line("$T $L = $L;", types.fieldType(f), local, value);
      args.add(local);
    }
    if (!sized.isEmpty()) {
      cw.line("d.chargeDecoded(p, $L);", String.join(" + ", sized));
    }
    if (message) {
      args.add("null");
    }
    // A wide record (WideRecord) is built by a direct call here, unlike in compact decoding: C2
    // then leaves this method to C1, which calls the string accessors instead of inlining each,
    // and that measured faster (repos flat decode 0.75x with the factory, jvm-ab, 3 rounds).
    String made =
        WideClass.isClass(fields, message, types)
            ? WideRecord.construct(
                cw, types, types.className(decl), fields, args, "refs$", "prims$", true)
            : "new " + name + "(" + String.join(", ", args) + ")";
    if (message && !leaf) {
      cw.line("return d.share(p, $L);", made);
    } else {
      cw.line("return $L;", made);
    }
    cw.end();
  }

  static boolean leafType(TypeRef t) {
    if (t instanceof ScalarType) {
      return true;
    }
    if (t instanceof ListType l) {
      return leafType(l.element());
    }
    if (t instanceof MapType m) {
      return leafType(m.key()) && leafType(m.value());
    }
    return t instanceof NamedType && decl(t) instanceof EnumDecl;
  }

  private static boolean isPointerScalar(TypeRef t) {
    return t instanceof ScalarType s
        && (s.kind() == ScalarKind.STRING
            || s.kind() == ScalarKind.BYTES
            || s.kind() == ScalarKind.JSON);
  }

  /**
   * A static helper {@code decodeN(FlatData d, int t)} that decodes the list or map at target
   * {@code t} (0: empty); returns its name.
   */
  String decodeHelper(TypeRef t) {
    return host.helper(
        "decode",
        t,
        "",
        helper -> {
          cw.blank();
          cw.begin(
              "private static $T $L($T d, int t, int depth)", types.type(t), helper, FLAT_DATA);
          if (t instanceof ListType l) {
            TypeRef e = l.element();
            int size = width(e);
            cw.line("int count = d.count(t, $L);", size);
            cw.line("d.chargeCollection(t, count, $L);", DecodedSize.element(e));
            if (e instanceof ScalarType s && FlatAccessorEmitter.bulkRead(s.kind()) != null) {
              cw.line("return d.$Ls(t + 4, count);", FlatAccessorEmitter.bulkRead(s.kind()));
            } else if (e instanceof ScalarType s && JavaTypes.primitiveList(s.kind()) != null) {
              JType jt = JavaTypes.scalar(s.kind());
              cw.line("$T[] values = new $T[count];", jt, jt);
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("values[i] = $L;", scalarRead(s.kind(), "t + 4 + " + size + " * i"));
              cw.end();
              cw.line("return $T.of(values);", JavaTypes.primitiveList(s.kind()));
            } else {
              // Built in an array that the list takes over (FrozenList, as compact decoding
              // does): one array of references, not an ArrayList's and then List.copyOf's; an
              // empty list is the shared List.of(), with no array.
              cw.begin("if (count == 0)");
              cw.line("return $T.of();", JavaTypes.LIST);
              cw.end();
              cw.line("$T[] elements = new $T[count];", JavaTypes.OBJECT, JavaTypes.OBJECT);
              String view = elementView(e, false); // an empty list returned above
              cw.begin("for (int i = 0; i < count; i++)");
              cw.line("elements[i] = $L;", decodeValue(e, "t + 4 + " + size + " * i", "t", view));
              cw.end();
              cw.line("return $T.wrap(elements);", JavaTypes.FROZEN_LIST);
            }
          } else {
            MapType m = (MapType) t;
            FlatLayout.EntryLayout entry = FlatLayout.entry(m);
            int voff = entry.valueOffset();
            cw.line("int count = d.count(t, $L);", entry.size());
            cw.line("d.chargeCollection(t, count, $L);", DecodedSize.mapEntry(m));
            // Sized for count (no table regrown) and handed to the record as is (FrozenMap: the
            // record's constructor does not copy it), as compact decoding does.
            cw.line(
                "$T map = $T.newMap(count);",
                new JType.Parameterized(
                    JavaTypes.LINKED_HASH_MAP,
                    java.util.List.of(types.type(m.key()).boxed(), types.type(m.value()).boxed())),
                JavaTypes.COMPACT_READER);
            String view = elementView(m.value(), true);
            cw.begin("for (int i = 0; i < count; i++)");
            cw.line("int at = t + 4 + $L * i;", entry.size());
            cw.line(
                "map.put($L, $L);",
                decodeValue(m.key(), "at", "t", null),
                decodeValue(m.value(), "at + " + voff, "t", view));
            cw.end();
            cw.line("return $T.mapOf(map);", JavaTypes.COMPACT_READER);
          }
          cw.end();
        });
  }

  /**
   * An expression decoding the value of {@code t} whose inline slot is at {@code at}, a value at
   * depth {@code depth + 1}; strings, bytes and missing messages (their defaults) are charged to
   * the decoded-size budget at {@code owner} (the list, or the union cell).
   */
  String decodeValue(TypeRef t, String at, String owner, String view) {
    if (t instanceof ScalarType s) {
      String read =
          isPointerScalar(t)
              ? scalarRead(s.kind(), host.views.follow(t, at, 1, true))
              : scalarRead(s.kind(), at);
      return switch (s.kind()) {
        case STRING -> "d.chargeString(" + owner + ", " + read + ")";
        case BYTES -> "d.chargeBytes(" + owner + ", " + read + ")";
        default -> read;
      };
    }
    if (t instanceof ListType || t instanceof MapType) {
      // A null element (or map or union value) is an empty list or map, charged as a missing
      // field's default at its slot (§7.1).
      return decodeHelper(t)
          + "(d, d.missing("
          + host.views.follow(t, at, 1, true)
          + ", "
          + at
          + ", "
          + DecodedSize.missingDefault(t)
          + "), depth + 1)";
    }
    Decl d = decl(t);
    if (d instanceof EnumDecl) {
      return cw.type(types.className(d)) + ".of(d.enumAt(" + at + ", 0))";
    }
    String target = d instanceof StructDecl ? at : host.views.follow(t, at, 1, true);
    if (d instanceof MessageDecl) {
      // A null element is the message's default (§F10.2), charged at its slot.
      target = "d.missing(" + target + ", " + at + ", " + DecodedSize.missingDefault(t) + ")";
    }
    String v = view != null ? view : "new " + cw.type(host.viewOf(d)) + "()";
    return v + ".flatAt(d, " + target + ", depth + 1).decode()";
  }

  /**
   * For the elements (or map values) of type {@code e} that decode through a view (messages,
   * structs, unions): declares one view that every element re-points (an element's record keeps
   * nothing of it), and returns its name; else null. With {@code mayBeEmpty} none is made when
   * {@code count} is 0.
   */
  private String elementView(TypeRef e, boolean mayBeEmpty) {
    if (!(e instanceof NamedType) || decl(e) instanceof EnumDecl) {
      return null;
    }
    ClassName v = host.viewOf(decl(e));
    if (mayBeEmpty) {
      cw.line("$T view = count == 0 ? null : new $T();", v, v);
    } else {
      cw.line("$T view = new $T();", v, v);
    }
    return "view";
  }
}
