// The playground's API prefix: /playground/api/... answers exactly what /api/... answers, for the
// allow-listed paths only, through the same router (an internal rewrite, not a second implementation).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let token: string;
let artifactId: string;
beforeAll(async () => {
  app = await startTestServer();
  ({ token } = await app.register({ name: "Proxy Tester" }));
  const published = await app.call("POST", "/api/registry/constitution-artifacts", {
    token,
    body: {
      title: "Through the proxy",
      sliders: {
        floor: 60,
        ruleOfLaw: 60,
        rotation: 60,
        transparency: 60,
        multiStatus: 60,
        skinInGame: 60,
        polycentricity: 60,
        positiveSum: 60,
      },
    },
  });
  artifactId = published.body.id;
});
afterAll(async () => {
  await app?.close();
});

/** Status, media type, cache and entity headers and the body's bytes: what the two paths must share. */
const answer = async (path: string, init: { headers?: Record<string, string> } = {}) => {
  // The same request id for both, so problem bodies (which carry it) compare too.
  const res = await fetch(`${app.url}${path}`, { headers: { ...init.headers, "x-request-id": "proxy-compare-1" } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const headers = Object.fromEntries(
    ["content-type", "cache-control", "etag", "content-security-policy", "x-ratelimit-limit"].map((name) => [
      name,
      res.headers.get(name),
    ]),
  );
  return { status: res.status, headers, bytes: bytes.toString("base64") };
};

describe("/playground/api", () => {
  it("answers byte for byte what /api answers", async () => {
    const auth = { headers: { authorization: `Bearer ${token}` } };
    for (const [path, init] of [
      ["/api/registry/constitution-artifacts?limit=5", {}],
      [`/api/registry/constitution-artifacts/${artifactId}`, {}],
      ["/api/registry/constitution-artifacts/stats", {}],
      [`/api/registry/constitution-artifacts/${artifactId}/social`, {}],
      ["/api/auth/me", auth],
      ["/api/auth/me", {}],
      ["/api/registry/constitution-artifacts?regime=monarchy", {}],
    ] as const) {
      const direct = await answer(path, init);
      const proxied = await answer(`/playground${path}`, init);
      expect(proxied, path).toEqual(direct);
      expect(direct.bytes.length, path).toBeGreaterThan(0);
    }
  });

  it("serves the page's suggestions without a language model: the governance model's, byte for byte", async () => {
    // The server's default provider is `echo` (no language model): the governance model answers, the
    // same bytes every time, through either path; the stream as its events.
    const sliders = {
      floor: 50,
      ruleOfLaw: 50,
      rotation: 50,
      transparency: 50,
      multiStatus: 50,
      skinInGame: 50,
      polycentricity: 50,
      positiveSum: 50,
    };
    const post = async (path: string) => {
      const res = await fetch(`${app.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "proxy-compare-2" },
        body: JSON.stringify({ sliders, goal: "Liberal democracy" }),
      });
      return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
    };
    const answers: string[] = [];
    for (const path of ["/api/constitution/ai-suggest", "/api/constitution/ai-suggest-stream"]) {
      const direct = await post(path);
      const proxied = await post(`/playground${path}`);
      expect(proxied, path).toEqual(direct);
      expect(direct.status, path).toBe(200);
      answers.push(direct.text);
    }
    const answer = JSON.parse(answers[0] as string);
    // The stream ends with the same suggestion.
    expect(answers[1]).toContain(`event: done\ndata: ${answers[0]}\n\n`);
    expect(answer).toMatchObject({
      regime: { id: "liberal-democracy" },
      changes: [
        { key: "rotation", from: 50, to: 80 },
        { key: "skinInGame", from: 50, to: 62 },
      ],
      source: "deterministic",
      outcome: "suggested",
      provider: "builtin",
      runId: null,
    });
  });

  it("serves the allow-listed writes: sign-in, and publishing with the same validation", async () => {
    const login = await app.call("POST", "/playground/api/auth/register", {
      body: { email: `proxy-${Date.now()}@example.test`, password: "correct horse battery", name: "Via proxy" },
    });
    expect(login.status).toBe(201);
    const refused = await app.call("POST", "/playground/api/registry/constitution-artifacts", {
      token: login.body.token,
      body: { title: "No sliders" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("validation");
  });

  it("reaches nothing else of the API", async () => {
    for (const path of [
      "/playground/api/ledger/accounts",
      "/playground/api/auth/sign-out-everywhere",
      "/playground/api/hub/catalog",
      "/playground/api/constitution/../ledger/accounts",
      "/playground/api/registry/artifacts/recent",
    ]) {
      const res = await app.call("GET", path, { token });
      expect(res.status, path).toBe(404);
    }
    // The unprefixed path does exist: the 404 above is the prefix's refusal.
    expect((await app.call("GET", "/api/ledger/accounts", { token })).status).toBe(200);
  });
});
