// A quote server and its client over HTTP/2 on 127.0.0.1, both from the code `bale-gen gen
// --lang ts --grpc` writes for schema/quotes.bale: the server's handlers are typed by the
// generated QuotesHandlers and added through withDecodeErrors (a request that does not decode gets
// the decoder's error in the trailers); the client is the generated QuotesClient. Prints what the
// client got.
import { Server, ServerCredentials, credentials } from "@grpc/grpc-js";
import { grpcError, withDecodeErrors } from "@bale-dev/runtime/grpc";
import { Quotes, QuotesClient, type QuotesHandlers } from "./gen/desk/quotes.grpc.js";
import { Quote, QuoteRequest } from "./gen/desk/quotes.js";

function quote(symbol: string, tick: number): Quote {
  const q = Quote.create();
  q.symbol = symbol;
  q.bid = 100.25 + tick;
  q.ask = 100.5 + tick;
  q.time_micros = 1_764_900_000_000_000n + BigInt(tick);
  return q;
}

const handlers: QuotesHandlers = {
  get: (call, done) => done(null, quote(call.request.symbol, 0)),
  watch: (call) => {
    for (let tick = 1; tick <= 3; tick++) call.write(quote(call.request.symbol, tick));
    call.end();
  },
};

const server = new Server();
server.addService(...withDecodeErrors(Quotes, handlers));
const port = await new Promise<number>((resolve, reject) =>
  server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
);
const client = new QuotesClient(`127.0.0.1:${port}`, credentials.createInsecure());
try {
  const request = QuoteRequest.create();
  request.symbol = "ACME";
  const latest = await new Promise<Quote>((resolve, reject) =>
    client.get(request, { deadline: Date.now() + 10_000 }, (e, q) => {
      if (e) reject(grpcError(e) ?? e); // a Bale error from the server's trailers, if it sent one
      else resolve(q!);
    }),
  );
  const bids: number[] = [];
  await new Promise<void>((resolve, reject) => {
    const feed = client.watch(request);
    feed.on("data", (q: Quote) => bids.push(q.bid));
    feed.on("end", resolve);
    feed.on("error", reject);
  });
  if (latest.bid !== 100.25 || bids.join() !== "101.25,102.25,103.25") {
    throw new Error(`unexpected replies: ${JSON.stringify({ bid: latest.bid, bids })}`);
  }
  console.log(`grpc ok: ${latest.symbol} ${latest.bid}/${latest.ask}, watch [${bids.join(", ")}]`);
} finally {
  client.close();
  server.forceShutdown();
}
