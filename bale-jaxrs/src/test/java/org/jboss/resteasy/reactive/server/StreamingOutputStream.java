package org.jboss.resteasy.reactive.server;

import java.io.ByteArrayOutputStream;

/**
 * A stand-in, for tests only, for Quarkus REST's class of the same name: the buffer it writes each
 * item of a streamed {@code Multi} into, which {@code BaleProvider} recognises by name.
 */
public class StreamingOutputStream extends ByteArrayOutputStream {}
