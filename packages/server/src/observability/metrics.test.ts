import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpMetrics, type HttpMetrics } from "./metrics.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A bare Express app (no contract validator), so routes fall back to Express's own templates. */
const appWith = async (metrics: HttpMetrics): Promise<string> => {
  const app = express();
  app.use(metrics.middleware);
  app.get("/items/:id", (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const countLine = (text: string, route: string, status: string) =>
  text
    .split("\n")
    .find(
      (line) =>
        line.startsWith("http_request_duration_seconds_count{") &&
        line.includes(`route="${route}"`) &&
        line.includes(`status="${status}"`),
    );

describe("createHttpMetrics", () => {
  it("gives every app its own registry, so several apps in one process do not collide", async () => {
    const a = createHttpMetrics();
    const b = createHttpMetrics();
    expect(a.registry).not.toBe(b.registry);
    const urlA = await appWith(a);
    await appWith(b);
    await (await fetch(`${urlA}/items/1`)).text();
    expect(countLine(await a.registry.metrics(), "/items/{id}", "200")).toMatch(/ 1$/);
    expect(countLine(await b.registry.metrics(), "/items/{id}", "200")).toBeUndefined();
  });

  it("uses the Express route template outside the contract and 'unmatched' when nothing matched", async () => {
    const metrics = createHttpMetrics();
    const url = await appWith(metrics);
    await (await fetch(`${url}/items/42`)).text();
    await (await fetch(`${url}/items/43`)).text();
    await (await fetch(`${url}/elsewhere/44`)).text();
    const text = await metrics.registry.metrics();
    expect(countLine(text, "/items/{id}", "200")).toMatch(/ 2$/);
    expect(countLine(text, "unmatched", "404")).toMatch(/ 1$/);
    expect(text).not.toMatch(/route="[^"]*4[234]/);
  });
});
