package dev.bale.benchmarks.suite;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.bale.benchmarks.peers.proto.media.Image;
import dev.bale.benchmarks.peers.proto.media.Media;
import dev.bale.benchmarks.peers.proto.media.MediaContent;
import java.util.ArrayList;
import java.util.List;

/**
 * protobuf-java with the conversion from and to the generated Bale records counted, the other side
 * of the fairness rule (docs/benchmarks.md): an application that holds its data in its own classes
 * pays for building protobuf messages on encode and for reading them out on decode. Hand-written
 * for MediaContent, as an application would write it.
 */
final class ProtoRecords extends Case {
  private final media.MediaContent value;

  ProtoRecords(DataSet.Loaded data, Codec codec) {
    super(data, codec);
    value = (media.MediaContent) data.value();
  }

  @Override
  public byte[] encode() {
    return toProto(value).toByteArray();
  }

  @Override
  public Object decode(byte[] bytes) {
    try {
      return fromProto(MediaContent.parseFrom(bytes));
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void verify() {
    check(decode(encode()).equals(value), "decode(encode(value)) != value");
    check(
        ProtoShapes.fromJson(data).equals(toProto(value)),
        "converted message != message read from JSON");
  }

  static MediaContent toProto(media.MediaContent v) {
    media.Media m = v.media();
    Media.Builder mb =
        Media.newBuilder()
            .setUri(m.uri())
            .setWidth(m.width())
            .setHeight(m.height())
            .setFormat(m.format())
            .setDuration(m.duration())
            .setSize(m.size())
            .addAllPersons(m.persons())
            .setPlayerValue(m.player().value());
    if (m.title() != null) {
      mb.setTitle(m.title());
    }
    if (m.bitrate() != null) {
      mb.setBitrate(m.bitrate());
    }
    if (m.copyright() != null) {
      mb.setCopyright(m.copyright());
    }
    MediaContent.Builder b = MediaContent.newBuilder().setMedia(mb);
    for (media.Image i : v.images()) {
      Image.Builder ib =
          Image.newBuilder()
              .setUri(i.uri())
              .setWidth(i.width())
              .setHeight(i.height())
              .setSizeValue(i.size().value());
      if (i.title() != null) {
        ib.setTitle(i.title());
      }
      b.addImages(ib);
    }
    return b.build();
  }

  static media.MediaContent fromProto(MediaContent p) {
    Media m = p.getMedia();
    List<media.Image> images = new ArrayList<>(p.getImagesCount());
    for (Image i : p.getImagesList()) {
      images.add(
          new media.Image(
              i.getUri(),
              i.hasTitle() ? i.getTitle() : null,
              i.getWidth(),
              i.getHeight(),
              media.Size.of(i.getSizeValue()),
              null));
    }
    return new media.MediaContent(
        new media.Media(
            m.getUri(),
            m.hasTitle() ? m.getTitle() : null,
            m.getWidth(),
            m.getHeight(),
            m.getFormat(),
            m.getDuration(),
            m.getSize(),
            m.hasBitrate() ? m.getBitrate() : null,
            m.getPersonsList(),
            media.Player.of(m.getPlayerValue()),
            m.hasCopyright() ? m.getCopyright() : null,
            null),
        images,
        null);
  }
}
