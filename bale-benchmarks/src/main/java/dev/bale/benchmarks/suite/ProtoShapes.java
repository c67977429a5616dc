package dev.bale.benchmarks.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/**
 * Moves a data set between its Bale JSON and its protobuf message. The .proto schemas in
 * testdata/peers/proto keep the .bale field names, so protobuf's own JsonFormat reads the Bale
 * canonical JSON; the two places where protobuf cannot nest repeated fields are reshaped here:
 * citm's {@code topicSubTopics} values ({@code [ids]} ↔ {@code {"values": [ids]}}) and canada's
 * rings ({@code [[lon, lat], ...]} ↔ {@code {"xy": [lon, lat, ...]}}).
 */
final class ProtoShapes {
  private static final ObjectMapper JSON = new ObjectMapper();

  private ProtoShapes() {}

  /** The generated protobuf class of a data set. */
  static String protoClass(DataSet set) {
    return switch (set) {
      case GMSG1 -> "com.google.protobuf.benchmarks.BenchmarkMessage1Proto3$GoogleMessage1";
      case GMSG2 -> "com.google.protobuf.benchmarks.BenchmarkMessage2$GoogleMessage2";
      default -> "dev.bale.benchmarks.peers.proto." + set.typeName;
    };
  }

  /** The data set as a protobuf message, parsed by JsonFormat from its (reshaped) JSON. */
  static Message fromJson(DataSet.Loaded data) {
    try {
      Message.Builder builder =
          (Message.Builder)
              Class.forName(protoClass(data.set())).getMethod("newBuilder").invoke(null);
      JsonFormat.parser().merge(reshape(data.set(), data.json(), true), builder);
      return builder.build();
    } catch (ReflectiveOperationException | InvalidProtocolBufferException e) {
      throw new IllegalStateException(data.set().id + ": " + e.getMessage(), e);
    }
  }

  /** A protobuf message of the data set back as the Bale record, through JSON. */
  static Object toRecord(DataSet.Loaded data, Message message) {
    try {
      String json = Peers.protoPrinter().print(message);
      return Peers.recordFromJson(data, reshape(data.set(), json, false));
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String reshape(DataSet set, String json, boolean toProto) {
    if (set != DataSet.CITM && set != DataSet.CANADA) {
      return json;
    }
    try {
      ObjectNode root = (ObjectNode) JSON.readTree(json);
      if (set == DataSet.CITM) {
        JsonNode topics = root.get("topicSubTopics");
        if (topics != null) {
          for (Iterator<Map.Entry<String, JsonNode>> it = topics.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (toProto) {
              e.setValue(JSON.createObjectNode().set("values", e.getValue()));
            } else {
              JsonNode values = e.getValue().get("values");
              e.setValue(values == null ? JSON.createArrayNode() : values);
            }
          }
        }
      } else {
        for (JsonNode feature : root.withArray("features")) {
          ArrayNode rings = (ArrayNode) feature.get("geometry").get("coordinates");
          for (int i = 0; i < rings.size(); i++) {
            rings.set(i, toProto ? flatten(rings.get(i)) : pairs(rings.get(i).get("xy")));
          }
        }
      }
      return JSON.writeValueAsString(root);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonNode flatten(JsonNode ring) {
    ArrayNode xy = JSON.createArrayNode();
    for (JsonNode point : ring) {
      if (point.size() != 2) {
        throw new IllegalStateException("canada: a point without exactly 2 coordinates");
      }
      xy.add(point.get(0)).add(point.get(1));
    }
    return JSON.createObjectNode().set("xy", xy);
  }

  private static JsonNode pairs(JsonNode xy) {
    ArrayNode ring = JSON.createArrayNode();
    for (int i = 0; xy != null && i < xy.size(); i += 2) {
      ring.add(JSON.createArrayNode().add(xy.get(i)).add(xy.get(i + 1)));
    }
    return ring;
  }
}
