/**
 * The Bale schema language: {@link dev.bale.schema.SchemaLoader} turns {@code .bale} files into a
 * checked {@link dev.bale.schema.model.Schema} or one {@link dev.bale.schema.SchemaException} with
 * every error; {@link dev.bale.schema.Canonical} gives a type's canonical form and fingerprint. The
 * language is specified in {@code docs/spec/SCHEMA.md}.
 *
 * <p>Pipeline: {@code parse} (lexer, parser, syntax tree with locations) → {@code check} (name
 * resolution and every rule) → {@code model} (the resolved IR used by code generators and codecs).
 */
package dev.bale.schema;
