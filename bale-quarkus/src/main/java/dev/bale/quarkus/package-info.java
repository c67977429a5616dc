/**
 * Bale in Quarkus applications: with this jar on the class path, Quarkus REST reads and writes
 * bodies of generated types through bale-jaxrs's {@link dev.bale.jaxrs.BaleProvider} (found because
 * that jar is a bean archive), and {@link dev.bale.quarkus.BaleObjectMapperCustomizer} gives
 * Quarkus's {@code ObjectMapper} bale-jackson's module for their JSON; {@link
 * dev.bale.quarkus.BaleStreamWriter} writes a {@code Multi} as a message stream, and {@link
 * dev.bale.quarkus.BaleStreams} reads one as it arrives from the Quarkus REST Client.
 */
package dev.bale.quarkus;
