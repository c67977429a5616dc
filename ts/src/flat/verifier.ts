/**
 * The checks of the flat verifier (docs/spec/FORMAT.md §F10), one call per item, mirroring the Java
 * runtime's `dev.bale.runtime.flat.FlatVerifier` call for call: generated verifiers walk the
 * schema and call {@link FlatVerifier.message}, {@link FlatVerifier.string},
 * {@link FlatVerifier.list}, {@link FlatVerifier.cell}... for every pointer in the order §F10.2
 * prescribes; this class checks the pointer, bounds, alignment, depth, the message count, the
 * traversal budget and UTF-8, and throws the first failure as a {@link BaleError} with the same
 * code and offset as Java (offsets from the first byte of the input, frame included).
 *
 * Work is O(input): every item visited is charged against a budget of `max(64 Mi, 8 x body
 * length)` units (§F10.3). Reusable, not reentrant.
 */
import { BaleError, simpleName, stackExhaustedError, type ErrorCode } from "../errors.js";
import {
  CODEC_FLAT,
  FRAME_HEADER_SIZE,
  checkFrameFingerprint,
  checkFrameHeader,
  type FrameErrors,
} from "../frame.js";
import { DEFAULT_LIMITS, checkedLimits, type Limits } from "../limits.js";
import { utf16Length } from "../compact/utf8.js";
import { dataStart, viewOf } from "./access.js";
import { PositionBits, PositionSet } from "./positions.js";
import { walkFlatJson } from "./json.js";
import type { FlatMessageType } from "./codec.js";

/** The budget floor: 64 Mi units. */
export const MIN_BUDGET = 64 * 1024 * 1024;
export { CODEC_FLAT };
/** Size of the frame prefix (the same for every codec: {@link FRAME_HEADER_SIZE}). */
export const FLAT_FRAME_HEADER_SIZE = FRAME_HEADER_SIZE;

const EMPTY = new Uint8Array(0);
const EMPTY_VIEW = new DataView(EMPTY.buffer);
/** Placeholders of the once-mode tables until {@link FlatVerifier.onceForEachString} makes them; never used. */
const NO_POSITIONS = new PositionSet();
const NO_BITS = new PositionBits();

export class FlatVerifier {
  readonly limits: Limits;
  private budgetOverride = 0;

  private b: Uint8Array = EMPTY;
  private v: DataView = EMPTY_VIEW;
  private input = 0;
  private base = 0;
  private end = 0;
  protected depth = 0;
  private budget = 0;
  private objects = 0;
  // The path as a stack: names[0, top) (never shrunk, so push and pop only move top).
  private readonly names: (string | number)[] = [""];
  protected top = 1;
  // Positions of strings (longer than 40 bytes: below that a Set lookup costs about what the
  // check costs) already found valid UTF-8 in this pass, when the caller asked for it
  // (onceForEachString): a string many pointers share (§F8) is then checked once. Not for checked
  // access, whose verifier outlives the pass and whose input the caller may change between reads.
  // Both tables are made the first time that mode is asked for: a verifier for checked access (one
  // per view `wrap`) never uses them, and their arrays cost more than the wrap's checks.
  private valid: PositionSet = NO_POSITIONS;
  private once = false;
  // In the same mode: the message objects entered, until one is entered twice (shared); a bitmap,
  // objects being 8-aligned in the body.
  private entered: PositionBits = NO_BITS;
  private shared = false;
  // Set by decodeFlat for its first pass ({@link deferUtf8}): strings are checked for UTF-8 by the
  // decode that follows, which builds every one of them anyway, not here.
  private defer = false;
  // Checked access to a view's root (checkedRoot): its type. An error then takes the path that a
  // verification of the whole input finds for the same item (pathOf).
  private rootType: FlatMessageType<unknown> | undefined = undefined;
  // The paths of the whole input's errors once pathOf looked them up (FlatSurvey, by surveyKey):
  // one survey per wrap however many reads fail.
  private errorPaths: Map<string, string> | undefined = undefined;

  constructor(limits: Limits = DEFAULT_LIMITS) {
    this.limits = checkedLimits(limits);
  }

  /** Overrides the traversal budget (units, §F10.3); 0 restores the default rule. */
  traversalBudget(units: number): this {
    if (!Number.isSafeInteger(units) || units < 0) {
      throw new RangeError(`budget must be an integer >= 0, got ${units}`);
    }
    this.budgetOverride = units;
    return this;
  }

  /** The input being verified. */
  get bytes(): Uint8Array {
    return this.b;
  }

  /** A `DataView` over the input being verified. */
  get view(): DataView {
    return this.v;
  }

  /**
   * Starts verifying the unframed body that is all of `bytes`: checks the body header and enters
   * the root message (depth 1). Returns the root object's position (8).
   */
  begin(bytes: Uint8Array, rootName: string): number {
    this.use(bytes);
    return this.start(0, 0, bytes.length, rootName);
  }

  /**
   * Checks a frame (FORMAT.md §4, codec 2) at the start of `bytes`, then begins the body after it.
   * With `fingerprint` the frame's must equal it (FINGERPRINT_MISMATCH).
   */
  beginFramed(bytes: Uint8Array, rootName: string, fingerprint?: bigint): number {
    this.use(bytes);
    this.input = 0;
    this.resetPath(rootName);
    const len = bytes.length;
    const fail: FrameErrors = (code, at, detail) => this.error(code, at, detail);
    const fp = checkFrameHeader(fail, bytes, 0, len, CODEC_FLAT);
    if (fingerprint !== undefined) checkFrameFingerprint(fail, 0, fp, fingerprint);
    return this.start(0, FRAME_HEADER_SIZE, len - FRAME_HEADER_SIZE, rootName);
  }

  private use(bytes: Uint8Array): void {
    if (!(bytes instanceof Uint8Array)) throw new TypeError("bytes must be a Uint8Array");
    this.b = bytes;
    this.v = viewOf(bytes);
  }

  private start(input: number, body: number, len: number, rootName: string): number {
    this.input = input;
    this.base = body;
    this.end = body + len;
    this.depth = 0;
    this.objects = 0;
    this.budget = this.budgetOverride !== 0 ? this.budgetOverride : Math.max(MIN_BUDGET, 8 * len);
    this.resetPath(rootName);
    if (len < 8) throw this.error("TRUNCATED", body, `body header needs 8 bytes, ${len} remain`);
    const root = this.v.getUint32(body, true);
    if (root !== 8) throw this.error("OFFSET_OUT_OF_BOUNDS", body, `root offset ${root} (must be 8)`);
    if (this.once) this.entered.start(body, len);
    return this.enterObject(body + 8);
  }

  /**
   * Checked access (FORMAT.md §F13): after {@link begin} the verifier stays on its input, and a
   * view calls this before checking what one accessor reads from the object it points at: depth
   * is the object's depth, the message count starts again, the path restarts at `name`. The
   * traversal budget is not reset: it is per wrapped input.
   */
  checkAt(depth: number, name: string): this {
    this.depth = depth;
    this.objects = 0;
    this.resetPath(name);
    return this;
  }

  /**
   * @internal For checked access (codec.ts `flatCheck`), after {@link begin} or
   * {@link beginFramed}: the input is a root of `type`. Views keep no path while reading; an error
   * found later verifies the whole input with the path recorded and, when that fails at the same
   * item (same code and offset), carries its path (else the reading view's type and field).
   */
  checkedRoot(type: FlatMessageType<unknown>): this {
    this.rootType = type;
    this.errorPaths = undefined;
    return this;
  }

  /** Leaves the root and drops the input; the verifier can be reused. */
  finish(): void {
    this.rootType = undefined;
    this.depth = 0;
    this.b = EMPTY;
    this.v = EMPTY_VIEW;
    this.once = false;
    this.shared = false;
    this.defer = false;
    if (this.valid !== NO_POSITIONS) this.valid.clear();
    if (this.entered !== NO_BITS) this.entered.clear();
  }

  // ---- reads (positions in the input) ----

  u8(pos: number): number {
    return this.v.getUint8(pos);
  }

  u16(pos: number): number {
    return this.v.getUint16(pos, true);
  }

  i32(pos: number): number {
    return this.v.getInt32(pos, true);
  }

  /** A message object's `data_bytes`. */
  dataBytes(obj: number): number {
    return this.v.getUint16(obj, true);
  }

  /** A message object's `ptr_count`. */
  ptrCount(obj: number): number {
    return this.v.getUint16(obj + 2, true);
  }

  /** Position of a message object's data section. */
  data(obj: number): number {
    return obj + dataStart(this.ptrCount(obj));
  }

  /** Index of the body's first byte. */
  bodyStart(): number {
    return this.base;
  }

  /** Index after the body. */
  bodyEnd(): number {
    return this.end;
  }

  // ---- checks ----

  /**
   * Reads the pointer at `slot` and checks its target: inside the body after its header
   * (OFFSET_OUT_OF_BOUNDS) and aligned (MISALIGNED: to `align`, or to 4 mod 8 when `align` is -8);
   * both at the slot's offset. Returns the target, or 0 for a null pointer.
   */
  target(slot: number, align: number): number {
    const rel = this.v.getInt32(slot, true);
    if (rel === 0) return 0;
    const t = slot + rel; // exact: |slot|, |rel| < 2^32
    if (t < this.base + 8 || t >= this.end) {
      throw this.error(
        "OFFSET_OUT_OF_BOUNDS",
        slot,
        `pointer ${rel} to body offset ${t - this.base} (body is ${this.end - this.base})`,
      );
    }
    const rem = (t - this.base) & 7;
    const ok = align === -8 ? rem === 4 : (rem & (align - 1)) === 0;
    if (!ok) {
      throw this.error(
        "MISALIGNED",
        slot,
        `target body offset ${t - this.base}` +
          (align === -8 ? " must be 4 mod 8" : ` must be a multiple of ${align}`),
      );
    }
    return t;
  }

  /**
   * Follows a message pointer and enters the object (depth, header, size, message count, budget).
   * Call {@link leave} after its fields. Returns the object's position, or 0 for null.
   */
  message(slot: number): number {
    const t = this.target(slot, 8);
    return t === 0 ? 0 : this.enterObject(t);
  }

  private enterObject(t: number): number {
    this.enter(t);
    const room = this.end - t;
    if (room < 4) throw this.error("TRUNCATED", t, `message header needs 4 bytes, ${room} remain`);
    const size = dataStart(this.ptrCount(t)) + this.dataBytes(t);
    if (size > room) {
      throw this.error("LENGTH_EXCEEDS_INPUT", t, `message object of ${size} bytes, ${room} remain`);
    }
    if (++this.objects > this.limits.maxObjects) {
      throw this.error("LIMIT_EXCEEDED", t, `more than ${this.limits.maxObjects} messages`);
    }
    this.charge(t, 1 + size);
    if (this.once && !this.shared && !this.entered.add(t)) this.shared = true;
    return t;
  }

  /**
   * After a pass in {@link onceForEachString} mode: whether some message object was entered twice
   * (two pointers to one object, §F8). When not, a decode of the same bytes needs no table of
   * objects already decoded.
   */
  sharesObjects(): boolean {
    return this.shared;
  }

  /**
   * Follows a string pointer and checks length and UTF-8 (INVALID_UTF8 at the first byte after the
   * length). Returns the position of the length, or 0 for null.
   */
  string(slot: number): number {
    const t = this.blob(slot);
    if (t !== 0 && !this.defer) {
      const len = this.v.getUint32(t, true);
      if (this.once && len > 40 && !this.valid.add(t)) return t;
      if (!this.validUtf8(t + 4, len)) {
        throw this.error("INVALID_UTF8", t + 4, `string of ${len} bytes`);
      }
    }
    return t;
  }

  /**
   * Until {@link finish}, checks the UTF-8 of each string longer than 40 bytes once, however many
   * pointers lead to it (they are all still charged), and notes whether a message object is
   * entered twice ({@link sharesObjects}). For a one-pass verify of bytes that do not change
   * meanwhile (decodeFlat), never for checked access.
   */
  onceForEachString(): this {
    this.once = true;
    if (this.valid === NO_POSITIONS) {
      this.valid = new PositionSet();
      this.entered = new PositionBits();
    }
    this.entered.start(this.base, this.end - this.base);
    return this;
  }

  /**
   * @internal Until {@link finish}, {@link string} checks the pointer, the length and the budget
   * but leaves the UTF-8 to the caller. Only for decodeFlat's first pass: its decode then builds
   * every string this walk reaches with a strict decoder, and on any failure verifies again
   * without this, so that the first problem in verifier order is the one reported. Never for
   * checked access or a public verify. Strings are then not noted as valid ({@link
   * onceForEachString}): nothing was checked.
   */
  deferUtf8(): this {
    this.defer = true;
    return this;
  }

  /**
   * Follows a `json` pointer (FORMAT.md §F5.1) and checks the blob and the value in it; its arrays
   * and objects are levels below the current one. Returns the length's position or 0.
   */
  json(slot: number): number {
    const t = this.blob(slot);
    if (t !== 0) {
      const len = this.v.getUint32(t, true);
      const outer = this.depth;
      try {
        walkFlatJson(
          this.b,
          t + 4,
          t + 4 + len,
          false,
          (pos) => this.enter(pos),
          () => this.depth--,
          (code, pos, detail) => this.error(code, pos, detail),
        );
      } finally {
        this.depth = outer;
      }
    }
    return t;
  }

  /** Follows a bytes pointer and checks its length; returns the length's position or 0. */
  bytesAt(slot: number): number {
    return this.blob(slot);
  }

  private blob(slot: number): number {
    const t = this.target(slot, 4);
    if (t === 0) return 0;
    const room = this.end - t;
    if (room < 4) throw this.error("TRUNCATED", t, `length needs 4 bytes, ${room} remain`);
    const len = this.v.getUint32(t, true);
    if (len > room - 4) {
      throw this.error("LENGTH_EXCEEDS_INPUT", t, `length ${len}, ${room - 4} remain`);
    }
    this.charge(t, 5 + len);
    return t;
  }

  /**
   * Follows a list (or map) pointer and enters it: `count x stride` must fit in the bytes after
   * the count. Element `i` is at `pos + 4 + i * stride`. Call {@link leave} after the elements.
   * Returns the position of the count, or 0 for null (nothing entered).
   */
  list(slot: number, stride: number, align: number, whole = true): number {
    const t = this.target(slot, align === 8 ? -8 : 4);
    if (t === 0) return 0;
    this.enter(t);
    const room = this.end - t;
    if (room < 4) throw this.error("TRUNCATED", t, `count needs 4 bytes, ${room} remain`);
    const count = this.v.getUint32(t, true);
    if (count * stride > room - 4) {
      throw this.error(
        "LENGTH_EXCEEDS_INPUT",
        t,
        `count ${count} of ${stride}-byte elements, ${room - 4} bytes remain`,
      );
    }
    // Checked access reads one element per call: it charges only the header (`whole` false).
    this.charge(t, whole ? 5 + count * stride + count : 5);
    return t;
  }

  /**
   * Follows a union pointer and enters the cell; its case id (a `u32` at the returned position) is
   * readable. The caller checks the id ({@link unknownCase}), then calls {@link cellBody} with the
   * case's cell size, verifies the value and calls {@link leave}. Returns 0 for null.
   */
  cell(slot: number): number {
    const t = this.target(slot, 8);
    if (t === 0) return 0;
    this.enter(t);
    const room = this.end - t;
    if (room < 4) throw this.error("TRUNCATED", t, `case id needs 4 bytes, ${room} remain`);
    return t;
  }

  /** Checks that a cell of `size` bytes fits (TRUNCATED) and charges it. */
  cellBody(cell: number, size: number): void {
    if (size > this.end - cell) {
      throw this.error("TRUNCATED", cell, `cell of ${size} bytes, ${this.end - cell} remain`);
    }
    this.charge(cell, 1 + size);
  }

  /** UNKNOWN_UNION_CASE at the cell. */
  unknownCase(cell: number, union: string): BaleError {
    return this.error(
      "UNKNOWN_UNION_CASE",
      cell,
      `case id ${this.v.getUint32(cell, true)} is not a case of ${union}`,
    );
  }

  /** MISSING_UNION: a null or absent pointer where a union value is required. */
  missingUnion(pos: number): BaleError {
    return this.error("MISSING_UNION", pos, "a union value is required");
  }

  /**
   * For generated code, where a composite field is absent or its pointer unset, so it reads as its
   * default: written again, that default takes `levels` levels below the current one, and
   * DEPTH_LIMIT (at `pos`) is raised if that passes the limit, so that whatever verifies also
   * re-encodes (FORMAT.md §7, §F10).
   */
  defaultLevels(levels: number, pos: number): void {
    if (this.depth + levels > this.limits.depth) {
      throw this.error("DEPTH_LIMIT", pos, `the default of an absent field would nest deeper than ${this.limits.depth} levels`);
    }
  }

  /**
   * For generated code, after {@link defaultLevels}, where that default holds `count` messages (a
   * default message and its own fields' default messages): written again they are message objects
   * a verifier visits, so they count against maxObjects here (LIMIT_EXCEEDED at `pos`), and
   * whatever verifies re-encodes into bytes that verify (FORMAT.md §F10.2).
   */
  defaultMessages(count: number, pos: number): void {
    this.objects += count;
    if (this.objects > this.limits.maxObjects) {
      throw this.error("LIMIT_EXCEEDED", pos, `more than ${this.limits.maxObjects} messages counting the defaults of absent fields`);
    }
  }

  /**
   * For generated code, a composite field that is absent or beyond the object's data, so it reads
   * as its default: `defaultLevels(levels, pos)` and, when not 0, `defaultMessages(messages, pos)`,
   * under path segment `field`.
   */
  leftOut(field: string, levels: number, messages: number, pos: number): void {
    this.push(field);
    this.defaultLevels(levels, pos);
    if (messages > 0) this.defaultMessages(messages, pos);
    this.pop();
  }

  /**
   * For generated code: {@link string} under path segment `field`. In decodeFlat's first pass
   * ({@link deferUtf8}) a pointer whose every check passes (in bounds, 4-aligned, the length inside
   * the body, the budget) is taken without the path segment, which only an error reads; anything
   * else takes the full path, which raises the error.
   */
  stringField(field: string | number, slot: number): void {
    if (this.defer) {
      const rel = this.v.getInt32(slot, true);
      if (rel === 0) return;
      const t = slot + rel;
      if (t >= this.base + 8 && t + 4 <= this.end && ((t - this.base) & 3) === 0) {
        const units = 5 + this.v.getUint32(t, true);
        if (units - 1 <= this.end - t && units <= this.budget) {
          this.budget -= units;
          return;
        }
      }
    }
    this.push(field);
    this.string(slot);
    this.pop();
  }

  /** For generated code: {@link bytesAt} under path segment `field`. */
  bytesField(field: string | number, slot: number): void {
    this.push(field);
    this.bytesAt(slot);
    this.pop();
  }

  /** For generated code: {@link json} under path segment `field`. */
  jsonField(field: string | number, slot: number): void {
    this.push(field);
    this.json(slot);
    this.pop();
  }

  /** For generated code: {@link bool} under path segment `field`. */
  boolField(field: string | number, pos: number, dflt = 0): void {
    this.push(field);
    this.bool(pos, dflt);
    this.pop();
  }

  /** For generated code: {@link enumValue} under path segment `field`. */
  enumField(field: string | number, pos: number, dflt = 0): void {
    this.push(field);
    this.enumValue(pos, dflt);
    this.pop();
  }

  /**
   * For generated code: under path segment `field`, enters the message at pointer `slot` and
   * returns it; for a null pointer returns 0 after the checks of its default ({@link
   * defaultLevels} with `levels` and {@link defaultMessages} with `messages` where not 0; `levels`
   * -1: the value is required and has no default, MISSING_UNION). The generated code verifies a
   * message returned, then calls {@link popAt} with it.
   */
  pushMessage(field: string | number, slot: number, levels: number, messages: number): number {
    this.push(field);
    const m = this.message(slot);
    if (m === 0) this.absent(slot, levels, messages);
    return m;
  }

  /** {@link pushMessage} for the union cell at pointer `slot` ({@link cell}). */
  pushCell(field: string | number, slot: number, levels: number, messages: number): number {
    this.push(field);
    const c = this.cell(slot);
    if (c === 0) this.absent(slot, levels, messages);
    return c;
  }

  private absent(slot: number, levels: number, messages: number): void {
    if (levels < 0) throw this.missingUnion(slot);
    if (levels > 0) this.defaultLevels(levels, slot);
    if (messages > 0) this.defaultMessages(messages, slot);
  }

  /**
   * For generated code: under path segment `field`, enters the list or map at pointer `slot`
   * ({@link list}) and returns it, or 0 for a null pointer, which for a `required` field (its
   * default written again is an empty list) takes a level ({@link defaultLevels}). The generated
   * code checks the elements, then calls {@link popAt} with the position returned.
   */
  pushList(field: string | number, slot: number, stride: number, align: number, required: boolean): number {
    this.push(field);
    if (required && this.i32(slot) === 0) this.defaultLevels(1, slot);
    return this.list(slot, stride, align);
  }

  /** For generated code: enters the inline struct at `pos` under path segment `field`. */
  pushStruct(field: string | number, pos: number): void {
    this.push(field);
    this.enter(pos);
  }

  /** Leaves what a `push*` method entered at `at` (nothing for 0) and its path segment. */
  popAt(at: number): void {
    if (at !== 0) this.leave();
    this.pop();
  }

  /** Enters an inline struct at `pos` (depth only). Call {@link leave} after it. */
  struct(pos: number): void {
    this.enter(pos);
  }

  /** Leaves what message, list, cell or struct entered. */
  leave(): void {
    this.depth--;
  }

  /** A bool byte (of a struct, list, entry or cell), after XOR `dflt`: 0 or 1, else INVALID_BOOL. */
  bool(pos: number, dflt = 0): void {
    const v = this.v.getUint8(pos) ^ dflt;
    if (v > 1) throw this.error("INVALID_BOOL", pos, `bool byte ${this.v.getUint8(pos)}`);
  }

  /** An enum's `u32` (XOR `dflt`) must be at most 2^31-1, else INT_OUT_OF_RANGE. */
  enumValue(pos: number, dflt = 0): void {
    const v = this.v.getInt32(pos, true) ^ dflt;
    if (v < 0) throw this.error("INT_OUT_OF_RANGE", pos, `enum value ${v >>> 0} > 2^31-1`);
  }

  /** True when the `len` bytes at `pos` are valid UTF-8. */
  validUtf8(pos: number, len: number): boolean {
    const b = this.b;
    const v = this.v;
    let i = pos;
    const end = pos + len;
    // ASCII fast path, four bytes a step.
    while (i + 4 <= end && (v.getInt32(i, true) & 0x80808080) === 0) i += 4;
    while (i < end && b[i]! < 0x80) i++;
    return i === end || utf16Length(b, i, end - i) >= 0;
  }

  private enter(pos: number): void {
    if (++this.depth > this.limits.depth) {
      throw this.error("DEPTH_LIMIT", pos, `nesting deeper than ${this.limits.depth} levels`);
    }
  }

  /** Charges `units` against the traversal budget (LIMIT_EXCEEDED at `pos`). */
  charge(pos: number, units: number): void {
    this.budget -= units;
    if (this.budget < 0) throw this.budgetExhausted(pos);
  }

  /**
   * LIMIT_EXCEEDED at `pos` with the current path. Under checked access the budget is spent by the
   * reads, in their order, not by an item: no other path is looked for ({@link pathOf}).
   */
  private budgetExhausted(pos: number): BaleError {
    return new BaleError("LIMIT_EXCEEDED", pos - this.input, this.path(), "traversal budget exhausted");
  }

  // ---- path ----

  private resetPath(rootName: string): void {
    this.names[0] = rootName;
    this.top = 1;
  }

  /** Appends `.name` (a string) or `[index]` (a number) to the path. */
  push(segment: string | number): void {
    this.names[this.top++] = segment;
  }

  /** Removes the last path segment. */
  pop(): void {
    if (this.top > 1) this.top--;
  }

  /**
   * The current field path, e.g. `MediaContent.images[1].title`. The root's name is given as the
   * type's full name (`media.MediaContent`) or its simple name; paths start with the simple name.
   */
  path(): string {
    let s = simpleName(String(this.names[0] ?? ""));
    for (let i = 1; i < this.top; i++) {
      const n = this.names[i]!;
      s += typeof n === "number" ? `[${n}]` : `.${n}`;
    }
    return s;
  }

  /**
   * @internal After the engine ran out of stack in a walk over this verifier (the flat entry
   * points catch it, G2): DEPTH_LIMIT at the depth and path reached (offset -1: the walk passes
   * positions down the stack).
   */
  stackExhausted(): BaleError {
    return stackExhaustedError("verify", -1, this.path(), this.depth, this.limits.depth);
  }

  /**
   * An error at `pos` (reported from the input's first byte) with the current path, or under
   * checked access the path a whole verification finds for it ({@link checkedRoot}).
   */
  error(code: ErrorCode, pos: number, detail: string): BaleError {
    const path = this.rootType === undefined ? this.path() : this.pathOf(code, pos - this.input);
    return new BaleError(code, pos - this.input, path, detail);
  }

  /**
   * The path of the error (`code` at `offset`) checked access met: the whole input is verified
   * with the path recorded, going on past items that fail ({@link FlatSurvey}; once per wrap:
   * later failures look up the same survey), and the path of the same error (same code and
   * offset) is taken; otherwise (the survey ended before the item) the current path (the reading
   * view's type and field).
   */
  private pathOf(code: ErrorCode, offset: number): string {
    if (this.errorPaths === undefined) {
      // (A framed input's body starts after the frame, which begin() checked before checkedRoot.)
      this.errorPaths = FlatSurvey.paths(this.rootType!, this.b, this.base !== this.input, this.limits);
    }
    return this.errorPaths.get(surveyKey(code, offset)) ?? this.path();
  }
}

function surveyKey(code: ErrorCode, offset: number): string {
  return `${code}@${offset}`;
}

/**
 * The field paths of a flat input's errors, for checked access ({@link FlatVerifier.pathOf}): a
 * verification of the whole input, path recorded, that goes on past an item that fails, as if that
 * item were absent, and notes every error it meets. A checked read that fails looks its item up by
 * code and offset, so that it gets its field path even when another bad item comes first in the
 * verifier's order (where a plain verification stops).
 *
 * The walk costs at most what a verification costs: the same traversal budget and limits, and a
 * limit of the whole walk (LIMIT_EXCEEDED: the budget, the message count) ends it. Past its first
 * error it costs no more than the body holds: an item several pointers share is then walked once.
 * A union cell too short for its case ends it too, as do a map key string that fails (generated
 * code reads the key itself next), errors that generated code throws itself (an unknown union
 * case, a missing union, a duplicate map key) and anything unexpected from reading past an item it
 * skipped: the errors noted so far stand. At most {@link FlatSurvey.MAX_ERRORS} errors are kept.
 * Same rules as Java's `FlatSurvey`.
 */
class FlatSurvey extends FlatVerifier {
  static readonly MAX_ERRORS = 1024;
  private readonly found = new Map<string, string>();
  // Items walked (messages, lists, strings, bytes, json values), a bit per 4 bytes of the body
  // (items are 4-aligned): past the first error an item that several pointers share is walked
  // once, at its first pointer.
  private seen: Uint8Array | undefined = undefined;
  // Strings that failed, the same way: a map key that names one ends the walk.
  private failed: Uint8Array | undefined = undefined;
  private skipped = 0;

  static paths(type: FlatMessageType<unknown>, b: Uint8Array, framed: boolean, limits: Limits): Map<string, string> {
    const s = new FlatSurvey(limits);
    try {
      const root = framed ? s.beginFramed(b, type.schemaName) : s.begin(b, type.schemaName);
      type.verify(s, root);
    } catch (e) {
      // A BaleError ends the walk (noted); anything else (the engine's stack running out, a read
      // past a skipped item) ends it with what was noted.
      if (e instanceof BaleError) s.note(e);
    }
    return s.found;
  }

  private note(e: BaleError): void {
    const k = surveyKey(e.code, e.offset);
    if (this.found.size < FlatSurvey.MAX_ERRORS && !this.found.has(k)) this.found.set(k, e.path);
  }

  /** Notes `e` and puts depth and path back; rethrows, ending the walk, on a limit of the walk. */
  private skip(e: unknown, depth: number, top: number): void {
    if (!(e instanceof BaleError)) throw e;
    this.note(e);
    if (e.code === "LIMIT_EXCEEDED" || this.found.size >= FlatSurvey.MAX_ERRORS) throw e;
    this.depth = depth;
    this.top = top;
    this.skipped++;
  }

  /**
   * Whether the item the pointer at `slot` names was walked before, once an error was met (then it
   * is not walked again: as if absent); marks it. The pointer's own checks come first, as in the
   * walk. Up to the first error the walk is the verifier's own, revisits included, so that its
   * first error (a cycle's DEPTH_LIMIT, say) is the verifier's, with the same path.
   */
  private seenBefore(slot: number, align: number): boolean {
    const t = this.target(slot, align);
    return t !== 0 && this.mark((this.seen ??= this.bitmap()), t) && this.skipped > 0;
  }

  /** A bitmap of the body's items ({@link seen}, {@link failed}), empty. */
  private bitmap(): Uint8Array {
    return new Uint8Array(((this.bodyEnd() - this.bodyStart()) >> 5) + 1);
  }

  /** Whether item `t`'s bit in `bits` is set; sets it when `set`. */
  private mark(bits: Uint8Array, t: number, set = true): boolean {
    const k = (t - this.bodyStart()) >> 2;
    const was = (bits[k >> 3]! & (1 << (k & 7))) !== 0;
    if (set) bits[k >> 3]! |= 1 << (k & 7);
    return was;
  }

  /** The pointer at `slot`'s target, or 0 when it is null or fails its checks. */
  private targetOrZero(slot: number): number {
    try {
      return this.target(slot, 4);
    } catch {
      return 0;
    }
  }

  /**
   * `check()`'s result; when it fails, the error noted ({@link skip}) and 0, with the depth put
   * back to what it was plus `entered` and the path plus `pushed` (what the caller pops whatever
   * happened).
   */
  private guard(check: () => number, entered = 0, pushed = 0): number {
    const d = this.depth;
    const t = this.top;
    try {
      return check();
    } catch (e) {
      this.skip(e, d + entered, t + pushed);
      return 0;
    }
  }

  override message(slot: number): number {
    return this.guard(() => (this.seenBefore(slot, 8) ? 0 : super.message(slot)));
  }

  override string(slot: number): number {
    const before = this.skipped;
    const t = this.guard(() => (this.seenBefore(slot, 4) ? 0 : super.string(slot)));
    if (this.skipped !== before) {
      const bad = this.targetOrZero(slot);
      if (bad !== 0) this.mark((this.failed ??= this.bitmap()), bad);
    }
    return t;
  }

  override stringField(field: string | number, slot: number): void {
    super.stringField(field, slot); // (its string check is this class's: a failure is noted there)
    // A map's key: generated code reads it next for the duplicate check, so one that failed, here
    // or before, ends the walk.
    if (field === "key" && this.i32(slot) !== 0) {
      const t = this.targetOrZero(slot);
      if (t === 0 || (this.failed !== undefined && this.mark(this.failed, t, false))) {
        throw new Error("survey: a map key that failed its checks");
      }
    }
  }

  override json(slot: number): number {
    return this.guard(() => (this.seenBefore(slot, 4) ? 0 : super.json(slot)));
  }

  override bytesAt(slot: number): number {
    return this.guard(() => (this.seenBefore(slot, 4) ? 0 : super.bytesAt(slot)));
  }

  override list(slot: number, stride: number, align: number, whole = true): number {
    return this.guard(() => (this.seenBefore(slot, align === 8 ? -8 : 4) ? 0 : super.list(slot, stride, align, whole)));
  }

  override cell(slot: number): number {
    return this.guard(() => super.cell(slot));
  }

  override defaultLevels(levels: number, pos: number): void {
    this.guard(() => (super.defaultLevels(levels, pos), 0));
  }

  override defaultMessages(count: number, pos: number): void {
    this.guard(() => (super.defaultMessages(count, pos), 0));
  }

  override pushStruct(field: string | number, pos: number): void {
    // Entered and pushed all the same, so that the caller's popAt balances them.
    this.guard(() => (super.pushStruct(field, pos), 0), 1, 1);
  }

  override struct(pos: number): void {
    this.guard(() => (super.struct(pos), 0), 1);
  }

  override bool(pos: number, dflt = 0): void {
    this.guard(() => (super.bool(pos, dflt), 0));
  }

  override enumValue(pos: number, dflt = 0): void {
    this.guard(() => (super.enumValue(pos, dflt), 0));
  }
}
