/**
 * Spring Boot auto-configuration of {@code bale-spring}: {@link
 * dev.bale.spring.boot.BaleAutoConfiguration} registers the Spring MVC converter and the WebFlux
 * codecs in a Boot application that has {@code bale-spring} on its class path.
 */
package dev.bale.spring.boot;
