import http from "node:http";
import { computeSignature, sign } from "@trustplane/webhook-verifier";
import type { FuzzOperation } from "./contract-operations.ts";
import { type FuzzUsers, WEBHOOK_SECRET } from "./fixtures.ts";
import type { FuzzRequest } from "./requests.ts";
import {
  describeValue,
  excerpt,
  hasMarkers,
  jsonText,
  LongString,
  PoolRef,
  type Pools,
  percentEncode,
  RawJson,
  resolveRefs,
} from "./wire.ts";

/**
 * Requests as bytes on a socket. node:http rather than fetch: fetch refuses a body on GET, adds headers
 * of its own and cannot send bytes that are not UTF-8 or a path with a lone surrogate's bytes in it.
 */

export type WireRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** How the request reads in a failure message. */
  description: string;
  /** Every string the request carried, for telling an echo of ours from a leak of the server's. */
  sentText: string;
  /**
   * A request the server may refuse unread (a body past the operation's limit or past what a route
   * reads at all, a request line near Node's header limit): sent on a connection of its own.
   */
  large: boolean;
};

export type Outcome =
  | { status: number; headers: http.IncomingHttpHeaders; text: string; bytes: number }
  | { error: string };

const MAX_KEPT_RESPONSE = 1024 * 1024;
/** Bodies past this (or the operation's own limit) may be refused unread, or not read at all by a route without one. */
const LARGE_BODY = 64 * 1024;
/** Request lines past this approach Node's 16 kB header limit (431 before the app sees anything). */
const LARGE_PATH = 8 * 1024;

/** The text of a path or query value, percent-encoded unless it is raw (RawJson). */
const encoded = (value: unknown, pools: Pools): string => {
  if (value instanceof RawJson) return value.text;
  if (value instanceof PoolRef) return percentEncode(pools.pick(value));
  if (value instanceof LongString) return percentEncode(value.value());
  return percentEncode(typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
};

const headerText = (value: unknown, pools: Pools): string => {
  if (value instanceof PoolRef) return pools.pick(value);
  if (value instanceof LongString) return value.value();
  if (value instanceof RawJson) return value.text;
  return typeof value === "string" ? value : JSON.stringify(value);
};

export const materialize = async (
  req: FuzzRequest,
  op: FuzzOperation,
  pools: Pools,
  users: FuzzUsers,
): Promise<WireRequest> => {
  let path =
    req.rawPath ?? req.template.replace(/\{([^}]+)\}/g, (_, name: string) => encoded(req.path[name] ?? "", pools));
  const query = req.query.map(([key, value]) => `${percentEncode(key)}=${encoded(value, pools)}`);
  if (req.rawQuery !== undefined) query.push(req.rawQuery);
  if (query.length > 0) path += `?${query.join("&")}`;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name] = headerText(value, pools);
  const cookies = Object.entries(req.cookies).map(([name, value]) => `${name}=${headerText(value, pools)}`);
  if (cookies.length > 0) headers.cookie = cookies.join("; ");
  if (req.auth.kind !== "none") headers.authorization = users.authorization(req.auth);

  let body: Buffer | undefined;
  let bodyValue: unknown;
  let contentType: string | null = null;
  if (req.body.kind === "json") {
    bodyValue = resolveRefs(req.body.value, pools);
    contentType = req.body.contentType === undefined ? "application/json" : req.body.contentType;
  } else if (req.body.kind === "raw") {
    body = req.body.hex !== undefined ? Buffer.from(req.body.hex, "hex") : Buffer.from(req.body.text ?? "", "utf8");
    contentType = req.body.contentType;
  }

  if (op.webhook && req.webhook === "hmac") {
    const timestamp = Math.floor(Date.now() / 1000);
    let signed: Awaited<ReturnType<typeof sign>> | undefined;
    if (req.body.kind === "json" && !hasMarkers(bodyValue)) {
      try {
        // As a partner signs: the canonical text is what is sent.
        signed = await sign({ secret: WEBHOOK_SECRET, body: bodyValue, timestamp });
      } catch {
        // Not canonicalizable (a lone surrogate): sign the bytes sent instead.
      }
    }
    if (signed) {
      body = Buffer.from(signed.body, "utf8");
      headers["X-Svc-Timestamp"] = signed.headers["X-Svc-Timestamp"];
      headers["X-Svc-Signature"] = signed.headers["X-Svc-Signature"];
    } else {
      body ??= req.body.kind === "json" ? Buffer.from(jsonText(bodyValue), "utf8") : Buffer.alloc(0);
      headers["X-Svc-Timestamp"] = String(timestamp);
      headers["X-Svc-Signature"] = await computeSignature({ secret: WEBHOOK_SECRET, timestamp, body });
    }
  } else if (op.webhook && req.webhook === "fallback-header" && op.webhook.fallbackHeader) {
    delete headers["X-Svc-Timestamp"];
    delete headers["X-Svc-Signature"];
    headers[op.webhook.fallbackHeader] = WEBHOOK_SECRET;
  }
  if (req.body.kind === "json") body ??= Buffer.from(jsonText(bodyValue), "utf8");
  if (body !== undefined) headers["content-length"] = String(body.length);
  if (contentType !== null) headers["content-type"] = contentType;

  const shownHeaders = Object.entries(headers)
    .filter(([name]) => name !== "content-length")
    .map(([name, value]) => {
      if (name === "authorization")
        return `authorization: <${req.auth.kind === "user" ? `${req.auth.who}'s token` : req.auth.kind === "bad" ? `${req.auth.variant} token` : "none"}>`;
      return `${name}: ${excerpt(value, 80)}`;
    });
  const shownBody =
    req.body.kind === "json"
      ? describeValue(bodyValue, 600)
      : req.body.kind === "raw"
        ? req.body.hex !== undefined
          ? `<bytes ${req.body.hex}>`
          : JSON.stringify(excerpt(req.body.text ?? "", 300))
        : "<none>";
  const description = [
    `${req.method} ${excerpt(path, 300)}`,
    `    headers: ${shownHeaders.join(" | ") || "<none>"}`,
    `    body: ${shownBody}`,
  ].join("\n");
  const sentText = `${decodeLoosely(path)}\n${Object.values(headers).join("\n")}\n${body ? body.toString("utf8", 0, Math.min(body.length, 2_000_000)) : ""}`;
  const bodyBytes = body?.length ?? 0;
  const large = bodyBytes > Math.min(op.bodyLimit ?? LARGE_BODY, LARGE_BODY) || path.length > LARGE_PATH;
  return { method: req.method, path, headers, body, description, sentText, large };
};

const decodeLoosely = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** Send one request; a response that arrives is returned even when the socket then fails. */
export const send = (base: URL, agent: http.Agent, wire: WireRequest, timeoutMs = 60_000): Promise<Outcome> =>
  new Promise((resolve) => {
    let settled = false;
    let response: Outcome | undefined;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    // A large request (a body the server may leave unread, a URL past its header limit) goes on a
    // connection of its own, closed after it: a server answering before reading it all may reset the
    // connection, and that must not fall on the next request sharing a kept-alive socket.
    const { large } = wire;
    let request: http.ClientRequest;
    try {
      request = http.request({
        host: base.hostname,
        port: base.port,
        method: wire.method,
        path: wire.path,
        headers: large ? { ...wire.headers, connection: "close" } : wire.headers,
        agent: large ? false : agent,
      });
    } catch (err) {
      finish({ error: `client-refused: ${(err as Error).message}` });
      return;
    }
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no response within ${timeoutMs / 1000} s`)));
    request.on("response", (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= MAX_KEPT_RESPONSE) chunks.push(chunk);
      });
      res.on("end", () => {
        response = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString("utf8"),
          bytes,
        };
        finish(response);
      });
      res.on("error", (err) => finish(response ?? { error: `response-aborted: ${err.message}` }));
    });
    // A server may answer (and close) before it has read a large request; the reset that follows can
    // reach this client before the answer does. Such a reset is marked as what it is.
    request.on("error", (err) => {
      const code = (err as NodeJS.ErrnoException).code ?? err.message;
      const early = large && (code === "ECONNRESET" || code === "EPIPE");
      finish(response ?? { error: early ? `closed-while-sending: ${code}` : code });
    });
    request.end(wire.body);
  });
