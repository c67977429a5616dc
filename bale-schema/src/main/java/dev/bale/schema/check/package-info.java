/**
 * Linker and checker: resolves type names across files and enforces every rule of SCHEMA.md §6,
 * collecting all errors before failing.
 */
package dev.bale.schema.check;
