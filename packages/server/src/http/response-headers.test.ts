import type { AddressInfo } from "node:net";
import cors from "cors";
import express, { type RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";
import { afterAll, describe, expect, it } from "vitest";
import { corsHeaders, securityHeaders } from "./response-headers.ts";

const servers: { close(): void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** An app that runs `middleware`, sets Vary: Accept-Encoding first (to see headers are added to, not replaced) and answers 200. */
const serve = async (middleware: RequestHandler): Promise<string> => {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use((_req, res, next) => {
    res.setHeader("Vary", "Accept-Encoding");
    next();
  });
  app.use(middleware);
  app.use((_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Every response header but the date, as [name, value] pairs in the order they came. */
const headersOf = async (url: string, init: RequestInit): Promise<[string, string][]> => {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return [...res.headers].filter(([name]) => name !== "date");
};

const EXPOSED = ["X-Request-Id", "Retry-After", "ETag"];

const requests: [string, RequestInit][] = [
  ["GET without Origin", {}],
  ["GET from a listed origin", { headers: { origin: "https://app.example.test" } }],
  ["POST from another origin", { method: "POST", headers: { origin: "https://evil.example.test" } }],
  ["DELETE from a listed origin", { method: "DELETE", headers: { origin: "https://admin.example.test" } }],
  [
    "a preflight",
    {
      method: "OPTIONS",
      headers: {
        origin: "https://app.example.test",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,authorization",
      },
    },
  ],
];

describe("corsHeaders", () => {
  for (const origin of ["*", ["https://app.example.test", "https://admin.example.test"], []] as const) {
    it(`answers as the cors package does, origin ${JSON.stringify(origin)}`, async () => {
      const theirs = await serve(
        cors({ origin: origin === "*" ? "*" : [...origin], exposedHeaders: EXPOSED, maxAge: 600 }),
      );
      const ours = await serve(corsHeaders({ origin, exposedHeaders: EXPOSED, maxAge: 600 }).middleware);
      for (const [what, init] of requests) {
        expect(await headersOf(ours, init), what).toEqual(await headersOf(theirs, init));
      }
    });
  }

  it("lists, for answers written outside Express, the headers the middleware sets for an Origin", async () => {
    const listed = ["https://app.example.test", "https://admin.example.test"];
    for (const origin of ["*", listed] as const) {
      const { middleware, forOrigin } = corsHeaders({ origin, exposedHeaders: EXPOSED, maxAge: 600 });
      const url = await serve(middleware);
      for (const from of [undefined, "https://app.example.test", "https://evil.example.test"]) {
        const headers = forOrigin(from);
        const names = headers.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
        const answer = await headersOf(url, { headers: from ? { origin: from } : {} });
        const what = `${JSON.stringify(origin)} from ${from}`;
        const listed = names.map((name, i) => [name, headers[2 * i + 1]]).filter(([name]) => name !== "vary");
        expect(
          answer.filter(([name]) => names.includes(name) && name !== "vary"),
          what,
        ).toEqual(listed);
        // serve() set Vary: Accept-Encoding first: where the list says Vary, the middleware added Origin to it.
        const vary = answer.find(([name]) => name === "vary")?.[1];
        expect(vary, what).toBe(names.includes("vary") ? "Accept-Encoding, Origin" : "Accept-Encoding");
        expect(names.includes("vary"), what).toBe(origin !== "*");
      }
    }
  });

  it("exposes no headers when given none", async () => {
    const theirs = await serve(cors({ origin: "*", exposedHeaders: [], maxAge: 600 }));
    const ours = await serve(corsHeaders({ origin: "*", exposedHeaders: [], maxAge: 600 }).middleware);
    expect(await headersOf(ours, {})).toEqual(await headersOf(theirs, {}));
    expect((await headersOf(ours, {})).map(([name]) => name)).not.toContain("access-control-expose-headers");
  });
});

describe("securityHeaders", () => {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: { "default-src": ["'none'"] } },
    crossOriginOpenerPolicy: false,
    xFrameOptions: { action: "deny" },
  };

  it("sets what helmet sets, in the same order", async () => {
    const theirs = await serve(helmet(options));
    const ours = await serve(securityHeaders(options).middleware);
    for (const [what, init] of requests) {
      expect(await headersOf(ours, init), what).toEqual(await headersOf(theirs, init));
    }
  });

  it("lists, for answers written outside Express, the headers the middleware leaves", async () => {
    const { middleware, headers } = securityHeaders(options);
    const names = headers.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    const listed = names.map((name, i) => [name, headers[2 * i + 1]]);
    const set = (await headersOf(await serve(middleware), {})).filter(([name]) => names.includes(name));
    expect(listed).toEqual(set);
    expect(names).toContain("content-security-policy");
  });

  it("removes X-Powered-By as helmet does", async () => {
    const app = express();
    app.use(securityHeaders(options).middleware);
    app.use((_req, res) => {
      res.json({ ok: true });
    });
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
  });

  it("refuses, at start-up, options whose headers depend on the request", () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { "script-src": [(req) => `'nonce-${(req as unknown as { nonce: string }).nonce.length}'`] },
        },
      }),
    ).toThrow();
  });
});
