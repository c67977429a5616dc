// Opens the example page (examples/web) in headless Chromium and checks what it shows: the board
// decoded from the server's Bale bytes, and its JSON. Used by tools/ci/example-web.sh.
//   node example-web-check.mjs URL PLAYWRIGHT_CORE_DIR SCREENSHOT.png
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const [url, playwrightDir, screenshot] = process.argv.slice(2);
const { chromium } = await import(pathToFileURL(join(playwrightDir, "index.mjs")).href);
const expected =
  '{"project":"bale","updatedAtMillis":"1763900000000","checks":[' +
  '{"name":"compile","state":"PASSED","durationMs":41250},' +
  '{"name":"conformance","state":"FAILED","durationMs":83020,"detail":"flat.node.depth-65: DEPTH_LIMIT"},' +
  '{"name":"chromium","state":"RUNNING","durationMs":0}]}';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
let code = 1;
try {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => window.__baleExample !== undefined, null, { timeout: 30_000 });
  const result = await page.evaluate(() => window.__baleExample);
  const rows = await page.$$eval("#checks tr", (trs) => trs.slice(1).map((tr) => tr.textContent));
  const title = await page.textContent("#project");
  await page.screenshot({ path: screenshot });
  if ("error" in result) {
    console.log(`example-web: FAIL: the page reports ${result.error}`);
  } else if (result.json !== expected) {
    console.log(`example-web: FAIL: the page decoded\n  ${result.json}\nexpected\n  ${expected}`);
  } else if (title !== "bale" || rows.length !== 3 || !rows[1].includes("FAILED") || errors.length > 0) {
    console.log(`example-web: FAIL: page shows ${title} / ${JSON.stringify(rows)}; errors ${errors.join("; ")}`);
  } else {
    console.log(`example-web: ok (Chromium ${browser.version()}: ${result.bytes} Bale bytes decoded, 3 checks shown)`);
    code = 0;
  }
} finally {
  await browser.close();
}
process.exit(code);
