import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

describe("payments smoke", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it("opens wallets and refuses an unfunded transfer", async () => {
    const a = await app.register();
    const b = await app.register();
    const wa = await app.call("POST", "/api/payments/wallets", { token: a.token });
    expect(wa.status).toBe(201);
    const again = await app.call("POST", "/api/payments/wallets", { token: a.token });
    expect(again.status).toBe(200);
    const wb = await app.call("POST", "/api/payments/wallets", { token: b.token });
    const t = await app.call("POST", "/api/payments/transfer", {
      token: a.token,
      body: { to: wb.body.id, amount: 10 },
    });
    expect(t.status).toBe(422);
    expect(t.body.code).toBe("insufficient-funds");
  });
});
