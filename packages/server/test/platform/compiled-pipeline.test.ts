// Each served operation runs the list of steps composed for it at start (src/http/pipeline.ts), not
// Express's router. Two servers, alike but for that (the second starts with it off), get the same
// requests in the same order: every answer must be Express's, header for header and byte for byte (up to
// what either server mints: ids, tokens, times), and count in the metrics and the request log as Express's.
import { sign } from "@trustplane/webhook-verifier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { capturedLogs } from "../log-capture.ts";
import { type Answer, countExpressHandling, durationCounts, header, logLine, send, shaped } from "../raw-http.ts";

const SECRET = "compiled-pipeline-rights-secret";
const LIMIT = 30;
const ENV = {
  RATE_LIMIT_PER_IP: String(LIMIT),
  RATE_LIMIT_WINDOW_SECONDS: "3600",
  CORS_ORIGINS: "https://app.example.test",
  TRUST_PROXY: "1",
  RIGHTS_WEBHOOK_SECRET: SECRET,
};

// Requests Express's app handled: the compiled server must hand it none of its operations' requests.
const { handled: expressHandled, restore } = countExpressHandling();

const compiledLogs = capturedLogs();
const expressLogs = capturedLogs();
let compiled: TestServer;
let plain: TestServer;

beforeAll(async () => {
  [compiled, plain] = await Promise.all([
    startTestServer(ENV, { logger: compiledLogs.logger, edge: false }),
    startTestServer(ENV, { logger: expressLogs.logger, edge: false, pipeline: false }),
  ]);
});
afterAll(async () => {
  restore();
  await Promise.all([compiled?.close(), plain?.close()]);
});

/** What each server mints on its own, so the two answers differ there only: compared by shape. */
const MINTED = [
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, // a time
  /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/, // a JWT
  /^[a-z]+_[A-Za-z0-9_-]{8,}$/, // a prefixed id or secret
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, // a UUID
  /^[A-Za-z0-9_-]{20,}$/, // an opaque token
];
const minted = (value: string) => MINTED.some((shape) => shape.test(value));

/** The two bodies are the same JSON but where both hold a minted value of the same kind. */
const sameUpToMinted = (a: unknown, b: unknown, at: string): void => {
  if (typeof a === "string" && typeof b === "string" && a !== b) {
    const kind = MINTED.findIndex((shape) => shape.test(a));
    expect(kind, `${at}: ${a} and ${b} differ and are not minted`).toBeGreaterThanOrEqual(0);
    expect(MINTED[kind]!.test(b), `${at}: ${b} is not minted as ${a} is`).toBe(true);
    return;
  }
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    expect(Object.keys(a), at).toEqual(Object.keys(b));
    for (const key of Object.keys(a)) {
      sameUpToMinted((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}/${key}`);
    }
    return;
  }
  expect(a, at).toEqual(b);
};

/** Headers whose values follow a minted value in the body (its length, its ETag, its URL). */
const FOLLOWS_BODY = new Set(["content-length", "etag", "location"]);

/**
 * The same request to both servers: the same status, the same headers in the same order (times, minted
 * ids, and what follows the body, by their shape), the same body up to minted values. The compiled
 * server hands Express the request only with `viaExpress` (what is no served operation's).
 */
const compare = async (
  method: string,
  url: string,
  headers: Record<string, string> = {},
  options: { body?: string; viaExpress?: boolean } = {},
): Promise<{ ours: Answer; theirs: Answer }> => {
  const before = expressHandled.get(compiled.port) ?? 0;
  const ours = await send(compiled, method, url, headers, options.body);
  const theirs = await send(plain, method, url, headers, options.body);
  const what = `${method} ${url}`;
  expect((expressHandled.get(compiled.port) ?? 0) - before, `${what}: requests Express handled`).toBe(
    options.viaExpress ? 1 : 0,
  );
  expect(ours.status, what).toBe(theirs.status);
  const mintedId = headers["x-request-id"] === undefined;
  const names = (answer: Answer) => shaped(answer.headers, mintedId);
  const bodiesDiffer = !ours.body.equals(theirs.body);
  const comparable = (answer: Answer) =>
    names(answer).map(([name, value]): [string, string] => {
      if (bodiesDiffer && FOLLOWS_BODY.has(name)) return [name, `<${name}>`];
      return [name, value !== undefined && minted(value) && name !== "content-type" ? `<minted>` : value];
    });
  expect(comparable(ours), `${what}: headers`).toEqual(comparable(theirs));
  if (bodiesDiffer) {
    const type = header(ours, "content-type") ?? "";
    expect(type, `${what}: only JSON bodies may differ (in minted values)`).toMatch(/json/);
    sameUpToMinted(JSON.parse(ours.body.toString()), JSON.parse(theirs.body.toString()), what);
  }
  return { ours, theirs };
};

const json = (body: unknown, more: Record<string, string> = {}) => ({
  headers: { "content-type": "application/json", ...more },
  body: JSON.stringify(body),
});

let token: { ours: string; theirs: string };

describe("compiled operations", () => {
  it("answer sign-up, sign-in and the caller's profile as Express does, with the auth module's no-store", async () => {
    const from = { "x-forwarded-for": "203.0.113.1" };
    const signup = json({ email: "pipeline@example.test", password: "a long enough password", name: "P" }, from);
    const registered = await compare("POST", "/api/auth/register", signup.headers, { body: signup.body });
    expect(registered.ours.status).toBe(201);
    expect(header(registered.ours, "cache-control")).toBe("no-store");
    const login = json({ email: "pipeline@example.test", password: "a long enough password" }, from);
    const signedIn = await compare("POST", "/api/auth/login", login.headers, { body: login.body });
    expect(signedIn.ours.status).toBe(200);
    token = {
      ours: (JSON.parse(signedIn.ours.body.toString()) as { token: string }).token,
      theirs: (JSON.parse(signedIn.theirs.body.toString()) as { token: string }).token,
    };
    // The same request, each server with its own token.
    for (const method of ["GET", "HEAD"]) {
      const before = expressHandled.get(compiled.port) ?? 0;
      const ours = await send(compiled, method, "/api/auth/me", { authorization: `Bearer ${token.ours}`, ...from });
      const theirs = await send(plain, method, "/api/auth/me", { authorization: `Bearer ${token.theirs}`, ...from });
      expect(expressHandled.get(compiled.port) ?? 0).toBe(before);
      expect(ours.status).toBe(200);
      expect(shaped(ours.headers, true).map(([name]) => name)).toEqual(shaped(theirs.headers, true).map(([n]) => n));
      if (method === "GET") sameUpToMinted(JSON.parse(ours.body.toString()), JSON.parse(theirs.body.toString()), "me");
      else expect(ours.body.length).toBe(0);
    }
    expect((await compare("GET", "/api/auth/me", from)).ours.status).toBe(401);
    expect((await compare("GET", "/api/auth/me", { authorization: "Bearer not.a.token", ...from })).ours.status).toBe(
      401,
    );
  });

  it("refuse bodies as Express does: invalid, malformed, of another media type, too large", async () => {
    const from = { "x-forwarded-for": "203.0.113.2", "x-request-id": "pipeline-bodies" };
    const invalid = json({ email: "not an address", password: "x" }, from);
    expect((await compare("POST", "/api/auth/register", invalid.headers, { body: invalid.body })).ours.status).toBe(
      400,
    );
    const malformed = { "content-type": "application/json", ...from };
    expect((await compare("POST", "/api/auth/register", malformed, { body: '{"email":' })).ours.status).toBe(400);
    const text = { "content-type": "text/plain", ...from };
    expect((await compare("POST", "/api/auth/register", text, { body: "hello" })).ours.status).toBe(415);
    const large = json({ email: "a@example.test", password: "x".repeat(200_000), name: "L" }, from);
    expect((await compare("POST", "/api/auth/register", large.headers, { body: large.body })).ours.status).toBe(413);
  });

  it("read queries, conditional GETs and CORS as Express does", async () => {
    const from = { "x-forwarded-for": "203.0.113.3", origin: "https://app.example.test" };
    expect((await compare("GET", "/api/hub/catalog?bogus=1", from)).ours.status).toBe(400);
    // A problem the handler throws, after the rate limit.
    expect((await compare("GET", "/api/hub/catalog/no-such-item", from)).ours.status).toBe(404);
    const catalog = await compare("GET", "/api/hub/catalog?status=idea", from);
    expect(catalog.ours.status).toBe(200);
    expect(header(catalog.ours, "access-control-allow-origin")).toBe("https://app.example.test");
    // Each server rendered the list at its own moment (its generatedAt), so each is asked with its own ETag.
    const conditional = (answer: Answer) => ({ ...from, "if-none-match": header(answer, "etag")! });
    const ours = await send(compiled, "GET", "/api/hub/catalog?status=idea", conditional(catalog.ours));
    const theirs = await send(plain, "GET", "/api/hub/catalog?status=idea", conditional(catalog.theirs));
    expect(ours.status).toBe(304);
    expect(shaped(ours.headers, true)).toEqual(
      shaped(theirs.headers, true).map(([n, v]) => [n, n === "etag" ? header(catalog.ours, "etag") : v]),
    );
  });

  it("check a partner's signature ahead of validation, where the contract names a partner", async () => {
    const from = { "x-forwarded-for": "203.0.113.4" };
    const report = {
      productKey: "book",
      period: "2026-Q1",
      amount: 3,
      email: "partner-pipeline@example.test",
      eventId: "evt-pipeline-1",
    };
    const body = JSON.stringify(report);
    const unsigned = { "content-type": "application/json", ...from };
    expect((await compare("POST", "/api/rights/royalties/verify-webhook", unsigned, { body })).ours.status).toBe(401);
    const signed = await sign({ secret: SECRET, body: report });
    const answer = await compare(
      "POST",
      "/api/rights/royalties/verify-webhook",
      { ...signed.headers, ...from },
      { body: signed.body },
    );
    expect(answer.ours.status, answer.ours.body.toString()).toBeLessThan(300);
  });

  it("replay an Idempotency-Key's first answer, and take HTML forms where the contract does", async () => {
    const from = { "x-forwarded-for": "203.0.113.5" };
    const accountOf = async (server: TestServer, bearer: string) => {
      const res = await send(server, "GET", "/api/ledger/accounts", { authorization: `Bearer ${bearer}`, ...from });
      return (JSON.parse(res.body.toString()) as { items: { id: string }[] }).items[0]!.id;
    };
    const accounts = { ours: await accountOf(compiled, token.ours), theirs: await accountOf(plain, token.theirs) };
    const topUp = (server: TestServer, bearer: string, accountId: string) =>
      send(
        server,
        "POST",
        "/api/ledger/topup",
        {
          authorization: `Bearer ${bearer}`,
          "content-type": "application/json",
          "idempotency-key": "pipeline-1",
          ...from,
        },
        JSON.stringify({ accountId, amount: 5 }),
      );
    for (let attempt = 0; attempt < 2; attempt++) {
      const ours = await topUp(compiled, token.ours, accounts.ours);
      const theirs = await topUp(plain, token.theirs, accounts.theirs);
      expect(ours.status).toBe(200);
      expect(header(ours, "idempotent-replayed")).toBe(attempt === 1 ? "true" : undefined);
      expect(shaped(ours.headers, true).map(([n]) => n)).toEqual(shaped(theirs.headers, true).map(([n]) => n));
      sameUpToMinted(JSON.parse(ours.body.toString()), JSON.parse(theirs.body.toString()), "topup");
    }
    const form = { "content-type": "application/x-www-form-urlencoded", ...from };
    expect((await compare("POST", "/waitlist/ledger", form, { body: "email=form%40example.test" })).ours.status).toBe(
      303,
    );
    expect((await compare("POST", "/waitlist/ledger", form, { body: "email=nope" })).ours.status).toBe(400);
  });

  it("leave to Express what is no served operation's: 404, 405, a preflight, a broken path", async () => {
    const from = { "x-forwarded-for": "203.0.113.6" };
    expect((await compare("GET", "/api/nothing-here", from, { viaExpress: true })).ours.status).toBe(404);
    expect((await compare("DELETE", "/api/auth/me", from, { viaExpress: true })).ours.status).toBe(405);
    const preflight = {
      ...from,
      origin: "https://app.example.test",
      "access-control-request-method": "POST",
    };
    expect((await compare("OPTIONS", "/api/auth/login", preflight, { viaExpress: true })).ours.status).toBe(204);
    expect((await compare("GET", "/api/hub/catalog/%E0%A4%A", from, { viaExpress: true })).ours.status).toBe(400);
  });

  it("log a capability link's path as its template, as Express does", async () => {
    const id = "pipeline-secret-path";
    const from = { "x-forwarded-for": "203.0.113.7", "x-request-id": id };
    const answer = await compare("GET", "/api/contracts/view/not-a-real-token-but-secret", from);
    expect(answer.ours.body.toString()).not.toContain("not-a-real-token-but-secret");
    const ours = logLine(compiledLogs, id);
    expect(ours?.path).toBe("/api/contracts/view/{token}");
    // The same line but for what each server mints or measures (its trace ids, its time, its pid).
    const fixed = (line: Record<string, unknown> | undefined) => ({
      ...line,
      ms: 0,
      time: 0,
      pid: 0,
      traceId: "",
      spanId: "",
    });
    expect(fixed(ours)).toEqual(fixed(logLine(expressLogs, id)));
  });

  it("refuse past the per-IP budget at the same request as Express", async () => {
    const from = { "x-forwarded-for": "203.0.113.8" };
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await compare("GET", "/api/hub/catalog/ledger", from)).ours.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.at(-1)).toBe(429);
  });

  it("are counted in the duration metric under the same routes and statuses as Express's", async () => {
    const ours = await durationCounts(compiled);
    const theirs = await durationCounts(plain);
    const requests = (counts: Map<string, number>) => new Map([...counts].filter(([key]) => !key.endsWith("/metrics")));
    expect(requests(ours)).toEqual(requests(theirs));
    expect(ours.get("GET 200 /api/auth/me")).toBe(2);
    expect(ours.get("GET 429 /api/hub/catalog/{id}")).toBe(1);
  });
});
