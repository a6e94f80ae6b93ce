import { HttpResponse, http } from "msw";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { createApiClient } from "./client.js";
import { BASE, fakeClient, useMockServer } from "./fake-api.test-support.js";

// Made before msw starts intercepting (its listen() runs in beforeAll): msw must still see its calls.
const madeEarly = fakeClient();
const server = useMockServer();

const user = { id: "usr_1", email: "ada@example.com", name: "Ada", role: "user" as const };
const auth = { token: "tok_from_login", user: { id: "usr_1", email: "ada@example.com" } };

/** Serves the accounts routes and records the Authorization header of each request. */
const serveAccounts = () => {
  const seen: Record<string, (string | null)[]> = { me: [], login: [] };
  server.use(
    http.post(`${BASE}/api/auth/login`, async ({ request }) => {
      seen.login!.push(request.headers.get("authorization"));
      expect(await request.json()).toEqual({ email: "ada@example.com", password: "correct horse" });
      return HttpResponse.json(auth);
    }),
    http.post(`${BASE}/api/auth/register`, () =>
      HttpResponse.json({ ...auth, token: "tok_from_register" }, { status: 201 }),
    ),
    http.get(`${BASE}/api/auth/me`, ({ request }) => {
      seen.me!.push(request.headers.get("authorization"));
      return HttpResponse.json(user, { headers: { "X-Request-Id": "req_me" } });
    }),
    http.post(`${BASE}/api/auth/sign-out-everywhere`, () => HttpResponse.json({ revoked: true })),
  );
  return seen;
};

describe("authentication", () => {
  it("sends a static bearer token", async () => {
    const seen = serveAccounts();
    await expect(fakeClient({ token: "tok_static" }).auth.getMe()).resolves.toEqual(user);
    expect(seen.me).toEqual(["Bearer tok_static"]);
  });

  it("asks a token provider before every request", async () => {
    const seen = serveAccounts();
    let n = 0;
    const client = fakeClient({ token: async () => `tok_${++n}` });
    await client.auth.getMe();
    await client.auth.getMe();
    expect(seen.me).toEqual(["Bearer tok_1", "Bearer tok_2"]);
  });

  it("login and register switch the client to the returned token; sign-out-everywhere forgets it", async () => {
    const seen = serveAccounts();
    const client = fakeClient();
    await client.auth.getMe();
    const session = await client.auth.login({ body: { email: "ada@example.com", password: "correct horse" } });
    expect(session.token).toBe("tok_from_login");
    await client.auth.getMe();
    await client.auth.register({ body: { email: "ada@example.com", password: "correct horse", name: "Ada" } });
    await client.auth.getMe();
    await client.auth.signOutEverywhere();
    await client.auth.getMe();
    client.setToken("tok_manual");
    await client.auth.getMe();
    expect(seen.me).toEqual([null, "Bearer tok_from_login", "Bearer tok_from_register", null, "Bearer tok_manual"]);
    expect(seen.login).toEqual([null]);
  });

  it("withResponse gives the raw response and the request id", async () => {
    serveAccounts();
    const { data, response, requestId } = await fakeClient({ token: "t" }).auth.getMe.withResponse();
    expect(data).toEqual(user);
    expect(response.status).toBe(200);
    expect(requestId).toBe("req_me");
  });
});

describe("fetch", () => {
  it("reaches msw handlers even from a client made before msw was listening", async () => {
    server.use(
      http.get(`${BASE}/api/things/:id`, ({ params }) => HttpResponse.json({ id: params.id, name: "mocked" })),
    );
    await expect(madeEarly.things.getThing({ id: "thg_early" })).resolves.toEqual({ id: "thg_early", name: "mocked" });
  });

  it("is looked up when a request is sent, not when the client is made", async () => {
    const client = fakeClient();
    const original = globalThis.fetch;
    const replacement = vi.fn(async () => Response.json({ id: "thg_1", name: "from the replacement" }));
    globalThis.fetch = replacement;
    try {
      await expect(client.things.getThing({ id: "thg_1" })).resolves.toMatchObject({ name: "from the replacement" });
    } finally {
      globalThis.fetch = original;
    }
    expect(replacement).toHaveBeenCalledTimes(1);
  });

  it("can be injected, and receives a standard Request", async () => {
    const injected = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      expect(input).toBeInstanceOf(Request);
      return Response.json({ id: "thg_9", name: "injected" });
    });
    const client = fakeClient({ fetch: injected as typeof fetch });
    await expect(client.things.getThing({ id: "thg 9/x" })).resolves.toMatchObject({ name: "injected" });
    expect((injected.mock.calls[0]![0] as Request).url).toBe(`${BASE}/api/things/thg%209%2Fx`);
  });
});

describe("requests and answers", () => {
  it("puts path parameters in the path, the rest in the query, and serializes comma arrays", async () => {
    let url = "";
    server.use(
      http.get(`${BASE}/api/report`, ({ request }) => {
        url = request.url;
        return new HttpResponse("id,name\r\nthg_1,one\r\n", { headers: { "Content-Type": "text/csv" } });
      }),
    );
    const csv = await fakeClient().things.report({ format: "csv", tag: ["a", "b c"] });
    expect(csv).toBe("id,name\r\nthg_1,one\r\n");
    expect(url).toBe(`${BASE}/api/report?format=csv&tag=a,b%20c`);
  });

  it("sends JSON bodies and client headers, and answers 204 with undefined", async () => {
    let headers = new Headers();
    server.use(
      http.delete(`${BASE}/api/things/:id`, ({ request }) => {
        headers = request.headers;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const client = fakeClient({ headers: { "X-Team": "blue" } });
    await expect(client.things.deleteThing({ id: "thg_1" }, { headers: { "X-Request-Id": "req_mine" } })).resolves.toBe(
      undefined,
    );
    expect(headers.get("x-team")).toBe("blue");
    expect(headers.get("x-request-id")).toBe("req_mine");
  });

  it("requires a base URL", () => {
    expect(() => createApiClient({}, { baseUrl: "" })).toThrow(/baseUrl/);
  });
});

describe("types", () => {
  it("derive inputs and results from the contract's operations", () => {
    const client = fakeClient();
    expectTypeOf(client.auth.login).parameter(0).toEqualTypeOf<{ body: { email: string; password: string } }>();
    expectTypeOf(client.things.getThing).parameter(0).toEqualTypeOf<{ id: string }>();
    expectTypeOf(client.things.getThing).returns.resolves.toEqualTypeOf<{ id: string; name: string }>();
    expectTypeOf(client.things.report).returns.resolves.toEqualTypeOf<string | { rows: number }>();
    expectTypeOf(client.things.deleteThing).returns.resolves.toEqualTypeOf<undefined>();
    expectTypeOf(client.things.listThings().toArray).returns.resolves.toEqualTypeOf<{ id: string; name: string }[]>();
    expectTypeOf(client.things.listThings).toBeCallableWith();
    expectTypeOf(client.things.createThing).toBeCallableWith({ body: { name: "x" } }, { idempotencyKey: "k" });
    // @ts-expect-error a required path parameter cannot be left out
    expectTypeOf(client.things.getThing).toBeCallableWith({});
    // @ts-expect-error a required body cannot be left out
    expectTypeOf(client.things.createThing).toBeCallableWith({});
  });
});
