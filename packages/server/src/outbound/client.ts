import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import { Agent, buildConnector, request } from "undici";
import { addressPolicy, bareAddress } from "./addresses.ts";

/**
 * Outbound HTTP to URLs that users give us (merchant webhook deliveries), safe against SSRF.
 *
 * - Only `http:` and `https:` URLs without credentials.
 * - Every address the client connects to must be public (`isPublicAddress`, outbound/addresses.ts), unless the operator
 *   allowed it (`allowPrivate`). An IP-literal host is checked before anything else; a name is checked
 *   in the connection's own DNS lookup (undici's `connect.lookup`, handed to `net.connect`/`tls.connect`),
 *   on every address it resolves to: the address checked is the address connected to, so a name that
 *   resolves to a public address once and to 127.0.0.1 the next time (DNS rebinding) is refused then.
 *   The connector checks an IP-literal host again itself, whatever path reached it.
 * - Redirects are never followed: undici's `request` follows none (no redirect interceptor here), so a
 *   3xx is returned as it is, `Location` in its headers (what `fetch`'s `redirect: "manual"` is for).
 * - One deadline covers connecting, the response's headers and its body; the caller's signal as well.
 * - The body is kept up to `maxResponseBytes`; the rest is read and discarded up to `DRAIN_LIMIT_BYTES`
 *   more (so the connection can be reused), beyond that the connection is dropped.
 * - Failures are `OutboundError`s with a `reason` and a message safe to store and show to the user who
 *   gave the URL: it never names the address a host name resolved to (that would let them map our
 *   network's DNS) and carries no stack of ours.
 */

export type OutboundFailure =
  | "invalid-url"
  | "scheme-not-allowed"
  | "address-not-allowed"
  | "dns-failed"
  | "timeout"
  | "connect-failed"
  | "tls-failed"
  | "response-too-large";

export class OutboundError extends Error {
  readonly reason: OutboundFailure;
  constructor(reason: OutboundFailure, message: string) {
    super(message);
    this.name = "OutboundError";
    this.reason = reason;
  }
}

export type OutboundResponse = {
  status: number;
  /** Response headers, lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The first `maxResponseBytes` bytes of the body as UTF-8 (a character cut in two is left out). */
  bodyExcerpt: string;
  /** Whether the body was longer than the excerpt. */
  truncated: boolean;
  /** From the call to the end of the body (or to when the connection was dropped). */
  latencyMs: number;
};

export type ResolvedAddress = { address: string; family: number };

export type OutboundOptions = {
  /**
   * Non-public addresses allowed all the same: CIDRs (`"127.0.0.1/32"`, `"fd00::/8"`; a bare address is
   * one host), or `true` for every address. For tests and development; empty by default.
   */
  allowPrivate?: boolean | readonly string[];
  /** Connect + response headers + body, in all. */
  timeoutMs: number;
  /** The body kept for the response's excerpt. */
  maxResponseBytes: number;
  userAgent: string;
  /** Resolves a host name to every address (default: the system resolver, `dns.lookup` with `all`). For tests. */
  resolve?: (hostname: string) => Promise<readonly ResolvedAddress[]>;
};

export type OutboundClient = {
  /**
   * POSTs `body` to `url` and reads the response. Throws an OutboundError, or, when the caller's
   * `signal` aborts first, that signal's reason (the caller gave up; nothing to record against the URL).
   */
  post(
    url: string,
    init: { headers: Record<string, string>; body: string | Uint8Array; signal?: AbortSignal },
  ): Promise<OutboundResponse>;
  /** GETs `url`, with the same checks and failures as `post`. */
  get(url: string, init: { headers: Record<string, string>; signal?: AbortSignal }): Promise<OutboundResponse>;
  /** Closes idle connections; waits for requests in flight. */
  close(): Promise<void>;
};

/** Read and thrown away past the excerpt before the connection is dropped instead of reused. */
export const DRAIN_LIMIT_BYTES = 64 * 1024;
/** Response headers beyond this are `response-too-large`. */
const MAX_HEADER_BYTES = 16 * 1024;

// ---------------------------------------------------------------------------------------------------
// Errors

const TLS_CODES = new Set([
  "EPROTO",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "CERT_REVOKED",
  "CERT_UNTRUSTED",
  "CERT_REJECTED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "HOSTNAME_MISMATCH",
]);
const TIMEOUT_CODES = new Set([
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "ETIMEDOUT",
]);
const TOO_LARGE_CODES = new Set(["UND_ERR_HEADERS_OVERFLOW", "UND_ERR_RES_EXCEEDED_MAX_SIZE"]);

type ErrorLike = { code?: unknown; cause?: unknown; errors?: unknown };

/** The error and everything it wraps (`cause`, an AggregateError's `errors`). */
const errorChain = (err: unknown): ErrorLike[] => {
  const seen: ErrorLike[] = [];
  const visit = (e: unknown) => {
    if (typeof e !== "object" || e === null || seen.includes(e as ErrorLike) || seen.length > 16) return;
    const like = e as ErrorLike;
    seen.push(like);
    visit(like.cause);
    if (Array.isArray(like.errors)) for (const inner of like.errors) visit(inner);
  };
  visit(err);
  return seen;
};

/** A code fit to show: Node's and OpenSSL's are upper-case words. */
const safeCode = (code: unknown): string | undefined =>
  typeof code === "string" && /^[A-Z0-9_]{2,64}$/.test(code) ? code : undefined;

/** What went wrong, as an OutboundError (exported for tests). */
export const classifyFailure = (err: unknown, timeoutMs: number): OutboundError => {
  const chain = errorChain(err);
  const own = chain.find((e): e is OutboundError => e instanceof OutboundError);
  if (own) return own;
  const codes = chain.map((e) => safeCode(e.code)).filter((c): c is string => c !== undefined);
  const suffix = (code: string | undefined) => (code ? ` (${code})` : "");
  if (codes.some((c) => TIMEOUT_CODES.has(c))) {
    return new OutboundError("timeout", `no complete response within ${timeoutMs} ms`);
  }
  if (codes.some((c) => TOO_LARGE_CODES.has(c))) {
    return new OutboundError("response-too-large", "the response's headers are too large");
  }
  const tls = codes.find((c) => TLS_CODES.has(c) || c.startsWith("ERR_TLS_") || c.startsWith("ERR_SSL_"));
  if (tls) return new OutboundError("tls-failed", `the TLS handshake failed${suffix(tls)}`);
  return new OutboundError("connect-failed", `the connection failed${suffix(codes[0])}`);
};

// ---------------------------------------------------------------------------------------------------
// The client

const systemResolve = async (hostname: string): Promise<readonly ResolvedAddress[]> =>
  dnsLookup(hostname, { all: true, order: "verbatim" });

/** A host name nothing resolves, as the system resolver reports one (ENOTFOUND). */
const notFound = (hostname: string) =>
  Object.assign(new Error(`${hostname} does not resolve`), { code: "ENOTFOUND", hostname });

/**
 * The resolver outbound requests use: the names of OUTBOUND_HOSTS first (as curl's --resolve), then the
 * system resolver, except when `offline` (NODE_ENV=test), where nothing but those names and `localhost`
 * resolves: a test never asks DNS, so it never reaches the internet, however its URLs were made.
 */
export const hostsResolver = (
  hosts: ReadonlyMap<string, readonly string[]>,
  offline: boolean,
): ((hostname: string) => Promise<readonly ResolvedAddress[]>) => {
  const known = new Map(
    [...hosts].map(([name, addresses]) => [name, addresses.map((address) => ({ address, family: isIP(address) }))]),
  );
  if (offline && !known.has("localhost")) {
    known.set("localhost", [
      { address: "127.0.0.1", family: 4 },
      { address: "::1", family: 6 },
    ]);
  }
  return async (hostname) => {
    const found = known.get(hostname.toLowerCase());
    if (found) return found;
    if (offline) throw notFound(hostname);
    return systemResolve(hostname);
  };
};

const DNS_NOT_FOUND = new Set(["ENOTFOUND", "ENODATA", "EAI_NONAME", "EAI_NODATA"]);

const flattenHeaders = (headers: Record<string, string | string[] | undefined>): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
};

export const createOutboundClient = (options: OutboundOptions): OutboundClient => {
  const { timeoutMs, maxResponseBytes, userAgent } = options;
  const mayConnect = addressPolicy(options.allowPrivate);
  const resolve = options.resolve ?? systemResolve;

  // net.connect/tls.connect call this for a host name (never for an IP literal); with autoSelectFamily
  // (Node's default) they ask for every address and connect to one of those given here.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    const fail = (err: OutboundError) => callback(err as unknown as NodeJS.ErrnoException, "", 0);
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return fail(new OutboundError("dns-failed", "the host name has no address"));
        if (!addresses.every((a) => mayConnect(a.address))) {
          return fail(new OutboundError("address-not-allowed", "the host name resolves to a non-public address"));
        }
        const family = lookupOptions.family === "IPv4" ? 4 : lookupOptions.family === "IPv6" ? 6 : lookupOptions.family;
        const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        const first = usable[0];
        if (!first) return fail(new OutboundError("dns-failed", `the host name has no IPv${family} address`));
        if (lookupOptions.all)
          callback(
            null,
            usable.map((a) => ({ address: a.address, family: a.family })),
          );
        else callback(null, first.address, first.family);
      },
      (err: unknown) => {
        const code = safeCode((err as ErrorLike).code);
        const notFound = code !== undefined && DNS_NOT_FOUND.has(code);
        fail(
          new OutboundError(
            "dns-failed",
            `the host name ${notFound ? "does not resolve" : "could not be resolved"}${code ? ` (${code})` : ""}`,
          ),
        );
      },
    );
  };

  const baseConnector = buildConnector({ timeout: timeoutMs, lookup, allowH2: false });
  const connector: buildConnector.connector = (connectOptions, callback) => {
    // Whatever path led here, an IP literal is checked again at the connection itself.
    const host = bareAddress(connectOptions.hostname);
    if (isIP(host) !== 0 && !mayConnect(host)) {
      queueMicrotask(() =>
        callback(new OutboundError("address-not-allowed", "the URL's host is not a public address"), null),
      );
      return;
    }
    baseConnector(connectOptions, callback);
  };

  const agent = new Agent({
    connect: connector,
    allowH2: false,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    maxHeaderSize: MAX_HEADER_BYTES,
  });

  const send = async (
    method: "GET" | "POST",
    url: string,
    init: { headers: Record<string, string>; body?: string | Uint8Array; signal?: AbortSignal },
  ): Promise<OutboundResponse> => {
    const started = performance.now();
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new OutboundError("invalid-url", "the URL is not valid");
    }
    if (target.protocol !== "http:" && target.protocol !== "https:") {
      throw new OutboundError("scheme-not-allowed", "only http: and https: URLs are allowed");
    }
    if (target.username !== "" || target.password !== "") {
      throw new OutboundError("invalid-url", "the URL must not carry credentials (user:password@)");
    }
    if (target.hostname === "") throw new OutboundError("invalid-url", "the URL has no host");
    // WHATWG parsing has already turned 2130706433, 0x7f.1, 017700000001, 127.1 into 127.0.0.1.
    const literal = bareAddress(target.hostname);
    if (isIP(literal) !== 0 && !mayConnect(literal)) {
      throw new OutboundError("address-not-allowed", "the URL's host is not a public address");
    }
    target.hash = "";

    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([deadline, init.signal]) : deadline;
    const failed = (err: unknown): never => {
      const own = errorChain(err).find((e) => e instanceof OutboundError);
      if (own) throw own;
      if (deadline.aborted) throw new OutboundError("timeout", `no complete response within ${timeoutMs} ms`);
      // The caller gave up: theirs to handle, as with fetch.
      if (init.signal?.aborted) throw init.signal.reason;
      if (errorChain(err).some((e) => e.code === "UND_ERR_INVALID_ARG")) throw err; // our own misuse
      throw classifyFailure(err, timeoutMs);
    };

    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(target, {
        dispatcher: agent,
        method,
        headers: { ...init.headers, "user-agent": userAgent },
        body: init.body,
        signal,
      });
    } catch (err) {
      return failed(err);
    }

    const kept: Buffer[] = [];
    let keptBytes = 0;
    let total = 0;
    try {
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (keptBytes < maxResponseBytes) {
          const part = chunk.subarray(0, maxResponseBytes - keptBytes);
          kept.push(part);
          keptBytes += part.length;
        }
        // Leaving the loop destroys the body, which drops the connection.
        if (total > maxResponseBytes + DRAIN_LIMIT_BYTES) break;
      }
    } catch (err) {
      return failed(err);
    }
    return {
      status: response.statusCode,
      headers: flattenHeaders(response.headers),
      // stream: true holds back a character cut in two at the end instead of writing U+FFFD.
      bodyExcerpt: new TextDecoder("utf-8").decode(Buffer.concat(kept), { stream: true }),
      truncated: total > maxResponseBytes,
      latencyMs: Math.round(performance.now() - started),
    };
  };

  return {
    post: (url, init) => send("POST", url, init),
    get: (url, init) => send("GET", url, init),
    close: () => agent.close(),
  };
};
