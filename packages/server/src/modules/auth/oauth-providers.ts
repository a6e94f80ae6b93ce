import * as client from "openid-client";
import { withTraceHeaders } from "../../request-context.ts";
import type { AuthConfig, OAuthProviderConfig } from "./config.ts";

/**
 * The external identity providers we know. GitHub speaks plain OAuth 2 (no discovery, no ID token), so
 * its endpoints come from configuration; Google is OpenID Connect and is found by issuer discovery.
 */
export type ProviderId = keyof AuthConfig["oauth"];

type ProviderSpec = {
  id: ProviderId;
  name: string;
  protocol: "oauth2" | "oidc";
  scope: string;
};

const PROVIDERS: readonly ProviderSpec[] = [
  { id: "github", name: "GitHub", protocol: "oauth2", scope: "read:user user:email" },
  { id: "google", name: "Google", protocol: "oidc", scope: "openid email profile" },
];

export type ConfiguredProvider = ProviderSpec & { settings: OAuthProviderConfig };

/** Complete enough to use: an OIDC provider needs its issuer, an OAuth 2 one every endpoint we call. */
const usable = (spec: ProviderSpec, settings: OAuthProviderConfig): boolean =>
  spec.protocol === "oidc"
    ? Boolean(settings.issuer)
    : Boolean(
        settings.authorizationEndpoint &&
          settings.tokenEndpoint &&
          settings.userinfoEndpoint &&
          settings.emailsEndpoint,
      );

/** Providers with credentials in the environment, in a stable order. Unconfigured ones do not exist for the API. */
export const configuredProviders = (config: Pick<AuthConfig, "oauth">): ConfiguredProvider[] =>
  PROVIDERS.flatMap((spec) => {
    const settings = config.oauth[spec.id];
    return settings && usable(spec, settings) ? [{ ...spec, settings }] : [];
  });

export const findProvider = (config: Pick<AuthConfig, "oauth">, id: string): ConfiguredProvider | undefined =>
  configuredProviders(config).find((p) => p.id === id);

/** Seconds openid-client waits for any one provider request (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

const isLoopback = (hostname: string): boolean =>
  hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * OAUTH_ALLOW_INSECURE lifts openid-client's HTTPS-only rule for local fakes and development servers;
 * this fetch keeps plain HTTP to loopback addresses even then, so the flag cannot send client secrets
 * or codes in clear text across a network. Each call carries the W3C trace context of the request it
 * serves (`traceparent` with a new span, `tracestate` as received).
 */
const loopbackGuardedFetch: client.CustomFetch = (url, options) => {
  const target = new URL(url);
  if (target.protocol === "http:" && !isLoopback(target.hostname)) {
    return Promise.reject(new TypeError("plain HTTP is only allowed to loopback addresses"));
  }
  return fetch(url, withTraceHeaders(options as RequestInit));
};

const buildConfiguration = async (provider: ConfiguredProvider): Promise<client.Configuration> => {
  const { settings } = provider;
  if (provider.protocol === "oidc") {
    return client.discovery(new URL(settings.issuer as string), settings.clientId, settings.clientSecret, undefined, {
      execute: settings.allowInsecureRequests ? [client.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_SECONDS,
      [client.customFetch]: loopbackGuardedFetch,
    });
  }
  const authorizationEndpoint = settings.authorizationEndpoint as string;
  const configuration = new client.Configuration(
    {
      // Plain OAuth 2 servers have no issuer identifier; the authorization origin stands in for it.
      issuer: new URL(authorizationEndpoint).origin,
      authorization_endpoint: authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      userinfo_endpoint: settings.userinfoEndpoint,
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (settings.allowInsecureRequests) client.allowInsecureRequests(configuration);
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  configuration[client.customFetch] = loopbackGuardedFetch;
  return configuration;
};

/**
 * One openid-client Configuration per provider, built on first use (discovery needs the network, so
 * not at start-up). A failed discovery is forgotten so the next login tries again. This caches only
 * public server metadata; login state lives in the database (oauth-state.ts).
 */
export const providerConfigurations = (): ((provider: ConfiguredProvider) => Promise<client.Configuration>) => {
  const cache = new Map<ProviderId, Promise<client.Configuration>>();
  return (provider) => {
    let pending = cache.get(provider.id);
    if (!pending) {
      pending = buildConfiguration(provider);
      cache.set(provider.id, pending);
      pending.catch(() => cache.delete(provider.id));
    }
    return pending;
  };
};
