/**
 * What every generated message view (`XView`) shares: pointing it at bytes (`wrap` and its
 * variants, `at`) and decoding the viewed object whole. The getters are the generated subclass's;
 * they read the fields below. The Java counterpart is `dev.bale.runtime.flat.FlatMessageView`.
 */
import type { Limits } from "../limits.js";
import {
  FLAT_EMPTY_MESSAGE,
  FLAT_EMPTY_MESSAGE_VIEW,
  flatCheck,
  flatCheckField,
  flatCheckFramed,
  flatDecodeBegin,
  flatForget,
  verifyFlat,
  viewOf,
  type FlatMessageType,
} from "./codec.js";
import type { FlatVerifier } from "./verifier.js";

/**
 * A view of a flat message of type `T`, reading in place. The modes of `wrap` and what a view
 * stays valid for are described in FORMAT.md §F13 and ts/README.md; a view and the nested views it
 * returns are reused, so copy what you keep before the next access. Not for subclassing by hand.
 */
export abstract class FlatMessageView<T> {
  /** @internal The bytes read. */
  protected $b: Uint8Array = FLAT_EMPTY_MESSAGE;
  /** @internal `$b` as a DataView. */
  protected $d: DataView = FLAT_EMPTY_MESSAGE_VIEW;
  /** @internal The position of the viewed object. */
  protected $p = 8;
  /** @internal The verifier that checks each read (checked access), or undefined. */
  protected $c: FlatVerifier | undefined = undefined;
  /** @internal The nesting depth of the viewed object (the root is 1). */
  protected $depth = 1;

  /** @internal The generated `X$flat` of the viewed message. */
  protected abstract readonly $type: FlatMessageType<T>;

  /** Checked access (§F13) to unframed `bytes`: each getter checks what it reads. */
  wrap(bytes: Uint8Array, limits?: Limits): this {
    const c = flatCheck(this.$type, bytes, limits);
    return this.at(bytes, c.view, 8, c); // the verifier's DataView of the same bytes
  }

  /** Like `wrap` for a framed root (codec 2; the fingerprint must match unless told not to). */
  wrapFramed(bytes: Uint8Array, limits?: Limits, checkFingerprint = true): this {
    const c = flatCheckFramed(this.$type, bytes, limits, checkFingerprint);
    return this.at(bytes, c.view, c.bodyStart() + 8, c);
  }

  /** Verifies all of `bytes` (unframed, §F10) first; the getters then read unchecked. */
  wrapVerified(bytes: Uint8Array, limits?: Limits): this {
    const root = verifyFlat(this.$type, bytes, limits);
    return this.at(bytes, viewOf(bytes), root);
  }

  /** Points at the root WITHOUT verifying: only for bytes produced or verified before (§F13). */
  wrapUnchecked(bytes: Uint8Array): this {
    return this.at(bytes, viewOf(bytes), 8);
  }

  /** Points at the object at `obj` (depth `depth`), checked by `c` or verified before. */
  at(b: Uint8Array, d: DataView, obj: number, c?: FlatVerifier, depth = 1): this {
    this.$b = b;
    this.$d = d;
    this.$p = obj;
    this.$c = c;
    this.$depth = depth;
    return this;
  }

  /** Decodes the whole message into a value. */
  decode(): T {
    flatCheckField(this.$c, this.$type, this.$p, this.$depth, 0);
    flatDecodeBegin(this.$type, this.$b.length, this.$c?.limits);
    try {
      return this.$type.read(this.$b, this.$d, this.$p);
    } finally {
      flatForget();
    }
  }
}
