// G11 (docs/safety.md): a reused compact reader keeps nothing of a root once the root is over. The
// reader keeps scratch arrays and state from root to root, so this test walks everything the
// reader reaches after a root, successful or failed, and looks for the root's strings (it fails,
// for one, when `finish` leaves the last table in place).
import assert from "node:assert/strict";
import { test } from "node:test";
import { BaleError, CompactReader, CompactWriter } from "@bale-dev/runtime";
import { MediaContent } from "../../goldens/ts/media/media.js";

/** Every string reachable from `root` through objects and arrays (typed arrays and functions skipped). */
function reachableStrings(root: object): string[] {
  const found: string[] = [];
  const seen = new Set<object>();
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      found.push(v);
      return;
    }
    if (v === null || typeof v !== "object" || seen.has(v) || ArrayBuffer.isView(v)) return;
    seen.add(v);
    if (v instanceof Map) {
      for (const [k, x] of v) {
        walk(k);
        walk(x);
      }
      return;
    }
    for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k]);
  };
  walk(root);
  return found;
}

function media(tag: string, persons: string[]): MediaContent {
  return {
    media: {
      uri: `http://example.com/${tag}/clip.mpg`,
      title: `${tag} title`,
      width: 640,
      height: 480,
      format: `${tag}/fmt`,
      duration: 18000000n,
      size: 58982400n,
      bitrate: 262144,
      persons,
      player: 0,
      copyright: undefined,
      $unknown: undefined,
    },
    images: [
      { uri: `http://example.com/${tag}/a.jpg`, title: `${tag} image`, width: 10, height: 20, size: 0, $unknown: undefined },
    ],
    $unknown: undefined,
  };
}

function assertNothingOf(r: CompactReader, tag: string, what: string): void {
  const held = reachableStrings(r).filter((s) => s.includes(tag));
  assert.deepEqual(held, [], `${what}: the reader still holds ${JSON.stringify(held)}`);
}

test("a reused reader holds no string of a root after it, read or failed (G11)", () => {
  const w = new CompactWriter();
  const r = new CompactReader();
  let n = 0;
  const next = (): string => `mark${n++}x`;

  // A small table (one-byte lengths, a few entries), Node's cut path and the hand path alike.
  for (const persons of [[], ["Bill Gates"], ["Steve Jobs\uC2A4", "Ada"]]) {
    const tag = next();
    const bytes = w.encode(MediaContent, media(tag, persons));
    assert.equal(r.decode(MediaContent, bytes).media.format, `${tag}/fmt`);
    assertNothingOf(r, tag, "after a root");
  }

  // Tables the small-table path does not take: 60 entries, and an entry over 127 bytes.
  {
    const tag = next();
    const many = Array.from({ length: 60 }, (_, i) => `${tag} person ${i}`);
    r.decode(MediaContent, w.encode(MediaContent, media(tag, many)));
    assertNothingOf(r, tag, "after a root of 60 entries");
    const tag2 = next();
    r.decode(MediaContent, w.encode(MediaContent, media(tag2, [`${tag2}${"x".repeat(300)}`])));
    assertNothingOf(r, tag2, "after a root with a long entry");
  }

  // Failures after some entries were made: invalid UTF-8 in a later entry of the table, and a
  // body cut short after the whole table was read.
  {
    const tag = next();
    const good = w.encode(MediaContent, media(tag, ["\u00e9t\u00e9"]));
    const bad = good.slice();
    const at = Buffer.from(bad).indexOf(Buffer.from("\u00e9t\u00e9", "utf8"));
    assert.ok(at > 0);
    bad[at + 1] = 0x41; // the second byte of é: no longer a continuation byte
    assert.throws(() => r.decode(MediaContent, bad), (e: unknown) => e instanceof BaleError && e.code === "INVALID_UTF8");
    assertNothingOf(r, tag, "after a root failed in its table");
    const tag2 = next();
    const cut = w.encode(MediaContent, media(tag2, ["Ada"]));
    assert.throws(() => r.decode(MediaContent, cut.subarray(0, cut.length - 3)), BaleError);
    assertNothingOf(r, tag2, "after a root failed in its body");
  }

  // And the reader still reads the next root to the right value.
  const tag = next();
  const value = media(tag, ["Grace"]);
  assert.deepEqual(r.decode(MediaContent, w.encode(MediaContent, value)), value);
  assertNothingOf(r, tag, "after the last root");
});
