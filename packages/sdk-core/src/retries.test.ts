import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { ConflictError, ConnectionError, RateLimitError, ServerError } from "./errors.js";
import { BASE, fakeClient, problem, useMockServer } from "./fake-api.test-support.js";
import { backoffDelay, parseRetryAfter } from "./retry-policy.js";

const server = useMockServer();

/** Answers with each given response in turn (the last one repeats) and counts the calls. */
const sequence = (method: "get" | "post", path: string, answers: (() => Response)[]) => {
  const calls: Request[] = [];
  server.use(
    http[method](`${BASE}${path}`, ({ request }) => {
      calls.push(request.clone());
      return (answers[calls.length - 1] ?? answers.at(-1)!)();
    }),
  );
  return calls;
};

const thing = { id: "thg_1", name: "one" };
const unavailable = () => HttpResponse.json(problem(503, "Unavailable"), { status: 503 });

describe("retries", () => {
  it("retries 5xx and network errors on a GET, then succeeds", async () => {
    const calls = sequence("get", "/api/shop/things/thg_1", [
      unavailable,
      () => HttpResponse.error(),
      () => HttpResponse.json(thing),
    ]);
    await expect(fakeClient().shop.things.retrieve("thg_1")).resolves.toEqual(thing);
    expect(calls).toHaveLength(3);
  });

  it("makes 1 + maxRetries attempts (default 2), then throws the last error", async () => {
    const calls = sequence("get", "/api/shop/things/thg_1", [unavailable]);
    const error = await fakeClient()
      .shop.things.retrieve("thg_1")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(calls).toHaveLength(3);

    const once = sequence("get", "/api/shop/things/thg_1", [unavailable]);
    await expect(fakeClient({ maxRetries: 0 }).shop.things.retrieve("thg_1")).rejects.toBeInstanceOf(ServerError);
    expect(once).toHaveLength(1);

    const perCall = sequence("get", "/api/shop/things/thg_1", [unavailable]);
    await expect(fakeClient().shop.things.retrieve("thg_1", { maxRetries: 4 })).rejects.toBeInstanceOf(ServerError);
    expect(perCall).toHaveLength(5);
  });

  it("retries 408 and 429 even for a POST without an Idempotency-Key", async () => {
    const calls = sequence("post", "/api/shop/things/thg_1/rename", [
      () => HttpResponse.json(problem(408, "Request Timeout"), { status: 408 }),
      () => HttpResponse.json(problem(429, "Too Many Requests"), { status: 429, headers: { "Retry-After": "0" } }),
      () => HttpResponse.json(thing),
    ]);
    await expect(fakeClient().shop.things.rename("thg_1", { name: "one" })).resolves.toEqual(thing);
    expect(calls).toHaveLength(3);
  });

  it("does not repeat a POST without an Idempotency-Key after a 5xx or a network error", async () => {
    const failing = sequence("post", "/api/shop/things/thg_1/rename", [unavailable]);
    await expect(fakeClient().shop.things.rename("thg_1", { name: "x" })).rejects.toBeInstanceOf(ServerError);
    expect(failing).toHaveLength(1);

    const dropped = sequence("post", "/api/shop/things/thg_1/rename", [() => HttpResponse.error()]);
    await expect(fakeClient().shop.things.rename("thg_1", { name: "x" })).rejects.toBeInstanceOf(ConnectionError);
    expect(dropped).toHaveLength(1);
  });

  it("retries a money-moving POST (it carries an Idempotency-Key) after 5xx and network errors", async () => {
    const calls = sequence("post", "/api/shop/things", [
      unavailable,
      () => HttpResponse.error(),
      () => HttpResponse.json(thing, { status: 201 }),
    ]);
    await expect(fakeClient().shop.things.create({ name: "one" })).resolves.toEqual(thing);
    expect(calls).toHaveLength(3);
    expect(await calls[2]!.json()).toEqual({ name: "one" });
  });

  it("retries 409 only when it is the in-flight Idempotency-Key answer (with Retry-After)", async () => {
    const inFlight = sequence("post", "/api/shop/things", [
      () => HttpResponse.json(problem(409, "In flight"), { status: 409, headers: { "Retry-After": "0" } }),
      () => HttpResponse.json(thing, { status: 201 }),
    ]);
    await expect(fakeClient().shop.things.create({ name: "one" })).resolves.toEqual(thing);
    expect(inFlight).toHaveLength(2);

    const realConflict = sequence("post", "/api/shop/things", [
      () => HttpResponse.json(problem(409, "Conflict"), { status: 409 }),
    ]);
    await expect(fakeClient().shop.things.create({ name: "one" })).rejects.toBeInstanceOf(ConflictError);
    expect(realConflict).toHaveLength(1);

    const keyless = sequence("post", "/api/shop/things/thg_1/rename", [
      () => HttpResponse.json(problem(409, "Conflict"), { status: 409, headers: { "Retry-After": "0" } }),
    ]);
    await expect(fakeClient().shop.things.rename("thg_1", { name: "x" })).rejects.toBeInstanceOf(ConflictError);
    expect(keyless).toHaveLength(1);
  });

  it("does not retry other 4xx answers", async () => {
    const calls = sequence("get", "/api/shop/things/nope", [
      () => HttpResponse.json(problem(404, "Not Found"), { status: 404 }),
    ]);
    await expect(fakeClient().shop.things.retrieve("nope")).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });
});

describe("Retry-After", () => {
  it("waits the seconds the server asks for instead of the backoff", async () => {
    const calls = sequence("get", "/api/shop/things/thg_1", [
      () => HttpResponse.json(problem(429, "Too Many Requests"), { status: 429, headers: { "Retry-After": "1" } }),
      () => HttpResponse.json(thing),
    ]);
    const started = performance.now();
    await expect(fakeClient().shop.things.retrieve("thg_1")).resolves.toEqual(thing);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls).toHaveLength(2);
  });

  it("understands an HTTP date", async () => {
    // HTTP dates have whole seconds: two seconds ahead is between one and two seconds away. The wait is
    // measured from before the date was written, so time the machine loses on the way (before the client
    // reads the header) cannot shorten it; only timer rounding can, hence the 20 ms.
    const started = performance.now();
    const wallStart = Date.now();
    const at = new Date(wallStart + 2000).toUTCString();
    const calls = sequence("get", "/api/shop/things/thg_1", [
      () => HttpResponse.json(problem(503, "Unavailable"), { status: 503, headers: { "Retry-After": at } }),
      () => HttpResponse.json(thing),
    ]);
    await expect(fakeClient().shop.things.retrieve("thg_1")).resolves.toEqual(thing);
    const untilDate = Date.parse(at) - wallStart;
    expect(untilDate).toBeGreaterThan(1000);
    expect(performance.now() - started).toBeGreaterThanOrEqual(untilDate - 20);
    expect(calls).toHaveLength(2);
  });

  it("gives up at once when the server asks for more than a minute, and says how long", async () => {
    const calls = sequence("get", "/api/shop/things/thg_1", [
      () => HttpResponse.json(problem(429, "Too Many Requests"), { status: 429, headers: { "Retry-After": "3600" } }),
    ]);
    const error = await fakeClient()
      .shop.things.retrieve("thg_1")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).toBe(3600);
    expect(calls).toHaveLength(1);
  });

  it("does not retry an answer marked x-should-retry: false, however short its Retry-After", async () => {
    const calls = sequence("get", "/api/shop/things/thg_1", [
      () =>
        HttpResponse.json(problem(429, "Too Many Requests"), {
          status: 429,
          headers: { "Retry-After": "1", "x-should-retry": "false" },
        }),
      () => HttpResponse.json(thing),
    ]);
    const error = await fakeClient()
      .shop.things.retrieve("thg_1")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it("parses delta-seconds and dates, and ignores garbage", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe("backoff", () => {
  it("is exponential with full jitter, capped", () => {
    const backoff = { initialDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(0, backoff, () => 1)).toBe(100);
    expect(backoffDelay(2, backoff, () => 1)).toBe(400);
    expect(backoffDelay(10, backoff, () => 1)).toBe(1000);
    expect(backoffDelay(3, backoff, () => 0)).toBe(0);
    expect(backoffDelay(3, backoff, () => 0.5)).toBe(400);
    expect(backoffDelay(0, undefined, () => 1)).toBe(500);
  });
});
