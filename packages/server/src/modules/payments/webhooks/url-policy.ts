import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { addressPolicy, bareAddress } from "../../../outbound/addresses.ts";
import type { WebhookConfig } from "./config.ts";
import { webhookProblems } from "./problems.ts";

/**
 * What PAYMENTS_ALLOW_PRIVATE_WEBHOOKS=1 allows besides public addresses: loopback only (never private
 * networks or link-local metadata), and http: URLs.
 */
export const PRIVATE_ALLOWED = ["127.0.0.0/8", "::1"] as const;

/** How long subscribing waits for the host name's addresses. */
const RESOLVE_TIMEOUT_MS = 5_000;

export type UrlPolicy = {
  /** The outbound client's `allowPrivate` (outbound/client.ts), which checks again at connect time. */
  allowPrivate: readonly string[];
  /** Refuses (422) a URL that is not https: or whose host is not, or does not resolve only to, allowed addresses. */
  check(url: string): Promise<string>;
  /** Whether the URL's scheme may be used (checked again at each attempt). */
  schemeAllowed(url: URL): boolean;
};

export const urlPolicy = (
  config: Pick<WebhookConfig, "allowPrivate">,
  /** What the operator allows every outbound request besides (OUTBOUND_ALLOW_PRIVATE). */
  operatorAllowed: readonly string[] = [],
  resolve: (host: string) => Promise<readonly { address: string }[]> = (host) =>
    lookup(host, { all: true, order: "verbatim" }),
): UrlPolicy => {
  const allowPrivate = [...(config.allowPrivate ? PRIVATE_ALLOWED : []), ...operatorAllowed];
  const mayConnect = addressPolicy(allowPrivate);
  const schemeAllowed = (url: URL) => url.protocol === "https:" || (config.allowPrivate && url.protocol === "http:");

  return {
    allowPrivate,
    schemeAllowed,
    async check(text) {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        throw webhookProblems.urlNotHttps("The URL is not a valid absolute URL.");
      }
      if (!schemeAllowed(url)) throw webhookProblems.urlNotHttps("The URL must be https:.");
      if (url.username !== "" || url.password !== "") {
        throw webhookProblems.urlNotHttps("The URL must not carry credentials (user:password@).");
      }
      const host = bareAddress(url.hostname);
      if (isIP(host) !== 0) {
        if (!mayConnect(host)) throw webhookProblems.urlNotPublic("The URL's host is not a public address.");
        return url.toString();
      }
      let addresses: readonly { address: string }[];
      let timer: NodeJS.Timeout | undefined;
      try {
        // A resolver that does not answer is not waited on for long: the request is refused instead.
        const gaveUp = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), RESOLVE_TIMEOUT_MS);
        });
        addresses = await Promise.race([resolve(host), gaveUp]);
      } catch {
        throw webhookProblems.urlUnresolvable("The URL's host name does not resolve.");
      } finally {
        clearTimeout(timer);
      }
      if (addresses.length === 0) throw webhookProblems.urlUnresolvable("The URL's host name has no address.");
      // Every address: a name with one public and one private address is refused (the connection could take either).
      if (!addresses.every((a) => mayConnect(a.address))) {
        throw webhookProblems.urlNotPublic("The URL's host name resolves to an address that is not public.");
      }
      return url.toString();
    },
  };
};
