// The ESM build in a real browser (Debian's headless Chromium, which CI installs): no process, no
// node:crypto, only Web Crypto. The page signs and verifies every published vector and reports back.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import vectorsFile from "../test-vectors.json" with { type: "json" };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const root = new URL("../", import.meta.url);

const PAGE = `<!doctype html><html><body>RUNNING<script type="module">
import * as lib from "/dist/esm/index.js";
const report = (value) => { document.body.textContent = "RESULT " + JSON.stringify(value); };
try {
  const { vectors } = await (await fetch("/test-vectors.json")).json();
  let signedOk = 0, verifiedOk = 0, requestOk = 0;
  for (const v of vectors) {
    const s = await lib.sign({ secret: v.secret, body: v.body, timestamp: v.timestamp });
    if (s.body === v.canonicalBody && s.headers["X-Svc-Signature"] === v.signature) signedOk++;
    const r = await lib.verify({ secret: v.secret, headers: new Headers(s.headers), body: new TextEncoder().encode(s.body), now: v.timestamp });
    if (r.matchedOn === "raw") verifiedOk++;
    const request = new Request("http://127.0.0.1/hook", { method: "POST", headers: s.headers, body: s.body });
    const q = await lib.verifyRequest(request, { secret: v.secret, now: v.timestamp });
    if (q.text === v.canonicalBody) requestOk++;
  }
  const forged = await lib.verify({ secret: "s", headers: { "X-Svc-Timestamp": "1", "X-Svc-Signature": "0".repeat(64) }, body: "{}", now: 1 })
    .then(() => "accepted", (e) => e.code);
  report({ backend: lib.hmacBackend, hasProcess: typeof process !== "undefined", total: vectors.length, signedOk, verifiedOk, requestOk, forged });
} catch (error) {
  report({ error: String(error && error.stack || error) });
}
</script></body></html>`;

describe("in a browser (headless Chromium)", () => {
  it("signs and verifies every vector with Web Crypto alone", async () => {
    expect(
      existsSync(CHROMIUM),
      `Chromium is needed at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
    ).toBe(true);
    const requested: string[] = [];
    const server = createServer((req, res) => {
      requested.push(req.url ?? "");
      if (req.url === "/") return void res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
      const path = (req.url ?? "").slice(1);
      if (!/^(dist\/esm\/[\w-]+\.js|test-vectors\.json)$/.test(path)) return void res.writeHead(404).end();
      const type = path.endsWith(".js") ? "text/javascript" : "application/json";
      res.writeHead(200, { "content-type": type }).end(readFileSync(new URL(path, root)));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const profile = mkdtempSync(join(tmpdir(), "webhook-verifier-chromium-"));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const { stdout } = await promisify(execFile)(
        CHROMIUM,
        [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--no-first-run",
          `--user-data-dir=${profile}`,
          "--virtual-time-budget=20000",
          "--dump-dom",
          url,
        ],
        { timeout: 60_000 },
      );
      const match = /RESULT (\{.*\})/.exec(stdout);
      expect(match, stdout).not.toBeNull();
      const result = JSON.parse(match![1]!.replaceAll("&quot;", '"'));
      expect(result).toEqual({
        backend: "web-crypto",
        hasProcess: false,
        total: vectorsFile.vectors.length,
        signedOk: vectorsFile.vectors.length,
        verifiedOk: vectorsFile.vectors.length,
        requestOk: vectorsFile.vectors.length,
        forged: "bad_signature",
      });
      expect(requested).toContain("/dist/esm/index.js");
    } finally {
      server.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 90_000);
});
