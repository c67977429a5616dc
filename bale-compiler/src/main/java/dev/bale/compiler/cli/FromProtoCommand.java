package dev.bale.compiler.cli;

import dev.bale.compiler.proto.ProtoConverter;
import dev.bale.schema.SchemaException;
import dev.bale.schema.SchemaLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bale from-proto}: Bale schemas from protobuf definitions (see {@link ProtoConverter}). */
@Command(
    name = "from-proto",
    mixinStandardHelpOptions = true,
    description = {
      "Write Bale schemas equivalent to protobuf definitions: one .bale file per .proto file of a"
          + " descriptor set, with the same packages, messages, enums, field names and comments;"
          + " oneofs become unions, nested types top-level ones (Outer.Inner is OuterInner),"
          + " fields are numbered 1..n in declaration order, services become schema services"
          + " (their gRPC code: bale gen --grpc). Extensions, which have no Bale form, are left"
          + " out and named on stderr (options silently). The schemas are checked once written: a"
          + " name Bale does not allow is reported at its place in the file.",
      "Make the descriptor set with protoc --include_imports --include_source_info -o set.pb"
          + " x.proto (or buf build -o set.pb).",
      "Example: bale from-proto --out schemas set.pb && bale gen --lang java --out gen"
          + " schemas/shop/order.bale"
    })
final class FromProtoCommand implements Callable<Integer> {
  private final Main.Io io;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description =
          "Write the .bale files under this directory, at the .proto files' paths (default:"
              + " stdout, when one file is written).")
  Path out;

  @Option(
      names = "--proto",
      paramLabel = "FILE.proto",
      description =
          "Convert this file of the set (its name in the set, e.g. shop/order.proto) and the"
              + " files whose types it uses; repeatable (default: every file of the set outside"
              + " google/protobuf/).")
  List<String> protos = new ArrayList<>();

  @Option(
      names = "--json-names",
      description =
          "Give each field whose protobuf JSON name differs from its name [json = \"name\"], so"
              + " that Bale's JSON bridge reads and writes the lowerCamelCase keys protobuf's"
              + " JSON printer writes by default (default: the field names, which protobuf's JSON"
              + " parser also accepts).")
  boolean jsonNames;

  @Parameters(
      index = "0",
      paramLabel = "SET.pb",
      description = "A FileDescriptorSet (binary), or - for stdin.")
  String descriptorSet;

  FromProtoCommand(Main.Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws Exception {
    // This class names no protobuf type, so that the CLI loads without protobuf-java (an optional
    // dependency of bale-compiler, which the CLI jar carries); only running this command needs it.
    if (!ProtoConverter.available()) {
      throw new Main.UsageException(
          "from-proto needs protobuf-java on the class path (the bale CLI jar carries it)");
    }
    byte[] bytes = SchemaOptions.readInput(descriptorSet, io.in());
    ProtoConverter.Result result;
    try {
      result = ProtoConverter.convert(bytes, descriptorSet, jsonNames, protos);
    } catch (ProtoConverter.ConversionException e) {
      throw new Main.InputException(e.getMessage(), e);
    }
    Map<String, String> files = result.files();
    if (out == null && files.size() != 1) {
      throw new Main.UsageException(
          files.size()
              + " files to write ("
              + String.join(", ", files.keySet())
              + "): give --out DIR");
    }
    for (String note : result.notes()) {
      io.err().println("bale: note: " + note);
    }
    if (out == null) {
      io.out().write(files.values().iterator().next().getBytes(StandardCharsets.UTF_8));
      io.out().flush();
    } else {
      for (Map.Entry<String, String> f : files.entrySet()) {
        Path p = out.resolve(f.getKey());
        Files.createDirectories(p.toAbsolutePath().getParent());
        Files.writeString(p, f.getValue(), StandardCharsets.UTF_8);
        io.err().println("bale: wrote " + p);
      }
    }
    // Checked as a whole: a name Bale reserves (a Java keyword as a type name, a field named
    // hashCode, ...) is reported at its place in the written file, which the user can edit.
    try {
      SchemaLoader.loadStrings(files);
    } catch (SchemaException e) {
      throw new Main.InputException(
          "the converted schemas do not check: rename in the .proto, or edit the .bale written"
              + " above\n"
              + e.getMessage(),
          e);
    }
    return 0;
  }
}
