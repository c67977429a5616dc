package dev.bale.runtime;

import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Hand-written {@link CompactType}s standing in for generated code, written the way the generator
 * is expected to write them (CONTRACTS: beginMessage / flags / fields guarded by hasMore /
 * endMessage).
 */
final class TestTypes {
  private TestTypes() {}

  /**
   * {@code message Image { string uri = 1; string? title = 2; i32 width = 3; i32 height = 4; bool
   * big = 5; }}. Flag bits: 0 = title presence, 1 = big.
   */
  record Image(
      String uri, String title, int width, int height, boolean big, UnknownFields unknown) {
    Image(String uri, String title, int width, int height, boolean big) {
      this(uri, title, width, height, big, null);
    }

    static final CompactType<Image> TYPE =
        new CompactType<>() {
          @Override
          public String schemaName() {
            return "media.Image";
          }

          @Override
          public String fieldName(int id) {
            switch (id) {
              case 1:
                return "uri";
              case 2:
                return "title";
              case 3:
                return "width";
              case 4:
                return "height";
              case 5:
                return "big";
              default:
                return null;
            }
          }

          @Override
          public void write(CompactSink w, Image v) {
            if (!w.beginMessage(v, this)) {
              return;
            }
            w.flag(v.title != null);
            w.flag(v.big);
            w.writeString(v.uri);
            if (v.title != null) {
              w.writeString(v.title);
            }
            w.writeI64(v.width);
            w.writeI64(v.height);
            w.endMessage(v.unknown);
          }

          @Override
          public Image read(CompactSource r) {
            Image shared = r.beginMessage(this);
            if (shared != null) {
              return shared;
            }
            boolean hasTitle = r.flag(0);
            boolean big = r.flag(1);
            String uri = "";
            String title = null;
            int width = 0;
            int height = 0;
            if (r.hasMore()) {
              r.field(1);
              uri = r.readString();
              if (hasTitle && r.hasMore()) {
                r.field(2);
                title = r.readString();
              }
              if (r.hasMore()) {
                r.field(3);
                width = r.readI32();
                if (r.hasMore()) {
                  r.field(4);
                  height = r.readI32();
                }
              }
            }
            UnknownFields u = r.endMessage(2);
            return new Image(uri, title, width, height, big, u);
          }
        };
  }

  /**
   * {@code message Media { string title = 1; list<Image> images = 2; Image? cover = 3; list<f64>
   * samples = 4; }}. Flag bits: 0 = cover presence.
   */
  record Media(
      String title, List<Image> images, Image cover, List<Double> samples, UnknownFields unknown) {
    Media(String title, List<Image> images, Image cover, List<Double> samples) {
      this(title, images, cover, samples, null);
    }

    static final CompactType<Media> TYPE =
        new CompactType<>() {
          @Override
          public String schemaName() {
            return "media.Media";
          }

          @Override
          public String fieldName(int id) {
            switch (id) {
              case 1:
                return "title";
              case 2:
                return "images";
              case 3:
                return "cover";
              case 4:
                return "samples";
              default:
                return null;
            }
          }

          @Override
          public void write(CompactSink w, Media v) {
            if (!w.beginMessage(v, this)) {
              return;
            }
            w.flag(v.cover != null);
            w.writeString(v.title);
            w.beginComposite();
            w.writeCount(v.images.size());
            for (Image i : v.images) {
              Image.TYPE.write(w, i);
            }
            w.endComposite();
            if (v.cover != null) {
              Image.TYPE.write(w, v.cover);
            }
            w.beginComposite();
            w.writeCount(v.samples.size());
            w.writeF64s(v.samples);
            w.endComposite();
            w.endMessage(v.unknown);
          }

          @Override
          public Media read(CompactSource r) {
            Media shared = r.beginMessage(this);
            if (shared != null) {
              return shared;
            }
            boolean hasCover = r.flag(0);
            String title = "";
            List<Image> images = List.of();
            Image cover = null;
            List<Double> samples = DoubleList.EMPTY;
            if (r.hasMore()) {
              r.field(1);
              title = r.readString();
            }
            if (r.hasMore()) {
              r.field(2);
              r.beginComposite(null);
              int n = r.readCount(1);
              List<Image> list = new ArrayList<>(n);
              for (int i = 0; i < n; i++) {
                r.element(i);
                list.add(Image.TYPE.read(r));
              }
              r.endComposite();
              images = List.copyOf(list);
            }
            if (hasCover && r.hasMore()) {
              r.field(3);
              cover = Image.TYPE.read(r);
            }
            if (r.hasMore()) {
              r.field(4);
              r.beginComposite(null);
              int n = r.readCount(8);
              samples = r.readF64s(n);
              r.endComposite();
            }
            return new Media(title, images, cover, samples, r.endMessage(1));
          }
        };
  }

  /** {@code message Node { i32 value = 1; Node? next = 2; }}. Flag bit 0 = next presence. */
  record Node(int value, Node next) {
    static final CompactType<Node> TYPE =
        new CompactType<>() {
          @Override
          public String schemaName() {
            return "test.Node";
          }

          @Override
          public String fieldName(int id) {
            return id == 1 ? "value" : id == 2 ? "next" : null;
          }

          @Override
          public void write(CompactSink w, Node v) {
            if (!w.beginMessage(v, this)) {
              return;
            }
            w.flag(v.next != null);
            w.writeI64(v.value);
            if (v.next != null) {
              write(w, v.next);
            }
            w.endMessage(null);
          }

          @Override
          public Node read(CompactSource r) {
            Node shared = r.beginMessage(this);
            if (shared != null) {
              return shared;
            }
            boolean hasNext = r.flag(0);
            int value = 0;
            Node next = null;
            if (r.hasMore()) {
              r.field(1);
              value = r.readI32();
            }
            if (hasNext && r.hasMore()) {
              r.field(2);
              next = read(r);
            }
            r.endMessage(1);
            return new Node(value, next);
          }
        };

    static Node chain(int n) {
      Node node = null;
      for (int i = n; i >= 1; i--) {
        node = new Node(i, node);
      }
      return node;
    }
  }
}
