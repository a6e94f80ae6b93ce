// The payments mode (PAYMENTS_MODE): test mode by default outside production, the simulated checkout
// refused by a production server whose operator did not choose test mode, and live mode refused at
// start-up without an acquirer (nothing simulated may pass for real money). test/payments/live-mode.test.ts
// runs live mode against the fake acquirer.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderCheckoutPage } from "../../src/modules/payments/checkout/page.ts";
import { paymentsConfigFromEnv } from "../../src/modules/payments/config.ts";
import { startTestServer, type TestServer } from "../harness.ts";

describe("PAYMENTS_MODE", () => {
  const simulated = (env: Record<string, string>) => paymentsConfigFromEnv(env).simulatedCheckout;

  it("simulates deposits in test mode: by default outside production, in production only when chosen", () => {
    expect(simulated({})).toBe(true);
    expect(simulated({ NODE_ENV: "test" })).toBe(true);
    expect(simulated({ NODE_ENV: "development" })).toBe(true);
    expect(simulated({ NODE_ENV: "production" })).toBe(false);
    expect(simulated({ NODE_ENV: "production", PAYMENTS_MODE: "test" })).toBe(true);
    expect(simulated({ NODE_ENV: "production", PAYMENTS_MODE: " test " })).toBe(true);
  });

  it("refuses live mode without a whole acquirer configuration, and a mode it does not know", () => {
    expect(() => paymentsConfigFromEnv({ PAYMENTS_MODE: "live" })).toThrow(/PAYMENTS_MODE=live needs an acquirer/);
    const acquirer = {
      PAYMENTS_ACQUIRER_URL: "https://acquirer.example",
      PAYMENTS_ACQUIRER_SECRET_KEY: "sk_live_x",
      PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS: "whsec_sixteen_characters_at_least",
    };
    for (const missing of Object.keys(acquirer)) {
      const env = { NODE_ENV: "production", PAYMENTS_MODE: "live", ...acquirer, [missing]: "" };
      expect(() => paymentsConfigFromEnv(env)).toThrow(/needs an acquirer/);
    }
    expect(() =>
      paymentsConfigFromEnv({ PAYMENTS_MODE: "live", ...acquirer, PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS: "short" }),
    ).toThrow(/at least 16 characters/);
    expect(paymentsConfigFromEnv({ PAYMENTS_MODE: "live", ...acquirer })).toMatchObject({
      livemode: true,
      simulatedCheckout: false,
      acquirer: { url: "https://acquirer.example", notificationSecrets: ["whsec_sixteen_characters_at_least"] },
    });
    expect(() => paymentsConfigFromEnv({ PAYMENTS_MODE: "sandbox" })).toThrow(/PAYMENTS_MODE must be test or live/);
  });
});

describe("a production server whose operator did not choose test mode", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(32).toString("base64url"),
      PERSONAL_DATA_KEY: randomBytes(32).toString("base64"),
      SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      TRANSPARENCY_LOG_KEY: randomBytes(32).toString("base64"),
    });
  });
  afterAll(() => app?.close());

  it("refuses to open or complete a simulated deposit", async () => {
    const user = await app.register();
    await app.call("POST", "/api/payments/wallets", { token: user.token });
    const opened = await app.call("POST", "/api/payments/deposit/checkout", {
      token: user.token,
      body: { amount: 10 },
    });
    expect(opened.status).toBe(403);
    expect(opened.body).toMatchObject({ code: "simulated-checkout-disabled" });
    const completed = await app.call("POST", "/api/payments/deposit/checkout/complete", {
      body: { token: "x".repeat(43) },
    });
    expect(completed.status).toBe(403);
    expect(completed.body).toMatchObject({ code: "simulated-checkout-disabled" });
  });
});

describe("the hosted checkout page", () => {
  const page = (simulated: boolean) =>
    renderCheckoutPage(
      {
        kind: "session",
        token: "t".repeat(43),
        simulated,
        session: {
          status: "open",
          amount: "10.00",
          walletId: "pwl_01JD0000000000000000000000",
          expiresAt: "2026-12-01T00:00:00.000Z",
          successUrl: null,
          cancelUrl: null,
        },
      },
      "/pay/assets/checkout.js",
    );

  it("says test mode on every page, and offers the simulated payment only where deposits are simulated", () => {
    for (const simulated of [true, false]) expect(page(simulated)).toContain('<span class="badge">TEST MODE</span>');
    expect(page(true)).toContain('id="pay"');
    expect(page(false)).not.toContain('id="pay"');
    expect(page(false)).toContain("does not simulate deposits");
  });
});
