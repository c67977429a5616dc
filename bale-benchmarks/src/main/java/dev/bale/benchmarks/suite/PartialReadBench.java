package dev.bale.benchmarks.suite;

import dev.bale.benchmarks.peers.fbs.media.MediaContent;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Partial read: one string and one int from the middle of a value, from its encoded bytes. The
 * fields read: MediaContent {@code media.format} and {@code media.height}; the repository list
 * {@code repos[45].name} and {@code repos[45].stargazers_count}; the tweets {@code
 * statuses[50].user.screen_name} and {@code statuses[50].retweet_count}; the InstrumentPrice
 * messages {@code symbol} and {@code bid_size}. FlatBuffers, SBE (price only) and Bale's flat views
 * read the two fields in place; every other codec can only decode the whole value and then read the
 * fields, which is what its row measures.
 */
@State(Scope.Thread)
@Fork(jvmArgsAppend = {Suite.AGRONA_EXPORT, Suite.AGRONA_EXPORTED})
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PartialReadBench {
  /** The data sets of the partial-read table. */
  static final List<DataSet> SETS = List.of(DataSet.MEDIA_1, DataSet.REPOS, DataSet.TWITTER);

  /**
   * The InstrumentPrice sets, read with fewer rows: Bale flat's views beside SBE (the fixed-layout
   * anchor), FlatBuffers (the other in-place reader) and protobuf (the table's unit).
   */
  static final List<DataSet> PRICE_SETS = List.of(DataSet.SMALL, DataSet.MEDIUM, DataSet.LARGE);

  /**
   * Bale flat views, {@code wrap} (checked access: each accessor checks what it reads, FORMAT.md
   * §F13), then the two fields: untrusted bytes.
   */
  static final String VIEW = "bale-flat-view";

  /** Bale flat views, {@code wrapVerified} (verifies the whole buffer first, §F10). */
  static final String VIEW_VERIFIED = "bale-flat-view-verified";

  /** Bale flat views, {@code wrapUnchecked} (trusted bytes: no verification). */
  static final String VIEW_UNCHECKED = "bale-flat-view-unchecked";

  /** {@code "dataSet/codec"} (named apart from CodecBench's parameter: the lists differ). */
  @Param({"media.1/bale"})
  public String partial;

  private Case c;
  private byte[] bytes;
  private DataSet set;
  private final Fields out = new Fields();
  private int viewMode; // 0: not a view row, 1: wrap (checked), 2: wrapUnchecked, 3: wrapVerified
  private int viewSet; // the view rows' data set: see view()
  private SbePeer sbe; // the SBE row's case, else null
  private final char[] chars = new char[256];
  private final media.MediaContent.View mediaView = new media.MediaContent.View();
  private final repos.ReposList.View reposView = new repos.ReposList.View();
  private final twitter.SearchResponse.View twitterView = new twitter.SearchResponse.View();
  private final instrument.PriceSmall.View smallView = new instrument.PriceSmall.View();
  private final instrument.PriceMedium.View mediumView = new instrument.PriceMedium.View();
  private final instrument.PriceLarge.View largeView = new instrument.PriceLarge.View();

  /** The two fields read. */
  static final class Fields {
    String s;
    int i;
    int n;

    @Override
    public String toString() {
      return s + "/" + i;
    }
  }

  /** The cases of the partial-read table (one codec per family). */
  public static List<String> ids() {
    List<String> ids = new ArrayList<>();
    for (DataSet d : SETS) {
      for (Codec codec : Codec.on(d)) {
        if (codec == Codec.BALE_FLAT) {
          ids.add(d.id + "/" + VIEW);
          ids.add(d.id + "/" + VIEW_VERIFIED);
          ids.add(d.id + "/" + VIEW_UNCHECKED);
        }
        if (codec != Codec.BALE_NODEDUP
            && codec != Codec.BALE_FRESH
            && codec != Codec.BALE_INPLACE
            && codec != Codec.FORY_COMPAT
            && codec != Codec.JDK
            && codec != Codec.PROTOBUF_RECORDS
            && codec != Codec.PROTOBUF_FRESH
            && codec != Codec.BALE_FLAT) {
          ids.add(d.id + "/" + codec.id);
        }
      }
    }
    for (DataSet d : PRICE_SETS) {
      ids.add(d.id + "/" + VIEW);
      ids.add(d.id + "/" + VIEW_VERIFIED);
      ids.add(d.id + "/" + VIEW_UNCHECKED);
      ids.add(d.id + "/" + Codec.SBE.id);
      ids.add(d.id + "/" + Codec.FLATBUFFERS.id);
      ids.add(d.id + "/" + Codec.PROTOBUF.id);
    }
    return ids;
  }

  @Setup
  public void setup() {
    String id = partial;
    if (id.endsWith("/" + VIEW)
        || id.endsWith("/" + VIEW_UNCHECKED)
        || id.endsWith("/" + VIEW_VERIFIED)) {
      viewMode = id.endsWith("/" + VIEW) ? 1 : id.endsWith("/" + VIEW_UNCHECKED) ? 2 : 3;
      id = id.substring(0, id.lastIndexOf('/') + 1) + Codec.BALE_FLAT.id;
    }
    c = Cases.create(id);
    c.verify();
    sbe = c instanceof SbePeer p ? p : null;
    bytes = c.encode();
    set = c.data.set();
    viewSet =
        switch (set) {
          case MEDIA_1 -> 0;
          case REPOS -> 1;
          case SMALL -> 2;
          case MEDIUM -> 3;
          case LARGE -> 4;
          default -> 5;
        };
    Fields expected = new Fields();
    fromRecord(set, c.data.value(), expected);
    extract();
    if (viewMode != 0 || sbe != null) {
      out.s = new String(chars, 0, out.n);
    }
    if (!expected.toString().equals(out.toString())) {
      throw new IllegalStateException(partial + ": partial read " + out + " != " + expected);
    }
  }

  @Benchmark
  public void read(Blackhole bh) {
    if (viewMode != 0 || sbe != null) {
      // The in-place rows (Bale's views, SBE): the two fields' values come back packed in a long
      // (the string's char count, the int), so that nothing is stored between the read and the
      // three consumes every row makes (docs/benchmarks-log.md, "The partial-read harness").
      long r = viewMode != 0 ? view() : sbe.partial(bytes, chars);
      bh.consume(chars);
      bh.consume((int) (r >>> 32));
      bh.consume((int) r);
    } else {
      extract();
      bh.consume(out.s);
      bh.consume(out.n);
      bh.consume(out.i);
    }
  }

  private void extract() {
    if (viewMode != 0 || sbe != null) {
      long r = viewMode != 0 ? view() : sbe.partial(bytes, chars);
      out.n = (int) (r >>> 32);
      out.i = (int) r;
    } else if (c.codec == Codec.FLATBUFFERS) {
      inPlaceFlatBuffers(set, bytes, out);
    } else if (c.codec == Codec.PROTOBUF) {
      fromProto(set, c.decode(bytes), out);
    } else {
      fromRecord(set, c.decode(bytes), out);
    }
  }

  /** The char count {@code n} in the high half, the int {@code i} in the low half. */
  static long pack(int n, int i) {
    return ((long) n << 32) | (i & 0xFFFF_FFFFL);
  }

  /**
   * The view rows: one small method per data set, called straight from here, so that C2 can inline
   * the whole read into read() (one method over every set, 610 bytes of bytecode, was above
   * FreqInlineSize and stayed a call on every read). The set is an int: a switch on the enum loads
   * a synthetic ordinal map on every call.
   */
  private long view() {
    int mode = viewMode;
    switch (viewSet) {
      case 0:
        return viewMedia(mode);
      case 1:
        return viewRepos(mode);
      case 2:
        return viewSmall(mode);
      case 3:
        return viewMedium(mode);
      case 4:
        return viewLarge(mode);
      default:
        return viewTwitter(mode);
    }
  }

  // The two fields through the generated flat views (mode 1: wrap, checked; 2: wrapUnchecked; 3:
  // wrapVerified); the string's chars go to chars.

  private long viewMedia(int mode) {
    media.Media.View m =
        (mode == 1
                ? mediaView.wrap(bytes)
                : mode == 2 ? mediaView.wrapUnchecked(bytes) : mediaView.wrapVerified(bytes))
            .media();
    return pack(m.formatChars().getChars(chars, 0), m.height());
  }

  private long viewRepos(int mode) {
    repos.Repo.View r =
        (mode == 1
                ? reposView.wrap(bytes)
                : mode == 2 ? reposView.wrapUnchecked(bytes) : reposView.wrapVerified(bytes))
            .repos(45);
    return pack(r.nameChars().getChars(chars, 0), r.stargazersCount());
  }

  private long viewSmall(int mode) {
    instrument.PriceSmall.View p =
        mode == 1
            ? smallView.wrap(bytes)
            : mode == 2 ? smallView.wrapUnchecked(bytes) : smallView.wrapVerified(bytes);
    return pack(p.symbolChars().getChars(chars, 0), p.bidSize());
  }

  private long viewMedium(int mode) {
    instrument.PriceMedium.View p =
        mode == 1
            ? mediumView.wrap(bytes)
            : mode == 2 ? mediumView.wrapUnchecked(bytes) : mediumView.wrapVerified(bytes);
    return pack(p.symbolChars().getChars(chars, 0), p.bidSize());
  }

  private long viewLarge(int mode) {
    instrument.PriceLarge.View p =
        mode == 1
            ? largeView.wrap(bytes)
            : mode == 2 ? largeView.wrapUnchecked(bytes) : largeView.wrapVerified(bytes);
    return pack(p.symbolChars().getChars(chars, 0), p.bidSize());
  }

  private long viewTwitter(int mode) {
    twitter.Status.View st =
        (mode == 1
                ? twitterView.wrap(bytes)
                : mode == 2 ? twitterView.wrapUnchecked(bytes) : twitterView.wrapVerified(bytes))
            .statuses(50);
    return pack(st.user().screenNameChars().getChars(chars, 0), st.retweetCount());
  }

  static void fromRecord(DataSet set, Object value, Fields out) {
    switch (set) {
      case MEDIA_1 -> {
        media.Media m = ((media.MediaContent) value).media();
        out.s = m.format();
        out.i = m.height();
      }
      case REPOS -> {
        repos.Repo r = ((repos.ReposList) value).repos().get(45);
        out.s = r.name();
        out.i = r.stargazersCount();
      }
      case SMALL -> {
        out.s = ((instrument.PriceSmall) value).symbol();
        out.i = ((instrument.PriceSmall) value).bidSize();
      }
      case MEDIUM -> {
        out.s = ((instrument.PriceMedium) value).symbol();
        out.i = ((instrument.PriceMedium) value).bidSize();
      }
      case LARGE -> {
        out.s = ((instrument.PriceLarge) value).symbol();
        out.i = ((instrument.PriceLarge) value).bidSize();
      }
      default -> {
        twitter.Status st = ((twitter.SearchResponse) value).statuses().get(50);
        out.s = st.user().screenName();
        out.i = st.retweetCount();
      }
    }
  }

  static void fromProto(DataSet set, Object message, Fields out) {
    switch (set) {
      case MEDIA_1 -> {
        var m = ((dev.bale.benchmarks.peers.proto.media.MediaContent) message).getMedia();
        out.s = m.getFormat();
        out.i = m.getHeight();
      }
      case REPOS -> {
        var r = ((dev.bale.benchmarks.peers.proto.repos.ReposList) message).getRepos(45);
        out.s = r.getName();
        out.i = r.getStargazersCount();
      }
      case SMALL -> {
        var p = (dev.bale.benchmarks.peers.proto.instrument.PriceSmall) message;
        out.s = p.getSymbol();
        out.i = p.getBidSize();
      }
      case MEDIUM -> {
        var p = (dev.bale.benchmarks.peers.proto.instrument.PriceMedium) message;
        out.s = p.getSymbol();
        out.i = p.getBidSize();
      }
      case LARGE -> {
        var p = (dev.bale.benchmarks.peers.proto.instrument.PriceLarge) message;
        out.s = p.getSymbol();
        out.i = p.getBidSize();
      }
      default -> {
        var st = ((dev.bale.benchmarks.peers.proto.twitter.SearchResponse) message).getStatuses(50);
        out.s = st.getUser().getScreenName();
        out.i = st.getRetweetCount();
      }
    }
  }

  static void inPlaceFlatBuffers(DataSet set, byte[] bytes, Fields out) {
    ByteBuffer bb = ByteBuffer.wrap(bytes);
    switch (set) {
      case MEDIA_1 -> {
        var m = MediaContent.getRootAsMediaContent(bb).media();
        out.s = m.format();
        out.i = m.height();
      }
      case REPOS -> {
        var r = dev.bale.benchmarks.peers.fbs.repos.ReposList.getRootAsReposList(bb).repos(45);
        out.s = r.name();
        out.i = r.stargazersCount();
      }
      case SMALL -> {
        var p = dev.bale.benchmarks.peers.fbs.instrument.PriceSmall.getRootAsPriceSmall(bb);
        out.s = p.symbol();
        out.i = p.bidSize();
      }
      case MEDIUM -> {
        var p = dev.bale.benchmarks.peers.fbs.instrument.PriceMedium.getRootAsPriceMedium(bb);
        out.s = p.symbol();
        out.i = p.bidSize();
      }
      case LARGE -> {
        var p = dev.bale.benchmarks.peers.fbs.instrument.PriceLarge.getRootAsPriceLarge(bb);
        out.s = p.symbol();
        out.i = p.bidSize();
      }
      default -> {
        var st =
            dev.bale.benchmarks.peers.fbs.twitter.SearchResponse.getRootAsSearchResponse(bb)
                .statuses(50);
        out.s = st.user().screenName();
        out.i = st.retweetCount();
      }
    }
  }
}
