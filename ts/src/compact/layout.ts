// Wire facts of the compact format that both its reader and its writer use (FORMAT.md §1.3); kept
// apart so that the writer does not import the reader.

/**
 * A `list<i32>` or `list<u32>` without `[fixed]` of at least this many elements has a layout byte
 * after its count (FORMAT.md §1.3): `LAYOUT_VARINT` (LEB128) or `LAYOUT_BLOCK` (2-bit length codes,
 * then 1-4 little-endian bytes a value).
 */
export const LIST_LAYOUT_MIN = 64;
export const LAYOUT_VARINT = 0;
export const LAYOUT_BLOCK = 1;
