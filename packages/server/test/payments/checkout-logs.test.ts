// The hosted checkout page's URL is the session's capability (openapi/checkout.yaml): it must not reach
// the request log, whatever answers the request (the page, a 404 below it, a CORS preflight).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { capturedLogs } from "../log-capture.ts";
import { pageOn, tokenOf } from "./checkout-helpers.ts";
import { payer } from "./helpers.ts";

const { logger, lines } = capturedLogs();

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ PUBLIC_BASE_URL: "https://pay.example.test" }, { logger });
});
afterAll(async () => {
  await app?.close();
});

describe("the checkout page's token in the log", () => {
  it("is never written: the page, a path below it and a preflight are logged as /pay/checkout/{redacted}", async () => {
    const { client } = await payer(app, "checkout-logs");
    const session = await client.checkout.sessions.create({
      amount: 10,
      successUrl: "https://shop.example/done",
      cancelUrl: "https://shop.example/cart",
    });
    const token = tokenOf(session);
    lines.length = 0;
    const page = await fetch(pageOn(app, session));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(token);
    const below = await fetch(`${pageOn(app, session)}/extra`);
    expect(below.status).toBe(404);
    expect(await below.text()).not.toContain(token);
    const preflight = await fetch(pageOn(app, session), {
      method: "OPTIONS",
      headers: { Origin: "https://shop.example", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "request");
    expect(requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ["GET", "/pay/checkout/{redacted}", 200],
      ["GET", "/pay/checkout/{redacted}", 404],
      ["OPTIONS", "/pay/checkout/{redacted}", 204],
    ]);
    for (const line of lines) expect(line).not.toContain(token);
  });
});
