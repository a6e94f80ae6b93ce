import type { ProblemFieldError } from "../../../http/problem.ts";
import { checkoutProblems } from "./problems.ts";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** WHATWG URL parsing drops tabs and newlines silently: such input is refused, not repaired. */
const hasControlOrSpace = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
};

/**
 * Why `raw` may not be a checkout page's link back to the merchant (`successUrl`, `cancelUrl`), or
 * null when it may: an absolute `https` URL, or `http` on a loopback host when `allowLoopbackHttp`
 * (outside production), without credentials. The contract bounds its length (2048).
 */
export const redirectUrlProblem = (raw: string, allowLoopbackHttp: boolean): string | null => {
  if (hasControlOrSpace(raw)) return "must not contain spaces or control characters";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be an absolute URL";
  }
  if (url.username !== "" || url.password !== "") return "must not contain a user name or password";
  if (url.protocol === "https:" && url.hostname !== "") return null;
  if (url.protocol === "http:" && allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return allowLoopbackHttp ? "must be an https URL (or http on localhost, 127.0.0.1 or [::1])" : "must be an https URL";
};

/** 400 `validation` naming each link the page may not show. */
export const checkRedirectUrls = (
  urls: { successUrl?: string; cancelUrl?: string },
  allowLoopbackHttp: boolean,
): void => {
  const errors: ProblemFieldError[] = [];
  for (const field of ["successUrl", "cancelUrl"] as const) {
    const raw = urls[field];
    if (raw === undefined) continue;
    const problem = redirectUrlProblem(raw, allowLoopbackHttp);
    if (problem) errors.push({ path: `/body/${field}`, message: problem });
  }
  if (errors.length > 0) throw checkoutProblems.redirectUrlsInvalid(errors);
};
