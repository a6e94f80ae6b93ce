import * as client from "openid-client";
import type { ConfiguredProvider } from "./oauth-providers.ts";
import { authProblems } from "./problems.ts";

/** Who the provider says signed in: its stable subject id, a verified email and a display name. */
export type ProviderIdentity = { subject: string; email: string; name: string };

type Tokens = Awaited<ReturnType<typeof client.authorizationCodeGrant>>;

const MAX_EMAIL = 254;
const MAX_NAME = 200;

const plausibleEmail = (value: unknown): value is string =>
  typeof value === "string" && value.length <= MAX_EMAIL && /^[^\s@]+@[^\s@]+$/.test(value);

const displayName = (candidates: unknown[], email: string): string => {
  for (const candidate of candidates) {
    if (typeof candidate === "string" && candidate.trim()) return candidate.trim().slice(0, MAX_NAME);
  }
  return email.split("@")[0] || email;
};

const noVerifiedEmail = () =>
  authProblems.emailUnverified("The identity provider did not report a verified email address for this account.");

/** Malformed provider answers are the provider's fault: 502, never a 500. */
const malformed = (what: string) => authProblems.providerFailed(`The identity provider sent an unusable ${what}.`);

/** OpenID Connect (Google): the subject from the ID token, email and name from the userinfo endpoint. */
const oidcIdentity = async (configuration: client.Configuration, tokens: Tokens): Promise<ProviderIdentity> => {
  const idToken = tokens.claims();
  if (!idToken) throw malformed("token response (no ID token)");
  // Passing the ID token's subject makes openid-client refuse userinfo about anyone else.
  const info = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
  const email = info.email ?? idToken.email;
  const verified = info.email_verified ?? idToken.email_verified;
  if (!plausibleEmail(email) || (verified !== true && verified !== "true")) throw noVerifiedEmail();
  return { subject: idToken.sub, email, name: displayName([info.name, idToken.name], email) };
};

const githubJson = async (
  configuration: client.Configuration,
  accessToken: string,
  url: string,
  what: string,
): Promise<unknown> => {
  const response = await client.fetchProtectedResource(
    configuration,
    accessToken,
    new URL(url),
    "GET",
    undefined,
    new Headers({ accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28" }),
  );
  if (!response.ok)
    throw authProblems.providerFailed(`The identity provider answered ${response.status} to the ${what} request.`);
  try {
    return await response.json();
  } catch {
    throw malformed(what);
  }
};

type GitHubUser = { id?: unknown; login?: unknown; name?: unknown };
type GitHubEmail = { email?: unknown; primary?: unknown; verified?: unknown };

/** GitHub (plain OAuth 2): the numeric account id from /user, the verified primary email from /user/emails. */
const githubIdentity = async (
  provider: ConfiguredProvider,
  configuration: client.Configuration,
  tokens: Tokens,
): Promise<ProviderIdentity> => {
  const { userinfoEndpoint, emailsEndpoint } = provider.settings;
  const user = (await githubJson(configuration, tokens.access_token, userinfoEndpoint as string, "user")) as GitHubUser;
  if (typeof user !== "object" || user === null || (typeof user.id !== "number" && typeof user.id !== "string")) {
    throw malformed("user profile");
  }
  const emails = await githubJson(configuration, tokens.access_token, emailsEndpoint as string, "email list");
  if (!Array.isArray(emails)) throw malformed("email list");
  const primary = (emails as GitHubEmail[]).find((e) => e?.primary === true && e.verified === true);
  if (!primary || !plausibleEmail(primary.email)) throw noVerifiedEmail();
  return { subject: String(user.id), email: primary.email, name: displayName([user.name, user.login], primary.email) };
};

export const fetchIdentity = (
  provider: ConfiguredProvider,
  configuration: client.Configuration,
  tokens: Tokens,
): Promise<ProviderIdentity> =>
  provider.protocol === "oidc" ? oidcIdentity(configuration, tokens) : githubIdentity(provider, configuration, tokens);
