import { BlockList, isIP } from "node:net";

/**
 * Which addresses outbound requests may reach (outbound/client.ts): public ones, and those the operator
 * allows (`OUTBOUND_ALLOW_PRIVATE`). node:net's `BlockList` does the matching (it matches IPv4-mapped IPv6
 * addresses against IPv4 rules by itself); a small IPv6 parser handles the forms that embed an IPv4
 * address (NAT64, 6to4), which are judged by that address. The tables below are the whole policy.
 */

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
export const bareAddress = (address: string): string => address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");

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
export const parseCidr = (text: string, what: string): { network: string; prefix: number; type: "ipv4" | "ipv6" } => {
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
export const addressPolicy = (
  allowPrivate: boolean | readonly string[] | undefined,
): ((address: string) => boolean) => {
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
