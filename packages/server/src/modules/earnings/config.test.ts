import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { sign } from "@trustplane/webhook-verifier";
import express from "express";
import { describe, expect, it } from "vitest";
import { errorHandler } from "../../http/errors.ts";
import { captureRawBody, verifyPartnerWebhook } from "../../http/webhook-hmac.ts";
import { earningsConfigFromEnv } from "./config.ts";

// Moved from src/http/webhook-hmac.test.ts with the settings it reads (the earnings module's now).

describe("verifyWebhook: configuration", () => {
  it("builds each partner's receiver from the environment", async () => {
    const config = earningsConfigFromEnv({
      NODE_ENV: "test",
      JWT_SECRET: "x".repeat(32),
      CHESS_WEBHOOK_SECRET: "chess-new, chess-old",
      WEBHOOK_REQUIRE_HMAC: "1",
    });
    const app = express();
    app.use(express.json({ verify: captureRawBody }));
    app.post("/chess", verifyPartnerWebhook(config, "chess"), (_req, res) => {
      res.json({ ok: true });
    });
    app.post("/rights", verifyPartnerWebhook(config, "rights"), (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorHandler({ exposeResponseValidation: true }));
    const local = app.listen(0, "127.0.0.1");
    await once(local, "listening");
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    try {
      const signed = await sign({ secret: "chess-old", body: { tournamentId: "trn_1", podium: [] } });
      const ok = await fetch(`${url}/chess`, { method: "POST", ...signed });
      expect(ok.status).toBe(200);
      const fallback = await fetch(`${url}/chess`, {
        method: "POST",
        headers: { "content-type": "application/json", "X-Chess-Secret": "chess-new" },
        body: "{}",
      });
      expect(fallback.status).toBe(401);
      const rights = await fetch(`${url}/rights`, { method: "POST", ...signed });
      expect(rights.status).toBe(503);
    } finally {
      local.close();
    }
  });
});

describe("earningsConfigFromEnv", () => {
  it("reads lists of webhook secrets", () => {
    // Moved from src/config.test.ts (the core's configuration test) with the settings it reads.
    const config = earningsConfigFromEnv({ RIGHTS_WEBHOOK_SECRET: "a, b ,,c", WEBHOOK_REQUIRE_HMAC: "1" });
    expect(config.webhookSecrets.rights).toEqual(["a", "b", "c"]);
    expect(config.webhookSecrets.chess).toEqual([]);
    expect(config.webhookRequireHmac).toBe(true);
  });
});
