package dev.bale.benchmarks.suite;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.bale.benchmarks.peers.fbs.instrument.PriceLarge;
import dev.bale.benchmarks.peers.fbs.instrument.PriceMedium;
import dev.bale.benchmarks.peers.fbs.instrument.PriceSmall;
import dev.bale.benchmarks.peers.fbs.media.Image;
import dev.bale.benchmarks.peers.fbs.media.Media;
import dev.bale.benchmarks.peers.fbs.media.MediaContent;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * FlatBuffers-java peers, hand-written per data set as an application writes them (FlatBuffers'
 * Java API has no object API): encode builds the buffer from the records with a reused {@link
 * FlatBufferBuilder}; decode reads every field of the buffer into records (the "full decode" row;
 * reading single fields in place is the partial-read benchmark).
 */
final class FlatPeers {
  private FlatPeers() {}

  /** The data sets with a FlatBuffers peer. */
  static final Set<DataSet> SUPPORTED =
      EnumSet.of(
          DataSet.MEDIA_1,
          DataSet.MEDIA_2,
          DataSet.MEDIA_3,
          DataSet.MEDIA_4,
          DataSet.TWITTER,
          DataSet.CITM,
          DataSet.CANADA,
          DataSet.REPOS,
          DataSet.GMSG1,
          DataSet.GMSG2,
          DataSet.SMALL,
          DataSet.MEDIUM,
          DataSet.LARGE);

  static Case create(DataSet.Loaded data, Codec codec) {
    if (data.set().isMedia()) {
      return new MediaFlat(data, codec);
    }
    return switch (data.set()) {
      case SMALL, MEDIUM, LARGE -> new PriceFlat(data, codec);
      case REPOS, TWITTER, CITM, CANADA, GMSG1, GMSG2 -> new AdapterFlat(data, codec);
      default -> throw new IllegalArgumentException("no FlatBuffers peer for " + data.set().id);
    };
  }

  private abstract static class FlatCase extends Case {
    final FlatBufferBuilder builder = new FlatBufferBuilder(1024);

    FlatCase(DataSet.Loaded data, Codec codec) {
      super(data, codec);
    }

    @Override
    public void verify() {
      check(decode(encode()).equals(data.value()), "decode(encode(value)) != value");
    }
  }

  /** MediaContent. */
  static final class MediaFlat extends FlatCase {
    private final media.MediaContent value;

    MediaFlat(DataSet.Loaded data, Codec codec) {
      super(data, codec);
      value = (media.MediaContent) data.value();
    }

    @Override
    public byte[] encode() {
      FlatBufferBuilder b = builder;
      b.clear();
      media.Media m = value.media();
      int uri = b.createString(m.uri());
      int title = m.title() == null ? 0 : b.createString(m.title());
      int format = b.createString(m.format());
      List<String> persons = m.persons();
      int[] personOffsets = new int[persons.size()];
      for (int i = 0; i < personOffsets.length; i++) {
        personOffsets[i] = b.createString(persons.get(i));
      }
      int personsVector = Media.createPersonsVector(b, personOffsets);
      int copyright = m.copyright() == null ? 0 : b.createString(m.copyright());
      Media.startMedia(b);
      Media.addUri(b, uri);
      if (title != 0) {
        Media.addTitle(b, title);
      }
      Media.addWidth(b, m.width());
      Media.addHeight(b, m.height());
      Media.addFormat(b, format);
      Media.addDuration(b, m.duration());
      Media.addSize(b, m.size());
      if (m.bitrate() != null) {
        b.forceDefaults(true); // present even when 0 (an optional scalar)
        Media.addBitrate(b, m.bitrate());
        b.forceDefaults(false);
      }
      Media.addPersons(b, personsVector);
      Media.addPlayer(b, (byte) m.player().value());
      if (copyright != 0) {
        Media.addCopyright(b, copyright);
      }
      int mediaOffset = Media.endMedia(b);
      List<media.Image> images = value.images();
      int[] imageOffsets = new int[images.size()];
      for (int i = 0; i < imageOffsets.length; i++) {
        media.Image im = images.get(i);
        int iuri = b.createString(im.uri());
        int ititle = im.title() == null ? 0 : b.createString(im.title());
        Image.startImage(b);
        Image.addUri(b, iuri);
        if (ititle != 0) {
          Image.addTitle(b, ititle);
        }
        Image.addWidth(b, im.width());
        Image.addHeight(b, im.height());
        Image.addSize(b, (byte) im.size().value());
        imageOffsets[i] = Image.endImage(b);
      }
      int imagesVector = MediaContent.createImagesVector(b, imageOffsets);
      MediaContent.finishMediaContentBuffer(
          b, MediaContent.createMediaContent(b, mediaOffset, imagesVector));
      return b.sizedByteArray();
    }

    @Override
    public Object decode(byte[] bytes) {
      MediaContent root = MediaContent.getRootAsMediaContent(ByteBuffer.wrap(bytes));
      Media m = root.media();
      List<String> persons = new ArrayList<>(m.personsLength());
      for (int i = 0; i < m.personsLength(); i++) {
        persons.add(m.persons(i));
      }
      int n = root.imagesLength();
      List<media.Image> images = new ArrayList<>(n);
      Image im = new Image();
      for (int i = 0; i < n; i++) {
        root.images(im, i);
        images.add(
            new media.Image(
                im.uri(), im.title(), im.width(), im.height(), media.Size.of(im.size()), null));
      }
      return new media.MediaContent(
          new media.Media(
              m.uri(),
              m.title(),
              m.width(),
              m.height(),
              m.format(),
              m.duration(),
              m.size(),
              m.hasBitrate() ? m.bitrate() : null,
              persons,
              media.Player.of(m.player()),
              m.copyright(),
              null),
          images,
          null);
    }
  }

  /**
   * The other data sets, through the adapters {@link FlatAdapters} (repos, twitter), {@link
   * FlatCitm}, {@link FlatCanada} and {@link FlatGoogle} (google_message1/2).
   */
  static final class AdapterFlat extends FlatCase {
    AdapterFlat(DataSet.Loaded data, Codec codec) {
      super(data, codec);
    }

    @Override
    public byte[] encode() {
      FlatBufferBuilder b = builder;
      b.clear();
      Object v = data.value();
      int root =
          switch (data.set()) {
            case REPOS -> FlatAdapters.writeReposList(b, (repos.ReposList) v);
            case TWITTER -> FlatAdapters.writeSearchResponse(b, (twitter.SearchResponse) v);
            case CITM -> FlatCitm.writeCatalog(b, (citm.Catalog) v);
            case CANADA -> FlatCanada.writeFeatureCollection(b, (canada.FeatureCollection) v);
            case GMSG1 -> FlatGoogle.writeGoogleMessage1(b, (gmsg1.GoogleMessage1) v);
            case GMSG2 -> FlatGoogle.writeGoogleMessage2(b, (gmsg2.GoogleMessage2) v);
            default -> throw new IllegalStateException(data.set().id);
          };
      b.finish(root);
      return b.sizedByteArray();
    }

    @Override
    public Object decode(byte[] bytes) {
      ByteBuffer bb = ByteBuffer.wrap(bytes);
      return switch (data.set()) {
        case REPOS ->
            FlatAdapters.readReposList(
                dev.bale.benchmarks.peers.fbs.repos.ReposList.getRootAsReposList(bb));
        case TWITTER ->
            FlatAdapters.readSearchResponse(
                dev.bale.benchmarks.peers.fbs.twitter.SearchResponse.getRootAsSearchResponse(bb));
        case CITM ->
            FlatCitm.readCatalog(dev.bale.benchmarks.peers.fbs.citm.Catalog.getRootAsCatalog(bb));
        case CANADA ->
            FlatCanada.readFeatureCollection(
                dev.bale.benchmarks.peers.fbs.canada.FeatureCollection.getRootAsFeatureCollection(
                    bb));
        case GMSG1 ->
            FlatGoogle.readGoogleMessage1(
                dev.bale.benchmarks.peers.fbs.gmsg1.GoogleMessage1.getRootAsGoogleMessage1(bb));
        case GMSG2 ->
            FlatGoogle.readGoogleMessage2(
                dev.bale.benchmarks.peers.fbs.gmsg2.GoogleMessage2.getRootAsGoogleMessage2(bb));
        default -> throw new IllegalStateException(data.set().id);
      };
    }
  }

  /** The synthetic InstrumentPrice messages (all fields present, scalars and two strings). */
  static final class PriceFlat extends FlatCase {
    PriceFlat(DataSet.Loaded data, Codec codec) {
      super(data, codec);
    }

    @Override
    public byte[] encode() {
      FlatBufferBuilder b = builder;
      b.clear();
      Object v = data.value();
      int root;
      if (v instanceof instrument.PriceSmall p) {
        root =
            PriceSmall.createPriceSmall(
                b,
                b.createString(p.symbol()),
                p.bid(),
                p.ask(),
                p.timestamp(),
                p.bidSize(),
                p.askSize());
      } else if (v instanceof instrument.PriceMedium p) {
        int symbol = b.createString(p.symbol());
        int exchange = b.createString(p.exchange());
        root =
            PriceMedium.createPriceMedium(
                b,
                symbol,
                p.bid(),
                p.ask(),
                p.timestamp(),
                p.bidSize(),
                p.askSize(),
                p.last(),
                p.volume(),
                p.open(),
                p.high(),
                p.low(),
                exchange);
      } else {
        instrument.PriceLarge p = (instrument.PriceLarge) v;
        int symbol = b.createString(p.symbol());
        int exchange = b.createString(p.exchange());
        int currency = b.createString(p.currency());
        root =
            PriceLarge.createPriceLarge(
                b,
                symbol,
                p.bid(),
                p.ask(),
                p.timestamp(),
                p.bidSize(),
                p.askSize(),
                p.last(),
                p.volume(),
                p.open(),
                p.high(),
                p.low(),
                exchange,
                p.close(),
                p.change(),
                p.changePercent(),
                currency,
                p.halted(),
                p.sequence());
      }
      b.finish(root);
      return b.sizedByteArray();
    }

    @Override
    public Object decode(byte[] bytes) {
      ByteBuffer bb = ByteBuffer.wrap(bytes);
      return switch (data.set()) {
        case SMALL -> {
          PriceSmall p = PriceSmall.getRootAsPriceSmall(bb);
          yield new instrument.PriceSmall(
              p.symbol(), p.bid(), p.ask(), p.timestamp(), p.bidSize(), p.askSize(), null);
        }
        case MEDIUM -> {
          PriceMedium p = PriceMedium.getRootAsPriceMedium(bb);
          yield new instrument.PriceMedium(
              p.symbol(),
              p.bid(),
              p.ask(),
              p.timestamp(),
              p.bidSize(),
              p.askSize(),
              p.last(),
              p.volume(),
              p.open(),
              p.high(),
              p.low(),
              p.exchange(),
              null);
        }
        default -> {
          PriceLarge p = PriceLarge.getRootAsPriceLarge(bb);
          yield new instrument.PriceLarge(
              p.symbol(),
              p.bid(),
              p.ask(),
              p.timestamp(),
              p.bidSize(),
              p.askSize(),
              p.last(),
              p.volume(),
              p.open(),
              p.high(),
              p.low(),
              p.exchange(),
              p.close(),
              p.change(),
              p.changePercent(),
              p.currency(),
              p.halted(),
              p.sequence(),
              null);
        }
      };
    }
  }
}
