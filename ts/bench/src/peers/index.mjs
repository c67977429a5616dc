// Every peer, in report order. Bale's rows come first once its generated code is wired in.
import { avsc } from './avsc.mjs';
import { baleCompact, baleCompactNoDedup, baleFlat } from './bale.mjs';
import { protobufjs } from './protobuf.mjs';
import { flatbuffers_ } from './flatbuffers.mjs';
import { json, msgpackr, msgpackrShared, msgpackJs } from './schemaless.mjs';

export const PEERS = [baleCompact, baleCompactNoDedup, baleFlat, json, msgpackr, msgpackrShared, msgpackJs, protobufjs, flatbuffers_, avsc];
