import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

/**
 * A real identity provider on 127.0.0.1 for tests, in two flavours:
 * - `/github/…`: plain OAuth 2 like GitHub (authorize, token answering errors with 200 like GitHub
 *   does, /user, /user/emails);
 * - `/google/…`: OpenID Connect like Google (discovery, authorize, token with an RS256 ID token,
 *   userinfo, JWKS; adds `iss` and Google's extra parameters to the callback).
 * Authorize grants the account set with `signInAs` and binds the code to the PKCE challenge; the token
 * endpoint checks client credentials, redirect_uri and the S256 code_verifier, and codes are single use.
 */
export type FakeAccount = {
  /** The provider's stable id (GitHub: numeric). */
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  /** GitHub login name. */
  login?: string;
};

type Flavour = "github" | "google";

type IssuedCode = {
  flavour: Flavour;
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  account: FakeAccount;
};

export type FakeClient = { clientId: string; clientSecret: string };

export type FakeOAuthProvider = {
  url: string;
  github: FakeClient;
  google: FakeClient & { issuer: string };
  /** Environment for startTestServer pointing both providers here. */
  env(overrides?: Record<string, string>): Record<string, string>;
  /** The account the next authorize requests sign in as. */
  signInAs(account: FakeAccount): void;
  /** Make the next authorize request answer with this OAuth error (e.g. the user declines). */
  failNextAuthorize(error: string): void;
  /** While set, Google discovery answers 503. */
  discoveryDown: boolean;
  /** Every token request's form body, in order. */
  tokenRequests: URLSearchParams[];
  /** Every request received, in order: route and the W3C trace headers it carried. */
  requests: { route: string; traceparent?: string; tracestate?: string }[];
  close(): Promise<void>;
};

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
};

const redirect = (res: ServerResponse, location: URL) => {
  res.writeHead(302, { location: location.href });
  res.end();
};

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

export const startFakeOAuthProvider = async (): Promise<FakeOAuthProvider> => {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "fake-1", alg: "RS256", use: "sig" };
  const github: FakeClient = { clientId: "gh-client", clientSecret: "gh-secret" };
  const google: FakeClient & { issuer: string } = { clientId: "g-client", clientSecret: "g-secret", issuer: "" };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeAccount>();
  let account: FakeAccount = { subject: "1", email: "someone@example.test", emailVerified: true, name: "Someone" };
  let nextAuthorizeError: string | undefined;
  let base = "";

  const authorize = (flavour: Flavour, url: URL, res: ServerResponse) => {
    const client = flavour === "github" ? github : google;
    const p = url.searchParams;
    const redirectUri = p.get("redirect_uri");
    // Like real providers: bad client or redirect is an error page, never a redirect.
    if (p.get("client_id") !== client.clientId || !redirectUri) return json(res, 400, { error: "invalid_client" });
    if (p.get("response_type") !== "code") return json(res, 400, { error: "unsupported_response_type" });
    if (p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) {
      return json(res, 400, { error: "invalid_request", error_description: "PKCE S256 required" });
    }
    const back = new URL(redirectUri);
    back.searchParams.set("state", p.get("state") ?? "");
    if (flavour === "google") back.searchParams.set("iss", google.issuer);
    if (nextAuthorizeError) {
      back.searchParams.set("error", nextAuthorizeError);
      back.searchParams.set("error_description", "<script>The user said no</script>");
      nextAuthorizeError = undefined;
      return redirect(res, back);
    }
    const code = randomBytes(16).toString("base64url");
    codes.set(code, {
      flavour,
      clientId: client.clientId,
      redirectUri,
      challenge: p.get("code_challenge") as string,
      nonce: p.get("nonce") ?? undefined,
      account,
    });
    back.searchParams.set("code", code);
    if (flavour === "google") {
      // Google adds parameters of its own to the callback.
      back.searchParams.set("scope", p.get("scope") ?? "");
      back.searchParams.set("authuser", "0");
      back.searchParams.set("prompt", "consent");
    }
    redirect(res, back);
  };

  const clientCredentials = (req: IncomingMessage, form: URLSearchParams): FakeClient | undefined => {
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "");
    if (basic?.[1]) {
      const [id, secret] = Buffer.from(basic[1], "base64").toString("utf8").split(":").map(decodeURIComponent);
      return { clientId: id ?? "", clientSecret: secret ?? "" };
    }
    const id = form.get("client_id");
    const secret = form.get("client_secret");
    return id && secret ? { clientId: id, clientSecret: secret } : undefined;
  };

  const token = async (flavour: Flavour, req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req));
    fake.tokenRequests.push(form);
    const expected = flavour === "github" ? github : google;
    // GitHub reports token errors with status 200 and an error body; OAuth 2 servers use 400/401.
    const fail = (status: number, error: string, description: string) =>
      json(res, flavour === "github" ? 200 : status, { error, error_description: description });
    const presented = clientCredentials(req, form);
    if (
      !presented ||
      presented.clientId !== expected.clientId ||
      !sameSecret(presented.clientSecret, expected.clientSecret)
    ) {
      return fail(401, "invalid_client", "Client authentication failed.");
    }
    if (form.get("grant_type") !== "authorization_code") return fail(400, "unsupported_grant_type", "Only codes.");
    const code = form.get("code") ?? "";
    const issued = codes.get(code);
    codes.delete(code);
    const refused = flavour === "github" ? "bad_verification_code" : "invalid_grant";
    if (!issued || issued.flavour !== flavour || issued.clientId !== expected.clientId) {
      return fail(400, refused, "Unknown or used code.");
    }
    if (form.get("redirect_uri") !== issued.redirectUri) return fail(400, refused, "redirect_uri mismatch.");
    const verifier = form.get("code_verifier") ?? "";
    if (!sameSecret(s256(verifier), issued.challenge)) return fail(400, refused, "PKCE verification failed.");
    const accessToken = randomBytes(16).toString("base64url");
    accessTokens.set(accessToken, issued.account);
    if (flavour === "github")
      return json(res, 200, { access_token: accessToken, token_type: "bearer", scope: "read:user,user:email" });
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      email: issued.account.email,
      email_verified: issued.account.emailVerified,
      name: issued.account.name,
      azp: expected.clientId,
      ...(issued.nonce ? { nonce: issued.nonce } : {}),
    })
      .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: "JWT" })
      .setIssuer(google.issuer)
      .setAudience(expected.clientId)
      .setSubject(issued.account.subject)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    json(res, 200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 3599,
      scope: "openid email profile",
      id_token: idToken,
    });
  };

  const bearer = (req: IncomingMessage): FakeAccount | undefined => {
    const match = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "");
    return match?.[1] ? accessTokens.get(match[1]) : undefined;
  };

  const routes = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", base);
    const route = `${req.method} ${url.pathname}`;
    const { traceparent, tracestate } = req.headers;
    fake.requests.push({
      route,
      ...(typeof traceparent === "string" ? { traceparent } : {}),
      ...(typeof tracestate === "string" ? { tracestate } : {}),
    });
    switch (route) {
      case "GET /github/login/oauth/authorize":
        return authorize("github", url, res);
      case "POST /github/login/oauth/access_token":
        return token("github", req, res);
      case "GET /github/user": {
        const who = bearer(req);
        if (!who) return json(res, 401, { message: "Bad credentials" });
        return json(res, 200, {
          id: Number(who.subject),
          login: who.login ?? `user${who.subject}`,
          name: who.name ?? null,
          email: null,
        });
      }
      case "GET /github/user/emails": {
        const who = bearer(req);
        if (!who) return json(res, 401, { message: "Bad credentials" });
        return json(res, 200, [
          { email: `noreply-${who.subject}@users.example.test`, primary: false, verified: true, visibility: null },
          { email: who.email, primary: true, verified: who.emailVerified, visibility: "private" },
        ]);
      }
      case "GET /google/.well-known/openid-configuration":
        if (fake.discoveryDown) return json(res, 503, { error: "unavailable" });
        return json(res, 200, {
          issuer: google.issuer,
          authorization_endpoint: `${google.issuer}/authorize`,
          token_endpoint: `${google.issuer}/token`,
          userinfo_endpoint: `${google.issuer}/userinfo`,
          jwks_uri: `${google.issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          code_challenge_methods_supported: ["S256"],
          token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
          authorization_response_iss_parameter_supported: true,
          scopes_supported: ["openid", "email", "profile"],
        });
      case "GET /google/authorize":
        return authorize("google", url, res);
      case "POST /google/token":
        return token("google", req, res);
      case "GET /google/userinfo": {
        const who = bearer(req);
        if (!who) return json(res, 401, { error: "invalid_token" });
        return json(res, 200, {
          sub: who.subject,
          email: who.email,
          email_verified: who.emailVerified,
          name: who.name,
        });
      }
      case "GET /google/jwks":
        return json(res, 200, { keys: [jwk] });
      default:
        return json(res, 404, { error: "not_found" });
    }
  };

  const server = createServer((req, res) => {
    routes(req, res).catch(() => json(res, 500, { error: "server_error" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  google.issuer = `${base}/google`;

  const fake: FakeOAuthProvider = {
    url: base,
    github,
    google,
    discoveryDown: false,
    tokenRequests: [],
    requests: [],
    env: (overrides = {}) => ({
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_AUTHORIZATION_URL: `${base}/github/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${base}/github/login/oauth/access_token`,
      GITHUB_USERINFO_URL: `${base}/github/user`,
      GITHUB_EMAILS_URL: `${base}/github/user/emails`,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      OAUTH_ALLOW_INSECURE: "1",
      ...overrides,
    }),
    signInAs: (next) => {
      account = next;
    },
    failNextAuthorize: (error) => {
      nextAuthorizeError = error;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
};
