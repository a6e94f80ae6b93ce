import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { scratchDatabase } from "../harness.ts";
import { type ChildServer, killChildServer, startChildServer, stopChildServer } from "../ledger/child-server.ts";

/**
 * What operators run: several server processes on one PostgreSQL database behind a round-robin load
 * balancer. Every promise the platform makes "across instances" is tested here, with concurrent
 * bursts through the proxy, not with calls one after another.
 */

/** How many instances the suite runs (MULTI_INSTANCES; 3 unless set, 1 to compare with one instance). */
export const INSTANCES = Number(process.env.MULTI_INSTANCES ?? 3);

/** The header the proxy puts on an answer it made itself (a backend could not answer), never a server's. */
export const PROXY_ERROR_HEADER = "x-proxy-error";

export type RoundRobinProxy = {
  url: string;
  /** Requests each backend answered, by index. */
  answered: number[];
  close(): Promise<void>;
};

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

/**
 * A round-robin HTTP proxy on 127.0.0.1, as nginx's `upstream` with `proxy_next_upstream error` would
 * run: each request goes to the next backend in turn; a backend that refuses the connection is marked
 * down for two seconds and the request goes to the next (nothing was sent, so any method may move);
 * an idempotent request whose connection failed before an answer moves too. Anything else a backend
 * fails to answer is a 502 marked with PROXY_ERROR_HEADER, so a test can tell the proxy's answers from
 * the servers'. It appends the client's address to X-Forwarded-For (the servers trust loopback).
 */
export const startRoundRobinProxy = async (backends: string[]): Promise<RoundRobinProxy> => {
  // Idle upstream connections close before the servers' own keep-alive timeout (5 s, server.ts), as an
  // operator sets nginx's upstream `keepalive_timeout` below the backends': otherwise a request sent on a
  // connection the server is closing at that moment meets a reset, and a POST cannot be retried.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
  const downUntil = backends.map(() => 0);
  const answered = backends.map(() => 0);
  let turn = 0;
  const pick = (): number | undefined => {
    const now = Date.now();
    for (let i = 0; i < backends.length; i++) {
      const index = turn++ % backends.length;
      if (downUntil[index]! <= now) return index;
    }
    return undefined;
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const headers: IncomingHttpHeaders = { ...req.headers };
      const client = req.socket.remoteAddress ?? "127.0.0.1";
      headers["x-forwarded-for"] = headers["x-forwarded-for"] ? `${headers["x-forwarded-for"]}, ${client}` : client;
      const fail = (why: string) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(502, { [PROXY_ERROR_HEADER]: why, "content-type": "text/plain" });
        res.end(why);
      };
      const attempt = (tries: number) => {
        const index = pick();
        if (index === undefined || tries >= backends.length * 2) return fail("no backend answers");
        const target = new URL(backends[index]!);
        let answeredHere = false;
        const upstream = request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
          (reply) => {
            answeredHere = true;
            answered[index]!++;
            const out: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(reply.headers)) {
              if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
            }
            res.writeHead(reply.statusCode ?? 502, out);
            reply.pipe(res);
            reply.on("error", () => res.destroy());
          },
        );
        upstream.on("error", (err: NodeJS.ErrnoException) => {
          if (answeredHere) return res.destroy();
          const refused = err.code === "ECONNREFUSED";
          if (refused) downUntil[index] = Date.now() + 2_000;
          if (refused || IDEMPOTENT.has(req.method ?? "")) return attempt(tries + 1);
          fail(`backend ${index}: ${err.code ?? err.message}`);
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type Cluster = {
  /** The proxy's URL: where clients call. */
  url: string;
  proxy: RoundRobinProxy;
  instances: ChildServer[];
  databaseUrl: string;
  /** SIGKILL one instance (no graceful shutdown). */
  kill(index: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * `count` server processes (`node src/main.ts`, as operators run it) on a scratch database of the real
 * PostgreSQL server, behind a round-robin proxy. The first starts alone (it runs the migrations), the
 * others together. TRUST_PROXY=loopback: the servers take the client's address from X-Forwarded-For as
 * the proxy appends it, so a test can speak for several clients by sending its own X-Forwarded-For.
 */
export const startCluster = async (
  postgresUrl: string,
  env: Record<string, string>,
  count = INSTANCES,
): Promise<Cluster> => {
  const scratch = await scratchDatabase(postgresUrl);
  const dirs: string[] = [];
  const instances: ChildServer[] = [];
  const start = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tp-cluster-"));
    dirs.push(dir);
    return startChildServer(scratch.url, dir, { TRUST_PROXY: "loopback", DB_POOL_SIZE: "6", ...env });
  };
  let proxy: RoundRobinProxy | undefined;
  const close = async () => {
    await proxy?.close();
    await Promise.all(instances.map((i) => stopChildServer(i)));
    await scratch.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    instances.push(await start());
    instances.push(...(await Promise.all(Array.from({ length: count - 1 }, start))));
    proxy = await startRoundRobinProxy(instances.map((i) => i.url));
  } catch (err) {
    await close();
    throw err;
  }
  return {
    url: proxy.url,
    proxy,
    instances,
    databaseUrl: scratch.url,
    kill: (index) => killChildServer(instances[index]!),
    close,
  };
};

export type Answer = { status: number; code: string | undefined; headers: Headers };

/** One JSON call through `base`, as a client behind `ip` (X-Forwarded-For). */
export const call = async (
  base: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<Answer & { body: any }> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, code: body?.code, headers: res.headers, body };
};

/** How many answers had each status, e.g. `{ 200: 30, 429: 60 }`. */
export const tally = (answers: { status: number }[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
};

/** `n` calls started `everyMs` apart (0: all at once), answered in any order. */
export const burst = <T>(n: number, everyMs: number, send: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      everyMs === 0
        ? send(i)
        : new Promise<T>((resolve, reject) => setTimeout(() => send(i).then(resolve, reject), i * everyMs)),
    ),
  );
