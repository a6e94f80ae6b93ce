import { createRequire } from "node:module";
import type { Request, RequestHandler, Response } from "express";
import { describe, expect, it } from "vitest";
import { memoizeValidatorRouteLookup, memoizeValidatorRoutePatterns } from "./route-pattern-cache.ts";

describe("memoized route patterns for the contract validator", () => {
  it("compiles each pattern once and returns the same, still correct, matcher", () => {
    const mod = memoizeValidatorRoutePatterns();
    const first = mod.pathToRegexp("/api/hub/catalog/:id", { sensitive: false, strict: false });
    const again = mod.pathToRegexp("/api/hub/catalog/:id", { sensitive: false, strict: false });
    expect(again).toBe(first);
    expect(first.regexp.exec("/api/hub/catalog/ledger")?.[1]).toBe("ledger");
    expect(first.regexp.exec("/api/hub/catalog/ledger")?.[1]).toBe("ledger");
    expect(first.regexp.exec("/api/hub/other")).toBeNull();
  });

  it("keeps options apart and is installed once however often it is called", () => {
    const mod = memoizeValidatorRoutePatterns();
    const sensitive = mod.pathToRegexp("/Case", { sensitive: true });
    const insensitive = mod.pathToRegexp("/Case", { sensitive: false });
    expect(sensitive).not.toBe(insensitive);
    expect(sensitive.regexp.test("/case")).toBe(false);
    expect(insensitive.regexp.test("/case")).toBe(true);
    expect(memoizeValidatorRoutePatterns().pathToRegexp).toBe(mod.pathToRegexp);
  });
});

describe("memoized route lookup for the contract validator", () => {
  const requireFromValidator = createRequire(createRequire(import.meta.url).resolve("express-openapi-validator"));
  const { OpenApiContext } = requireFromValidator("./framework/openapi.context") as {
    OpenApiContext: new (spec: unknown, ignorePaths: RegExp) => unknown;
  };

  /** A validator context for these routes, in this order, each with GET only. */
  const contextFor = (routes: [expressRoute: string, openApiRoute: string][]) => {
    const paths = Object.fromEntries(
      routes.map(([, openApiRoute]) => [openApiRoute, { get: { operationId: openApiRoute } }]),
    );
    return new OpenApiContext(
      {
        apiDoc: { paths },
        basePaths: [""],
        serial: 0,
        routes: routes.map(([expressRoute, openApiRoute]) => ({
          basePath: "",
          expressRoute,
          openApiRoute,
          method: "GET",
          pathParams: [],
        })),
      },
      /^\/docs/,
    );
  };
  const request = (method: string, url: string) =>
    ({
      method,
      url,
      originalUrl: url,
      path: url.split("?")[0],
      baseUrl: "",
      app: { enabled: () => false },
    }) as unknown as Request & { openapi?: { expressRoute: string; pathParams: Record<string, string> } };

  memoizeValidatorRouteLookup();
  const metadata = requireFromValidator("./middlewares/openapi.metadata") as {
    applyOpenApiMetadata: (context: unknown, responseApiDoc: unknown) => RequestHandler;
  };

  const run = (middleware: RequestHandler, method: string, url: string) => {
    const req = request(method, url);
    let error: unknown;
    try {
      middleware(req, {} as Response, (err?: unknown) => {
        error = err;
      });
    } catch (err) {
      error = err;
    }
    return { req, error: error as { status?: number; headers?: Record<string, string> } | undefined };
  };

  it("finds the first route in contract order that matches, as the validator's own walk does, every time", () => {
    const specialFirst = metadata.applyOpenApiMetadata(
      contextFor([
        ["/a/special", "/a/special"],
        ["/a/:id", "/a/{id}"],
      ]),
      undefined,
    );
    const paramFirst = metadata.applyOpenApiMetadata(
      contextFor([
        ["/a/:id", "/a/{id}"],
        ["/a/special", "/a/special"],
      ]),
      undefined,
    );
    for (let i = 0; i < 3; i++) {
      expect(run(specialFirst, "GET", "/a/special?x=1").req.openapi?.expressRoute).toBe("/a/special");
      expect(run(paramFirst, "GET", "/a/special").req.openapi?.expressRoute).toBe("/a/:id");
      const { req } = run(specialFirst, "GET", `/a/item-${i}`);
      expect(req.openapi?.expressRoute).toBe("/a/:id");
      expect(req.openapi?.pathParams).toEqual({ id: `item-${i}` });
    }
    // Each request gets its own params object (requests may coerce them).
    expect(run(specialFirst, "GET", "/a/x").req.openapi?.pathParams).not.toBe(
      run(specialFirst, "GET", "/a/x").req.openapi?.pathParams,
    );
  });

  it("answers 404 for a path no route matches and 405 with Allow for another method, cached or not", () => {
    const middleware = metadata.applyOpenApiMetadata(contextFor([["/a/:id", "/a/{id}"]]), undefined);
    for (let i = 0; i < 2; i++) {
      expect(run(middleware, "GET", "/nothing/here").error?.status).toBe(404);
      const notAllowed = run(middleware, "DELETE", "/a/1").error;
      expect(notAllowed?.status).toBe(405);
      expect(notAllowed?.headers?.Allow).toBe("GET");
      expect(run(middleware, "GET", "/docs/page").error).toBeUndefined(); // ignored paths pass through
    }
  });
});
