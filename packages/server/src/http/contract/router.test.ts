import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../openapi.ts";
import { ContractRouter } from "./router.ts";

const contract = (paths: string[]): OpenApiDocument => ({
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  paths: Object.fromEntries(
    paths.map((p) => [p, { get: { operationId: p }, ...(p.endsWith("s") ? { post: {} } : {}) }]),
  ),
});

const router = new ContractRouter(
  contract([
    "/api/accounts",
    "/api/accounts/{id}",
    "/api/accounts/lookup",
    "/api/accounts/{id}/operations",
    "/api/accounts/lookup/recent",
    "/api/files/{name}",
  ]),
  (template, method) => `${method} ${template}`,
);

describe("ContractRouter", () => {
  it("prefers a concrete segment to a template, as the OpenAPI specification asks", () => {
    expect(router.match("/api/accounts/lookup")?.route.template).toBe("/api/accounts/lookup");
    expect(router.match("/api/accounts/acc_1")).toMatchObject({
      route: { template: "/api/accounts/{id}" },
      params: { id: "acc_1" },
    });
  });

  it("falls back to the template when the concrete branch leads nowhere", () => {
    expect(router.match("/api/accounts/lookup/operations")).toMatchObject({
      route: { template: "/api/accounts/{id}/operations" },
      params: { id: "lookup" },
    });
    expect(router.match("/api/accounts/lookup/recent")?.route.template).toBe("/api/accounts/lookup/recent");
  });

  it("ignores case in concrete segments and one trailing slash, keeps parameter values as sent", () => {
    expect(router.match("/API/Accounts/")?.route.template).toBe("/api/accounts");
    expect(router.match("/api/accounts/ACC_1")?.params).toEqual({ id: "ACC_1" });
  });

  it("percent-decodes parameter values and throws on malformed encoding", () => {
    expect(router.match("/api/files/a%20b%2Fc")?.params).toEqual({ name: "a b/c" });
    expect(() => router.match("/api/files/%E0%A4%A")).toThrow(URIError);
  });

  it("matches nothing for unknown paths, empty parameter segments and relative paths", () => {
    expect(router.match("/api/nothing")).toBeUndefined();
    expect(router.match("/api/accounts/x/y/z")).toBeUndefined();
    expect(router.match("/api/files/")).toBeUndefined();
    expect(router.match("/api/files//")).toBeUndefined();
    expect(router.match("api/accounts")).toBeUndefined();
  });

  it("lists a path's methods for the Allow header of a 405", () => {
    const match = router.match("/api/accounts")!;
    expect(match.route.allow).toBe("GET, POST");
    expect(match.route.operations.get("POST")).toBe("post /api/accounts");
    expect(match.route.operations.get("DELETE")).toBeUndefined();
  });

  it("refuses contracts it could not route unambiguously", () => {
    expect(() => new ContractRouter(contract(["/a/{x}", "/a/{y}/b"]), () => 0)).toThrow(/both \{x\} and \{y\}/);
    expect(() => new ContractRouter(contract(["/a/{x}.json"]), () => 0)).toThrow(/Partial-segment/);
  });
});
