import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  ValidationError,
} from "./errors.js";
import { BASE, fakeClient, problem, useMockServer } from "./fake-api.test-support.js";

const server = useMockServer();

const answerWith = (status: number, init: { headers?: Record<string, string>; body?: unknown } = {}) =>
  server.use(
    http.get(`${BASE}/api/things/:id`, () =>
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
    [422, ValidationError],
    [401, AuthenticationError],
    [403, PermissionError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitError],
    [500, ServerError],
    [503, ServerError],
  ])("%i is a %o carrying status, problem body, headers and request id", async (status, ErrorClass) => {
    answerWith(status, { headers: { "Retry-After": "120" } });
    const error = await failure(fakeClient({ maxRetries: 0 }).things.getThing({ id: "thg_1" }));
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
  });

  it("another status is a plain ApiError", async () => {
    answerWith(418);
    const error = await failure(fakeClient().things.getThing({ id: "thg_1" }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ValidationError);
    expect((error as ApiError).status).toBe(418);
  });

  it("a validation error lists what is wrong", async () => {
    answerWith(400, {
      body: problem(400, "Invalid request", { errors: [{ path: "/body/email", message: "must be an email" }] }),
    });
    const error = (await failure(fakeClient().things.getThing({ id: "thg_1" }))) as ValidationError;
    expect(error.errors).toEqual([{ path: "/body/email", message: "must be an email" }]);
  });

  it("takes the request id from the body when the header is missing, and survives a non-JSON body", async () => {
    server.use(
      http.get(`${BASE}/api/things/:id`, () =>
        HttpResponse.json(problem(404, "Not Found", { requestId: "req_in_body" }), { status: 404 }),
      ),
    );
    expect(await failure(fakeClient().things.getThing({ id: "a" }))).toMatchObject({ requestId: "req_in_body" });

    server.use(http.get(`${BASE}/api/things/:id`, () => new HttpResponse("upstream exploded", { status: 502 })));
    const error = (await failure(fakeClient({ maxRetries: 0 }).things.getThing({ id: "a" }))) as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe("502 upstream exploded");
  });

  it("no answer at all is a ConnectionError with the cause and no status", async () => {
    server.use(http.get(`${BASE}/api/things/:id`, () => HttpResponse.error()));
    const error = (await failure(fakeClient({ maxRetries: 0 }).things.getThing({ id: "a" }))) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeUndefined();
    expect(error.headers).toBeUndefined();
    expect(error.cause).toBeInstanceOf(Error);
  });
});
