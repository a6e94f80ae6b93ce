import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Express, type Response } from "express";
import { afterAll, describe, expect, it } from "vitest";
import { sendJson } from "./json-reply.ts";

const servers: { close(): void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

type Setup = (res: Response) => void;

/**
 * One app answering `/express` with `res.json` and `/ours` with `sendJson`, after the same `setup`
 * (status, headers), with ETags off as the server runs unless `configure` says otherwise.
 */
const serve = async (body: unknown, setup: Setup = () => {}, configure: (app: Express) => void = () => {}) => {
  const app = express();
  app.set("etag", false);
  configure(app);
  app.use((req, _res, next) => {
    if (req.method === "HEAD") req.method = "GET";
    next();
  });
  app.get("/express", (_req, res) => {
    setup(res);
    res.json(body);
  });
  app.get("/ours", (req, res) => {
    setup(res);
    sendJson(req, res, body);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
};

/** The raw bytes of a response with the Date header's value blanked. */
const raw = (port: number, path: string, method = "GET", headers: Record<string, string> = {}) =>
  new Promise<string>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const head = [`${res.statusCode}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          head.push(`${name}: ${name.toLowerCase() === "date" ? "-" : res.rawHeaders[i + 1]}`);
        }
        resolve(`${head.join("\n")}\n\n${Buffer.concat(chunks).toString("latin1")}`);
      });
    });
    req.on("error", reject);
    req.end();
  });

const same = async (port: number, method?: string, headers?: Record<string, string>) => {
  const ours = await raw(port, "/ours", method, headers);
  expect(ours).toEqual(await raw(port, "/express", method, headers));
  return ours;
};

describe("sendJson", () => {
  it("answers with the bytes res.json does", async () => {
    const ours = await same(await serve({ valid: true, keyId: "key_1", note: "é ✓", n: [1, 2.5, null] }));
    expect(ours).toContain("Content-Type: application/json; charset=utf-8");
  });

  it("for a body of 1000 characters or more, multi-byte ones included", async () => {
    await same(await serve({ text: "ü".repeat(1500) }));
  });

  it("for HEAD (no body) and for other statuses and headers", async () => {
    const port = await serve({ created: true }, (res) => {
      res.status(201);
      res.setHeader("Location", "/x/1");
    });
    await same(port);
    expect(await same(port, "HEAD")).toMatch(/\n\n$/);
  });

  it("for a conditional request it may answer 304", async () => {
    const port = await serve({ v: 1 }, (res) => res.setHeader("ETag", '"v1"'));
    expect(await same(port, "GET", { "if-none-match": '"v1"' })).toMatch(/^304/);
    expect(await same(port, "GET", { "if-none-match": '"v0"' })).toMatch(/^200/);
  });

  it("with a Content-Type set before, a status without a body, null and strings", async () => {
    await same(await serve({ title: "x" }, (res) => res.setHeader("Content-Type", "application/problem+json")));
    await same(await serve({ ignored: true }, (res) => res.status(204)));
    await same(await serve(null));
    await same(await serve("text"));
  });

  it("with the app's JSON settings and ETags", async () => {
    await same(await serve({ a: 1, b: "<" }, undefined, (app) => app.set("json spaces", 2)));
    await same(await serve({ a: "<b>" }, undefined, (app) => app.set("json escape", true)));
    await same(await serve({ a: 1 }, undefined, (app) => app.set("etag", "strong")));
  });

  it("through res.json when it has been replaced on the response", async () => {
    const port = await serve({ a: 1 }, (res) => {
      const json = res.json.bind(res);
      res.json = (body: unknown) => json({ wrapped: body });
    });
    expect(await same(port)).toContain('{"wrapped":{"a":1}}');
  });
});
