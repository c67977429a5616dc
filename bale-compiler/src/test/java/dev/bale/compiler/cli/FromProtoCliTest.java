package dev.bale.compiler.cli;

import static dev.bale.compiler.cli.MainTest.MAPPER;
import static dev.bale.compiler.cli.MainTest.MEDIA1;
import static dev.bale.compiler.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bale from-proto}: the peers' .proto files (a descriptor set protoc makes at build time) to
 * schemas that generate code and carry the data the .proto describes; errors and usage.
 */
class FromProtoCliTest {
  private static final String PEERS =
      Path.of("target/generated-test-resources/protobuf/descriptor-sets/peers.pb").toString();

  @TempDir Path tmp;

  @Test
  void aSetToFilesThatGenerateCode() throws Exception {
    MainTest.Run r = run("from-proto", "--out", tmp.toString(), PEERS);
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.outText());
    try (Stream<Path> files = Files.list(tmp)) {
      assertEquals(9, files.filter(p -> p.toString().endsWith(".bale")).count());
    }
    assertTrue(r.err().contains("bale: wrote " + tmp.resolve("media.bale")), r.err());
    // benchmark_message2.proto's one [default] that is not zero, left out of an optional field.
    assertTrue(
        r.err()
            .contains(
                "bale: note: benchmark_message2.proto: GoogleMessage2GroupedMessage.field6: [default = true]"
                    + " left out"),
        r.err());
    generates(tmp.resolve("twitter.bale"), tmp.resolve("benchmark_message2.bale"));
  }

  /** {@code bale gen} of {@code schemas} succeeds for Java and for TypeScript. */
  private void generates(Path... schemas) {
    for (String lang : new String[] {"java", "ts"}) {
      java.util.List<String> args =
          new java.util.ArrayList<>(
              java.util.List.of(
                  "gen", "--lang", lang, "--out", tmp.resolve("gen-" + lang).toString()));
      for (Path p : schemas) {
        args.add(p.toString());
      }
      MainTest.Run gen = run(args.toArray(String[]::new));
      assertEquals(0, gen.code(), gen.err());
    }
  }

  @Test
  void protobufsDescriptorProtoGeneratesCode() throws Exception {
    Path set = tmp.resolve("own.pb");
    Files.write(set, dev.bale.compiler.proto.ProtoConverterTest.protobufsOwn().toByteArray());
    MainTest.Run r =
        run(
            "from-proto",
            "--proto",
            "google/protobuf/descriptor.proto",
            "--out",
            tmp.toString(),
            set.toString());
    assertEquals(0, r.code(), r.err());
    generates(tmp.resolve("google/protobuf/descriptor.bale"));
  }

  @Test
  void oneFileToStdoutCarriesTheDataOfItsProto() throws Exception {
    MainTest.Run r = run("from-proto", "--proto", "media.proto", PEERS);
    assertEquals(0, r.code(), r.err());
    assertTrue(r.outText().contains("\nmessage MediaContent {\n"), r.outText());
    assertEquals("", r.err());
    Path schema = tmp.resolve("media.bale");
    Files.write(schema, r.out());
    // media.1.json, whose keys are the .proto's field names, through the converted schema.
    MainTest.Run enc =
        run(
            "encode",
            "--schema",
            schema.toString(),
            "--type",
            "bale.bench.media.MediaContent",
            MEDIA1.toString());
    assertEquals(0, enc.code(), enc.err());
    MainTest.Run dec =
        run(
            enc.out(),
            "decode",
            "--schema",
            schema.toString(),
            "--type",
            "bale.bench.media.MediaContent");
    assertEquals(0, dec.code(), dec.err());
    MainTest.assertSameValue(MAPPER.readTree(MEDIA1.toFile()), MAPPER.readTree(dec.outText()));
  }

  @Test
  void errorsAndUsage() throws Exception {
    MainTest.Run many = run("from-proto", PEERS);
    assertEquals(2, many.code());
    assertTrue(many.err().contains("9 files to write ("), many.err());
    assertTrue(many.err().contains("): give --out DIR"), many.err());

    Path text = tmp.resolve("x.proto");
    Files.writeString(text, "syntax = \"proto3\";\nmessage X {}\n");
    MainTest.Run notSet = run("from-proto", text.toString());
    assertEquals(1, notSet.code());
    assertTrue(
        notSet.err().startsWith("bale: error: " + text + ": not a protobuf FileDescriptorSet"),
        notSet.err());

    MainTest.Run unknown = run("from-proto", "--proto", "nope.proto", PEERS);
    assertEquals(1, unknown.code());
    assertTrue(unknown.err().startsWith("bale: error: no file nope.proto in the descriptor set"));

    // A field name that generated Java cannot have: the file is written, then the loader's
    // diagnostic at its place in it.
    FileDescriptorSet bad =
        FileDescriptorSet.newBuilder()
            .addFile(
                FileDescriptorProto.newBuilder()
                    .setName("bad.proto")
                    .setPackage("bad")
                    .setSyntax("proto3")
                    .addMessageType(
                        DescriptorProto.newBuilder()
                            .setName("M")
                            .addField(
                                FieldDescriptorProto.newBuilder()
                                    .setName("hashCode")
                                    .setNumber(1)
                                    .setType(FieldDescriptorProto.Type.TYPE_INT32)
                                    .setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL))))
            .build();
    Path badSet = tmp.resolve("bad.pb");
    Files.write(badSet, bad.toByteArray());
    Path out = tmp.resolve("out");
    MainTest.Run refused = run("from-proto", "--out", out.toString(), badSet.toString());
    assertEquals(1, refused.code());
    assertTrue(refused.err().contains("the converted schemas do not check"), refused.err());
    assertTrue(refused.err().contains("bad.bale:5:7: error: field name 'hashCode'"), refused.err());
    assertTrue(Files.readString(out.resolve("bad.bale")).contains("  i32 hashCode = 1"));

    // stdin.
    MainTest.Run stdin =
        run(Files.readAllBytes(Path.of(PEERS)), "from-proto", "--proto", "repos.proto", "-");
    assertEquals(0, stdin.code(), stdin.err());
    assertTrue(
        new String(stdin.out(), StandardCharsets.UTF_8).contains("package bale.bench.repos;"));
  }
}
