// Preloaded (node --import) before a test: takes away what JavaScript engines without the Encoding
// API or Node's Buffer lack (Hermes in React Native, QuickJS, embedded engines): TextDecoder,
// TextEncoder, String.prototype.isWellFormed (ES2024) and the global Buffer (the runtime's Node
// paths). The runtime then runs its hand-written decoders and encoders, which must give the same
// strings and accept the same bytes: make ts-test runs the vectors, the corrupt corpus and the
// fuzz round trips so.
delete globalThis.TextDecoder;
delete globalThis.TextEncoder;
delete String.prototype.isWellFormed;
delete globalThis.Buffer;
if (typeof TextDecoder !== "undefined" || typeof TextEncoder !== "undefined" || typeof Buffer !== "undefined") {
  throw new Error("no-natives: the globals are still there");
}
