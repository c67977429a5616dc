/**
 * Bale in gRPC Java: {@link dev.bale.grpc.BaleMarshaller} carries request and response messages of
 * generated types as compact or flat roots in a {@code MethodDescriptor}.
 */
package dev.bale.grpc;
