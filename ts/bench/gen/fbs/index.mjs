// Written by scripts/gen-peers.mjs: flatc's TypeScript modules and JSON schemas, per .fbs file.
export const FBS = {
};
