/** Runtime internals (UTF-8, little-endian access). Not API: may change in any release. */
package dev.bale.runtime.internal;
