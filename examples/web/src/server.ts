// A tiny server for the example page: the page, its script, and a board encoded with Bale.
// PORT=0 picks a free port; the first line printed is the address.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { encode } from "@bale-dev/runtime";
import { Board, Check, State } from "./gen/status.js";

function check(name: string, state: number, durationMs: number, detail?: string): Check {
  const c = Check.create();
  c.name = name;
  c.state = state;
  c.durationMs = durationMs;
  c.detail = detail;
  return c;
}

const board = Board.create();
board.project = "bale";
board.updatedAtMillis = 1_763_900_000_000n;
board.checks = [
  check("compile", State.PASSED, 41_250),
  check("conformance", State.FAILED, 83_020, "flat.node.depth-65: DEPTH_LIMIT"),
  check("chromium", State.RUNNING, 0),
];
const bytes = encode(Board, board);

const root = new URL("..", import.meta.url); // dist/server.js -> the example's folder
const files: Record<string, [string, string]> = {
  "/": ["index.html", "text/html; charset=utf-8"],
  "/page.js": ["dist/page.js", "text/javascript"],
};

const server = createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
  if (path === "/board.bin") {
    res.writeHead(200, { "content-type": "application/octet-stream" }).end(bytes);
    return;
  }
  const f = files[path];
  if (f === undefined) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": f[1] }).end(readFileSync(new URL(f[0], root)));
});
server.listen(Number(process.env["PORT"] ?? 8080), "127.0.0.1", () => {
  const a = server.address();
  console.log(`listening on http://127.0.0.1:${typeof a === "object" && a !== null ? a.port : "?"}/`);
});
