/**
 * The flat codec's layout, computed from a checked schema ({@link dev.bale.schema.flat.FlatLayout};
 * FORMAT.md Part II). Shared by the Java generator, the dynamic codec and the TypeScript generator.
 */
package dev.bale.schema.flat;
