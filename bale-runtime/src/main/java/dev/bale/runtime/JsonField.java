package dev.bale.runtime;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What the JSON mapping (docs/spec/JSON.md) needs to know about a record component that its Java
 * name and type do not tell: the JSON key when it differs from the component's name (a schema field
 * {@code created_at} is the component {@code createdAt}; a {@code [json = "@id"]} key), and how
 * Java {@code long} values in the field are written, since {@code i64}, {@code u64} and {@code u32}
 * are all {@code long}. The generator puts it on generated record components where needed (on the
 * private fields of a class too wide for a record); JSON mappers such as {@code bale-jackson} read
 * it. It has no effect on the codecs.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface JsonField {
  /** The JSON key; empty when it is the component's name. */
  String key() default "";

  /**
   * The JSON form of the field's 64-bit integer values: the value itself, list elements and map
   * values, at any depth.
   */
  Int64 values() default Int64.NONE;

  /** The JSON form of 64-bit integer map keys in the field. */
  Int64 keys() default Int64.NONE;

  /** How a Java {@code long} is written in JSON. */
  enum Int64 {
    /** Not a 64-bit integer of the schema: a JSON number ({@code u32}, for instance). */
    NONE,
    /** {@code i64}: a string of the signed decimal value. */
    SIGNED,
    /** {@code u64}: a string of the unsigned decimal value (a negative long is above 2^63-1). */
    UNSIGNED
  }
}
