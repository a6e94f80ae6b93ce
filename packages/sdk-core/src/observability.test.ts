import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { ServerError, TimeoutError } from "./errors.js";
import { BASE, fakeClient, problem, useMockServer } from "./fake-api.test-support.js";
import type { RequestEvent, ResponseEvent } from "./request-options.js";
import { CORE_PACKAGE, runtimeDescription, userAgent } from "./user-agent.js";

const server = useMockServer();

const thing = { id: "thg_1", name: "one" };

/** Answers with each given response in turn (the last one repeats), recording each request's headers. */
const sequence = (method: "get" | "post", path: string, answers: (() => Response)[]) => {
  const headers: Headers[] = [];
  server.use(
    http[method](`${BASE}${path}`, ({ request }) => {
      headers.push(request.headers);
      return (answers[headers.length - 1] ?? answers.at(-1)!)();
    }),
  );
  return headers;
};

const unavailable = () =>
  HttpResponse.json(problem(503, "Unavailable"), { status: 503, headers: { "X-Request-Id": "req_503" } });
const found = () => HttpResponse.json(thing, { headers: { "X-Request-Id": "req_ok" } });

describe("User-Agent", () => {
  it("names the client package, the runtime package and the JavaScript runtime on every request", async () => {
    const headers = sequence("get", "/api/shop/things/thg_1", [found]);
    await fakeClient({}, "@example/sdk-things/1.2.3").shop.things.retrieve("thg_1");
    const node = `node ${process.versions.node}; ${process.platform} ${process.arch}`;
    expect(headers[0]!.get("user-agent")).toBe(`@example/sdk-things/1.2.3 ${CORE_PACKAGE} (${node})`);
    // Made by the runtime package itself, it is named once.
    await fakeClient().shop.things.retrieve("thg_1");
    expect(headers[1]!.get("user-agent")).toBe(`${CORE_PACKAGE} (${node})`);
  });

  it("gives way to the caller's own, for the client or for one call", async () => {
    const headers = sequence("get", "/api/shop/things/thg_1", [found]);
    await fakeClient({ headers: { "user-agent": "my-app/2.0" } }).shop.things.retrieve("thg_1");
    await fakeClient().shop.things.retrieve("thg_1", { headers: { "User-Agent": "my-job/1.0" } });
    expect(headers.map((h) => h.get("user-agent"))).toEqual(["my-app/2.0", "my-job/1.0"]);
  });

  it("describes Node, Bun and Deno, and is left to browsers", () => {
    const unix = { platform: "linux", arch: "x64" };
    expect(runtimeDescription({ process: { versions: { node: "24.11.0" }, ...unix } })).toBe("node 24.11.0; linux x64");
    expect(runtimeDescription({ process: { versions: { node: "24.3.0", bun: "1.2.3" }, ...unix } })).toBe(
      "bun 1.2.3; linux x64",
    );
    expect(runtimeDescription({ Deno: { version: { deno: "2.1.4" }, build: { os: "linux", arch: "x86_64" } } })).toBe(
      "deno 2.1.4; linux x86_64",
    );
    expect(runtimeDescription({ window: {} })).toBeUndefined();
    expect(runtimeDescription({ importScripts: () => {} })).toBeUndefined();
    expect(runtimeDescription({})).toBe("unknown runtime");
    expect(userAgent("@example/sdk/1.0.0", undefined)).toBeUndefined();
    expect(userAgent("@example/sdk/1.0.0", "node 24.0.0; linux x64")).toBe(
      `@example/sdk/1.0.0 ${CORE_PACKAGE} (node 24.0.0; linux x64)`,
    );
  });
});

describe("Trustplane-Retry-Count", () => {
  it("is absent on the first attempt and counts the retries after it", async () => {
    const headers = sequence("get", "/api/shop/things/thg_1", [unavailable, () => HttpResponse.error(), found]);
    await expect(fakeClient().shop.things.retrieve("thg_1")).resolves.toEqual(thing);
    expect(headers.map((h) => h.get("trustplane-retry-count"))).toEqual([null, "1", "2"]);
  });

  it("is sent on the retries of a body-carrying call, with the same Idempotency-Key", async () => {
    const headers = sequence("post", "/api/shop/things", [
      unavailable,
      () => HttpResponse.json(thing, { status: 201 }),
    ]);
    await fakeClient().shop.things.create({ name: "one" });
    expect(headers.map((h) => h.get("trustplane-retry-count"))).toEqual([null, "1"]);
    expect(headers[1]!.get("idempotency-key")).toBe(headers[0]!.get("idempotency-key"));
  });
});

describe("hooks", () => {
  /** A client whose hooks record every event. */
  const observed = (options: Parameters<typeof fakeClient>[0] = {}) => {
    const events: (["request", RequestEvent] | ["response", ResponseEvent])[] = [];
    const client = fakeClient({
      ...options,
      hooks: {
        onRequest: (event) => events.push(["request", event]),
        onResponse: (event) => events.push(["response", event]),
      },
    });
    return { client, events };
  };

  it("see each attempt and its answer: method, path, status, request id, duration, retry count", async () => {
    sequence("get", "/api/shop/things/thg_1", [unavailable, found]);
    const { client, events } = observed();
    await client.shop.things.retrieve("thg_1");
    const base = {
      operation: "shop.things.retrieve",
      method: "GET",
      path: "/api/shop/things/{id}",
      url: `${BASE}/api/shop/things/thg_1`,
    };
    expect(events).toEqual([
      ["request", { ...base, retryCount: 0 }],
      [
        "response",
        {
          ...base,
          retryCount: 0,
          status: 503,
          requestId: "req_503",
          durationMs: expect.any(Number),
          retrying: true,
          error: undefined,
        },
      ],
      ["request", { ...base, retryCount: 1 }],
      [
        "response",
        {
          ...base,
          retryCount: 1,
          status: 200,
          requestId: "req_ok",
          durationMs: expect.any(Number),
          retrying: false,
          error: undefined,
        },
      ],
    ]);
    for (const [, event] of events) if ("durationMs" in event) expect(event.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("see the error a call ends with, answered or not", async () => {
    sequence("get", "/api/shop/things/thg_1", [unavailable]);
    const { client, events } = observed({ maxRetries: 0 });
    const error = await client.shop.things.retrieve("thg_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(events.at(-1)).toEqual([
      "response",
      expect.objectContaining({ status: 503, requestId: "req_503", retrying: false, error }),
    ]);

    server.use(http.get(`${BASE}/api/shop/things/:id`, () => new Promise<Response>(() => {})));
    const slow = observed({ maxRetries: 0, timeout: 20 });
    const timedOut = await slow.client.shop.things.retrieve("thg_1").catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect(slow.events.map(([kind]) => kind)).toEqual(["request", "response"]);
    expect(slow.events[1]![1]).toMatchObject({ status: undefined, requestId: undefined, error: timedOut });
  });

  it("that throw do not fail the call", async () => {
    sequence("post", "/api/shop/things", [() => HttpResponse.json(thing, { status: 201 })]);
    let calls = 0;
    const client = fakeClient({
      hooks: {
        onRequest: () => {
          calls++;
          throw new Error("broken logger");
        },
        onResponse: () => {
          calls++;
          throw new Error("broken logger");
        },
      },
    });
    await expect(client.shop.things.create({ name: "one" })).resolves.toEqual(thing);
    expect(calls).toBe(2);
  });
});
