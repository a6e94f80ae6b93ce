// One factory per kind of owned object the contract's `x-owned-ids` names: each makes such an object
// for a user through the real API. A kind without a factory fails the matrix (see ownership.test.ts).

import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { LIBERAL } from "../constitution-artifacts/helpers.ts";
import type { TestResponse, TestServer } from "../harness.ts";
import { fund } from "../payments/helpers.ts";

/** A registered user and the objects made for them so far (one per kind, made once). */
export type Session = {
  server: TestServer;
  token: string;
  userId: string;
  email: string;
  name: string;
  made: Map<string, Promise<string>>;
};

export const newSession = async (server: TestServer, label: string): Promise<Session> => {
  const name = `${label} ${randomBytes(4).toString("hex")}`;
  const user = await server.register({ name });
  return { server, ...user, name, made: new Map() };
};

/** A call as this user that must succeed (2xx); anything else fails the test with the answer. */
export const ok = async <T = any>(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
): Promise<TestResponse<T>> => {
  const res = await session.server.call<T>(method, path, { token: session.token, body });
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
  return res;
};

type Factory = (session: Session) => Promise<string>;

/** The user's object of this kind, made on first use. */
export const own = (session: Session, kind: string): Promise<string> => {
  const factory = factories[kind];
  if (!factory) throw new Error(`No factory for the kind "${kind}": add one to test/authz/factories.ts`);
  let made = session.made.get(kind);
  if (!made) {
    made = factory(session);
    session.made.set(kind, made);
  }
  return made;
};

/**
 * A webhook receiver on loopback answering 204 to everything (the matrix's server allows loopback with
 * PAYMENTS_ALLOW_PRIVATE_WEBHOOKS=1), so a delivery ends at once and the owner's log stays still.
 */
let receiver: Promise<string> | undefined;
const webhookReceiver = (): Promise<string> => {
  receiver ??= (async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(204).end());
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    server.unref();
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  })();
  return receiver;
};

const CONSTITUTION_ARTIFACTS = "/api/registry/constitution-artifacts";
const COMMENT_ARTIFACT = "constitution-comment's artifact";
const constitutionBody = (session: Session) => ({
  title: `Scenario of ${session.name}`,
  sliders: LIBERAL,
});

/** The artifact the user's `constitution-comment` is on. */
export const constitutionCommentArtifact = async (session: Session): Promise<string> => {
  await own(session, "constitution-comment");
  return session.made.get(COMMENT_ARTIFACT)!;
};

/** The rights object's certificate document (what a receipt over it signs). */
const certificateOf = async (session: Session): Promise<unknown> =>
  (await ok(session, "GET", `/api/rights/objects/${await own(session, "rights-object")}`)).body.certificate;

/** The current shares of each threshold key a factory made (the matrix's rotations replace them). */
const keyshieldShareSets = new Map<string, string[]>();
export const rememberKeyshieldShares = (keyId: string, shares: string[]): void => {
  keyshieldShareSets.set(keyId, shares);
};
/** The current shares of the session's threshold key. */
export const keyshieldShares = async (session: Session): Promise<string[]> => {
  const id = await own(session, "keyshield-key");
  const shares = keyshieldShareSets.get(id);
  if (!shares) throw new Error(`no shares known for ${id}`);
  return shares;
};

export const factories: Record<string, Factory> = {
  /** The default wallet account, holding 100 TNU (so a transfer from it can succeed). */
  account: async (session) => {
    const accounts = await ok<{ items: { id: string; isDefault: boolean }[] }>(session, "GET", "/api/ledger/accounts");
    const id = accounts.body.items.find((account) => account.isDefault)!.id;
    await ok(session, "POST", "/api/ledger/topup", { accountId: id, amount: 100 });
    return id;
  },
  /** The current signing key (made by the first signature). */
  "signing-key": async (session) =>
    (await ok(session, "POST", "/api/signing/v2/sign", { payload: { made: "signing-key" } })).body.keyId,
  /** A registered work (a rights certificate). */
  "rights-object": async (session) =>
    (
      await ok(session, "POST", "/api/rights/objects", {
        title: `Work of ${session.name}`,
        description: `Registered by ${session.email}`,
        kind: "music",
      })
    ).body.id,
  /** A signing receipt over the user's rights certificate document (what a registry submission cites). */
  "signing-receipt": async (session) =>
    (await ok(session, "POST", "/api/signing/v2/sign", { payload: await certificateOf(session) })).body.receiptId,
  /** A language-model run, answered by the offline echo provider. */
  "llm-run": async (session) =>
    (
      await ok(session, "POST", "/api/llm/chat", {
        provider: "echo",
        model: "echo-1",
        messages: [{ role: "user", content: `Hello from ${session.name}` }],
      })
    ).body.id,
  /** The user's KZT wallet, holding 1,000 KZT (credited as a deposit would, so a transfer from it can succeed). */
  "payment-wallet": async (session) => {
    const id = (await ok(session, "POST", "/api/payments/wallets")).body.id;
    await fund(session.server, id, 100_000n);
    return id;
  },
  /** A P2P transfer the user sent from their wallet to a new user's wallet. */
  "payment-transfer": async (session) => {
    await own(session, "payment-wallet");
    const payee = await session.server.register();
    const to = (await session.server.call("POST", "/api/payments/wallets", { token: payee.token })).body.id;
    return (await ok(session, "POST", "/api/payments/transfer", { to, amount: 1 })).body.id;
  },
  /** A fan-out conversation with one dispatch answered by the offline echo provider. */
  "fanout-conversation": async (session) => {
    const id = (await ok(session, "POST", "/api/fanout/conversations", { title: `Talk of ${session.name}` })).body.id;
    await ok(session, "POST", `/api/fanout/conversations/${id}/dispatch`, {
      prompt: `Hello from ${session.name}`,
      agents: [{ id: "a", role: "You answer.", provider: "echo" }],
    });
    return id;
  },
  /** A saved governance scenario (the server classifies its sliders). */
  "constitution-scenario": async (session) =>
    (
      await ok(session, "POST", "/api/constitution/scenarios", {
        title: `Scenario of ${session.name}`,
        sliders: {
          floor: 90,
          ruleOfLaw: 90,
          rotation: 80,
          transparency: 90,
          multiStatus: 75,
          skinInGame: 60,
          polycentricity: 60,
          positiveSum: 80,
        },
        tags: ["authz"],
      })
    ).body.id,
  /** An Ed25519 threshold key, 2 of 3, used once (its shares kept for the matrix's recoveries and rotations). */
  "keyshield-key": async (session) => {
    const derived = await ok(session, "POST", "/api/keyshield/derive", {
      kind: "ed25519",
      threshold: 2,
      shares: 3,
      label: `Key of ${session.name}`,
    });
    const id = derived.body.key.id as string;
    rememberKeyshieldShares(id, derived.body.shares);
    await ok(session, "POST", "/api/keyshield/recover", { keyId: id, shares: derived.body.shares, message: "made" });
    return id;
  },
  /** An open checkout session (a deposit not yet paid) into the user's wallet. */
  "payment-checkout-session": async (session) => {
    const walletId = await own(session, "payment-wallet");
    return (await ok(session, "POST", "/api/payments/deposit/checkout", { walletId, amount: 10 })).body.id;
  },
  /** A merchant secret key. */
  "merchant-key": async (session) =>
    (await ok(session, "POST", "/api/payments/merchant/keys", { name: `Key of ${session.name}` })).body.id,
  /** An open payment request into the user's wallet. */
  "payment-request": async (session) => {
    await own(session, "payment-wallet");
    return (
      await ok(session, "POST", "/api/payments/requests", { amount: 10, description: `Asked by ${session.name}` })
    ).body.id;
  },
  /** A request of the user's for 1,000 KZT, paid by a payer of its own, so refunds of it can succeed. */
  "payment-request-paid": async (session) => {
    await own(session, "payment-wallet");
    const id = (
      await ok(session, "POST", "/api/payments/requests", { amount: 1000, description: `Sold by ${session.name}` })
    ).body.id as string;
    const payer = await newSession(session.server, `Payer of ${session.name}`);
    await own(payer, "payment-wallet");
    await ok(payer, "POST", `/api/payments/requests/${id}/pay`, {});
    return id;
  },
  /** An active webhook subscription to the loopback receiver. */
  "payment-webhook-subscription": async (session) =>
    (await ok(session, "POST", "/api/payments/webhook-subs", { url: await webhookReceiver() })).body.id,
  /** A ping delivered to it (succeeded, so it changes no more). */
  "payment-webhook-delivery": async (session) => {
    const sub = await own(session, "payment-webhook-subscription");
    const id = (await ok(session, "POST", `/api/payments/webhook-subs/${sub}/ping`)).body.id as string;
    for (let tries = 0; ; tries++) {
      const delivery = await ok(session, "GET", `/api/payments/webhook-deliveries/${id}`);
      if (delivery.body.status === "succeeded") return id;
      if (tries > 250) throw new Error(`the ping was not delivered: ${delivery.text}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
  /** A self-destructing contract document (an NDA, one view, not viewed). */
  "contract-document": async (session) =>
    (
      await ok(session, "POST", "/api/contracts/documents", {
        template: "nda",
        fields: {
          disclosingParty: session.name,
          receivingParty: "Someone",
          purpose: "Testing",
          effectiveDate: "2026-12-01",
          termMonths: 12,
        },
      })
    ).body.document.id,
  /** A published constitution artifact (a governance scenario). */
  "constitution-artifact": async (session) =>
    (await ok(session, "POST", CONSTITUTION_ARTIFACTS, constitutionBody(session))).body.id,
  /**
   * A comment of the user's on an artifact of their own published for it (not the one above, which
   * the matrix may delete); `constitutionCommentArtifact` names that artifact.
   */
  "constitution-comment": async (session) => {
    const artifactId = (await ok(session, "POST", CONSTITUTION_ARTIFACTS, constitutionBody(session))).body.id as string;
    session.made.set(COMMENT_ARTIFACT, Promise.resolve(artifactId));
    return (
      await ok(session, "POST", `${CONSTITUTION_ARTIFACTS}/${artifactId}/comment`, { body: `By ${session.name}` })
    ).body.id;
  },
  /** An API key that may read the user's accounts. */
  "api-key": async (session) =>
    (await ok(session, "POST", "/api/auth/api-keys", { name: `${session.name}'s server`, scopes: ["auth:read"] })).body
      .id,
  /** An API key with a gateway budget (`/api/llm/budgets/{subject}` names it by the key's id). */
  "api-key-with-budget": async (session) => {
    const id = (
      await ok(session, "POST", "/api/auth/api-keys", {
        name: `${session.name}'s budgeted server`,
        scopes: ["llm:write"],
      })
    ).body.id as string;
    await ok(session, "PUT", `/api/llm/budgets/${id}`, { limit: 5, period: "month" });
    return id;
  },
  /** Another, so that revoking the one above (DELETE is in the matrix too) leaves one to roll. */
  "api-key-to-roll": async (session) =>
    (await ok(session, "POST", "/api/auth/api-keys", { name: `${session.name}'s other server`, scopes: ["auth:read"] }))
      .body.id,
  /** Another sign-in of the user's (a session this test's own token does not belong to). */
  session: async (session) => {
    const login = await session.server.call("POST", "/api/auth/login", {
      body: { email: session.email, password: "correct horse battery" },
      headers: { "user-agent": "second device" },
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
    const list = await ok<{ items: { id: string; current: boolean; userAgent: string | null }[] }>(
      session,
      "GET",
      "/api/auth/sessions?limit=200",
    );
    return list.body.items.find((s) => !s.current && s.userAgent === "second device")!.id;
  },
  /** An active coaching session from a position. */
  "coach-session": async (session) =>
    (
      await ok(session, "POST", "/api/coach/sessions/start", {
        topic: `Endgames of ${session.name}`,
        fen: "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
      })
    ).body.session.id,
  /** A pending payout of 1 KZT from the user's wallet. */
  "payment-payout": async (session) => {
    await own(session, "payment-wallet");
    return (
      await ok(session, "POST", "/api/payments/payouts", {
        amount: 1,
        destination: { type: "iban", iban: "KZ86125KZT5004100100", holderName: session.name },
      })
    ).body.id;
  },
};

/**
 * What the user can see of their own things. Another user's attempts on their ids must leave all of it
 * exactly as it was.
 */
export const snapshot = async (session: Session): Promise<Record<string, unknown>> => {
  const read = async (path: string) => (await ok(session, "GET", path)).body;
  const rights: Record<string, unknown> = {};
  if (session.made.has("rights-object")) {
    const id = await own(session, "rights-object");
    rights[id] = await read(`/api/rights/objects/${id}`);
  }
  const fanout: Record<string, unknown> = {};
  if (session.made.has("fanout-conversation")) {
    const id = await own(session, "fanout-conversation");
    fanout[id] = await read(`/api/fanout/conversations/${id}`);
  }
  const keyshield: Record<string, unknown> = {};
  if (session.made.has("keyshield-key")) {
    const id = await own(session, "keyshield-key");
    keyshield[id] = {
      key: await read(`/api/keyshield/keys/${id}`),
      audit: await read(`/api/keyshield/keys/${id}/audit?limit=200`),
    };
  }
  const payments: Record<string, unknown> = {};
  if (session.made.has("payment-wallet")) {
    const id = await own(session, "payment-wallet");
    payments.wallet = await read(`/api/payments/wallets/${id}`);
    payments.entries = await read(`/api/payments/wallets/${id}/entries?limit=200`);
  }
  payments.notifications = await read("/api/payments/notifications?limit=200");
  payments.checkoutSessions = await read("/api/payments/deposit/checkout?limit=200");
  const constitution: Record<string, unknown> = {};
  for (const kind of ["constitution-artifact", COMMENT_ARTIFACT]) {
    if (!session.made.has(kind)) continue;
    const id = await session.made.get(kind)!;
    constitution[id] = {
      artifact: await read(`${CONSTITUTION_ARTIFACTS}/${id}`),
      comments: await read(`${CONSTITUTION_ARTIFACTS}/${id}/comments?limit=200`),
      social: await read(`${CONSTITUTION_ARTIFACTS}/${id}/social`),
    };
  }
  const coach: Record<string, unknown> = {};
  if (session.made.has("coach-session")) {
    const id = await own(session, "coach-session");
    coach[id] = await read(`/api/coach/sessions/${id}`);
  }
  const recent = (await read("/api/registry/artifacts/recent?limit=200")) as { items: { ownerId: string }[] };
  return {
    me: await read("/api/auth/me"),
    apiKeys: await read("/api/auth/api-keys?limit=200"),
    sessions: await read("/api/auth/sessions?limit=200"),
    accounts: await read("/api/ledger/accounts"),
    operations: await read("/api/ledger/operations?limit=200"),
    transfers: await read("/api/ledger/transfers?limit=200"),
    audit: await read("/api/signing/v2/audit?limit=200"),
    keys: await read("/api/signing/v2/me/keys?limit=200"),
    earnings: await read("/api/ecosystem/earnings"),
    rights,
    conversations: await read("/api/fanout/conversations?limit=200"),
    fanout,
    constitutionScenarios: await read("/api/constitution/scenarios?limit=200"),
    constitutionPlan: await read("/api/constitution/me/plan"),
    keyshieldKeys: await read("/api/keyshield/keys?limit=200"),
    keyshield,
    payments,
    artifacts: recent.items.filter((artifact) => artifact.ownerId === session.userId),
    merchantKeys: await read("/api/payments/merchant/keys?limit=200"),
    paymentRequests: await read("/api/payments/requests?limit=200"),
    webhookSubscriptions: await read("/api/payments/webhook-subs?limit=200"),
    webhookDeliveries: await read("/api/payments/webhook-deliveries?limit=200"),
    payouts: await read("/api/payments/payouts?limit=200"),
    kyc: await read("/api/payments/kyc"),
    contractDocuments: await read("/api/contracts/documents?limit=200"),
    contractDocument: session.made.has("contract-document")
      ? await read(`/api/contracts/documents/${await own(session, "contract-document")}`)
      : null,
    constitution,
    coach,
    coachSessions: await read("/api/coach/sessions?limit=200"),
  };
};
