import { sign } from "@trustplane/webhook-verifier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOAuthProvider, startFakeOAuthProvider } from "../fake-oauth-provider.ts";
import { startTestServer, type TestServer } from "../harness.ts";

// A user created by an identity provider (not by password registration) also receives what partners
// reported for their email before they existed: both go through auth/users.ts createUser.

const PUBLIC = "http://trustplane.test";
const SECRET = "rights-oauth";
let fake: FakeOAuthProvider;
let app: TestServer;
beforeAll(async () => {
  fake = await startFakeOAuthProvider();
  app = await startTestServer(fake.env({ PUBLIC_BASE_URL: PUBLIC, RIGHTS_WEBHOOK_SECRET: SECRET }));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** start → provider → callback, as a browser does; returns the callback's response. */
const signInWithGithub = async (email: string) => {
  fake.signInAs({ subject: String(Date.now()), email, emailVerified: true, name: "Octo" });
  const started = await app.call("GET", "/api/auth/oauth/github/start");
  expect(started.status).toBe(302);
  const cookie = (started.headers.getSetCookie()[0] as string).split(";")[0] as string;
  const atProvider = await fetch(started.headers.get("location") as string, { redirect: "manual" });
  const back = new URL(atProvider.headers.get("location") as string);
  return app.call("GET", `${back.pathname}${back.search}`, { headers: { cookie } });
};

describe("earnings reported before an identity-provider sign-up", () => {
  it("appear in the new user's list and are credited to the new wallet", async () => {
    const email = `octo-${Date.now().toString(36)}@example.test`;
    const signed = await sign({
      secret: SECRET,
      body: { eventId: `evt-${email}`, email, productKey: "repo-star", period: "2026-Q3", amount: 4.2 },
    });
    const report = await app.call("POST", "/api/rights/royalties/verify-webhook", {
      rawBody: signed.body,
      headers: signed.headers,
    });
    expect(report.status).toBe(201);

    const login = await signInWithGithub(email);
    expect(login.status, login.text).toBe(200);
    const token = login.body.token as string;
    const list = await app.call("GET", "/api/rights/royalties", { token });
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([report.body.id]);
    const accounts = await app.call("GET", "/api/ledger/accounts", { token });
    expect(accounts.body.items[0].balance).toBe(4.2);
  });
});
