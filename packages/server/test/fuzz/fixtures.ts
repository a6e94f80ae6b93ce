import { createHmac, randomBytes } from "node:crypto";
import { sign } from "@trustplane/webhook-verifier";
import type pg from "pg";
import { LIBERAL } from "../constitution-artifacts/helpers.ts";
import { TEST_JWT_SECRET, type TestResponse, type TestServer } from "../harness.ts";
import type { RunPools } from "./id-factories.ts";
import type { BadToken, UserName } from "./requests.ts";

/**
 * The fuzz server's inhabitants: three users (A does most things, B owns things A must not see, `admin`
 * may manage tournaments), each with a live token, and one of each kind of thing a path can name
 * (accounts, a rights object, signing receipts and keys, a bureau certificate, a registry artifact, a
 * tournament, earnings), so that id-taking requests reach their handlers. Every response goes through
 * the same checks as the fuzzer's (`observe`), and successful ones feed the id pools.
 */

export const WEBHOOK_SECRET = "fuzz-webhook-secret-0123456789abcdef";

/** The pool of the contract links' `token` path parameter (its schema's anchored pattern). */
const CONTRACT_TOKEN_POOL = "pattern:^[A-Za-z0-9_-]{43}$";

export type FuzzUser = { userId: string; email: string; password: string; token: string };

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

const hs = (algorithm: "sha256" | "sha512", secret: string, input: string) =>
  createHmac(algorithm, secret).update(input).digest("base64url");

/** A JWT with these header and claims, signed with HMAC under `secret` (or unsigned for alg none). */
const jwt = (header: Record<string, unknown>, claims: Record<string, unknown>, secret = TEST_JWT_SECRET): string => {
  const input = `${b64url(header)}.${b64url(claims)}`;
  if (header.alg === "none") return `${input}.`;
  return `${input}.${hs(header.alg === "HS512" ? "sha512" : "sha256", secret, input)}`;
};

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;

export type Observe = (label: string, method: string, path: string, res: TestResponse) => void;

export class FuzzUsers {
  readonly #app: TestServer;
  readonly users: Record<UserName, FuzzUser>;

  constructor(app: TestServer, users: Record<UserName, FuzzUser>) {
    this.#app = app;
    this.users = users;
  }

  /** The Authorization header for a user's live token or for one of the bad ones. */
  authorization(choice: { kind: "user"; who: UserName } | { kind: "bad"; variant: BadToken }): string {
    if (choice.kind === "user") return `Bearer ${this.users[choice.who].token}`;
    const token = this.users.A.token;
    const claims = claimsOf(token);
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: "HS256", typ: "JWT" };
    switch (choice.variant) {
      case "garbage":
        return "Bearer not.a.token";
      case "not-bearer":
        return `Basic ${Buffer.from("ada:correct horse").toString("base64")}`;
      case "empty-bearer":
        return "Bearer ";
      case "bad-signature":
        return `Bearer ${jwt(header, claims, "another-secret-another-secret-0123")}`;
      case "expired":
        return `Bearer ${jwt(header, { ...claims, iat: now - 7200, exp: now - 3600 })}`;
      case "alg-none":
        return `Bearer ${jwt({ alg: "none", typ: "JWT" }, claims)}`;
      case "hs512":
        return `Bearer ${jwt({ alg: "HS512", typ: "JWT" }, claims)}`;
      case "unknown-user":
        return `Bearer ${jwt(header, { ...claims, sub: "usr_01ARZ3NDEKTSV4RRFFQ69G5FAV" })}`;
      case "stale-version":
        return `Bearer ${jwt(header, { ...claims, ver: Number(claims.ver ?? 0) + 1 })}`;
      case "wrong-audience":
        return `Bearer ${jwt(header, { ...claims, aud: "someone-else" })}`;
      case "truncated":
        return `Bearer ${token.slice(0, -6)}`;
      case "oversized":
        return `Bearer ${"a".repeat(12_000)}`;
    }
  }

  /** A new token for `who` (after a request signed them out everywhere). */
  async refresh(who: UserName): Promise<void> {
    const user = this.users[who];
    const res = await this.#app.call("POST", "/api/auth/login", {
      body: { email: user.email, password: user.password },
    });
    if (res.status !== 200)
      throw new Error(`login of fuzz user ${who} failed: ${res.status} ${res.text.slice(0, 300)}`);
    user.token = res.body.token;
  }

  /** Whether a user's token is still accepted. */
  async isLive(who: UserName): Promise<boolean> {
    return (await this.#app.call("GET", "/api/auth/me", { token: this.users[who].token })).status === 200;
  }
}

/**
 * Register the users and create one of everything. Each call is observed; a step that fails is
 * reported by `observe` (the checks) and setup goes on, so one broken route does not hide the rest.
 */
export const createFixtures = async (
  app: TestServer,
  db: pg.Client,
  pools: RunPools,
  observe: Observe,
  /** Paths of the contract's GET lists that take a `cursor` (first pages give real cursors). */
  pagedLists: string[],
): Promise<FuzzUsers> => {
  const call = async (label: string, method: string, path: string, token?: string, body?: unknown) => {
    const res = await app.call(method, path, { token, body });
    observe(`fixture ${label}`, method, path, res);
    if (res.status < 300 && res.body && typeof res.body === "object") pools.harvest(res.body, path.split("?")[0]!);
    return res;
  };
  const suffix = randomBytes(3).toString("hex");
  const users = {} as Record<UserName, FuzzUser>;
  for (const who of ["A", "B", "admin"] as const) {
    const email = `fuzz-${who.toLowerCase()}-${suffix}@example.test`;
    const password = "correct horse battery staple";
    const res = await call(`register ${who}`, "POST", "/api/auth/register", undefined, {
      email,
      password,
      name: `Fuzz ${who}`,
    });
    if (res.status !== 201)
      throw new Error(`cannot register fuzz user ${who}: ${res.status} ${res.text.slice(0, 300)}`);
    users[who] = { userId: res.body.user.id, email, password, token: res.body.token };
    pools.add("email", email);
  }
  await db.query("UPDATE users SET role = 'admin' WHERE id = $1", [users.admin.userId]);
  const fuzzUsers = new FuzzUsers(app, users);
  // The live-users cache drops the admin when the row changes; a fresh login is certain to see the role.
  await fuzzUsers.refresh("admin");

  const { A, B, admin } = users;
  const accounts = await call("A's accounts", "GET", "/api/ledger/accounts", A.token);
  const defaultAccount = accounts.body?.items?.[0]?.id as string | undefined;
  await call("A opens an account", "POST", "/api/ledger/accounts", A.token, { currency: "TNU" });
  await call("B's accounts", "GET", "/api/ledger/accounts", B.token);
  if (defaultAccount) {
    await call("A tops up", "POST", "/api/ledger/topup", A.token, { accountId: defaultAccount, amount: 1000 });
    const toB = (await app.call("GET", "/api/ledger/accounts", { token: B.token })).body?.items?.[0]?.id;
    if (toB)
      await call("A pays B", "POST", "/api/ledger/transfer", A.token, { from: defaultAccount, to: toB, amount: 1.25 });
  }
  for (const [who, user] of [
    ["A", A],
    ["B", B],
  ] as const) {
    const object = await call(`${who} registers a work`, "POST", "/api/rights/objects", user.token, {
      title: `Fuzz work of ${who} ${suffix}`,
      kind: "music",
      content: `content of ${who} ${suffix}`,
    });
    if (object.status === 201) {
      const signed = await call(`${who} signs its certificate`, "POST", "/api/signing/v2/sign", user.token, {
        payload: object.body.certificate,
      });
      if (signed.status === 200)
        await call(`${who} submits it to the registry`, "POST", "/api/registry/submissions", user.token, {
          artifactType: "music",
          rightsCertId: object.body.id,
          signReceiptId: signed.body.receiptId,
        });
    }
  }
  await call("A protects a work", "POST", "/api/pipeline/protect", A.token, {
    title: `Protected fuzz work ${suffix}`,
    kind: "film",
  });
  await call("A signs v1", "POST", "/api/signing/sign", A.token, { payload: { hello: "world" } });
  await call("A's keys", "GET", "/api/signing/v2/me/keys", A.token);
  await call("platform keys", "GET", "/api/signing/v2/keys");
  await call("catalog", "GET", "/api/hub/catalog");
  await call("providers", "GET", "/api/auth/oauth/providers");
  await call("admin creates a tournament", "POST", "/api/chess/tournaments", admin.token, {
    name: `Fuzz open ${suffix}`,
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    format: "swiss",
    prizePool: 100,
    capacity: 64,
  });
  // Payments: both wallets, A funded through a checkout, a transfer, a pending payout and identity
  // check, a merchant key, and B's open payment request (for A to pay).
  const walletA = await call("A opens a wallet", "POST", "/api/payments/wallets", A.token);
  const walletB = await call("B opens a wallet", "POST", "/api/payments/wallets", B.token);
  const deposit = await call("A starts a deposit", "POST", "/api/payments/deposit/checkout", A.token, { amount: 5000 });
  const depositToken = typeof deposit.body?.token === "string" ? deposit.body.token : "";
  await call("A's deposit is paid", "POST", "/api/payments/deposit/checkout/complete", undefined, {
    token: depositToken,
  });
  if (walletA.status < 300 && walletB.status < 300)
    await call("A pays B in KZT", "POST", "/api/payments/transfer", A.token, { to: walletB.body.id, amount: 10 });
  await call("A asks for a payout", "POST", "/api/payments/payouts", A.token, {
    amount: 5,
    destination: { type: "iban", iban: "KZ86125KZT5004100100", holderName: "Fuzz A" },
  });
  await call("A makes a merchant key", "POST", "/api/payments/merchant/keys", A.token, { name: "fuzz" });
  await call("B asks to be paid", "POST", "/api/payments/requests", B.token, { amount: 1, description: "Fuzz order" });
  // Media: a video and a track published by the admin through the API, then listed (for their ids),
  // and a draft of each left unpublished.
  for (const status of ["published", "draft"] as const) {
    await call(`admin adds a ${status} video`, "POST", "/api/media/admin/videos", admin.token, {
      title: `Fuzz video ${suffix} ${status}`,
      durationSeconds: 30,
      videoUrl: `https://cdn.example.test/${suffix}-${status}.mp4`,
      status,
    });
    await call(`admin adds a ${status} track`, "POST", "/api/media/admin/tracks", admin.token, {
      title: `Fuzz track ${suffix} ${status}`,
      artist: "Fuzz",
      durationSeconds: 30,
      audioUrl: `https://cdn.example.test/${suffix}-${status}.mp3`,
      status,
    });
  }
  await call("the video list", "GET", "/api/media/videos");
  const tracks = await call("the track list", "GET", "/api/media/tracks");
  const trackId = tracks.body?.items?.[0]?.id as string | undefined;
  if (trackId) await call("A plays a track", "POST", `/api/media/tracks/${trackId}/play`, A.token);
  const sliders = LIBERAL;
  for (const [who, user] of [
    ["A", A],
    ["B", B],
  ] as const) {
    await call(`${who} saves a governance scenario`, "POST", "/api/constitution/scenarios", user.token, {
      title: `Fuzz scenario ${who}`,
      sliders,
      regime: "liberal-democracy",
      tags: ["fuzz"],
    });
  }
  // Contracts: a document of A's with views to spare, its link's token in the pool of the link routes'
  // `token` parameter (so views reach the handler), and a destroyed one of B's (revoked).
  const document = await call("A makes a contract document", "POST", "/api/contracts/documents", A.token, {
    template: "nda",
    fields: {
      disclosingParty: "Fuzz A",
      receivingParty: "Fuzz B",
      purpose: "Fuzzing",
      effectiveDate: "2026-12-01",
      termMonths: 12,
    },
    maxViews: 100,
    expiresInSeconds: 2592000,
  });
  if (typeof document.body?.viewToken === "string") pools.add(CONTRACT_TOKEN_POOL, document.body.viewToken);
  const revoked = await call("B makes a contract document", "POST", "/api/contracts/documents", B.token, {
    template: "loan-receipt",
    fields: { lender: "Fuzz B", borrower: "Fuzz A", amount: 10, receivedOn: "2026-11-20", repayBy: "2027-01-20" },
  });
  if (typeof revoked.body?.document?.id === "string") {
    await call("B revokes it", "PATCH", `/api/contracts/documents/${revoked.body.document.id}`, B.token, {
      revoked: true,
    });
    pools.add(CONTRACT_TOKEN_POOL, revoked.body.viewToken);
  }
  // Threshold keys: two of A's (one used, one rotated, so the audit log has entries) and one of B's.
  const signingKey = await call("A derives a key", "POST", "/api/keyshield/derive", A.token, {
    kind: "ed25519",
    threshold: 2,
    shares: 3,
    label: "fuzz",
  });
  if (signingKey.status === 201) {
    const { key, shares } = signingKey.body;
    await call("A signs with it", "POST", "/api/keyshield/recover", A.token, {
      keyId: key.id,
      shares: shares.slice(0, 2),
      message: "fuzz",
    });
    await call("A rotates it", "POST", "/api/keyshield/rotate", A.token, { keyId: key.id, shares: shares.slice(1) });
  }
  await call("A derives a secret", "POST", "/api/keyshield/derive", A.token, {
    kind: "secret-256",
    threshold: 2,
    shares: 2,
  });
  await call("B derives a key", "POST", "/api/keyshield/derive", B.token, { kind: "ed25519", threshold: 2, shares: 2 });
  // Coaching sessions: A's from a position (active, for the fuzzer to end), B's ended with notes.
  await call("A starts a coaching session", "POST", "/api/coach/sessions/start", A.token, {
    topic: `Fuzz endgames ${suffix}`,
    fen: "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
  });
  const coached = await call("B starts a coaching session", "POST", "/api/coach/sessions/start", B.token, {
    topic: `Fuzz openings ${suffix}`,
  });
  const coachId = coached.body?.session?.id as string | undefined;
  if (coachId)
    await call("B ends it", "POST", `/api/coach/sessions/${coachId}/end`, B.token, { notes: "fuzz", messageCount: 3 });
  // Partner reports, signed as partners sign them, so the earnings lists have rows.
  const webhooks: [string, unknown][] = [
    [
      "/api/rights/royalties/verify-webhook",
      { eventId: `evt_fuzz_${suffix}`, email: A.email, productKey: "book-1", period: "2026-Q1", amount: 12.5 },
    ],
    [
      "/api/registry/payouts/certify-webhook",
      { eventId: `pay_fuzz_${suffix}`, email: A.email, artifactVersionId: "artv_fuzz", amount: 3 },
    ],
    [
      "/api/chess/tournament-finalized",
      { tournamentId: `t_fuzz_${suffix}`, podium: [{ email: A.email, place: 1, amount: 50 }] },
    ],
  ];
  for (const [path, report] of webhooks) {
    const signed = await sign({ secret: WEBHOOK_SECRET, body: report });
    const res = await app.call("POST", path, { rawBody: signed.body, headers: signed.headers });
    observe(`fixture webhook ${path}`, "POST", path, res);
    if (res.status < 300) pools.harvest(res.body, path);
  }
  // A published governance scenario of A's with B's vote and comment, and one of B's.
  const scenario = {
    floor: 55,
    ruleOfLaw: 85,
    rotation: 80,
    transparency: 80,
    multiStatus: 70,
    skinInGame: 70,
    polycentricity: 60,
    positiveSum: 75,
  };
  const artifacts = "/api/registry/constitution-artifacts";
  const published = await call("A publishes a scenario", "POST", artifacts, A.token, {
    title: `Fuzz scenario ${suffix}`,
    sliders: scenario,
    tags: ["fuzz"],
  });
  await call("B publishes a scenario", "POST", artifacts, B.token, {
    title: `B's scenario ${suffix}`,
    sliders: { ...scenario, floor: 10, rotation: 5 },
  });
  if (published.status === 201) {
    await call("B votes for A's scenario", "POST", `${artifacts}/${published.body.id}/vote`, B.token);
    await call("B comments on it", "POST", `${artifacts}/${published.body.id}/comment`, B.token, { body: "Fuzz" });
    await call("A answers", "POST", `${artifacts}/${published.body.id}/comment`, A.token, { body: "Thanks" });
  }
  // One page of every list the contract pages with `cursor`, so the cursor pool has real cursors.
  // (The operators' queues as the admin.)
  for (const path of pagedLists) {
    await call(`first page of ${path}`, "GET", `${path}?limit=1`, path.includes("/admin/") ? admin.token : A.token);
  }
  return fuzzUsers;
};
