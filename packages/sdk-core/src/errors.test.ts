import { HttpResponse, http } from "msw";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  isApiError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  UnprocessableError,
  ValidationError,
} from "./errors.js";
import { BASE, fakeClient, problem, useMockServer } from "./fake-api.test-support.js";
import type { ErrorCode } from "./operation-types.js";

const server = useMockServer();

const answerWith = (status: number, init: { headers?: Record<string, string>; body?: unknown } = {}) =>
  server.use(
    http.get(`${BASE}/api/shop/things/:id`, () =>
      HttpResponse.json(init.body ?? problem(status, `Status ${status}`, { requestId: "req_body", detail: "why" }), {
        status,
        headers: { "Content-Type": "application/problem+json", "X-Request-Id": "req_header", ...init.headers },
      }),
    ),
  );

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a rejection"),
    (e: unknown) => e,
  );

describe("typed errors", () => {
  it.each([
    [400, ValidationError],
    [422, UnprocessableError],
    [401, AuthenticationError],
    [403, PermissionError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitError],
    [500, ServerError],
    [503, ServerError],
  ])("%i is a %o carrying status, problem body, headers and request id", async (status, ErrorClass) => {
    answerWith(status, { headers: { "Retry-After": "120" } });
    const error = await failure(fakeClient({ maxRetries: 0 }).shop.things.retrieve("thg_1"));
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    const apiError = error as ApiError;
    expect(apiError.name).toBe(ErrorClass.name);
    expect(apiError.status).toBe(status);
    expect(apiError.body).toMatchObject({ status, title: `Status ${status}`, detail: "why" });
    expect(apiError.headers?.get("retry-after")).toBe("120");
    expect(apiError.requestId).toBe("req_header");
    expect(apiError.message).toBe(`${status} why`);
    expect(apiError.code).toBe(`status-${status}`);
    expect(apiError.operation).toBe("shop.things.retrieve");
  });

  it("400 and 422 are distinct classes, as are 409 and the others", async () => {
    answerWith(422);
    const unprocessable = await failure(fakeClient().shop.things.retrieve("thg_1"));
    expect(unprocessable).toBeInstanceOf(UnprocessableError);
    expect(unprocessable).not.toBeInstanceOf(ValidationError);
    answerWith(400);
    const invalid = await failure(fakeClient().shop.things.retrieve("thg_1"));
    expect(invalid).toBeInstanceOf(ValidationError);
    expect(invalid).not.toBeInstanceOf(UnprocessableError);
    expect(invalid).not.toBeInstanceOf(ConflictError);
  });

  it("code is undefined when the answer carries no problem code", async () => {
    answerWith(404, { body: { type: "about:blank", title: "Not Found", status: 404 } });
    expect(await failure(fakeClient().shop.things.retrieve("thg_1"))).toMatchObject({ code: undefined, status: 404 });
    answerWith(404, { body: { ...problem(404, "Not Found"), code: 42 } });
    expect(await failure(fakeClient().shop.things.retrieve("thg_1"))).toMatchObject({ code: undefined });
  });

  it("another status is a plain ApiError", async () => {
    answerWith(418);
    const error = await failure(fakeClient().shop.things.retrieve("thg_1"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ValidationError);
    expect((error as ApiError).status).toBe(418);
  });

  it("a validation error lists what is wrong", async () => {
    answerWith(400, {
      body: problem(400, "Invalid request", { errors: [{ path: "/body/email", message: "must be an email" }] }),
    });
    const error = (await failure(fakeClient().shop.things.retrieve("thg_1"))) as ValidationError;
    expect(error.errors).toEqual([{ path: "/body/email", message: "must be an email" }]);
  });

  it("takes the request id from the body when the header is missing, and survives a non-JSON body", async () => {
    server.use(
      http.get(`${BASE}/api/shop/things/:id`, () =>
        HttpResponse.json(problem(404, "Not Found", { requestId: "req_in_body" }), { status: 404 }),
      ),
    );
    expect(await failure(fakeClient().shop.things.retrieve("a"))).toMatchObject({ requestId: "req_in_body" });

    server.use(http.get(`${BASE}/api/shop/things/:id`, () => new HttpResponse("upstream exploded", { status: 502 })));
    const error = (await failure(fakeClient({ maxRetries: 0 }).shop.things.retrieve("a"))) as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe("502 upstream exploded");
  });

  it("no answer at all is a ConnectionError with the cause and no status", async () => {
    server.use(http.get(`${BASE}/api/shop/things/:id`, () => HttpResponse.error()));
    const error = (await failure(fakeClient({ maxRetries: 0 }).shop.things.retrieve("a"))) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeUndefined();
    expect(error.headers).toBeUndefined();
    expect(error.cause).toBeInstanceOf(Error);
  });
});

describe("error codes per operation", () => {
  const refuse = (status: number, code: string) =>
    server.use(
      http.post(`${BASE}/api/shop/things`, () =>
        HttpResponse.json(
          { ...problem(status, "Refused"), code },
          { status, headers: { "Content-Type": "application/problem+json" } },
        ),
      ),
    );

  it("a method's isError recognizes its own failures, and narrows code to what the contract lists", async () => {
    const client = fakeClient({ maxRetries: 0 });
    refuse(422, "insufficient-funds");
    const error = await failure(client.shop.things.create({ name: "one" }));
    expect(client.shop.things.create.isError(error)).toBe(true);
    expect(isApiError(error, client.shop.things.create)).toBe(true);
    expect(isApiError(error)).toBe(true);
    // Another method's guard, even of the same resource, does not claim it.
    expect(client.shop.things.retrieve.isError(error)).toBe(false);
    expect(isApiError(error, client.shop.things.retrieve)).toBe(false);
    expect(client.shop.things.create.isError(new Error("x"))).toBe(false);
    expect(isApiError(new Error("x"))).toBe(false);
    expect(isApiError(undefined)).toBe(false);

    if (!client.shop.things.create.isError(error)) return expect.fail("isError should hold");
    expectTypeOf(error.code).toEqualTypeOf<
      "validation" | "thing-exists" | "insufficient-funds" | "name-reserved" | undefined
    >();
    let branch = "";
    switch (error.code) {
      case "insufficient-funds":
        branch = "top up first";
        break;
      case "name-reserved":
      case "thing-exists":
        branch = "pick another name";
        break;
      default:
        branch = "other";
    }
    expect(branch).toBe("top up first");
    expect(error).toBeInstanceOf(UnprocessableError);
    if (error instanceof UnprocessableError) expect(error.code).toBe("insufficient-funds");
  });

  it("the type of the codes is named by ErrorCode<typeof method>", () => {
    const client = fakeClient();
    expectTypeOf<ErrorCode<typeof client.shop.things.create>>().toEqualTypeOf<
      "validation" | "thing-exists" | "insufficient-funds" | "name-reserved"
    >();
    // Some error answer of the operation lists no codes: the listed ones, and any other string.
    expectTypeOf<ErrorCode<typeof client.shop.things.retrieve>>().toEqualTypeOf<"not-found" | (string & {})>();
    // None lists any.
    expectTypeOf<ErrorCode<typeof client.shop.things.list>>().toEqualTypeOf<string>();
    expectTypeOf<ErrorCode<typeof client.auth.login>>().toExtend<string>();
    // isApiError with a method narrows the same way.
    const error: unknown = undefined;
    if (isApiError(error, client.shop.things.create)) {
      expectTypeOf(error).toEqualTypeOf<ApiError<ErrorCode<typeof client.shop.things.create>>>();
    }
    if (isApiError(error)) expectTypeOf(error.code).toEqualTypeOf<string | undefined>();
    // The class first, then the method's guard: both narrowings hold.
    if (error instanceof UnprocessableError && client.shop.things.create.isError(error)) {
      expectTypeOf(error.code).toEqualTypeOf<
        "validation" | "thing-exists" | "insufficient-funds" | "name-reserved" | undefined
      >();
    }
    // The other way round the code is a string again, never `any`.
    if (client.shop.things.create.isError(error) && error instanceof UnprocessableError) {
      expectTypeOf(error.code).toEqualTypeOf<string | undefined>();
    }
  });

  it("every failure of the method carries it, answered or not", async () => {
    const client = fakeClient({ maxRetries: 0 });
    server.use(http.post(`${BASE}/api/shop/things`, () => HttpResponse.error()));
    const dropped = await failure(client.shop.things.create({ name: "one" }));
    expect(dropped).toBeInstanceOf(ConnectionError);
    expect(client.shop.things.create.isError(dropped)).toBe(true);
    expect((dropped as ApiError).code).toBeUndefined();
  });
});
