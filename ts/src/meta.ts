/**
 * Schema metadata emitted by the generator next to the codecs (`$meta` of each generated module):
 * enough to walk a value by its schema without the codecs, e.g. to convert to and from the JSON
 * mapping (docs/spec/JSON.md) in tests and tools. The codecs themselves never read it.
 */

/** A type reference. `num` marks an `i64`/`u64` field with `[ts_number]` (a `number`). */
export type TypeMeta =
  | { readonly k: "scalar"; readonly s: ScalarName; readonly num?: true }
  | { readonly k: "list"; readonly e: TypeMeta }
  | { readonly k: "map"; readonly key: TypeMeta; readonly value: TypeMeta }
  | { readonly k: "ref"; readonly name: string };

export type ScalarName =
  | "bool" | "i8" | "i16" | "i32" | "i64" | "u8" | "u16" | "u32" | "u64"
  | "f32" | "f64" | "string" | "bytes" | "json";

export interface FieldMeta {
  readonly name: string;
  readonly id: number;
  readonly type: TypeMeta;
  readonly optional: boolean;
  /** The field's `[json = "..."]` key, when it differs from `name`. */
  readonly json?: string;
}

export type DeclMeta =
  | { readonly kind: "message"; readonly fields: readonly FieldMeta[]; readonly create: () => object }
  | { readonly kind: "struct"; readonly fields: readonly FieldMeta[]; readonly create: () => object }
  | { readonly kind: "enum"; readonly values: readonly (readonly [string, number])[] }
  | {
      readonly kind: "union";
      readonly cases: readonly { readonly name: string; readonly id: number; readonly type: TypeMeta }[];
    };
