package dev.bale.runtime.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks code that uses an API that Android below API level 33 lacks (or that is newer than its API
 * level 26), and that the runtime reaches only after a probe found the API (or behind a {@code
 * static final} that the probe set). The build's Android API check (animal-sniffer, {@code
 * bale-runtime/pom.xml}) skips what carries it; everything else must link on Android API level 26.
 * Not API.
 */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR})
public @interface ProbedApi {}
