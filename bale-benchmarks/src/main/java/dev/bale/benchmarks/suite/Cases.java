package dev.bale.benchmarks.suite;

import java.util.ArrayList;
import java.util.List;

/** The benchmark cases of the suite: which codec runs on which data set. */
public final class Cases {
  private Cases() {}

  /** The data sets timed by {@link CodecBench}; media.2-4 are measured for size only. */
  public static final List<DataSet> TIMED =
      List.of(
          DataSet.MEDIA_1,
          DataSet.TWITTER,
          DataSet.CITM,
          DataSet.CANADA,
          DataSet.REPOS,
          DataSet.GMSG1,
          DataSet.GMSG2,
          DataSet.SMALL,
          DataSet.MEDIUM,
          DataSet.LARGE);

  /** Every {@code "dataSet/codec"} of {@code sets}. */
  public static List<String> ids(List<DataSet> sets) {
    List<String> out = new ArrayList<>();
    for (DataSet d : sets) {
      for (Codec c : Codec.on(d)) {
        out.add(d.id + "/" + c.id);
      }
    }
    return out;
  }

  /** The case for {@code "dataSet/codec"}. */
  public static Case create(String id) {
    int slash = id.indexOf('/');
    if (slash < 0) {
      throw new IllegalArgumentException("case must be dataSet/codec: " + id);
    }
    DataSet set = DataSet.byId(id.substring(0, slash));
    Codec codec = Codec.byId(id.substring(slash + 1));
    if (!codec.supports(set)) {
      throw new IllegalArgumentException(codec.id + " has no peer for " + set.id);
    }
    return codec.create(set.load());
  }
}
