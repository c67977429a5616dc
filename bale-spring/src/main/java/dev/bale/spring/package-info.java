/**
 * Bale in Spring web applications: {@link dev.bale.spring.BaleHttpMessageConverter} (Spring MVC),
 * {@link dev.bale.spring.BaleEncoder} and {@link dev.bale.spring.BaleDecoder} (WebFlux and {@code
 * WebClient}) read and write bodies of generated types in the media types of {@link
 * dev.bale.spring.BaleMediaTypes}.
 */
package dev.bale.spring;
