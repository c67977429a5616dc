package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.bale.runtime.BaleException;
import dev.bale.runtime.CompactType;
import dev.bale.runtime.CompactWriter;
import dev.bale.runtime.internal.CompactAccess;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import twitter.Entities;
import twitter.Hashtag;
import twitter.SearchMetadata;
import twitter.SearchResponse;
import twitter.Status;
import twitter.Url;
import twitter.UrlList;
import twitter.User;
import twitter.UserEntities;
import twitter.UserMention;

/**
 * The one-walk tree encode of large and recursive roots (twitter.SearchResponse and Status,
 * alltypes.Node, repos): more than 63, 127 and 16,383 entries (indices of 1 to 3 bytes), the index
 * of their hashes, UTF-16 entries, long strings, bodies over 31 bytes, lists of small ints,
 * recursion counted at run time: the bytes are the general path's, with string dedup on and off,
 * and what the path does not take (a lone surrogate, a limit, a stack overflow) is written or
 * reported by the general path with its error and path. One writer serves every root in turn, so a
 * root's index and scratch arrays never leak into the next.
 */
class TreeEncodeLargeTest {
  // The options of each writer made by writer(): dedup (1 or 0), depth limit, message limit.
  private static final java.util.Map<CompactWriter, int[]> OPTIONS =
      java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

  private static CompactWriter writer(boolean dedup, int depth, int messages) {
    CompactWriter w = new CompactWriter().dedupStrings(dedup).maxDepth(depth).maxMessages(messages);
    OPTIONS.put(w, new int[] {dedup ? 1 : 0, depth, messages});
    return w;
  }

  private static CompactWriter writer(boolean dedup) {
    return writer(
        dedup, dev.bale.runtime.Limits.DEFAULT_DEPTH, dev.bale.runtime.Limits.DEFAULT_MAX_OBJECTS);
  }

  /** The general path's bytes (the stream entry point never takes the one-pass paths). */
  private static <T> byte[] general(CompactType<T> type, T value, CompactWriter like) {
    int[] o = OPTIONS.get(like);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      new CompactWriter()
          .dedupStrings(o[0] == 1)
          .maxDepth(o[1])
          .maxMessages(o[2])
          .encode(type, value, out);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** The bytes, or the error's code, offset and path. */
  private static Object outcome(Supplier<byte[]> encode) {
    try {
      return java.util.HexFormat.of().formatHex(encode.get());
    } catch (BaleException e) {
      return e.code() + " at " + e.offset() + " " + e.path();
    }
  }

  /**
   * {@code w} takes {@code value} on the tree path (or declines it, when {@code taken} is false)
   * and writes the general path's bytes or error either way; returns the tree's bytes or null.
   */
  private static <T> byte[] check(CompactWriter w, CompactType<T> type, T value, boolean taken) {
    byte[] tree = type.encodeLeaf(CompactAccess.sink(w), value);
    Object expected = outcome(() -> general(type, value, w));
    if (taken) {
      assertNotNull(tree, "declined");
      assertEquals(expected, outcome(() -> tree));
    } else {
      assertNull(tree, "taken");
    }
    assertEquals(expected, outcome(() -> w.encode(type, value)));
    return tree;
  }

  private static String word(Random r, int n, boolean wide) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      int k = r.nextInt(wide ? 40 : 30);
      b.append(
          k < 26
              ? (char) ('a' + k)
              : k < 30 ? ' ' : k < 34 ? (char) (0x3040 + r.nextInt(90)) : (char) (0xE0 + k));
    }
    return b.toString();
  }

  private static Url url(Random r, int i) {
    return Url.builder()
        .url("http://t.co/" + i)
        .expandedUrl("http://example.com/" + word(r, 60, false))
        .displayUrl("example.com/" + (i % 7))
        .indices(List.of(r.nextInt(140), r.nextInt(140)))
        .build();
  }

  private static User user(Random r, int i) {
    return User.builder()
        .id(1_000_000_000L * i + r.nextInt(1000))
        .idStr(Long.toString(1_000_000_000L * i))
        .name(i % 3 == 0 ? word(r, 6, true) : "user" + (i % 40))
        .screenName("screen" + i)
        .location(i % 2 == 0 ? "" : word(r, 12, true))
        .description(word(r, 20 + r.nextInt(150), i % 4 == 1))
        .url(i % 5 == 0 ? null : "http://t.co/u" + i)
        .entities(
            UserEntities.builder()
                .url(i % 5 == 0 ? null : UrlList.builder().urls(List.of(url(r, i))).build())
                .description(UrlList.builder().build())
                .build())
        .followersCount(r.nextInt(1 << 20))
        .utcOffset(i % 3 == 0 ? null : 32400)
        .timeZone(i % 3 == 0 ? null : "Tokyo")
        .lang("ja")
        .profileBackgroundColor("C0DEED")
        .profileImageUrl("http://pbs.twimg.com/profile_images/" + i + "/a.png")
        .profileBannerUrl(i % 2 == 0 ? null : "http://pbs.twimg.com/banners/" + i)
        .statusesCount(r.nextInt(100_000))
        .build();
  }

  private static Status status(Random r, int i, int retweets) {
    List<Hashtag> tags = new ArrayList<>();
    for (int k = 0; k < r.nextInt(3); k++) {
      tags.add(Hashtag.builder().text(word(r, 5, true)).indices(List.of(k, k + 5)).build());
    }
    List<UserMention> mentions = new ArrayList<>();
    for (int k = 0; k < r.nextInt(3); k++) {
      mentions.add(
          UserMention.builder()
              .screenName("screen" + r.nextInt(50))
              .name("user" + r.nextInt(40))
              .id(r.nextInt(1 << 30))
              .idStr("m" + k)
              .indices(List.of(0, 9))
              .build());
    }
    Status.Builder b =
        Status.builder()
            .createdAt("Sun Aug 31 00:29:" + (10 + i % 50) + " +0000 2014")
            .id(505874924095815681L + i)
            .idStr(Long.toString(505874924095815681L + i))
            .text(word(r, 10 + r.nextInt(130), i % 2 == 0))
            .source("<a href=\"http://twitter.com\">web</a>")
            .inReplyToScreenName(i % 4 == 0 ? "screen" + (i + 1) : null)
            .user(user(r, i))
            .retweetCount(r.nextInt(1000))
            .entities(
                Entities.builder()
                    .hashtags(tags)
                    .urls(i % 3 == 0 ? List.of(url(r, i + 1000)) : List.of())
                    .userMentions(mentions)
                    .build())
            .possiblySensitive(i % 5 == 0 ? Boolean.FALSE : null)
            .lang(i % 2 == 0 ? "ja" : "en");
    if (retweets > 0) {
      b.retweetedStatus(status(r, i + 100_000, retweets - 1));
    }
    return b.build();
  }

  private static SearchResponse response(long seed, int statuses) {
    Random r = new Random(seed);
    List<Status> list = new ArrayList<>();
    for (int i = 0; i < statuses; i++) {
      list.add(status(r, i, i % 4 == 0 ? 1 + i % 3 : 0));
    }
    // Read back, as a decoded value holds them: lists of ints as IntList (the path writes those).
    return SearchResponse.fromCompactBytes(
        SearchResponse.builder()
            .statuses(list)
            .searchMetadata(
                SearchMetadata.builder()
                    .completedIn(0.087)
                    .maxId(505874924095815681L)
                    .maxIdStr("505874924095815681")
                    .nextResults("?max_id=505874904776830975&q=%E4%B8%80&count=100")
                    .query("%E4%B8%80")
                    .count(statuses)
                    .build())
            .build()
            .toCompactBytes());
  }

  @Test
  void largeTwitterRootsTakeThePathWithTheGeneralPathsBytes() {
    CompactWriter on = writer(true);
    CompactWriter off = writer(false);
    int[] sizes = {0, 1, 3, 10, 30, 100, 200};
    for (int k = 0; k < sizes.length; k++) {
      for (long seed = 0; seed < 4; seed++) {
        SearchResponse v = response(seed * 31 + k, sizes[k]);
        check(on, SearchResponse.COMPACT, v, true);
        check(off, SearchResponse.COMPACT, v, true);
        if (!v.statuses().isEmpty()) {
          check(on, Status.COMPACT, v.statuses().get(0), true);
        }
        // A small root after a large one, on the same writer.
        check(on, media.MediaContent.COMPACT, MEDIA_SMALL, true);
      }
    }
    // 200 statuses: well over 127 entries with dedup, UTF-16 entries and long strings among them.
    byte[] big = SearchResponse.COMPACT.encodeLeaf(CompactAccess.sink(on), response(5, 200));
    assertTrue(big.length > 60_000, "bytes " + big.length);
  }

  private static final media.MediaContent MEDIA_SMALL =
      media.MediaContent.builder()
          .media(
              media.Media.builder()
                  .uri("http://javaone.com/keynote.mpg")
                  .title("Javaone Keynote")
                  .format("video/mpg4")
                  .persons(List.of("Bill Gates", "Steve Jobs"))
                  .player(media.Player.JAVA)
                  .build())
          .images(List.of())
          .build();

  /** A root of {@code n} distinct strings (and as many repeated), every one a table entry. */
  private static alltypes.Node manyStrings(int n, String prefix) {
    List<alltypes.Node> children = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String name = prefix + i;
      children.add(
          new alltypes.Node(name, List.of(), new alltypes.Node(name, List.of(), null, null), null));
    }
    return new alltypes.Node("root", children, null, null);
  }

  @Test
  void indicesOfOneTwoAndThreeBytesAndTheHashIndex() {
    CompactWriter on = writer(true);
    CompactWriter off = writer(false);
    for (int n : new int[] {30, 31, 32, 33, 34, 63, 64, 65, 127, 128, 129, 1000, 9000}) {
      check(on, alltypes.Node.COMPACT, manyStrings(n, "s"), true);
      check(off, alltypes.Node.COMPACT, manyStrings(n, "s"), true);
      // Equal hashes, different strings ("Aa" and "BB" hash alike): distinct entries.
      check(on, alltypes.Node.COMPACT, manyStrings(n, n % 2 == 0 ? "Aa" : "BB"), true);
    }
    // Over 16,383 entries: indices of three bytes.
    check(on, alltypes.Node.COMPACT, manyStrings(17_000, "t"), true);
    check(on, alltypes.Node.COMPACT, manyStrings(40, "u"), true);
  }

  @Test
  void utf16EntriesLongStringsAndLoneSurrogates() {
    CompactWriter w = writer(true);
    List<alltypes.Node> children = new ArrayList<>();
    for (int i = 0; i < 80; i++) {
      String s =
          switch (i % 5) {
            case 0 -> "\u65E5\u672C\u8A9E".repeat(1 + i);
            case 1 -> "caf\u00E9 ".repeat(1 + i);
            case 2 -> "x".repeat(40 + 7 * i);
            case 3 -> "\uD83D\uDE00 emoji " + i;
            default -> "\u30C6\u30B9\u30C8 mixed ascii words " + i;
          };
      children.add(new alltypes.Node(s, List.of(), null, null));
    }
    alltypes.Node ok = new alltypes.Node("root", children, null, null);
    check(w, alltypes.Node.COMPACT, ok, true);
    check(writer(false), alltypes.Node.COMPACT, ok, true);
    // A lone surrogate deep in a large root: declined, the general path's error and path.
    for (String lone : new String[] {"\uD800", "abc\uDC00", "\u65E5\u672C\uD800\u8A9E"}) {
      List<alltypes.Node> bad = new ArrayList<>(children);
      bad.set(
          70,
          new alltypes.Node(
              "n", List.of(new alltypes.Node(lone, List.of(), null, null)), null, null));
      check(w, alltypes.Node.COMPACT, new alltypes.Node("root", bad, null, null), false);
      check(w, alltypes.Node.COMPACT, ok, true);
    }
  }

  /**
   * Roots of more than 32 entries whose scratch arrays grow past the 1 MB the tree keeps after a
   * root (UTF-8 bytes, UTF-16 units; a counted root and a bounded one; and one long UTF-16 entry
   * among short ASCII ones, which grows the UTF-8 scratch by its 3 bytes a char while writing a few
   * hundred bytes to it): the root's bytes are copied from them before they are dropped, and the
   * next root of the same writer starts clean.
   */
  @Test
  void scratchArraysOverTheRetainLimit() {
    String wide = "\u65E5".repeat(400_000);
    for (boolean dedup : new boolean[] {true, false}) {
      CompactWriter w = writer(dedup);
      for (String unit : new String[] {"x", "\u65E5", ""}) { // UTF-8; UTF-16; one long UTF-16
        List<alltypes.Node> children = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
          String s = unit.isEmpty() ? i == 35 ? wide : "a" + i : unit.repeat(30_000) + i;
          children.add(new alltypes.Node(s, List.of(), null, null));
        }
        check(w, alltypes.Node.COMPACT, new alltypes.Node("root", children, null, null), true);
        check(w, alltypes.Node.COMPACT, manyStrings(40, "after"), true);
      }
      for (boolean oneWide : new boolean[] {false, true}) {
        List<media.Image> images = new ArrayList<>();
        for (int j = 0; j < 17; j++) {
          String uri = oneWide ? j == 16 ? wide : "u" + j : "u".repeat(50_000) + j;
          images.add(media.Image.builder().uri(uri).title("t" + j).size(media.Size.SMALL).build());
        }
        media.MediaContent big =
            media.MediaContent.builder()
                .media(
                    media.Media.builder().uri("m").format("f").persons(List.of("a", "b")).build())
                .images(images)
                .build();
        check(w, media.MediaContent.COMPACT, big, true);
        check(w, media.MediaContent.COMPACT, MEDIA_SMALL, true);
      }
    }
  }

  private static media.MediaContent runs(String title, String format, int images, int kind) {
    media.Media m =
        media.Media.builder()
            .uri("m")
            .title(title)
            .format(format)
            .persons(List.of("Bill Gates", "Steve Jobs\uC2A4"))
            .build();
    List<media.Image> list = new ArrayList<>();
    for (int j = 0; j < images; j++) {
      String uri = "i" + j;
      String t =
          switch ((j + kind) % 4) {
            case 0 -> null;
            case 1 -> new String(uri); // equal to the run's first, another object
            case 2 -> format; // an earlier entry
            default -> "t" + j;
          };
      list.add(
          media.Image.builder()
              .uri(uri)
              .title(t)
              .width(j)
              .height(1)
              .size(media.Size.SMALL)
              .build());
    }
    return media.MediaContent.builder().media(m).images(list).build();
  }

  /**
   * A message's strings with only scalars between them (Media's uri, title and format, Image's uri
   * and title, GoogleMessage1's [omit_default] strings): each optional or default string left out
   * or not at each position, repeats within those strings and of earlier entries, UTF-16 entries
   * and lone surrogates among them, and the 32nd and 33rd entries (the scan's end, the hash index
   * from then on) among an Image's two. (A null required string cannot be built: the records'
   * constructors reject it.)
   */
  @Test
  void stringsOfOneMessageBetweenScalars() {
    String wide = "\uC2A4\uC2A4\uC2A4\uC2A4"; // a UTF-16 entry
    String lone = "a\uD800";
    String[] titles = {null, "m", "t", wide, lone};
    String[] formats = {"f", "m", "t", wide, lone};
    int checked = 0;
    for (boolean dedup : new boolean[] {true, false}) {
      CompactWriter w = writer(dedup);
      for (String title : titles) {
        for (String format : formats) {
          // At most 5 entries for Media, then 1 or 2 for each Image: the 32nd and 33rd entries
          // fall on each position of an Image's uri and title at some count from 12 to 30.
          for (int images = 0; images <= 30; images += images < 2 ? 1 : images < 12 ? 10 : 1) {
            for (int kind = 0; kind < 4; kind++) {
              boolean bad = title == lone || format == lone;
              check(w, media.MediaContent.COMPACT, runs(title, format, images, kind), !bad);
              checked++;
            }
          }
        }
      }
      String[] values = {"", "a", "b\uC2A4", wide};
      for (int i = 0; i < 4 * 4 * 4; i++) {
        String a = values[i % 4];
        String b = values[i / 4 % 4];
        String c = values[i / 16];
        gmsg1.GoogleMessage1 g =
            gmsg1.GoogleMessage1.builder()
                .field1(a)
                .field9(b)
                .field18(c)
                .field2(i)
                .field4(c)
                .field7(a)
                .field102(b)
                .field103(a + b)
                .field129(c)
                .build();
        check(w, gmsg1.GoogleMessage1.COMPACT, g, true);
        checked++;
      }
    }
    assertEquals(2 * (5 * 5 * 22 * 4 + 64), checked);
  }

  private static alltypes.Node chain(int n) {
    alltypes.Node node = null;
    for (int i = 0; i < n; i++) {
      node = new alltypes.Node("n" + (i % 3), List.of(), node, null);
    }
    return node;
  }

  private static alltypes.Node lists(int n) {
    alltypes.Node node = new alltypes.Node("leaf", List.of(), null, null);
    for (int i = 0; i < n; i++) {
      node = new alltypes.Node("l" + i, List.of(node), null, null);
    }
    return node;
  }

  private static Status retweets(int n) {
    Status s = status(new Random(n), 0, 0);
    for (int i = 1; i < n; i++) {
      s = status(new Random(i), i, 0).toBuilder().retweetedStatus(s).build();
    }
    return Status.fromCompactBytes(s.toCompactBytes());
  }

  /**
   * Recursive roots around the depth limit (through messages, through lists, twitter retweets): the
   * general path's bytes or DEPTH_LIMIT (code, offset, path) either way.
   */
  @Test
  void recursionAtTheDepthLimit() {
    int taken = 0;
    for (int depth = 1; depth <= 14; depth++) {
      CompactWriter w = writer(true, depth, dev.bale.runtime.Limits.DEFAULT_MAX_OBJECTS);
      for (int n = Math.max(1, depth - 3); n <= depth + 2; n++) {
        for (Object root : new Object[] {chain(n), lists(n), retweets(n)}) {
          @SuppressWarnings("unchecked")
          CompactType<Object> type =
              (CompactType<Object>)
                  (CompactType<?>)
                      (root instanceof Status ? Status.COMPACT : alltypes.Node.COMPACT);
          byte[] tree = type.encodeLeaf(CompactAccess.sink(w), root);
          Object expected = outcome(() -> general(type, root, w));
          if (tree != null) {
            taken++;
            assertEquals(expected, outcome(() -> tree), "depth " + depth + ", n " + n);
          }
          assertEquals(
              expected, outcome(() -> w.encode(type, root)), "depth " + depth + ", n " + n);
        }
      }
    }
    // The path declines one level early where a type's deepest field is an empty list or absent
    // (its reach is static), which is safe; it still takes the roots well below the limit.
    assertTrue(taken >= 20, "taken " + taken);
  }

  /** A chain deeper than the thread's stack under a depth limit that allows it. */
  @Test
  void aStackOverflowHandsTheRootToTheGeneralPath() {
    CompactWriter w = writer(true, 10_000_000, dev.bale.runtime.Limits.DEFAULT_MAX_OBJECTS);
    alltypes.Node deep = chain(300_000);
    assertNull(alltypes.Node.COMPACT.encodeLeaf(CompactAccess.sink(w), deep));
    Object error = outcome(() -> w.encode(alltypes.Node.COMPACT, deep));
    assertTrue(error.toString().startsWith("DEPTH_LIMIT"), error.toString());
    // The writer's tree is usable again.
    check(w, alltypes.Node.COMPACT, manyStrings(100, "v"), true);
    check(w, SearchResponse.COMPACT, response(7, 20), true);
  }

  /** The message limit reached mid-walk: declined, the general path's LIMIT_EXCEEDED. */
  @Test
  void theMessageLimitMidWalk() {
    SearchResponse v = response(3, 40);
    int messages = countMessages(v);
    for (int max : new int[] {1, 2, 50, messages - 1}) {
      check(
          writer(true, dev.bale.runtime.Limits.DEFAULT_DEPTH, max),
          SearchResponse.COMPACT,
          v,
          false);
    }
    check(
        writer(true, dev.bale.runtime.Limits.DEFAULT_DEPTH, messages),
        SearchResponse.COMPACT,
        v,
        true);
    alltypes.Node many = manyStrings(300, "m");
    check(
        writer(true, dev.bale.runtime.Limits.DEFAULT_DEPTH, 600),
        alltypes.Node.COMPACT,
        many,
        false);
    check(
        writer(true, dev.bale.runtime.Limits.DEFAULT_DEPTH, 601),
        alltypes.Node.COMPACT,
        many,
        true);
  }

  /** The messages the general path counts: the smallest limit it takes. */
  private static int countMessages(SearchResponse v) {
    int lo = 1;
    int hi = 1_000_000;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      try {
        new CompactWriter()
            .maxMessages(mid)
            .encode(SearchResponse.COMPACT, v, new ByteArrayOutputStream());
        hi = mid;
      } catch (BaleException | IOException e) {
        lo = mid + 1;
      }
    }
    return lo;
  }

  /**
   * Lists of ints the path does not write in place (over 8, or not an IntList): the general path.
   */
  @Test
  void listsOfIntsThePathDoesNotTake() {
    CompactWriter w = writer(true);
    Hashtag small = Hashtag.builder().text("t").indices(List.of(1, 2, 3, 4, 5, 6, 7, 8)).build();
    Hashtag fromBytes = Hashtag.fromCompactBytes(small.toCompactBytes());
    Hashtag nine =
        Hashtag.fromCompactBytes(
            small.toBuilder().indices(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9)).build().toCompactBytes());
    Entities e = Entities.builder().hashtags(List.of(fromBytes)).build();
    check(w, Entities.COMPACT, e, true);
    check(w, Entities.COMPACT, Entities.builder().hashtags(List.of(nine)).build(), false);
    check(w, Entities.COMPACT, e, true);
  }
}
