// End to end through @trustplane/sdk-fintech only: the real server, the ledger and signing modules
// driven the way an integrator drives them (no app.call, no hand-written fetch). The package is
// imported by name, so this runs against its built dist/ (turbo builds it before the server's tests).
import {
  AuthenticationError,
  createFintechClient,
  type FintechClient,
  isApiError,
  NotFoundError,
  PermissionError,
  type Schemas,
  UnprocessableError,
  ValidationError,
  verifySignatureOffline,
} from "@trustplane/sdk-fintech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { PASSWORD as password, rejection, uniqueEmail } from "./sdk-helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The headers of every request a client sends, recorded by the `fetch` it is given. */
const recordingFetch = () => {
  const sent: { method: string; url: string; headers: Headers }[] = [];
  const fetchAndRecord = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    sent.push({
      method: request?.method ?? init?.method ?? "GET",
      url: request?.url ?? String(input),
      headers: new Headers(request?.headers ?? init?.headers),
    });
    return globalThis.fetch(input, init);
  }) as typeof fetch;
  return { sent, fetch: fetchAndRecord };
};

type Member = { client: FintechClient; email: string; userId: string; wallet: Schemas["Account"] };

/** A freshly registered user, its client signed in, and its default account. */
const member = async (name: string, options: { fetch?: typeof fetch } = {}): Promise<Member> => {
  const email = uniqueEmail(name.toLowerCase());
  const client = createFintechClient({ baseUrl: app.url, ...options });
  const { user } = await client.auth.register({ email, password, name });
  const { items, total } = await client.ledger.accounts.list();
  expect(items).toHaveLength(1);
  expect(total).toBe(1); // `total` like every list
  return { client, email, userId: user.id, wallet: items[0]! };
};

const balanceOf = async (client: FintechClient, accountId: string): Promise<number> => {
  const { items } = await client.ledger.accounts.list();
  const account = items.find((a) => a.id === accountId);
  if (!account) throw new Error(`account ${accountId} is not the caller's`);
  return account.balance;
};

describe("the ledger through @trustplane/sdk-fintech", () => {
  it("registers two users, each with one empty default account, and opens a second account", async () => {
    const ada = await member("Ada");
    const grace = await member("Grace");
    expect(ada.wallet).toMatchObject({ balance: 0, currency: "TNU", isDefault: true });
    expect(grace.wallet).toMatchObject({ balance: 0, currency: "TNU", isDefault: true });
    expect(ada.wallet.id).toMatch(/^acc_/);
    expect(grace.wallet.id).not.toBe(ada.wallet.id);

    const savings = await ada.client.ledger.accounts.open({ currency: "TNU" });
    expect(savings).toMatchObject({ balance: 0, currency: "TNU", isDefault: false });
    const { items } = await ada.client.ledger.accounts.list();
    // Oldest first: the default account, then the one just opened.
    expect(items.map((a) => [a.id, a.isDefault])).toEqual([
      [ada.wallet.id, true],
      [savings.id, false],
    ]);
    // Grace still sees only her own account.
    const graces = await grace.client.ledger.accounts.list();
    expect(graces.items.map((a) => a.id)).toEqual([grace.wallet.id]);
  });

  it("sends an Idempotency-Key on every top-up, and replays a call made with an explicit key", async () => {
    const recorder = recordingFetch();
    const ada = await member("Ada", { fetch: recorder.fetch });

    const first = await ada.client.ledger.accounts.topUp({ accountId: ada.wallet.id, amount: 25 });
    const second = await ada.client.ledger.accounts.topUp({ accountId: ada.wallet.id, amount: 25 });
    expect([first.balance, second.balance]).toEqual([25, 50]);
    expect(second.operationId).not.toBe(first.operationId);
    const topups = recorder.sent.filter((r) => r.method === "POST" && r.url.endsWith("/api/ledger/topup"));
    expect(topups).toHaveLength(2);
    const keys = topups.map((r) => r.headers.get("idempotency-key"));
    for (const key of keys) expect(key).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]); // a fresh key per call, so two calls credit twice
    // Reads carry no key.
    const reads = recorder.sent.filter((r) => r.method === "GET");
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.headers.get("idempotency-key")).toBeNull();

    const key = `order-${crypto.randomUUID()}`;
    const paid = await ada.client.ledger.accounts.topUp(
      { accountId: ada.wallet.id, amount: 12.5 },
      { idempotencyKey: key },
    );
    const replayed = await ada.client.ledger.accounts.topUp(
      { accountId: ada.wallet.id, amount: 12.5 },
      { idempotencyKey: key },
    );
    expect(paid.balance).toBe(62.5);
    expect(replayed).toEqual(paid);
    expect(recorder.sent.filter((r) => r.headers.get("idempotency-key") === key)).toHaveLength(2);
    await expect(balanceOf(ada.client, ada.wallet.id)).resolves.toBe(62.5);
    const operations = await ada.client.ledger.operations.list({ limit: 10 });
    expect(operations.total).toBe(3);
    expect(operations.items.map((o) => o.amount)).toEqual([12.5, 25, 25]);

    // The same key with a different request is refused.
    const reused = await rejection(
      ada.client.ledger.accounts.topUp({ accountId: ada.wallet.id, amount: 99 }, { idempotencyKey: key }),
    );
    expect(reused).toBeInstanceOf(UnprocessableError);
    expect(reused).not.toBeInstanceOf(ValidationError);
    expect(reused).toMatchObject({ status: 422, code: "idempotency-key-reused", operation: "ledger.accounts.topUp" });
    await expect(balanceOf(ada.client, ada.wallet.id)).resolves.toBe(62.5);
  });

  it("looks a user up by email and transfers to them", async () => {
    const ada = await member("Ada");
    const grace = await member("Grace");
    await ada.client.ledger.accounts.topUp({ accountId: ada.wallet.id, amount: 100 });

    // Case-insensitive, and it names the owner without echoing the email.
    const found = await ada.client.ledger.accounts.lookup({ email: grace.email.toUpperCase() });
    expect(found).toEqual({ id: grace.wallet.id, owner: { id: grace.userId, name: "Grace" } });

    const transfer = await ada.client.ledger.transfers.create({ from: ada.wallet.id, to: found.id, amount: 12.5 });
    expect(transfer).toMatchObject({ from: ada.wallet.id, to: grace.wallet.id, amount: 12.5 });
    expect(transfer.id).toMatch(/^trf_/);
    expect(transfer.operationId).toMatch(/^op_/);
    await expect(balanceOf(ada.client, ada.wallet.id)).resolves.toBe(87.5);
    await expect(balanceOf(grace.client, grace.wallet.id)).resolves.toBe(12.5);

    // Both sides see the same operation.
    const [adaLatest] = (await ada.client.ledger.operations.list({ limit: 1 })).items;
    const [graceLatest] = (await grace.client.ledger.operations.list({ limit: 1 })).items;
    expect(adaLatest).toEqual(graceLatest);
    expect(adaLatest).toMatchObject({ id: transfer.operationId, kind: "transfer", transferId: transfer.id });

    await expect(ada.client.ledger.accounts.lookup({ email: uniqueEmail("nobody") })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("turns refused transfers into typed errors, and none of them moves money", async () => {
    const ada = await member("Ada");
    const grace = await member("Grace");
    await ada.client.ledger.accounts.topUp({ accountId: ada.wallet.id, amount: 10 });

    const poor = await rejection(
      ada.client.ledger.transfers.create({ from: ada.wallet.id, to: grace.wallet.id, amount: 10.01 }),
    );
    expect(poor).toBeInstanceOf(UnprocessableError);
    const transfer = ada.client.ledger.transfers.create;
    if (!transfer.isError(poor)) throw new Error("isError should recognize the transfer's own failure");
    expect(poor.code).toBe("insufficient-funds");
    expect(poor.status).toBe(422);
    expect(poor.body).toMatchObject({ code: "insufficient-funds", status: 422 });
    expect(poor.requestId).toMatch(/^req_/);
    expect(poor.body?.requestId).toBe(poor.requestId);
    expect(isApiError(poor, ada.client.ledger.accounts.topUp)).toBe(false);

    // Ada may not spend from Grace's account.
    const theft = await rejection(
      ada.client.ledger.transfers.create({ from: grace.wallet.id, to: ada.wallet.id, amount: 1 }),
    );
    expect(theft).toBeInstanceOf(PermissionError);
    expect(theft).toMatchObject({ status: 403, code: expect.any(String) });
    expect((theft as PermissionError).requestId).toMatch(/^req_/);

    const unknownAccount = `acc_${"0".repeat(26)}`;
    const nowhere = await rejection(
      ada.client.ledger.transfers.create({ from: ada.wallet.id, to: unknownAccount, amount: 1 }),
    );
    expect(nowhere).toBeInstanceOf(NotFoundError);
    expect((nowhere as NotFoundError).status).toBe(404);

    await expect(balanceOf(ada.client, ada.wallet.id)).resolves.toBe(10);
    await expect(balanceOf(grace.client, grace.wallet.id)).resolves.toBe(0);
    const { items, total } = await ada.client.ledger.operations.list();
    expect(total).toBe(1);
    expect(items.map((o) => o.kind)).toEqual(["topup"]);
  });

  describe("with a ledger of several pages", () => {
    let ada: Member;
    let grace: Member;
    /** Ada's operations and transfers, in the order they were made. */
    const operationIds: string[] = [];
    const transfers: Schemas["Transfer"][] = [];

    beforeAll(async () => {
      ada = await member("Ada");
      grace = await member("Grace");
      for (const amount of [10, 20, 30]) {
        const topup = await ada.client.ledger.accounts.topUp({ accountId: ada.wallet.id, amount });
        operationIds.push(topup.operationId);
      }
      for (const amount of [1, 2.5, 3, 4.25]) {
        const transfer = await ada.client.ledger.transfers.create({ from: ada.wallet.id, to: grace.wallet.id, amount });
        operationIds.push(transfer.operationId);
        transfers.push(transfer);
      }
      // Grace pays one back, so Ada's transfers go both ways.
      const back = await grace.client.ledger.transfers.create({
        from: grace.wallet.id,
        to: ada.wallet.id,
        amount: 0.75,
      });
      operationIds.push(back.operationId);
      transfers.push(back);
    });

    it("walks every operation with for await, newest first, two per page", async () => {
      const seen: Schemas["Operation"][] = [];
      for await (const operation of ada.client.ledger.operations.list({ limit: 2 })) seen.push(operation);
      expect(seen.map((o) => o.id)).toEqual([...operationIds].reverse());
      expect(seen.map((o) => o.kind)).toEqual([
        "transfer",
        "transfer",
        "transfer",
        "transfer",
        "transfer",
        "topup",
        "topup",
        "topup",
      ]);
      expect(seen.map((o) => o.amount)).toEqual([0.75, 4.25, 3, 2.5, 1, 30, 20, 10]);
      expect(seen.at(-1)).toMatchObject({ from: null, to: ada.wallet.id, transferId: null });
      const createdAt = seen.map((o) => Date.parse(o.createdAt));
      expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));

      // Page by page: 8 items in pages of 2 is 4 pages, the last one without a next cursor.
      const pages: Schemas["OperationPage"][] = [];
      for await (const page of ada.client.ledger.operations.list({ limit: 2 }).pages()) pages.push(page);
      expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2, 2]);
      expect(pages.map((p) => p.total)).toEqual([8, 8, 8, 8]);
      expect(pages.at(-1)?.nextCursor).toBeNull();
      expect(pages.slice(0, -1).every((p) => typeof p.nextCursor === "string")).toBe(true);

      // Awaiting gives only the first page.
      const first = await ada.client.ledger.operations.list({ limit: 2 });
      expect(first.items.map((o) => o.id)).toEqual(operationIds.slice(-2).reverse());
      expect(first.total).toBe(8);
    });

    it("collects with toArray, stopping at the limit across pages", async () => {
      const five = await ada.client.ledger.operations.list({ limit: 2 }).toArray({ limit: 5 });
      expect(five.map((o) => o.id)).toEqual([...operationIds].reverse().slice(0, 5));
      const all = await ada.client.ledger.operations.list({ limit: 3 }).toArray();
      expect(all.map((o) => o.id)).toEqual([...operationIds].reverse());
    });

    it("lists transfers (no top-ups) across pages for both parties", async () => {
      const adas: Schemas["Transfer"][] = [];
      for await (const transfer of ada.client.ledger.transfers.list({ limit: 2 })) adas.push(transfer);
      expect(adas).toEqual([...transfers].reverse());

      const graces = await grace.client.ledger.transfers.list({ limit: 2 }).toArray({ limit: 3 });
      expect(graces.map((t) => t.id)).toEqual(
        [...transfers]
          .reverse()
          .slice(0, 3)
          .map((t) => t.id),
      );
      expect(graces.map((t) => t.amount)).toEqual([0.75, 4.25, 3]);

      await expect(balanceOf(ada.client, ada.wallet.id)).resolves.toBe(60 - 10.75 + 0.75);
      await expect(balanceOf(grace.client, grace.wallet.id)).resolves.toBe(10.75 - 0.75);
    });

    it("exports operations.csv as text, oldest first, with the exact header", async () => {
      const csv = await ada.client.ledger.operations.export();
      expect(typeof csv).toBe("string");
      const lines = String(csv).split("\r\n");
      expect(lines[0]).toBe("id,kind,amount,from,to,createdAt");
      expect(lines.at(-1)).toBe(""); // every record ends with CRLF
      const records = lines.slice(1, -1).map((line) => line.split(","));
      expect(records.map((r) => r[0])).toEqual(operationIds);
      expect(records.map((r) => r.slice(1, 5))).toEqual([
        ["topup", "10.00", "", ada.wallet.id],
        ["topup", "20.00", "", ada.wallet.id],
        ["topup", "30.00", "", ada.wallet.id],
        ["transfer", "1.00", ada.wallet.id, grace.wallet.id],
        ["transfer", "2.50", ada.wallet.id, grace.wallet.id],
        ["transfer", "3.00", ada.wallet.id, grace.wallet.id],
        ["transfer", "4.25", ada.wallet.id, grace.wallet.id],
        ["transfer", "0.75", grace.wallet.id, ada.wallet.id],
      ]);
    });
  });
});

describe("what the client sends, and what the server makes of it", () => {
  it("names the package and runtime in User-Agent, and retries a lost answer with its count and the same key", async () => {
    const sent: Headers[] = [];
    let dropNext = false;
    /** Forwards every request; when told to, lets the server act on one and then loses its answer. */
    const flaky = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input as Request;
      sent.push(new Headers(request.headers));
      const response = await globalThis.fetch(input, init);
      if (dropNext && request.url.endsWith("/api/ledger/topup")) {
        dropNext = false;
        await response.arrayBuffer();
        throw new TypeError("socket hang up");
      }
      return response;
    }) as typeof fetch;
    const ada = await member("Ada", { fetch: flaky });
    expect(sent[0]!.get("user-agent")).toBe(
      `@trustplane/sdk-fintech/0.0.0 @trustplane/sdk-core/0.0.0 (node ${process.versions.node}; ${process.platform} ${process.arch})`,
    );

    sent.length = 0;
    dropNext = true;
    const { data, response } = await ada.client.ledger.accounts.topUp.withResponse({
      accountId: ada.wallet.id,
      amount: 5,
    });
    // The first attempt was acted on; the retry (same key, counted) got the first answer replayed.
    expect(sent.map((h) => h.get("trustplane-retry-count"))).toEqual([null, "1"]);
    expect(sent[1]!.get("idempotency-key")).toBe(sent[0]!.get("idempotency-key"));
    expect(response.headers.get("idempotent-replayed")).toBe("true");
    expect(data.balance).toBe(5);
    await expect(balanceOf(ada.client, ada.wallet.id)).resolves.toBe(5);
  });

  it("lets a browser send the client's headers cross-origin (CORS preflight)", async () => {
    const preflight = await fetch(`${app.url}/api/ledger/topup`, {
      method: "OPTIONS",
      headers: {
        origin: "https://app.example.test",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,idempotency-key,trustplane-retry-count",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    const allowed = (preflight.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(",");
    expect(allowed).toEqual(
      expect.arrayContaining(["authorization", "content-type", "idempotency-key", "trustplane-retry-count"]),
    );
  });
});

describe("signing through @trustplane/sdk-fintech", () => {
  const payload = { invoice: "inv-42", amount: 12.5, lines: ["caffè", "naïve"], paid: false };
  /** The same payload with its keys in another order: the RFC 8785 form, and so the signature, is equal. */
  const reordered = { paid: false, lines: ["caffè", "naïve"], amount: 12.5, invoice: "inv-42" };
  const tampered = { ...payload, amount: 1250 };

  it("signs with v1, verifies through the API and offline with the published key", async () => {
    const { client } = await member("Ada");
    const signed = await client.signing.v1.sign({ payload });
    expect(signed).toMatchObject({ payload, algo: "Ed25519" });
    expect(signed.signature).toMatch(/^0x[0-9a-f]{128}$/i);
    expect(signed.receiptId).toMatch(/^sig_/);
    expect(signed.keyId).toMatch(/^key_/);

    // Verification is public: a client without a token may call it.
    const anyone = createFintechClient({ baseUrl: app.url });
    const verified = await anyone.signing.v1.verify({ payload: reordered, signature: signed.signature });
    expect(verified).toEqual({
      valid: true,
      expected: signed.signature,
      provided: signed.signature,
      keyId: signed.keyId,
      receiptId: signed.receiptId,
    });
    const forged = await anyone.signing.v1.verify({ payload: tampered, signature: signed.signature });
    expect(forged).toMatchObject({ valid: false, expected: null });

    const key = await anyone.signing.keys.retrieve(signed.keyId);
    expect(key).toMatchObject({ keyId: signed.keyId, kind: "user", algo: "Ed25519", retiredAt: null });
    const offline = { signature: signed.signature, publicKey: key.publicKey };
    await expect(verifySignatureOffline({ payload: reordered, ...offline })).resolves.toBe(true);
    await expect(verifySignatureOffline({ payload: tampered, ...offline })).resolves.toBe(false);
  });

  it("signs with v2, verifies through the API and offline, with the same key and bytes as v1", async () => {
    const { client } = await member("Grace");
    const v1 = await client.signing.v1.sign({ payload });
    const v2 = await client.signing.sign({ payload: reordered });
    expect(v2).toMatchObject({ keyId: v1.keyId, algo: "Ed25519", canonicalization: "RFC8785" });
    expect(v2.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(v2.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(v2.payloadSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(v2.receiptId).not.toBe(v1.receiptId);
    expect(v2.attestation.keyId).toMatch(/^key_/);
    // Ed25519 is deterministic: the same key over the same canonical bytes, written two ways.
    expect(`0x${Buffer.from(v2.signature, "base64url").toString("hex")}`).toBe(v1.signature.toLowerCase());

    const anyone = createFintechClient({ baseUrl: app.url });
    await expect(anyone.signing.verify({ payload, signature: v2.signature, keyId: v2.keyId })).resolves.toEqual({
      valid: true,
      keyId: v2.keyId,
      reason: null,
    });
    await expect(
      anyone.signing.verify({ payload: tampered, signature: v2.signature, publicKey: v2.publicKey }),
    ).resolves.toEqual({ valid: false, keyId: v2.keyId, reason: "bad-signature" });

    await expect(verifySignatureOffline({ payload, signature: v2.signature, publicKey: v2.publicKey })).resolves.toBe(
      true,
    );
    await expect(
      verifySignatureOffline({ payload: tampered, signature: v2.signature, publicKey: v2.publicKey }),
    ).resolves.toBe(false);
    // The v1 hex signature verifies offline with the v2 base64url key too.
    await expect(verifySignatureOffline({ payload, signature: v1.signature, publicKey: v2.publicKey })).resolves.toBe(
      true,
    );
  });

  it("pages through the audit log, newest first, v1 entries without attestation", async () => {
    const { client } = await member("Ada");
    const receipts: { receiptId: string; apiVersion: "v1" | "v2" }[] = [];
    for (let n = 0; n < 5; n += 1) {
      if (n % 2 === 0) {
        const v1 = await client.signing.v1.sign({ payload: { n } });
        receipts.push({ receiptId: v1.receiptId, apiVersion: "v1" });
      } else {
        const v2 = await client.signing.sign({ payload: { n } });
        receipts.push({ receiptId: v2.receiptId, apiVersion: "v2" });
      }
    }

    const seen: Schemas["AuditEntry"][] = [];
    for await (const entry of client.signing.audit.list({ limit: 2 })) seen.push(entry);
    expect(seen.map((e) => ({ receiptId: e.receiptId, apiVersion: e.apiVersion }))).toEqual([...receipts].reverse());
    for (const entry of seen) {
      if (entry.apiVersion === "v1") expect(entry.attestation).toBeNull();
      else expect(entry.attestation?.keyId).toMatch(/^key_/);
    }
    // The audit keeps a digest of each payload, never the payload.
    expect(new Set(seen.map((e) => e.payloadSha256)).size).toBe(5);

    const firstThree = await client.signing.audit.list({ limit: 2 }).toArray({ limit: 3 });
    expect(firstThree.map((e) => e.receiptId)).toEqual(seen.slice(0, 3).map((e) => e.receiptId));
    const firstPage = await client.signing.audit.list({ limit: 2 });
    expect(firstPage.total).toBe(5);
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.nextCursor).toEqual(expect.any(String));
  });
});

describe("after sign-out-everywhere", () => {
  it("the old token is refused with AuthenticationError by the ledger and signing", async () => {
    const ada = await member("Ada");
    const token = (await ada.client.auth.login({ email: ada.email, password })).token;
    await expect(ada.client.auth.signOutEverywhere()).resolves.toEqual({ revoked: true });

    const stale = createFintechClient({ baseUrl: app.url, token });
    for (const call of [
      () => stale.ledger.accounts.list(),
      () => stale.ledger.accounts.topUp({ accountId: ada.wallet.id, amount: 1 }),
      () => stale.signing.sign({ payload: { statement: "sign-out" } }),
      () => ada.client.ledger.operations.list(), // the client forgot its own token
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(AuthenticationError);
      expect((error as AuthenticationError).status).toBe(401);
      expect((error as AuthenticationError).requestId).toMatch(/^req_/);
    }

    // A fresh login works again and nothing was credited by the refused top-up.
    await ada.client.auth.login({ email: ada.email, password });
    await expect(balanceOf(ada.client, ada.wallet.id)).resolves.toBe(0);
  });
});
