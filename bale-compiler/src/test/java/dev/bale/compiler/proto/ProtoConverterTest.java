package dev.bale.compiler.proto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.Edition;
import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FeatureSet;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto.Label;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto.Type;
import com.google.protobuf.DescriptorProtos.FieldOptions;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.DescriptorProtos.FileOptions;
import com.google.protobuf.DescriptorProtos.MessageOptions;
import com.google.protobuf.DescriptorProtos.MethodDescriptorProto;
import com.google.protobuf.DescriptorProtos.OneofDescriptorProto;
import com.google.protobuf.DescriptorProtos.ServiceDescriptorProto;
import com.google.protobuf.StructProto;
import com.google.protobuf.WrappersProto;
import dev.bale.schema.Canonical;
import dev.bale.schema.SchemaLoader;
import dev.bale.schema.model.Schema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link ProtoConverter} on the peers' .proto files (compiled by protoc at build time into a
 * descriptor set with their comments) and on hand-made descriptors that hold each rule.
 */
public class ProtoConverterTest {
  static final Path PEERS =
      Path.of("target/generated-test-resources/protobuf/descriptor-sets/peers.pb");
  private static final Path SCHEMAS = Path.of("../testdata/schemas");

  static FileDescriptorSet peers() throws Exception {
    return FileDescriptorSet.parseFrom(Files.readAllBytes(PEERS));
  }

  private static Map<String, String> convert(FileDescriptorSet set, String... files)
      throws Exception {
    ProtoConverter.Result r = new ProtoConverter(set, false).convert(List.of(files));
    SchemaLoader.loadStrings(r.files()); // every conversion checks
    return r.files();
  }

  @Test
  void everyPeerProtoConvertsToASchemaThatChecks() throws Exception {
    Map<String, String> files = convert(peers());
    assertEquals(9, files.size(), files.keySet().toString());
    assertTrue(files.containsKey("media.bale") && files.containsKey("twitter.bale"));
    // Comments of the .proto are doc comments.
    assertTrue(
        files.get("benchmarks.bale").contains("  /// Name of the benchmark dataset."),
        files.get("benchmarks.bale"));
  }

  /**
   * The hand-written schemas of protobuf's benchmark messages (testdata/schemas, written from the
   * same .proto files by the rules this converter follows) have the canonical form of the
   * conversion, names of package and nested types aside: the same fields, types, ids and options.
   */
  @Test
  void theGoogleMessagesConvertAsTheyWereWrittenByHand() throws Exception {
    FileDescriptorSet set = peers();
    Schema gm1 =
        SchemaLoader.loadStrings(
            Map.of(
                "m.bale",
                convert(set, "benchmark_message1_proto3.proto").values().iterator().next()));
    Schema gm1Hand = SchemaLoader.load(List.of(SCHEMAS.resolve("google_message1.bale")));
    assertEquals(
        Canonical.canonicalForm(gm1Hand.find("gmsg1.GoogleMessage1")),
        Canonical.canonicalForm(gm1.find("benchmarks.proto3.GoogleMessage1"))
            .replace("benchmarks.proto3.", "gmsg1."));

    Schema gm2 =
        SchemaLoader.loadStrings(
            Map.of("m.bale", convert(set, "benchmark_message2.proto").values().iterator().next()));
    Schema gm2Hand = SchemaLoader.load(List.of(SCHEMAS.resolve("google_message2.bale")));
    // The same declarations; the canonical form lists them by name, which the group's differs in.
    assertEquals(
        blocks(Canonical.canonicalForm(gm2Hand.find("gmsg2.GoogleMessage2"))),
        blocks(
            Canonical.canonicalForm(gm2.find("benchmarks.proto2.GoogleMessage2"))
                .replace("benchmarks.proto2.GoogleMessage2Group1", "gmsg2.Group1")
                .replace("benchmarks.proto2.", "gmsg2.")));
  }

  /** A canonical form's declarations ("message a.B ... end"), sorted. */
  private static List<String> blocks(String canonical) {
    List<String> b = new java.util.ArrayList<>(List.of(canonical.split("(?<=\\nend)\\n")));
    b.sort(null);
    assertTrue(b.size() >= 3, canonical);
    return b;
  }

  /**
   * protobuf's own files, bundled with protobuf-java: descriptor.proto and the well-known types.
   */
  public static FileDescriptorSet protobufsOwn() {
    FileDescriptorSet.Builder b = FileDescriptorSet.newBuilder();
    for (com.google.protobuf.Descriptors.FileDescriptor f :
        List.of(
            com.google.protobuf.DescriptorProtos.getDescriptor(),
            com.google.protobuf.TimestampProto.getDescriptor(),
            com.google.protobuf.DurationProto.getDescriptor(),
            com.google.protobuf.AnyProto.getDescriptor(),
            com.google.protobuf.EmptyProto.getDescriptor(),
            com.google.protobuf.FieldMaskProto.getDescriptor(),
            com.google.protobuf.SourceContextProto.getDescriptor(),
            com.google.protobuf.TypeProto.getDescriptor(),
            com.google.protobuf.ApiProto.getDescriptor(),
            StructProto.getDescriptor(),
            WrappersProto.getDescriptor())) {
      b.addFile(f.toProto());
    }
    return b.build();
  }

  /**
   * descriptor.proto (proto2: nested enums and messages, [default]s of enums and bools, extension
   * ranges, reserved fields) and the well-known types, asked for by name: they check.
   */
  @Test
  void protobufsOwnFilesConvert() throws Exception {
    List<String> names =
        List.of(
            "google/protobuf/descriptor.proto",
            "google/protobuf/timestamp.proto",
            "google/protobuf/any.proto",
            "google/protobuf/api.proto");
    ProtoConverter.Result r = new ProtoConverter(protobufsOwn(), false).convert(names);
    SchemaLoader.loadStrings(r.files());
    // api.proto uses type.proto and source_context.proto; Struct and the wrappers are mapped.
    assertEquals(
        List.of(
            "google/protobuf/descriptor.bale",
            "google/protobuf/timestamp.bale",
            "google/protobuf/any.bale",
            "google/protobuf/source_context.bale",
            "google/protobuf/type.bale",
            "google/protobuf/api.bale"),
        List.copyOf(r.files().keySet()));
    assertTrue(
        r.files()
            .get("google/protobuf/timestamp.bale")
            .contains(
                "message Timestamp {\n  i64 seconds = 1 [omit_default];\n"
                    + "  i32 nanos = 2 [omit_default];\n}"));
    String descriptor = r.files().get("google/protobuf/descriptor.bale");
    assertTrue(descriptor.contains("  FieldDescriptorProtoType? type = 4;"), descriptor);
    assertTrue(descriptor.contains("\nenum FieldDescriptorProtoType {\n"), descriptor);
    // [default]s: an enum's first value and false say nothing; another value does.
    assertTrue(
        r.notes()
            .contains(
                "google/protobuf/descriptor.proto: FileOptions.cc_enable_arenas: [default = true]"
                    + " left out (an optional Bale field is absent, not defaulted)"),
        r.notes().toString());
    assertFalse(r.notes().toString().contains("optimize_for"), r.notes().toString());
    assertTrue(
        r.notes().contains("google/protobuf/descriptor.proto: FileOptions: extensions left out"));
  }

  // Hand-made descriptors: each rule in one place.

  private static FieldDescriptorProto.Builder field(String name, int number, Type type) {
    return FieldDescriptorProto.newBuilder()
        .setName(name)
        .setNumber(number)
        .setType(type)
        .setLabel(Label.LABEL_OPTIONAL);
  }

  private static FieldDescriptorProto.Builder ref(String name, int number, Type type, String to) {
    return field(name, number, type).setTypeName(to);
  }

  private static FileDescriptorProto shop() {
    DescriptorProto entry =
        DescriptorProto.newBuilder()
            .setName("LinesEntry")
            .setOptions(MessageOptions.newBuilder().setMapEntry(true))
            .addField(field("key", 1, Type.TYPE_FIXED32))
            .addField(ref("value", 2, Type.TYPE_MESSAGE, ".shop.Order.Line"))
            .build();
    DescriptorProto line =
        DescriptorProto.newBuilder()
            .setName("Line")
            .addField(field("sku", 1, Type.TYPE_STRING))
            .addField(field("qty", 2, Type.TYPE_SINT32))
            .build();
    DescriptorProto order =
        DescriptorProto.newBuilder()
            .setName("Order")
            .addField(field("id", 1, Type.TYPE_FIXED64).setJsonName("id"))
            .addField(field("customer_name", 5, Type.TYPE_STRING).setJsonName("customerName"))
            .addField(
                ref("lines", 7, Type.TYPE_MESSAGE, ".shop.Order.LinesEntry")
                    .setLabel(Label.LABEL_REPEATED))
            .addField(field("card", 3, Type.TYPE_STRING).setOneofIndex(0))
            .addField(ref("voucher", 4, Type.TYPE_MESSAGE, ".common.Money").setOneofIndex(0))
            .addField(ref("state", 9, Type.TYPE_ENUM, ".shop.Order.State"))
            .addField(field("note", 10, Type.TYPE_STRING).setProto3Optional(true).setOneofIndex(1))
            .addField(ref("tip", 11, Type.TYPE_MESSAGE, ".google.protobuf.Int64Value"))
            .addField(ref("extra", 12, Type.TYPE_MESSAGE, ".google.protobuf.Struct"))
            .addField(field("weights", 13, Type.TYPE_SFIXED32).setLabel(Label.LABEL_REPEATED))
            .addField(field("paid", 14, Type.TYPE_BOOL))
            .addOneofDecl(OneofDescriptorProto.newBuilder().setName("pay_with"))
            .addOneofDecl(OneofDescriptorProto.newBuilder().setName("_note"))
            .addNestedType(line)
            .addNestedType(entry)
            .addEnumType(
                EnumDescriptorProto.newBuilder()
                    .setName("State")
                    .addValue(
                        EnumValueDescriptorProto.newBuilder().setName("STATE_NEW").setNumber(0))
                    .addValue(
                        EnumValueDescriptorProto.newBuilder().setName("STATE_PAID").setNumber(2)))
            .build();
    return FileDescriptorProto.newBuilder()
        .setName("shop/order.proto")
        .setPackage("shop")
        .setSyntax("proto3")
        .addDependency("common/money.proto")
        .addDependency("google/protobuf/wrappers.proto")
        .addDependency("google/protobuf/struct.proto")
        .addMessageType(order)
        .addService(
            ServiceDescriptorProto.newBuilder()
                .setName("Orders")
                .addMethod(method("Price", ".shop.Order", ".common.Money"))
                .addMethod(method("Watch", ".shop.Order", ".shop.Order").setServerStreaming(true))
                .addMethod(method("Tip", ".google.protobuf.Int64Value", ".shop.Order"))
                .addMethod(
                    method("Sync", ".shop.Order", ".shop.Order")
                        .setClientStreaming(true)
                        .setServerStreaming(true)))
        .build();
  }

  private static MethodDescriptorProto.Builder method(String name, String in, String out) {
    return MethodDescriptorProto.newBuilder().setName(name).setInputType(in).setOutputType(out);
  }

  private static FileDescriptorProto money() {
    return FileDescriptorProto.newBuilder()
        .setName("common/money.proto")
        .setPackage("common")
        .setSyntax("proto2")
        .addMessageType(
            DescriptorProto.newBuilder()
                .setName("Money")
                .addField(
                    field("currency", 1, Type.TYPE_STRING)
                        .setLabel(Label.LABEL_REQUIRED)
                        .setDefaultValue("EUR"))
                .addField(field("units", 2, Type.TYPE_INT64).setDefaultValue("0"))
                .addField(field("scale", 3, Type.TYPE_INT32).setDefaultValue("2"))
                .addField(ref("part", 4, Type.TYPE_GROUP, ".common.Money.Part"))
                .addField(
                    ref("base", 5, Type.TYPE_MESSAGE, ".common.Money.Part")
                        .setLabel(Label.LABEL_REQUIRED))
                .addField(
                    field("tag", 6, Type.TYPE_BYTES)
                        .setLabel(Label.LABEL_REQUIRED)
                        .setDefaultValue("\\001"))
                .addNestedType(
                    DescriptorProto.newBuilder()
                        .setName("Part")
                        .addField(field("cents", 5, Type.TYPE_UINT32))))
        .build();
  }

  private static FileDescriptorSet shopSet() {
    return FileDescriptorSet.newBuilder()
        .addFile(WrappersProto.getDescriptor().toProto())
        .addFile(StructProto.getDescriptor().toProto())
        .addFile(money())
        .addFile(shop())
        .build();
  }

  @Test
  void eachRuleOnHandMadeDescriptors() throws Exception {
    ProtoConverter.Result r = new ProtoConverter(shopSet(), false).convert(List.of());
    SchemaLoader.loadStrings(r.files());
    // Only the files of the two packages: the well-known types used are mapped, not converted.
    assertEquals(List.of("common/money.bale", "shop/order.bale"), List.copyOf(r.files().keySet()));
    String shop = r.files().get("shop/order.bale");
    String expectedShop =
        String.join(
            "\n",
            "// Converted from shop/order.proto (proto3) by `bale from-proto`: fields are numbered"
                + " 1..n in declaration order.",
            "package shop;",
            "",
            "import \"../common/money.bale\";",
            "",
            "message Order {",
            "  u64 id = 1 [fixed, omit_default];",
            "  string customer_name = 2 [omit_default];",
            "  map<u32, OrderLine> lines = 3 [omit_default];",
            "  OrderPayWith? pay_with = 4;",
            "  OrderState state = 5 [omit_default];",
            "  string? note = 6;",
            "  i64? tip = 7;",
            "  json? extra = 8;",
            "  list<i32> weights = 9 [fixed, omit_default];",
            "  bool paid = 10;",
            "}",
            "",
            "union OrderPayWith {",
            "  string card = 1;",
            "  common.Money voucher = 2;",
            "}",
            "",
            "message OrderLine {",
            "  string sku = 1 [omit_default];",
            "  i32 qty = 2 [omit_default];",
            "}",
            "",
            "enum OrderState {",
            "  STATE_NEW = 0;",
            "  STATE_PAID = 2;",
            "}",
            "",
            "service Orders {",
            "  rpc Price(Order) returns (common.Money);",
            "  rpc Watch(Order) returns (stream Order);",
            "  rpc Sync(stream Order) returns (stream Order);",
            "}",
            "");
    assertEquals(expectedShop, shop);
    String money = r.files().get("common/money.bale");
    assertTrue(money.contains("  string currency = 1 [default = \"EUR\"];"), money);
    assertTrue(money.contains("  i64? units = 2;"), money);
    assertTrue(money.contains("  i32? scale = 3;"), money);
    assertTrue(money.contains("  MoneyPart? part = 4;"), money); // a group is a message
    assertTrue(money.contains("  MoneyPart base = 5;"), money); // required: always there
    assertTrue(money.contains("  bytes tag = 6;"), money);
    assertTrue(money.contains("message MoneyPart {\n  u32? cents = 1;\n}"), money);
    assertEquals(
        List.of(
            "common/money.proto: Money.scale: [default = 2] left out (an optional Bale field is"
                + " absent, not defaulted)",
            "common/money.proto: field tag: [default] left out (Bale has no default for bytes)",
            "shop/order.proto: Orders.Tip left out: its request google.protobuf.Int64Value is i64"
                + " in Bale, not a message"),
        r.notes());

    // --json-names: the JSON names protoc gives, where they differ from the field name.
    String named =
        new ProtoConverter(shopSet(), true).convert(List.of()).files().get("shop/order.bale");
    assertTrue(
        named.contains("  string customer_name = 2 [omit_default, json = \"customerName\"];"),
        named);
    assertTrue(named.contains("  u64 id = 1 [fixed, omit_default];"), named);
  }

  @Test
  void aSelectedFileBringsTheFilesItUses() throws Exception {
    ProtoConverter.Result r =
        new ProtoConverter(shopSet(), false).convert(List.of("common/money.proto"));
    assertEquals(List.of("common/money.bale"), List.copyOf(r.files().keySet()));
    r = new ProtoConverter(shopSet(), false).convert(List.of("shop/order.proto"));
    assertEquals(List.of("common/money.bale", "shop/order.bale"), List.copyOf(r.files().keySet()));
    ProtoConverter.ConversionException e =
        assertThrows(
            ProtoConverter.ConversionException.class,
            () -> new ProtoConverter(shopSet(), false).convert(List.of("nope.proto")));
    assertTrue(
        e.getMessage().startsWith("no file nope.proto in the descriptor set"), e.getMessage());
  }

  @Test
  void whatHasNoBaleFormIsRefusedByName() {
    FileDescriptorProto negative =
        FileDescriptorProto.newBuilder()
            .setName("e.proto")
            .setPackage("e")
            .setSyntax("proto2")
            .addEnumType(
                EnumDescriptorProto.newBuilder()
                    .setName("Temp")
                    .addValue(EnumValueDescriptorProto.newBuilder().setName("COLD").setNumber(-1)))
            .build();
    assertRefused(
        negative, "e.proto: enum Temp value COLD = -1: Bale enum values are 0..2147483647");
    FileDescriptorProto alias =
        negative.toBuilder()
            .setEnumType(
                0,
                EnumDescriptorProto.newBuilder()
                    .setName("Temp")
                    .addValue(EnumValueDescriptorProto.newBuilder().setName("COLD").setNumber(0))
                    .addValue(EnumValueDescriptorProto.newBuilder().setName("CHILLY").setNumber(0)))
            .build();
    assertRefused(
        alias,
        "e.proto: enum Temp values COLD and CHILLY are both 0 (allow_alias): a Bale enum value"
            + " has one name");
    FileDescriptorProto missing =
        FileDescriptorProto.newBuilder()
            .setName("m.proto")
            .setPackage("m")
            .setSyntax("proto3")
            .addMessageType(
                DescriptorProto.newBuilder()
                    .setName("M")
                    .addField(ref("x", 1, Type.TYPE_MESSAGE, ".other.X")))
            .build();
    assertRefused(
        missing,
        "m.proto: type .other.X is not in the descriptor set (protoc --include_imports puts every"
            + " imported file in it)");
  }

  private static void assertRefused(FileDescriptorProto file, String message) {
    ProtoConverter.ConversionException e =
        assertThrows(
            ProtoConverter.ConversionException.class,
            () ->
                new ProtoConverter(FileDescriptorSet.newBuilder().addFile(file).build(), false)
                    .convert(List.of()));
    assertEquals(message, e.getMessage());
  }

  /**
   * Edition 2023: presence from the features, the field's over its message's over the file's,
   * EXPLICIT by default; message fields explicit whatever the feature says.
   */
  @Test
  void editionsReadTheirFieldPresenceFeatures() throws Exception {
    FeatureSet implicit =
        FeatureSet.newBuilder().setFieldPresence(FeatureSet.FieldPresence.IMPLICIT).build();
    FeatureSet explicit =
        FeatureSet.newBuilder().setFieldPresence(FeatureSet.FieldPresence.EXPLICIT).build();
    FeatureSet required =
        FeatureSet.newBuilder().setFieldPresence(FeatureSet.FieldPresence.LEGACY_REQUIRED).build();
    DescriptorProto inner =
        DescriptorProto.newBuilder()
            .setName("Inner")
            .setOptions(MessageOptions.newBuilder().setFeatures(explicit))
            .addField(field("n", 1, Type.TYPE_INT32))
            .build();
    DescriptorProto outer =
        DescriptorProto.newBuilder()
            .setName("Outer")
            .addField(field("a", 1, Type.TYPE_INT32))
            .addField(
                field("b", 2, Type.TYPE_STRING)
                    .setOptions(FieldOptions.newBuilder().setFeatures(explicit)))
            .addField(
                field("c", 3, Type.TYPE_INT64)
                    .setOptions(FieldOptions.newBuilder().setFeatures(required)))
            .addField(ref("d", 4, Type.TYPE_MESSAGE, ".ed.Outer.Inner"))
            .addField(field("e", 5, Type.TYPE_BOOL))
            .addField(field("f", 6, Type.TYPE_INT32).setLabel(Label.LABEL_REPEATED))
            .addNestedType(inner)
            .build();
    FileDescriptorProto f =
        FileDescriptorProto.newBuilder()
            .setName("ed.proto")
            .setPackage("ed")
            .setSyntax("editions")
            .setEdition(Edition.EDITION_2023)
            .setOptions(FileOptions.newBuilder().setFeatures(implicit))
            .addMessageType(outer)
            .build();
    String s = convert(FileDescriptorSet.newBuilder().addFile(f).build()).get("ed.bale");
    assertTrue(s.startsWith("// Converted from ed.proto (edition 2023) by"), s);
    assertTrue(
        s.contains(
            "message Outer {\n"
                + "  i32 a = 1 [omit_default];\n" // the file's IMPLICIT
                + "  string? b = 2;\n" // the field's EXPLICIT
                + "  i64 c = 3;\n" // LEGACY_REQUIRED
                + "  OuterInner? d = 4;\n" // a message field has presence
                + "  bool e = 5;\n"
                + "  list<i32> f = 6 [omit_default];\n"
                + "}\n"),
        s);
    assertTrue(s.contains("message OuterInner {\n  i32? n = 1;\n}"), s); // its message's EXPLICIT
    // No features: EXPLICIT, the editions' default.
    String plain =
        convert(
                FileDescriptorSet.newBuilder()
                    .addFile(f.toBuilder().setOptions(FileOptions.getDefaultInstance()))
                    .build())
            .get("ed.bale");
    assertTrue(plain.contains("  i32? a = 1;\n"), plain);
    assertTrue(plain.contains("  i64 c = 3;\n"), plain);
  }

  @Test
  void aFileWithoutAPackageTakesOneFromItsName() throws Exception {
    FileDescriptorProto f =
        FileDescriptorProto.newBuilder()
            .setName("protos/2fa-Codes.proto")
            .setSyntax("proto3")
            .addMessageType(
                DescriptorProto.newBuilder()
                    .setName("Code")
                    .addField(field("digits", 1, Type.TYPE_STRING)))
            .build();
    String s =
        convert(FileDescriptorSet.newBuilder().addFile(f).build()).get("protos/2fa-Codes.bale");
    assertTrue(s.contains("\npackage p_2fa_codes;\n"), s);
    assertFalse(s.contains("import"), s);
  }

  @Test
  void pathsAndNames() {
    assertEquals("x/y.bale", ProtoConverter.baleFileName("x/y.proto"));
    assertEquals("../c/y.bale", ProtoConverter.relative("a/b/x.bale", "a/c/y.bale"));
    assertEquals("y.bale", ProtoConverter.relative("x.bale", "y.bale"));
    assertEquals("b/y.bale", ProtoConverter.relative("x.bale", "b/y.bale"));
    assertEquals("../y.bale", ProtoConverter.relative("b/x.bale", "y.bale"));
    assertEquals("PayWith", ProtoConverter.upperCamel("pay_with"));
    assertEquals("\"a\\\"b\\\\c\\n\\u{1}\"", ProtoConverter.quote("a\"b\\c\n\u0001"));
  }
}
