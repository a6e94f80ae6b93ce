import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { Agent, buildConnector, request } from "undici";
import { type Env, int, list } from "./env.ts";

/**
 * Outbound HTTP to URLs that users give us (merchant webhook deliveries), safe against SSRF.
 *
 * - Only `http:` and `https:` URLs without credentials.
 * - Every address the client connects to must be public (`isPublicAddress`), unless the operator
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
 *
 * Address classification uses node:net's `BlockList` (built in, and it matches IPv4-mapped IPv6
 * addresses against IPv4 rules by itself), plus a small IPv6 parser for the forms that embed an IPv4
 * address (NAT64, 6to4), rather than another dependency (ipaddr.js): the table of ranges below is the
 * whole policy, in one place.
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
  /** Closes idle connections; waits for requests in flight. */
  close(): Promise<void>;
};

/** Read and thrown away past the excerpt before the connection is dropped instead of reused. */
export const DRAIN_LIMIT_BYTES = 64 * 1024;
/** Response headers beyond this are `response-too-large`. */
const MAX_HEADER_BYTES = 16 * 1024;

// ---------------------------------------------------------------------------------------------------
// Address classification

/** IPv4 ranges that are not public (IANA special-purpose registry, RFC 6890 and successors). */
const NON_PUBLIC_V4: readonly [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.31.196.0", 24], // AS112-v4
  ["192.52.193.0", 24], // AMT
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["192.175.48.0", 24], // direct delegation AS112
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
];

/**
 * IPv6 ranges that are not public inside 2000::/3 (everything outside 2000::/3 is not public: ::, ::1,
 * fc00::/7, fe80::/10, ff00::/8, 100::/64, …; the IPv4-embedding forms are judged by their IPv4 address).
 */
const NON_PUBLIC_V6: readonly [string, number][] = [
  ["2001::", 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID, …
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation (RFC 9637)
];

const nonPublicV4 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) nonPublicV4.addSubnet(network, prefix, "ipv4");
const nonPublicV6 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V6) nonPublicV6.addSubnet(network, prefix, "ipv6");

/** An address without brackets or zone (`[fe80::1%eth0]` → `fe80::1`). */
const bareAddress = (address: string): string => address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");

/** The 16 bytes of an IPv6 address (already known valid by `isIP`). */
const ipv6Bytes = (address: string): Uint8Array => {
  let text = address;
  const bytes = new Uint8Array(16);
  // A trailing dotted IPv4 part (`::ffff:1.2.3.4`) becomes two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16)));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  all.forEach((group, i) => {
    bytes[2 * i] = group >> 8;
    bytes[2 * i + 1] = group & 0xff;
  });
  return bytes;
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean => prefix.every((b, i) => bytes[i] === b);

/** The IPv4 address an IPv6 address stands for, when it is one of the forms that route to one. */
const embeddedIPv4 = (bytes: Uint8Array): string | undefined => {
  const v4 = (at: number) => Array.from(bytes.subarray(at, at + 4)).join(".");
  // ::ffff:0:0/96, IPv4-mapped
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return v4(12);
  // 64:ff9b::/96, NAT64 well-known prefix
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return v4(12);
  // 2002::/16, 6to4
  if (startsWith(bytes, [0x20, 0x02])) return v4(2);
  return undefined;
};

/**
 * Whether an address is public: reachable on the internet and not one of ours. Loopback, private,
 * link-local (cloud metadata), CGNAT, multicast, reserved, documentation and the like are not; nor is
 * anything that is not an IP address. IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4) are
 * judged by that address.
 */
export const isPublicAddress = (address: string): boolean => {
  const ip = bareAddress(address);
  const family = isIP(ip);
  if (family === 4) return !nonPublicV4.check(ip, "ipv4");
  if (family !== 6) return false;
  const bytes = ipv6Bytes(ip);
  const v4 = embeddedIPv4(bytes);
  if (v4 !== undefined) return isPublicAddress(v4);
  // Global unicast is 2000::/3; the rest of the space is loopback, unspecified, ULA, link-local, multicast, reserved.
  if (((bytes[0] ?? 0) & 0xe0) !== 0x20) return false;
  return !nonPublicV6.check(ip, "ipv6");
};

/** A CIDR (`10.0.0.0/8`, `fd00::/8`) or a bare address; `what` names the setting in the error. */
const parseCidr = (text: string, what: string): { network: string; prefix: number; type: "ipv4" | "ipv6" } => {
  const [network = "", prefixText, ...rest] = text.trim().split("/");
  const family = isIP(network);
  const max = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (family === 0 || rest.length > 0 || !/^\d+$/.test(prefixText ?? String(max)) || prefix > max) {
    throw new Error(`${what} must be CIDRs such as 127.0.0.1/32 or fd00::/8, got "${text}"`);
  }
  return { network, prefix, type: family === 4 ? "ipv4" : "ipv6" };
};

/** Whether the client may connect to `address`: public, or allowed by the operator. */
const addressPolicy = (allowPrivate: OutboundOptions["allowPrivate"]): ((address: string) => boolean) => {
  if (allowPrivate === true) return (address) => isIP(bareAddress(address)) !== 0;
  const allowed = new BlockList();
  for (const cidr of allowPrivate || []) {
    const { network, prefix, type } = parseCidr(cidr, "allowPrivate");
    allowed.addSubnet(network, prefix, type);
  }
  return (address) => {
    const ip = bareAddress(address);
    const family = isIP(ip);
    if (family === 0) return false;
    return isPublicAddress(ip) || allowed.check(ip, family === 4 ? "ipv4" : "ipv6");
  };
};

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

  const post: OutboundClient["post"] = async (url, init) => {
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
        method: "POST",
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

  return { post, close: () => agent.close() };
};

// ---------------------------------------------------------------------------------------------------
// Configuration

export type OutboundConfig = { timeoutMs: number; maxResponseBytes: number; allowPrivate: readonly string[] };

/**
 * OUTBOUND_TIMEOUT_MS, OUTBOUND_MAX_RESPONSE_BYTES and OUTBOUND_ALLOW_PRIVATE. Nothing non-public is
 * allowed by default, under any NODE_ENV: tests and development name what they need.
 */
export const outboundConfigFromEnv = (env: Env): OutboundConfig => {
  const allowPrivate = list(env.OUTBOUND_ALLOW_PRIVATE);
  for (const cidr of allowPrivate) parseCidr(cidr, "OUTBOUND_ALLOW_PRIVATE");
  return {
    timeoutMs: int(env, "OUTBOUND_TIMEOUT_MS", 15_000, 1),
    maxResponseBytes: int(env, "OUTBOUND_MAX_RESPONSE_BYTES", 4096, 0),
    allowPrivate,
  };
};
