import { type Env, int, isTest } from "../../env.ts";

/** The accounts module's settings (docs/configuration.md). */
export type AuthConfig = {
  /** SCRYPT_COST: scrypt's N for password hashes (1024 under NODE_ENV=test unless set). */
  scryptCost: number;
  /** Identity providers with credentials in the environment (GITHUB_*, GOOGLE_*). */
  oauth: { github?: OAuthProviderConfig; google?: OAuthProviderConfig };
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

const oauthProvider = (env: Env, prefix: "GITHUB" | "GOOGLE"): OAuthProviderConfig | undefined => {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  const defaults =
    prefix === "GITHUB"
      ? {
          authorizationEndpoint: "https://github.com/login/oauth/authorize",
          tokenEndpoint: "https://github.com/login/oauth/access_token",
          userinfoEndpoint: "https://api.github.com/user",
          emailsEndpoint: "https://api.github.com/user/emails",
        }
      : { issuer: "https://accounts.google.com" };
  const pick = (key: string, fallback?: string) => env[`${prefix}_${key}`] || fallback;
  return {
    clientId,
    clientSecret,
    issuer: pick("ISSUER", (defaults as { issuer?: string }).issuer),
    authorizationEndpoint: pick(
      "AUTHORIZATION_URL",
      (defaults as { authorizationEndpoint?: string }).authorizationEndpoint,
    ),
    tokenEndpoint: pick("TOKEN_URL", (defaults as { tokenEndpoint?: string }).tokenEndpoint),
    userinfoEndpoint: pick("USERINFO_URL", (defaults as { userinfoEndpoint?: string }).userinfoEndpoint),
    emailsEndpoint: pick("EMAILS_URL", (defaults as { emailsEndpoint?: string }).emailsEndpoint),
    allowInsecureRequests: env.OAUTH_ALLOW_INSECURE === "1",
  };
};

export const authConfigFromEnv = (env: Env): AuthConfig => ({
  scryptCost: int(env, "SCRYPT_COST", isTest(env) ? 1024 : 32768, 1024),
  oauth: { github: oauthProvider(env, "GITHUB"), google: oauthProvider(env, "GOOGLE") },
});
