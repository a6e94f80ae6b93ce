import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainJsonReader } from "./json-reader.ts";
import { captureRawBody } from "./webhook-hmac.ts";

// The direct reader against express.json as json-body.ts sets it up: the same outcome for every body it
// reads itself, and the body-parser middleware for every other one.
const LIMIT = 1024;
const bodyParser = () =>
  express.json({
    limit: LIMIT,
    type: ["application/json", "application/*+json"],
    strict: false,
    verify: captureRawBody,
  });
let fellBack = 0;
const counted =
  (parser: RequestHandler): RequestHandler =>
  (req, res, next) => {
    fellBack++;
    return parser(req, res, next);
  };
type Outcome = { body?: unknown; raw?: string; error?: { status: unknown; type: unknown; expose: unknown } };
const seen: Record<string, Outcome[]> = { direct: [], parser: [] };
const record =
  (which: string): RequestHandler =>
  (req, res) => {
    seen[which]!.push({ body: req.body, raw: req.rawBody?.toString("base64") });
    res.json({ ok: true });
  };
const failed =
  (which: string): ErrorRequestHandler =>
  (err, _req, res, _next) => {
    const { status, type, expose } = err as Record<string, unknown>;
    seen[which]!.push({ error: { status, type, expose } });
    res.status(Number(status) || 500).json({ type });
  };

let port: number;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.post("/direct", plainJsonReader(LIMIT, counted(bodyParser())), record("direct"), failed("direct"));
  app.post("/parser", bodyParser(), record("parser"), failed("parser"));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

/** A request as raw bytes (so a body can be anything, and end early). */
const raw = (path: string, type: string, body: Buffer, options: { length?: number; abort?: boolean } = {}) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const head =
      `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: ${type}\r\n` +
      `Content-Length: ${options.length ?? body.length}\r\n\r\n`;
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("close", () => resolve(answer));
    socket.write(Buffer.concat([Buffer.from(head), body]));
    if (options.abort) setTimeout(() => socket.destroy(), 50);
  });

const statusOf = (answer: string) => answer.split(" ")[1];

describe("the direct JSON reader", () => {
  const cases: [string, string, Buffer][] = [
    ["an object", "application/json", Buffer.from('{"a":1,"b":[true,null]}')],
    ["a BOM before it", "application/json", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')])],
    ["a BOM alone", "application/json", Buffer.from([0xef, 0xbb, 0xbf])],
    ["whitespace around an array", "application/json; charset=utf-8", Buffer.from(" \n[1, 2]\t ")],
    ["a bare string (not strict)", "Application/JSON;Charset=UTF-8", Buffer.from('"just a string"')],
    ["null", "application/json", Buffer.from("null")],
    [
      "invalid UTF-8 in a string",
      "application/json",
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
    ],
    ["malformed JSON", "application/json", Buffer.from('{"a":')],
    ["a duplicate member", "application/json", Buffer.from('{"a":1,"a":2}')],
    ["a body at the limit", "application/json", Buffer.from(`"${"x".repeat(LIMIT - 2)}"`)],
  ];

  it("reads what it takes exactly as body-parser does: body, raw bytes and errors", async () => {
    for (const [what, type, body] of cases) {
      const before = fellBack;
      const direct = await raw("/direct", type, body);
      const parser = await raw("/parser", type, body);
      expect(fellBack, `${what}: read directly`).toBe(before);
      expect(statusOf(direct), what).toBe(statusOf(parser));
      expect(seen.direct!.at(-1), what).toEqual(seen.parser!.at(-1));
    }
    expect(seen.direct!.some((outcome) => outcome.error?.type === "entity.parse.failed")).toBe(true);
  });

  it("reports an upload that stops short as body-parser does", async () => {
    for (const path of ["/direct", "/parser"])
      await raw(path, "application/json", Buffer.from('{"a":'), { length: 200, abort: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.direct!.at(-1)).toEqual({ error: { status: 400, type: "request.aborted", expose: true } });
    expect(seen.direct!.at(-1)).toEqual(seen.parser!.at(-1));
  });

  it("leaves every other body to body-parser", async () => {
    const others: [string, Buffer, number?][] = [
      ["application/merge-patch+json", Buffer.from("{}")],
      ["application/json; charset=latin1", Buffer.from("{}")],
      ["application/json", Buffer.from(`"${"x".repeat(LIMIT)}"`)],
      ["application/json", Buffer.alloc(0)],
    ];
    for (const [type, body] of others) {
      const before = fellBack;
      const direct = await raw("/direct", type, body);
      const parser = await raw("/parser", type, body);
      expect(fellBack, type).toBe(before + 1);
      expect(statusOf(direct)).toBe(statusOf(parser));
      expect(seen.direct!.at(-1)).toEqual(seen.parser!.at(-1));
    }
  });
});
