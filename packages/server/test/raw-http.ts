// Requests over node:http with the answer as sent (headers in order, repeats kept), and what the servers'
// observability shows of them: for tests that compare two servers' answers to the same requests.
import { request as httpRequest } from "node:http";
import express from "express";
import { expect } from "vitest";
import type { TestServer } from "./harness.ts";
import type { capturedLogs } from "./log-capture.ts";

export type Answer = { status: number; headers: [string, string][]; body: Buffer };

/** One request over node:http; the response's headers as sent (lower-cased names, in order, repeats kept). */
export const send = (
  server: TestServer,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
) =>
  new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(`${server.url}${url}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = res.rawHeaders;
        const pairs: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
        resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end(body);
  });

/** Headers whose values depend on the moment or are minted per request: compared by their shape. */
export const BY_SHAPE: Record<string, RegExp> = { date: /GMT$/, "x-ratelimit-reset": /^\d+$/, "retry-after": /^\d+$/ };
export const MINTED_ID = /^req_[0-9a-f-]{36}$/;
export const shaped = (headers: [string, string][], mintedId: boolean) =>
  headers.map(([name, value]): [string, string] => {
    const shape = BY_SHAPE[name] ?? (mintedId && name === "x-request-id" ? MINTED_ID : undefined);
    if (shape === undefined) return [name, value];
    expect(value, name).toMatch(shape);
    return [name, `<${name}>`];
  });

export const header = (answer: Answer, name: string) => answer.headers.find(([n]) => n === name)?.[1];

/** The request log's line for a request id. */
export const logLine = (logs: ReturnType<typeof capturedLogs>, requestId: string) =>
  logs.records().find((r) => r.msg === "request" && r.requestId === requestId);

/** `http_request_duration_seconds_count` of a server's /metrics, by `method status route`. */
export const durationCounts = async (server: TestServer): Promise<Map<string, number>> => {
  const text = (await send(server, "GET", "/metrics")).body.toString();
  const counts = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line.startsWith("http_request_duration_seconds_count{")) continue;
    const label = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(line)?.[1];
    counts.set(`${label("method")} ${label("status")} ${label("route")}`, Number(line.split(" ").pop()));
  }
  return counts;
};

/**
 * Counts the requests Express's app handles, by the local port they came in on (so by server), from now
 * until `restore`: an app copies `handle` from express.application when it is made, so call this before
 * starting the servers.
 */
export const countExpressHandling = () => {
  const handled = new Map<number, number>();
  const application = express.application as unknown as { handle: (...args: unknown[]) => unknown };
  const handle = application.handle;
  application.handle = function (this: unknown, ...args: unknown[]) {
    const port = (args[0] as { socket: { localPort: number } }).socket.localPort;
    handled.set(port, (handled.get(port) ?? 0) + 1);
    return handle.apply(this, args);
  };
  return {
    handled,
    restore: () => {
      application.handle = handle;
    },
  };
};
