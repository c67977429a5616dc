package dev.bale.conformance;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;

/**
 * Jazzer fuzz targets for compact decoding through the generated goldens, cross-checked against the
 * dynamic codec.
 *
 * <p>Properties, for any input: decoding ends in a value or a {@link
 * dev.bale.runtime.BaleException} (anything else fails); an accepted input re-encodes to a fixed
 * point ({@code decode(encode(decode(x)))}); and both implementations agree on the error code or
 * the re-encoded bytes (see {@link PrefixAndBitFlipTest.Outcome}).
 *
 * <p>Without {@code JAZZER_FUZZ=1} (every {@code make test}) each target replays its corpus in
 * {@code src/test/resources/dev/bale/conformance/CompactDecodeFuzzTestInputs/<method>/}: valid
 * vectors, corrupt cases and every crash found so far. {@code make fuzz
 * FUZZ_TEST=CompactDecodeFuzzTest#mediaContent} fuzzes for real; Jazzer then writes a reproducer of
 * any finding into that directory, which turns it into a regression test.
 */
class CompactDecodeFuzzTest {
  private static final Seeds.Seed MEDIA =
      new Seeds.Seed("fuzz", "media.bale", "media.MediaContent", new byte[0]);
  private static final Seeds.Seed ALLTYPES =
      new Seeds.Seed("fuzz", "alltypes.bale", "alltypes.AllTypes", new byte[0]);
  private static final Seeds.Seed NODE =
      new Seeds.Seed("fuzz", "alltypes.bale", "alltypes.Node", new byte[0]);

  private static final Seeds.Seed PRICE =
      new Seeds.Seed("fuzz", "instrument.bale", "instrument.PriceLarge", new byte[0]);
  private static final Seeds.Seed IMAGE =
      new Seeds.Seed("fuzz", "media.bale", "media.Image", new byte[0]);
  private static final Seeds.Seed GEOMETRY =
      new Seeds.Seed("fuzz", "canada.bale", "canada.Geometry", new byte[0]);

  private static final List<Codec> MEDIA_CODECS = Codec.both(MEDIA.schema(), MEDIA.type());
  private static final List<Codec> ALLTYPES_CODECS = Codec.both(ALLTYPES.schema(), ALLTYPES.type());
  private static final List<Codec> NODE_CODECS = Codec.both(NODE.schema(), NODE.type());
  private static final List<Codec> PRICE_CODECS = Codec.both(PRICE.schema(), PRICE.type());
  private static final List<Codec> IMAGE_CODECS = Codec.both(IMAGE.schema(), IMAGE.type());
  private static final List<Codec> GEOMETRY_CODECS = Codec.both(GEOMETRY.schema(), GEOMETRY.type());
  private static final Seeds.Seed SPARSE =
      new Seeds.Seed("fuzz", "alltypes.bale", "alltypes.Sparse", new byte[0]);
  private static final List<Codec> SPARSE_CODECS = Codec.both(SPARSE.schema(), SPARSE.type());
  private static final Seeds.Seed GROUP1 =
      new Seeds.Seed("fuzz", "google_message2.bale", "gmsg2.Group1", new byte[0]);
  private static final List<Codec> GROUP1_CODECS = Codec.both(GROUP1.schema(), GROUP1.type());
  private static final Seeds.Seed GMSG2 =
      new Seeds.Seed("fuzz", "google_message2.bale", "gmsg2.GoogleMessage2", new byte[0]);
  private static final List<Codec> GMSG2_CODECS = Codec.both(GMSG2.schema(), GMSG2.type());
  private static final Seeds.Seed STATUS =
      new Seeds.Seed("fuzz", "twitter.bale", "twitter.Status", new byte[0]);
  private static final List<Codec> STATUS_CODECS = Codec.both(STATUS.schema(), STATUS.type());

  @FuzzTest(maxDuration = "5m")
  void mediaContent(byte[] data) {
    PrefixAndBitFlipTest.agree(MEDIA, MEDIA_CODECS, data, "fuzz input");
  }

  @FuzzTest(maxDuration = "5m")
  void allTypes(byte[] data) {
    PrefixAndBitFlipTest.agree(ALLTYPES, ALLTYPES_CODECS, data, "fuzz input");
  }

  /**
   * Roots of leaf types, which the generated code reads in one pass first (CompactType#decodeLeaf)
   * and the dynamic codec on the general path: strings shared or not, a bool in the flags.
   */
  @FuzzTest(maxDuration = "5m")
  void priceLarge(byte[] data) {
    PrefixAndBitFlipTest.agree(PRICE, PRICE_CODECS, data, "fuzz input");
  }

  /** A leaf root with an optional string (a presence bit) and an open enum. */
  @FuzzTest(maxDuration = "5m")
  void image(byte[] data) {
    PrefixAndBitFlipTest.agree(IMAGE, IMAGE_CODECS, data, "fuzz input");
  }

  /**
   * Lists of {@code list<f64>}, which the generated code reads in one runtime loop
   * (CompactReader#readF64Lists) and the dynamic codec point by point.
   */
  @FuzzTest(maxDuration = "5m")
  void geometry(byte[] data) {
    PrefixAndBitFlipTest.agree(GEOMETRY, GEOMETRY_CODECS, data, "fuzz input");
  }

  /**
   * {@code [omit_default]} fields (FORMAT.md §3.2): presence bits beside a bool's value bit and an
   * optional's, defaults taken on a clear bit (lists, maps and bytes with their depth rule and
   * budget charge), values equal to the default under a set bit.
   */
  @FuzzTest(maxDuration = "5m")
  void sparse(byte[] data) {
    PrefixAndBitFlipTest.agree(SPARSE, SPARSE_CODECS, data, "fuzz input");
  }

  /**
   * A root with a nested message of scalars only, which the generated encoder writes whole
   * (CompactSink#beginSmall: one- and two-byte headers, flag bytes or none) and the dynamic codec
   * through the general path; the re-encoded bytes must agree.
   */
  @FuzzTest(maxDuration = "5m")
  void group1(byte[] data) {
    PrefixAndBitFlipTest.agree(GROUP1, GROUP1_CODECS, data, "fuzz input");
  }

  /**
   * A root with a {@code bytes} field and a list of messages that hold a message, which the
   * generated encoder writes on the one-walk tree path (the blob copied in place, the list's
   * elements counted with their nested messages before it: more than the path takes is handed to
   * the general path) and the dynamic codec through the general path; the re-encoded bytes must
   * agree.
   */
  @FuzzTest(maxDuration = "5m")
  void googleMessage2(byte[] data) {
    PrefixAndBitFlipTest.agree(GMSG2, GMSG2_CODECS, data, "fuzz input");
  }

  /** The recursive type with message dedup: object tables, references, depth. */
  @FuzzTest(maxDuration = "5m")
  void node(byte[] data) {
    PrefixAndBitFlipTest.agree(NODE, NODE_CODECS, data, "fuzz input");
  }

  /**
   * A recursive type (a retweet's {@code retweeted_status}) that the generated code reads on the
   * one-pass tree path (CompactType#treeRead, depth counted at run time) with a table of UTF-16 and
   * non-ASCII UTF-8 entries read as the general path reads it; the seed is a retweet in Japanese.
   */
  @FuzzTest(maxDuration = "5m")
  void status(byte[] data) {
    PrefixAndBitFlipTest.agree(STATUS, STATUS_CODECS, data, "fuzz input");
  }
}
