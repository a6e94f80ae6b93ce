import { type Env, flag, integer, settingFamily, text } from "../../env.ts";
import { livemodeOf } from "../../money/mode.ts";

/** The accounts module's settings (docs/configuration.md). */
export type AuthConfig = {
  /** SCRYPT_COST: scrypt's N for password hashes (1024 under NODE_ENV=test unless set). */
  scryptCost: number;
  /** Identity providers with credentials in the environment (GITHUB_*, GOOGLE_*). */
  oauth: { github?: OAuthProviderConfig; google?: OAuthProviderConfig };
  /** The deployment's payments mode (PAYMENTS_MODE, declared with the payments settings): in every key's prefix. */
  livemode: boolean;
};

export type OAuthProviderConfig = {
  clientId: string;
  clientSecret: string;
  /** Issuer (OIDC discovery) or explicit endpoints for plain OAuth 2 servers. */
  issuer?: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  emailsEndpoint?: string;
  allowInsecureRequests: boolean;
};

const providerSetting = (pattern: string, format: string, description: string, example?: Record<string, string>) =>
  settingFamily(pattern, (name) => text(name, { format, description, ...(example ? { example } : {}) }));
/** Each identity provider's variables, `<PROVIDER>` being `GITHUB` or `GOOGLE`. */
const CLIENT_ID = providerSetting(
  "<PROVIDER>_CLIENT_ID",
  "text",
  "with `<PROVIDER>_CLIENT_SECRET`, enables login with GitHub (`GITHUB_…`) or Google (`GOOGLE_…`)",
  { GITHUB_CLIENT_ID: "client", GITHUB_CLIENT_SECRET: "secret" },
);
const CLIENT_SECRET = providerSetting("<PROVIDER>_CLIENT_SECRET", "text", "the OAuth client's secret");
const ISSUER = providerSetting(
  "<PROVIDER>_ISSUER",
  "URL",
  "an OpenID Connect issuer, its endpoints found by discovery (Google's is `https://accounts.google.com`)",
);
const endpoint = (pattern: string, what: string) =>
  providerSetting(pattern, "URL", `overrides the provider's ${what} (tests, GitHub Enterprise); unset, GitHub's`);
const AUTHORIZATION_URL = endpoint("<PROVIDER>_AUTHORIZATION_URL", "authorization endpoint");
const TOKEN_URL = endpoint("<PROVIDER>_TOKEN_URL", "token endpoint");
const USERINFO_URL = endpoint("<PROVIDER>_USERINFO_URL", "user-info endpoint");
const EMAILS_URL = endpoint("<PROVIDER>_EMAILS_URL", "e-mail addresses endpoint");
const OAUTH_ALLOW_INSECURE = flag("OAUTH_ALLOW_INSECURE", {
  description: "`1` allows plain-http identity providers (local testing only)",
});
const SCRYPT_COST = integer("SCRYPT_COST", {
  default: 32768,
  min: 1024,
  test: 1024,
  description: "scrypt N for password hashes",
});

export const AUTH_SETTINGS = [
  SCRYPT_COST,
  CLIENT_ID,
  CLIENT_SECRET,
  ISSUER,
  AUTHORIZATION_URL,
  TOKEN_URL,
  USERINFO_URL,
  EMAILS_URL,
  OAUTH_ALLOW_INSECURE,
];

const GITHUB_ENDPOINTS = {
  authorizationEndpoint: "https://github.com/login/oauth/authorize",
  tokenEndpoint: "https://github.com/login/oauth/access_token",
  userinfoEndpoint: "https://api.github.com/user",
  emailsEndpoint: "https://api.github.com/user/emails",
};

const oauthProvider = (env: Env, provider: "GITHUB" | "GOOGLE"): OAuthProviderConfig | undefined => {
  const clientId = CLIENT_ID.of(provider).read(env);
  const clientSecret = CLIENT_SECRET.of(provider).read(env);
  if (!clientId || !clientSecret) return undefined;
  const defaults: Partial<Omit<OAuthProviderConfig, "clientId" | "clientSecret" | "allowInsecureRequests">> =
    provider === "GITHUB" ? GITHUB_ENDPOINTS : { issuer: "https://accounts.google.com" };
  return {
    clientId,
    clientSecret,
    issuer: ISSUER.of(provider).read(env) ?? defaults.issuer,
    authorizationEndpoint: AUTHORIZATION_URL.of(provider).read(env) ?? defaults.authorizationEndpoint,
    tokenEndpoint: TOKEN_URL.of(provider).read(env) ?? defaults.tokenEndpoint,
    userinfoEndpoint: USERINFO_URL.of(provider).read(env) ?? defaults.userinfoEndpoint,
    emailsEndpoint: EMAILS_URL.of(provider).read(env) ?? defaults.emailsEndpoint,
    allowInsecureRequests: OAUTH_ALLOW_INSECURE.read(env),
  };
};

export const authConfigFromEnv = (env: Env): AuthConfig => ({
  scryptCost: SCRYPT_COST.read(env),
  oauth: { github: oauthProvider(env, "GITHUB"), google: oauthProvider(env, "GOOGLE") },
  livemode: livemodeOf(env),
});
