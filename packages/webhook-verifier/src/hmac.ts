/**
 * HMAC-SHA256 over `<timestamp>.<body>`.
 *
 * Two interchangeable backends compute the same bytes:
 * - Web Crypto (`globalThis.crypto.subtle`), available on Node ≥ 20, Deno, Bun, workers and browsers.
 *   Imported keys are cached per secret, because `importKey` costs about as much as the HMAC itself.
 * - On Node (and Bun/Deno when they offer it), node:crypto's synchronous `createHmac`, reached at run time
 *   through `process.getBuiltinModule` rather than an import, so bundlers and non-Node runtimes never see
 *   a `node:` specifier. It is several times faster than Web Crypto's asynchronous job per call.
 */
import { toHex } from "./hex.js";

/** The slice of node:crypto this module uses (structural, so no Node type is needed). */
type NodeHmac = { update(data: string | Uint8Array): NodeHmac; digest(): Uint8Array };
type NodeCrypto = { createHmac(algorithm: "sha256", key: string | Uint8Array): NodeHmac };

const nodeCrypto = (): NodeCrypto | undefined => {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (typeof runtime?.getBuiltinModule !== "function") return undefined;
  try {
    const module = runtime.getBuiltinModule("node:crypto") as Partial<NodeCrypto> | undefined;
    return typeof module?.createHmac === "function" ? (module as NodeCrypto) : undefined;
  } catch {
    return undefined;
  }
};

/** Looked up once, when this module loads. */
const NODE_CRYPTO = nodeCrypto();

/** Which implementation computes HMACs in this runtime (reported for diagnostics and benchmarks). */
export const hmacBackend: "node:crypto" | "web-crypto" = NODE_CRYPTO ? "node:crypto" : "web-crypto";

const encoder = new TextEncoder();

const subtle = (): SubtleCrypto => {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error("Web Crypto (globalThis.crypto.subtle) is not available in this runtime");
  return api;
};

/**
 * Imported HMAC keys by secret. A receiver uses one to a handful of secrets, so the cache stays tiny; the
 * bound only guards against a caller that passes a fresh secret on every call.
 */
const keys = new Map<string, Promise<CryptoKey>>();
const MAX_CACHED_KEYS = 32;

const hmacKey = (secret: string): Promise<CryptoKey> => {
  let key = keys.get(secret);
  if (key === undefined) {
    if (keys.size >= MAX_CACHED_KEYS) keys.delete(keys.keys().next().value as string);
    key = subtle().importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    // A failed import is not cached: the next call tries again.
    key.catch(() => keys.delete(secret));
    keys.set(secret, key);
  }
  return key;
};

/** `prefix` then `body`, as bytes. */
const concat = (prefix: string, body: string | Uint8Array): Uint8Array => {
  if (typeof body === "string") return encoder.encode(prefix + body);
  const head = encoder.encode(prefix);
  const out = new Uint8Array(head.length + body.length);
  out.set(head, 0);
  out.set(body, head.length);
  return out;
};

/** The bytes that are signed: the timestamp, a dot, then the body exactly as sent. */
export const signedPayload = (timestamp: string | number, body: string | Uint8Array): Uint8Array =>
  concat(`${timestamp}.`, body);

/** HMAC-SHA256 with node:crypto, or `undefined` when this runtime has no node:crypto. */
export const nodeHmacSha256 = (
  secret: string,
  timestamp: string | number,
  body: string | Uint8Array,
): Uint8Array | undefined => NODE_CRYPTO?.createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest();

/** HMAC-SHA256 with Web Crypto. */
export const webHmacSha256 = async (
  secret: string,
  timestamp: string | number,
  body: string | Uint8Array,
): Promise<Uint8Array> => {
  const key = await hmacKey(secret);
  return new Uint8Array(await subtle().sign("HMAC", key, signedPayload(timestamp, body) as BufferSource));
};

/**
 * Raw HMAC-SHA256 of `<timestamp>.<body>` (32 bytes): synchronously when node:crypto is there, else a
 * promise from Web Crypto. Callers `await` it either way.
 */
export const hmacSha256 = (
  secret: string,
  timestamp: string | number,
  body: string | Uint8Array,
): Uint8Array | Promise<Uint8Array> =>
  nodeHmacSha256(secret, timestamp, body) ?? webHmacSha256(secret, timestamp, body);

/** The `X-Svc-Signature` value for `<timestamp>.<body>` under `secret`: lowercase hex of the HMAC. */
export const computeSignature = async (options: {
  secret: string;
  timestamp: string | number;
  body: string | Uint8Array;
}): Promise<string> => toHex(await hmacSha256(options.secret, options.timestamp, options.body));

/**
 * Imported keys given as bytes (Standard Webhooks secrets), by the secret's text: kept apart from `keys`,
 * whose entries are keyed by the text that is itself the key.
 */
const byteKeys = new Map<string, Promise<CryptoKey>>();

const byteHmacKey = (id: string, key: Uint8Array): Promise<CryptoKey> => {
  let imported = byteKeys.get(id);
  if (imported === undefined) {
    if (byteKeys.size >= MAX_CACHED_KEYS) byteKeys.delete(byteKeys.keys().next().value as string);
    imported = subtle().importKey("raw", key as BufferSource, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    imported.catch(() => byteKeys.delete(id));
    byteKeys.set(id, imported);
  }
  return imported;
};

/**
 * HMAC-SHA256 of `prefix` then `body` under a key given as bytes; `id` names the key for the Web Crypto
 * key cache (the secret's text). Synchronous with node:crypto, a promise with Web Crypto.
 */
export const hmacSha256WithKey = (
  id: string,
  key: Uint8Array,
  prefix: string,
  body: string | Uint8Array,
): Uint8Array | Promise<Uint8Array> => {
  if (NODE_CRYPTO) return NODE_CRYPTO.createHmac("sha256", key).update(prefix).update(body).digest();
  return byteHmacKey(id, key).then(
    async (imported) => new Uint8Array(await subtle().sign("HMAC", imported, concat(prefix, body) as BufferSource)),
  );
};
