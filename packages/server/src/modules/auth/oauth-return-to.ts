import type { Config } from "../../config.ts";
import { authProblems } from "./problems.ts";

/** Whitespace, control characters and backslashes: browsers "fix" these into other hosts (`/\evil`). */
const suspicious = (value: string): boolean => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
};
const MAX_LENGTH = 2048;
const PLACEHOLDER = new URL("http://relative.invalid");

/**
 * Where the callback may send the browser afterwards (with the token in the URL fragment). Only a path
 * on this server or an origin the operator trusts already: PUBLIC_BASE_URL and the CORS_ORIGINS list,
 * which may read API responses anyway. Anything else is refused up front, so there is no open redirect.
 */
export const trustedOrigins = (config: Config): ReadonlySet<string> => {
  const origins = new Set([new URL(config.publicBaseUrl).origin]);
  if (Array.isArray(config.corsOrigins)) {
    for (const origin of config.corsOrigins) {
      try {
        origins.add(new URL(origin).origin);
      } catch {
        // Not a URL: it cannot match a parsed origin anyway.
      }
    }
  }
  return origins;
};

/** A safe, normalised return address (no fragment), or a 400 problem. */
export const safeReturnTo = (raw: string, origins: ReadonlySet<string>): string => {
  const refuse = () =>
    authProblems.unsafeReturnTo("returnTo must be a path on this server (/…) or a URL on a trusted origin.");
  if (raw.length === 0 || raw.length > MAX_LENGTH || suspicious(raw)) throw refuse();
  if (raw.startsWith("/")) {
    if (raw.startsWith("//")) throw refuse();
    const url = new URL(raw, PLACEHOLDER);
    if (url.origin !== PLACEHOLDER.origin) throw refuse();
    return `${url.pathname}${url.search}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse();
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) throw refuse();
  if (!origins.has(url.origin)) throw refuse();
  url.hash = "";
  return url.href;
};

/** The return address with the login result in the fragment, which browsers never send to servers. */
export const returnLocation = (
  returnTo: string,
  result: { token: string; expiresAt: string; refreshToken: string },
): string =>
  `${returnTo}#${new URLSearchParams({ token: result.token, expiresAt: result.expiresAt, refreshToken: result.refreshToken })}`;

/**
 * The return address with why the sign-in failed in the fragment (`#error=<code>&error_description=…`,
 * the problem's code and its explanation), for a login that `returnTo` started: its page says so.
 */
export const returnFailure = (returnTo: string, code: string, description: string): string =>
  `${returnTo}#${new URLSearchParams({ error: code, error_description: description.slice(0, 300) })}`;
