// Runs the conformance suite (test/browser/page.ts) in headless Chromium: a tiny http server on
// 127.0.0.1 serves the page, tsc's ESM output (build/) and testdata/; playwright-core drives
// Debian's /usr/bin/chromium (CHROMIUM=... to override) with a fresh profile. Summary lines for
// the vector/corrupt corpus, the stream vectors and testdata/roots;
// exit code 1 on any failure.
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { ROOT } from "../harness/files.js";

const BUILD = join(ROOT, "ts", "build");
const TESTDATA = join(ROOT, "testdata");
const exe = process.env["CHROMIUM"] ?? "/usr/bin/chromium";

const PAGE = `<!doctype html><meta charset="utf-8"><title>Bale conformance</title>
<script type="importmap">{"imports":{"@bale-dev/runtime":"/build/ts/src/index.js","@bale-dev/runtime/codegen":"/build/ts/src/codegen.js"}}</script>
<pre id="out">running...</pre>
<script type="module" src="/build/ts/test/browser/page.js"></script>`;

const TYPES: Record<string, string> = { ".js": "text/javascript", ".json": "application/json", ".map": "application/json" };

/** The `*.json` files of testdata/<dir> and of its subdirectories (as `sub/file.json`). */
function jsonNames(dir: string): string[] {
  const names: string[] = [];
  for (const e of readdirSync(join(TESTDATA, dir), { withFileTypes: true })) {
    if (e.isDirectory()) {
      for (const f of readdirSync(join(TESTDATA, dir, e.name))) if (f.endsWith(".json")) names.push(`${e.name}/${f}`);
    } else if (e.name.endsWith(".json")) {
      names.push(e.name);
    }
  }
  return names.sort();
}

/** A file under `base` named by the rest of the URL path, never outside it. */
function under(base: string, rest: string): string | undefined {
  const p = normalize(join(base, decodeURIComponent(rest)));
  return p.startsWith(base + sep) ? p : undefined;
}

const server = createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
  try {
    let file: string | undefined;
    if (path === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
      return;
    } else if (path === "/testdata/index.json") {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ vectors: jsonNames("vectors"), corrupt: jsonNames("corrupt"), streams: jsonNames("streams") }));
      return;
    } else if (path.startsWith("/build/")) {
      file = under(BUILD, path.slice("/build/".length));
    } else if (path.startsWith("/testdata/")) {
      file = under(TESTDATA, path.slice("/testdata/".length));
    }
    if (file === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  } catch {
    res.writeHead(404).end();
  }
});

await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
const address = server.address();
const port = typeof address === "object" && address !== null ? address.port : 0;
const profile = mkdtempSync(join(tmpdir(), "bale-conformance-chromium-"));
let context: BrowserContext | undefined;
let code = 1;
try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: exe,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const tab = context.pages()[0] ?? (await context.newPage());
  tab.on("pageerror", (e) => console.log(`[chromium page error] ${String(e)}`));
  await tab.goto(`http://127.0.0.1:${port}/`);
  await tab.waitForFunction(() => window.__baleConformance !== undefined, null, { timeout: 120_000, polling: 100 });
  const result = await tab.evaluate(() => window.__baleConformance!);
  const version = context.browser()?.version() ?? "?";
  if ("fatal" in result) {
    console.log(`conformance (chromium ${version}): FAILED to run: ${result.fatal}`);
  } else {
    const total = result.passed + result.failed.length;
    console.log(
      `conformance (chromium ${version}): ${result.passed}/${total} passed, ${result.skipped.length} skipped`,
    );
    for (const f of result.failed) console.log(`  FAIL ${f}`);
    for (const s of result.skipped) console.log(`  skipped ${s}`);
    const st = result.streams;
    const streamTotal = st.passed + st.failed.length;
    console.log(`conformance streams (chromium ${version}): ${st.passed}/${streamTotal} passed`);
    for (const f of st.failed) console.log(`  FAIL ${f}`);
    const ro = result.roots;
    console.log(`conformance roots (chromium ${version}): ${ro.passed}/${ro.passed + ro.failed.length} passed, ${ro.skipped.length} skipped`);
    for (const f of ro.failed) console.log(`  FAIL ${f}`);
    console.log(
      `NaN bits (chromium ${version}): ${result.nan.length === 0 ? "kept in compact and flat" : "FAILED"}`,
    );
    for (const f of result.nan) console.log(`  FAIL ${f}`);
    console.log(
      `past the stack (chromium ${version}): ${result.deep.length === 0 ? "DEPTH_LIMIT, then the next root" : "FAILED"}`,
    );
    for (const f of result.deep) console.log(`  FAIL ${f}`);
    code =
      result.failed.length === 0 &&
      total > 0 &&
      st.failed.length === 0 &&
      st.passed >= 20 &&
      ro.failed.length === 0 &&
      ro.skipped.length === 0 &&
      ro.passed >= 43 &&
      result.nan.length === 0 &&
      result.deep.length === 0
        ? 0
        : 1;
  }
} catch (e) {
  console.log(`conformance (chromium): FAILED: ${e instanceof Error ? e.message : String(e)}`);
} finally {
  await context?.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(code);
