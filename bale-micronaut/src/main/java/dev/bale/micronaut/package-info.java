/**
 * Bale in Micronaut 4 applications: {@link dev.bale.micronaut.BaleBodyHandler} reads and writes
 * request and response bodies of generated types in the compact ({@code application/vnd.bale}) or
 * flat ({@code application/vnd.bale.flat}) codec, and message streams; {@link
 * dev.bale.micronaut.BaleStreams} reads a stream as it arrives from a declarative client.
 */
package dev.bale.micronaut;
