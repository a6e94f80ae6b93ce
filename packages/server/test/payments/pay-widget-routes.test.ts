// The pay widget's script and the payment-request page it frames: their headers (the page in a
// browser is test/browser/pay-widget.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const ID = "prq_01JD0000000000000000000000";

describe("the pay widget's routes", () => {
  it("serve widget.js to any site's pages (CORP cross-origin), cached briefly and revalidated", async () => {
    const res = await fetch(`${app.url}/pay/widget.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await res.text()).toContain("data-request");
    const again = await fetch(`${app.url}/pay/widget.js`, { headers: { "if-none-match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("let the request page be framed by https sites (and loopback ones outside production), never cached", async () => {
    const res = await fetch(`${app.url}/pay/requests/${ID}?origin=${encodeURIComponent("http://127.0.0.1:5173")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors https: http://localhost:* http://127.0.0.1:*");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const html = await res.text();
    expect(html).toContain(`data-request-id="${ID}"`);
    expect(html).toContain('data-parent-origin="http://127.0.0.1:5173"');
  });

  it("keep the request page's policy strict with provider sign-in: own scripts and API only, no form posts, no inline handlers", async () => {
    const res = await fetch(`${app.url}/pay/requests/${ID}`);
    const directives = res.headers.get("content-security-policy")!.split("; ");
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("connect-src 'self'");
    expect(directives).toContain("form-action 'none'");
    expect(directives).toContain("base-uri 'none'");
    const html = await res.text();
    // The provider buttons are made by the script (from GET /api/auth/oauth/providers) into this box.
    expect(html).toContain('<div id="provider-buttons">');
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script src="\/pay\/assets\/request\.[^"]+\.js">$/),
    ]);
  });

  it("tell the outcome to no origin but one the widget named, and refuse what is not a request id", async () => {
    const bogus = await fetch(`${app.url}/pay/requests/${ID}?origin=${encodeURIComponent("javascript:alert(1)")}`);
    expect(await bogus.text()).toContain('data-parent-origin=""');
    const path = await fetch(`${app.url}/pay/requests/${ID}?origin=${encodeURIComponent("https://shop.example/x")}`);
    expect(await path.text()).toContain('data-parent-origin=""');
    const unknown = await fetch(`${app.url}/pay/requests/not-a-request`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("not valid");
  });
});
