/**
 * Bale in Jakarta REST (JAX-RS) applications: {@link dev.bale.jaxrs.BaleProvider} reads and writes
 * entity bodies of generated types in the compact ({@code application/vnd.bale}) or flat ({@code
 * application/vnd.bale.flat}) codec.
 */
package dev.bale.jaxrs;
