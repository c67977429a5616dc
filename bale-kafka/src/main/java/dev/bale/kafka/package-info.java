/**
 * Bale in Kafka clients: {@link dev.bale.kafka.BaleSerializer}, {@link
 * dev.bale.kafka.BaleDeserializer} and {@link dev.bale.kafka.BaleSerde} carry record keys and
 * values of generated types as compact roots.
 */
package dev.bale.kafka;
