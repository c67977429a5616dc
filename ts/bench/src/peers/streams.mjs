// The stream peers (src/streams.mjs) over this checkout's Bale runtime, the generated code of
// testdata/schemas/quotes.bale (goldens/ts/quotes, through build.mjs's virtual:bale-quotes) and
// msgpackr.
import { MessageStreamWriter, MessageStreamDecoder } from '@bale-dev/runtime';
import { Quote } from 'virtual:bale-quotes';
import { Packr, decodeIter } from 'msgpackr';
import { streamPeers } from '../streams.mjs';

export const STREAM_PEERS = streamPeers({ MessageStreamWriter, MessageStreamDecoder, Quote, Packr, decodeIter });
