package dev.bale.benchmarks.suite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.AbstractMessage;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.MapEntry;
import com.google.protobuf.Message;
import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The premise of the {@code protobuf-fresh} row and that it holds: protobuf-java's encode trusts
 * the sizes memoized in the message (the {@code protobuf} row, re-encoding one object, skips the
 * size pass), and every encode of {@code protobuf-fresh} computes them again. Each message's
 * memoized size is set to a wrong value between two encodes: the {@code protobuf} row's encode then
 * fails or writes other bytes, {@code protobuf-fresh}'s writes the right bytes.
 */
class ProtoFreshTest {
  static Stream<DataSet> sets() {
    return Arrays.stream(DataSet.values());
  }

  @ParameterizedTest
  @MethodSource("sets")
  void everyEncodeComputesTheSizesAgain(DataSet set) throws Exception {
    ProtoFresh fresh = (ProtoFresh) Cases.create(set.id + "/protobuf-fresh");
    fresh.verify();
    byte[] bytes = fresh.encode();
    poisonSizes(fresh.message);
    assertArrayEquals(bytes, fresh.encode(), set.id);
    assertArrayEquals(bytes, fresh.encode(), set.id);

    Peers.Proto stale = (Peers.Proto) Cases.create(set.id + "/protobuf");
    assertArrayEquals(bytes, stale.encode(), set.id);
    poisonSizes(stale.message);
    byte[] staleBytes;
    try {
      staleBytes = stale.encode();
    } catch (RuntimeException e) {
      staleBytes = null; // protobuf: "Did not write as much data as expected."
    }
    assertFalse(
        Arrays.equals(bytes, staleBytes), set.id + ": the protobuf row computed its sizes again");
  }

  @Test
  void theGoalsReadItOnEncodeOnly() {
    // Its decode and bytes are the protobuf row's; on encode it is a peer, slower than protobuf.
    assertTrue(Report.goalPeer(Codec.PROTOBUF_FRESH, "encode"));
    assertFalse(Report.goalPeer(Codec.PROTOBUF_FRESH, "decode"));
    assertFalse(Report.goalPeer(Codec.PROTOBUF_FRESH, "bytes"));
    for (String op : List.of("encode", "decode", "bytes")) {
      assertTrue(Report.goalPeer(Codec.PROTOBUF, op), op);
      assertFalse(Report.goalPeer(Codec.BALE, op), op);
    }
  }

  /** Sets {@code memoizedSize} of every message of the tree one too large. */
  private static void poisonSizes(Message m) throws ReflectiveOperationException {
    Field memo = AbstractMessage.class.getDeclaredField("memoizedSize");
    memo.setAccessible(true);
    if (!(m instanceof MapEntry<?, ?>)) {
      memo.setInt(m, m.getSerializedSize() + 1);
    }
    for (Map.Entry<FieldDescriptor, Object> e : m.getAllFields().entrySet()) {
      if (e.getKey().getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        for (Object c : e.getKey().isRepeated() ? (List<?>) e.getValue() : List.of(e.getValue())) {
          poisonSizes((Message) c);
        }
      }
    }
  }
}
