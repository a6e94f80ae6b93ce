import { HttpResponse, http } from "msw";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { accountsOperations, SIGN_IN_METHODS, SIGN_OUT_METHODS } from "./accounts.js";
import { createApiClient } from "./client.js";
import { BASE, fakeClient, useMockServer } from "./fake-api.test-support.js";
import type { WithResponse } from "./operation-types.js";
import type { RequestOptions } from "./request-options.js";

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
    await expect(fakeClient({ token: "tok_static" }).auth.me()).resolves.toEqual(user);
    // An API key is sent the same way; a client takes one credential or the other.
    await expect(fakeClient({ apiKey: "tpk_static" }).auth.me()).resolves.toEqual(user);
    expect(() => fakeClient({ token: "a", apiKey: "b" })).toThrow(/token or apiKey/);
    expect(seen.me).toEqual(["Bearer tok_static", "Bearer tpk_static"]);
  });

  it("asks a token provider before every request", async () => {
    const seen = serveAccounts();
    let n = 0;
    const client = fakeClient({ token: async () => `tok_${++n}` });
    await client.auth.me();
    await client.auth.me();
    expect(seen.me).toEqual(["Bearer tok_1", "Bearer tok_2"]);
  });

  it("login and register switch the client to the returned token; sign-out-everywhere forgets it", async () => {
    const seen = serveAccounts();
    const client = fakeClient();
    await client.auth.me();
    const session = await client.auth.login({ email: "ada@example.com", password: "correct horse" });
    expect(session.token).toBe("tok_from_login");
    await client.auth.me();
    await client.auth.register({ email: "ada@example.com", password: "correct horse", name: "Ada" });
    await client.auth.me();
    await client.auth.signOutEverywhere();
    await client.auth.me();
    client.setToken("tok_manual");
    await client.auth.me();
    expect(seen.me).toEqual([null, "Bearer tok_from_login", "Bearer tok_from_register", null, "Bearer tok_manual"]);
    expect(seen.login).toEqual([null]);
  });

  it("an identity provider's callback signs the client in too", async () => {
    const seen = serveAccounts();
    let query = "";
    server.use(
      http.get(`${BASE}/api/auth/oauth/:provider/callback`, ({ request, params }) => {
        query = `${params.provider} ${new URL(request.url).search}`;
        return HttpResponse.json({ ...auth, token: "tok_from_github" });
      }),
    );
    const client = fakeClient();
    await client.auth.oauth.complete("github", { state: "st_1", code: "c_1" });
    await client.auth.me();
    expect(query).toBe("github ?state=st_1&code=c_1");
    expect(seen.me).toEqual(["Bearer tok_from_github"]);
  });

  it("the methods that switch the token are methods of the accounts table", () => {
    for (const name of [...SIGN_IN_METHODS, ...SIGN_OUT_METHODS])
      expect(Object.keys(accountsOperations)).toContain(name);
  });

  it("withResponse gives the raw response and the request id", async () => {
    serveAccounts();
    const { data, response, requestId } = await fakeClient({ token: "t" }).auth.me.withResponse();
    expect(data).toEqual(user);
    expect(response.status).toBe(200);
    expect(requestId).toBe("req_me");
  });
});

describe("fetch", () => {
  it("reaches msw handlers even from a client made before msw was listening", async () => {
    server.use(
      http.get(`${BASE}/api/shop/things/:id`, ({ params }) => HttpResponse.json({ id: params.id, name: "mocked" })),
    );
    await expect(madeEarly.shop.things.retrieve("thg_early")).resolves.toEqual({ id: "thg_early", name: "mocked" });
  });

  it("is looked up when a request is sent, not when the client is made", async () => {
    const client = fakeClient();
    const original = globalThis.fetch;
    const replacement = vi.fn(async () => Response.json({ id: "thg_1", name: "from the replacement" }));
    globalThis.fetch = replacement;
    try {
      await expect(client.shop.things.retrieve("thg_1")).resolves.toMatchObject({ name: "from the replacement" });
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
    await expect(client.shop.things.retrieve("thg 9/x")).resolves.toMatchObject({ name: "injected" });
    expect((injected.mock.calls[0]![0] as Request).url).toBe(`${BASE}/api/shop/things/thg%209%2Fx`);
  });
});

describe("requests and answers", () => {
  it("puts path parameters in the path, the rest in the query, and serializes comma arrays", async () => {
    let url = "";
    server.use(
      http.get(`${BASE}/api/shop/report`, ({ request }) => {
        url = request.url;
        return new HttpResponse("id,name\r\nthg_1,one\r\n", { headers: { "Content-Type": "text/csv" } });
      }),
    );
    // The CSV twin of a method that answers JSON sends its format itself.
    const csv = await fakeClient().shop.report.retrieveCsv({ tag: ["a", "b c"] });
    expect(csv).toBe("id,name\r\nthg_1,one\r\n");
    expect(url).toBe(`${BASE}/api/shop/report?tag=a,b%20c&format=csv`);
  });

  it("sends JSON bodies and client headers, and answers 204 with undefined", async () => {
    let headers = new Headers();
    server.use(
      http.delete(`${BASE}/api/shop/things/:id`, ({ request }) => {
        headers = request.headers;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const client = fakeClient({ headers: { "X-Team": "blue" } });
    await expect(client.shop.things.delete("thg_1", { headers: { "X-Request-Id": "req_mine" } })).resolves.toBe(
      undefined,
    );
    expect(headers.get("x-team")).toBe("blue");
    expect(headers.get("x-request-id")).toBe("req_mine");
  });

  it("requires a base URL", () => {
    expect(() => createApiClient({}, { baseUrl: "" })).toThrow(/baseUrl/);
  });
});

describe("the call shape", () => {
  /** Records each request's method, URL, content type and body text. */
  const record = () => {
    const seen: { method: string; url: string; type: string | null; body: string }[] = [];
    server.use(
      http.all(`${BASE}/api/shop/*`, async ({ request }) => {
        seen.push({
          method: request.method,
          url: request.url,
          type: request.headers.get("content-type"),
          body: await request.text(),
        });
        return HttpResponse.json({ id: "thg_1", name: "one", thingId: "thg_1", imported: 2 });
      }),
    );
    return seen;
  };

  it("takes path parameters positionally, in path order, then the params object, then the options", async () => {
    const seen = record();
    const client = fakeClient();
    await client.shop.things.parts.retrieve("thg_1", "prt 2");
    await client.shop.things.rename("thg_1", { name: "two" }, { headers: { "X-Trace": "t1" } });
    await client.shop.things.retrieve("thg_1", { timeout: 5_000 });
    expect(seen.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      `GET ${BASE}/api/shop/things/thg_1/parts/prt%202 `,
      `POST ${BASE}/api/shop/things/thg_1/rename {"name":"two"}`,
      `GET ${BASE}/api/shop/things/thg_1 `,
    ]);
  });

  it("sends the params object as the JSON body, splitting out query parameters where the operation has both", async () => {
    const seen = record();
    const client = fakeClient();
    await client.shop.things.create({ name: "one" });
    await client.shop.things.update("thg_1", { name: "three", notify: true });
    await client.shop.things.createMany({ items: [{ name: "a" }, { name: "b" }] });
    expect(seen.map((r) => `${r.method} ${r.url} ${r.type} ${r.body}`)).toEqual([
      `POST ${BASE}/api/shop/things application/json {"name":"one"}`,
      `PATCH ${BASE}/api/shop/things/thg_1?notify=true application/json {"name":"three"}`,
      `POST ${BASE}/api/shop/thing-batch application/json {"items":[{"name":"a"},{"name":"b"}]}`,
    ]);
  });

  it("sends a body that is not a JSON object as the params argument itself", async () => {
    const seen = record();
    const client = fakeClient();
    await client.shop.things.labels.set("thg_1", ["red", "big"]);
    await client.shop.things.import("name\r\none\r\n");
    expect(seen.map((r) => `${r.method} ${r.url} ${r.type} ${JSON.stringify(r.body)}`)).toEqual([
      `PUT ${BASE}/api/shop/things/thg_1/labels application/json "[\\"red\\",\\"big\\"]"`,
      `POST ${BASE}/api/shop/things/import text/csv "name\\r\\none\\r\\n"`,
    ]);
  });

  it("refuses a missing or empty path parameter before sending anything", async () => {
    const seen = record();
    const client = fakeClient();
    await expect(client.shop.things.retrieve("")).rejects.toThrow(
      new TypeError("shop.things.retrieve: the path parameter id (argument 1) must be a non-empty string"),
    );
    // @ts-expect-error the second path parameter is missing
    await expect(client.shop.things.parts.retrieve("thg_1")).rejects.toThrow(/partId \(argument 2\)/);
    // @ts-expect-error an object where the id goes
    await expect(client.shop.things.rename({ id: "thg_1", name: "x" })).rejects.toBeInstanceOf(TypeError);
    expect(seen).toEqual([]);
  });

  it("builds nested resources with nothing but methods in them", () => {
    const client = fakeClient();
    expect(Object.keys(client).sort()).toEqual(["auth", "connection", "setToken", "shop"]);
    expect(Object.keys(client.shop).sort()).toEqual(["report", "things"]);
    expect(Object.keys(client.shop.things).sort()).toEqual([
      "create",
      "createMany",
      "delete",
      "import",
      "labels",
      "list",
      "parts",
      "rename",
      "retrieve",
      "update",
    ]);
    expect(Object.keys(client.auth).sort()).toEqual([
      "admin",
      "apiKeys",
      "login",
      "me",
      "oauth",
      "refresh",
      "register",
      "sessions",
      "signOut",
      "signOutEverywhere",
    ]);
    expect(Object.keys(client.auth.apiKeys).sort()).toEqual(["create", "events", "get", "list", "revoke", "roll"]);
    expect(Object.keys(client.auth.sessions).sort()).toEqual(["end", "list"]);
    expect(Object.keys(client.auth.admin.users)).toEqual(["setRole"]);
  });
});

describe("types", () => {
  it("derive arguments and results from the contract's operations", () => {
    const client = fakeClient();
    expectTypeOf(client.auth.login).parameter(0).toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf(client.auth.me).parameters.toEqualTypeOf<[options?: RequestOptions]>();
    expectTypeOf(client.shop.things.retrieve).parameters.toEqualTypeOf<[id: string, options?: RequestOptions]>();
    expectTypeOf(client.shop.things.parts.retrieve).parameters.toEqualTypeOf<
      [id: string, partId: string, options?: RequestOptions]
    >();
    expectTypeOf(client.shop.things.rename).parameters.toEqualTypeOf<
      [id: string, params: { name: string }, options?: RequestOptions]
    >();
    expectTypeOf(client.shop.things.update).parameter(1).toEqualTypeOf<{ notify?: boolean; name: string }>();
    expectTypeOf(client.shop.things.labels.set).parameter(1).toEqualTypeOf<string[]>();
    expectTypeOf(client.shop.things.import).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(client.shop.things.list).parameters.toEqualTypeOf<
      [params?: { cursor?: string; limit?: number; tag?: string[] }, options?: RequestOptions]
    >();
    expectTypeOf(client.shop.things.retrieve).returns.resolves.toEqualTypeOf<{ readonly id: string; name: string }>();
    // One method per representation, each typed exactly: never `T | string`.
    expectTypeOf(client.shop.report.retrieve).returns.resolves.toEqualTypeOf<{ rows: number }>();
    expectTypeOf(client.shop.report.retrieveCsv).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(client.shop.report.retrieveCsv.withResponse)
      .returns.resolves.toHaveProperty("data")
      .toEqualTypeOf<string>();
    // Calls that must not compile (checked by the type-checker, never run).
    const refused = () => [
      // @ts-expect-error the JSON method answers JSON only: another format is its twin's
      client.shop.report.retrieve({ format: "csv" }),
      // @ts-expect-error the twin's representation is its own
      client.shop.report.retrieveCsv({ format: "json" }),
    ];
    expectTypeOf(refused).toBeFunction();
    expectTypeOf(client.shop.things.delete).returns.resolves.toEqualTypeOf<undefined>();
    expectTypeOf(client.shop.things.list().toArray).returns.resolves.toEqualTypeOf<
      { readonly id: string; name: string }[]
    >();
    expectTypeOf(client.shop.things.retrieve.withResponse).returns.resolves.toEqualTypeOf<
      WithResponse<{ readonly id: string; name: string }>
    >();
    expectTypeOf(client.shop.things.list).toBeCallableWith();
    expectTypeOf(client.shop.things.create).toBeCallableWith({ name: "x" }, { idempotencyKey: "k" });
    // @ts-expect-error a required path parameter cannot be left out
    expectTypeOf(client.shop.things.retrieve).toBeCallableWith();
    // @ts-expect-error a required body field cannot be left out
    expectTypeOf(client.shop.things.create).toBeCallableWith({});
    // @ts-expect-error the body fields are the params object, not wrapped in `body`
    expectTypeOf(client.shop.things.create).toBeCallableWith({ body: { name: "x" } });
    // @ts-expect-error a method without params takes the options right after the path parameters
    expectTypeOf(client.shop.things.retrieve).toBeCallableWith("thg_1", {}, {});
  });
});

describe("a session's refresh", () => {
  it("retries an expired call once with the new token; a refused refresh ends the session", async () => {
    let generation = 0;
    const exchanges: string[] = [];
    server.use(
      http.post(`${BASE}/api/auth/refresh`, async ({ request }) => {
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        exchanges.push(refreshToken);
        if (refreshToken !== "tpr_start" || generation > 0) {
          return HttpResponse.json(
            { status: 401, code: "invalid-refresh-token", title: "Unauthorized" },
            { status: 401 },
          );
        }
        generation++;
        return HttpResponse.json({
          token: "tok_new",
          refreshToken: "tpr_new",
          expiresAt: "2030-01-01T00:00:00Z",
          expiresIn: 900,
        });
      }),
      http.get(`${BASE}/api/auth/me`, ({ request }) =>
        request.headers.get("authorization") === "Bearer tok_new"
          ? HttpResponse.json(user)
          : HttpResponse.json({ status: 401, code: "token-expired", title: "Unauthorized" }, { status: 401 }),
      ),
    );
    const told: unknown[] = [];
    const client = fakeClient({ token: "tok_old", refreshToken: "tpr_start", onTokens: (t) => void told.push(t) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.auth.me()));
    expect(answers).toEqual(Array(5).fill(user));
    expect(exchanges).toEqual(["tpr_start"]);
    await vi.waitFor(() =>
      expect(told).toEqual([{ token: "tok_new", refreshToken: "tpr_new", expiresAt: "2030-01-01T00:00:00Z" }]),
    );

    // A client whose refresh token is refused: the 401 reaches the caller and the tokens are forgotten.
    const stale = fakeClient({ token: "tok_stale", refreshToken: "tpr_gone", onTokens: (t) => void told.push(t) });
    await expect(stale.auth.me()).rejects.toMatchObject({ status: 401, code: "token-expired" });
    await vi.waitFor(() => expect(told.at(-1)).toBeUndefined());
    expect(exchanges).toEqual(["tpr_start", "tpr_gone"]);
  });
});
