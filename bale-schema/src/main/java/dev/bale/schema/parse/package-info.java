/**
 * Lexer and parser: schema text to a syntax tree ({@code *Element} records) with source locations.
 * Names are not resolved here; see {@code dev.bale.schema.check}.
 */
package dev.bale.schema.parse;
