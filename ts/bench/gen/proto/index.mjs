// Written by scripts/gen-peers.mjs: the protobufjs static modules and their root messages.
export const PROTO = {
};
