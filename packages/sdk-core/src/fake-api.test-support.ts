// A tiny fake API for the runtime's tests: a hand-written operation table shaped like a generated
// one, and an msw server on a base URL that only exists inside the test process.
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createApiClient } from "./client.js";
import type { Method, OperationTable, PaginatedMethod } from "./operation-types.js";
import type { ClientOptions } from "./request-options.js";

export const BASE = "http://api.test";

type Thing = { id: string; name: string };
type Problem = { type: string; title: string; status: number };

/** Operation types as openapi-typescript writes them. */
type Operations = {
  listThings: {
    parameters: { query?: { cursor?: string; limit?: number; tag?: string[] } };
    requestBody?: never;
    responses: {
      200: { content: { "application/json": { items: Thing[]; total: number; nextCursor: string | null } } };
    };
  };
  getThing: {
    parameters: { path: { id: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { "application/json": Thing } };
      404: { content: { "application/problem+json": Problem } };
    };
  };
  createThing: {
    parameters: { header?: { "Idempotency-Key"?: string }; path?: never; query?: never };
    requestBody: { content: { "application/json": { name: string } } };
    responses: { 201: { content: { "application/json": Thing } } };
  };
  rename: {
    parameters: { path: { id: string } };
    requestBody: { content: { "application/json": { name: string } } };
    responses: { 200: { content: { "application/json": Thing } } };
  };
  deleteThing: {
    parameters: { path: { id: string } };
    requestBody?: never;
    responses: { 204: { content?: never } };
  };
  report: {
    parameters: { query?: { format?: "csv" | "json"; tag?: string[] } };
    requestBody?: never;
    responses: { 200: { content: { "text/csv": string; "application/json": { rows: number } } } };
  };
};

export const table = {
  things: {
    listThings: { method: "GET", path: "/api/things", paginated: true },
    getThing: { method: "GET", path: "/api/things/{id}" },
    createThing: { method: "POST", path: "/api/things", idempotent: true },
    rename: { method: "POST", path: "/api/things/{id}/rename" },
    deleteThing: { method: "DELETE", path: "/api/things/{id}" },
    report: { method: "GET", path: "/api/report", commaArrays: true },
  },
} as const satisfies OperationTable;

export interface Api {
  things: {
    listThings: PaginatedMethod<Operations["listThings"]>;
    getThing: Method<Operations["getThing"]>;
    createThing: Method<Operations["createThing"]>;
    rename: Method<Operations["rename"]>;
    deleteThing: Method<Operations["deleteThing"]>;
    report: Method<Operations["report"]>;
  };
}

/** A client of the fake API with retries that wait a millisecond or two, not seconds. */
export const fakeClient = (options: Partial<ClientOptions> = {}) =>
  createApiClient<Api>(table, { baseUrl: BASE, backoff: { initialDelayMs: 1, maxDelayMs: 2 }, ...options });

/** One msw server per test file: every request must be handled, handlers reset after each test. */
export const useMockServer = () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

export const problem = (status: number, title: string, extra: Record<string, unknown> = {}) => ({
  type: `https://trustplane.dev/problems/${title.toLowerCase().replaceAll(" ", "-")}`,
  title,
  status,
  ...extra,
});
