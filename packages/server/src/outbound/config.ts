import { isIP } from "node:net";
import { commaList, type Env, integer, isTest, type SettingDoc } from "../env.ts";
import { parseCidr } from "./addresses.ts";
import { hostsResolver, type ResolvedAddress } from "./client.ts";

export type OutboundConfig = {
  timeoutMs: number;
  maxResponseBytes: number;
  allowPrivate: readonly string[];
  /** How host names resolve (hostsResolver): OUTBOUND_HOSTS, then DNS, but never DNS under NODE_ENV=test. */
  resolve: (hostname: string) => Promise<readonly ResolvedAddress[]>;
};

const OUTBOUND_TIMEOUT_MS = integer("OUTBOUND_TIMEOUT_MS", {
  default: 15_000,
  min: 1,
  description:
    "how long one outbound request to a URL a user gave (a merchant webhook delivery) may take in all: connecting, the response's headers and its body",
});
const OUTBOUND_MAX_RESPONSE_BYTES = integer("OUTBOUND_MAX_RESPONSE_BYTES", {
  default: 4096,
  description:
    "how much of an outbound request's response body is kept (the excerpt recorded with a delivery); up to 64 KiB more is read and discarded, beyond that the connection is dropped",
});
const OUTBOUND_ALLOW_PRIVATE = commaList("OUTBOUND_ALLOW_PRIVATE", {
  format: "comma list of CIDRs",
  description:
    "CIDRs (`127.0.0.1/32,fd00::/8`) that outbound requests may reach although they are not public; by default, in every `NODE_ENV`, only public addresses are reached: loopback, private, link-local (cloud metadata `169.254.169.254`), CGNAT, multicast, reserved and documentation ranges are refused, whether a URL names the address or a host name resolves to it",
});
/** `name=address` pairs; a name given twice has both addresses. */
const OUTBOUND_HOSTS = commaList("OUTBOUND_HOSTS", {
  format: "comma list of `name=address`",
  description:
    "names that outbound requests resolve without DNS, as curl's `--resolve` (a name given twice has both addresses); under `NODE_ENV=test` nothing else resolves but `localhost`, so tests never query DNS",
});

export const OUTBOUND_SETTINGS: readonly SettingDoc[] = [
  OUTBOUND_TIMEOUT_MS,
  OUTBOUND_MAX_RESPONSE_BYTES,
  OUTBOUND_ALLOW_PRIVATE,
  OUTBOUND_HOSTS,
];

const parseHosts = (entries: readonly string[]): Map<string, string[]> => {
  const hosts = new Map<string, string[]>();
  for (const entry of entries) {
    const [name, address, ...rest] = entry.split("=").map((part) => part.trim());
    if (!name || !address || rest.length > 0 || isIP(address) === 0) {
      throw new Error(`OUTBOUND_HOSTS takes name=address pairs: "${entry}"`);
    }
    const key = name.toLowerCase();
    hosts.set(key, [...(hosts.get(key) ?? []), address]);
  }
  return hosts;
};

/** Nothing non-public is allowed by default, under any NODE_ENV: tests and development name what they need. */
export const outboundConfigFromEnv = (env: Env): OutboundConfig => {
  const allowPrivate = OUTBOUND_ALLOW_PRIVATE.read(env);
  for (const cidr of allowPrivate) parseCidr(cidr, "OUTBOUND_ALLOW_PRIVATE");
  return {
    timeoutMs: OUTBOUND_TIMEOUT_MS.read(env),
    maxResponseBytes: OUTBOUND_MAX_RESPONSE_BYTES.read(env),
    allowPrivate,
    resolve: hostsResolver(parseHosts(OUTBOUND_HOSTS.read(env)), isTest(env)),
  };
};
