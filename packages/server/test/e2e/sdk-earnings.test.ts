// End to end: partners report payments the way a partner does (signed with @trustplane/webhook-verifier,
// plain fetch), users read them through @trustplane/sdk-fintech only (its built dist/).
import {
  AuthenticationError,
  createFintechClient,
  type FintechClient,
  PermissionError,
  ValidationError,
} from "@trustplane/sdk-fintech";
import { sign } from "@trustplane/webhook-verifier";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { PASSWORD as password } from "./sdk-helpers.ts";

const SECRETS = { rights: "rights-e2e", chess: "chess-e2e", registry: "registry-e2e" };

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({
    RIGHTS_WEBHOOK_SECRET: SECRETS.rights,
    CHESS_WEBHOOK_SECRET: SECRETS.chess,
    REGISTRY_WEBHOOK_SECRET: SECRETS.registry,
  });
});
afterAll(async () => {
  await app?.close();
});

let sequence = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++sequence}`;

/** A partner: signs each report with its shared secret and POSTs it. */
const partner = (name: keyof typeof SECRETS, path: string) => async (body: unknown) => {
  const res = await fetch(app.url + path, { method: "POST", ...(await sign({ secret: SECRETS[name], body })) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const rightsPartner = partner("rights", "/api/rights/royalties/verify-webhook");
const chessPartner = partner("chess", "/api/chess/tournament-finalized");
const registryPartner = partner("registry", "/api/registry/payouts/certify-webhook");

const signUp = async (email: string): Promise<FintechClient> => {
  const client = createFintechClient({ baseUrl: app.url });
  await client.auth.register({ email, password, name: "Earner" });
  return client;
};

describe("earnings through the SDK", () => {
  it("a user who registers after being paid sees every record, the aggregate and the credited wallet", async () => {
    const email = `${unique("grace")}@example.test`;
    const royaltyIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await rightsPartner({
        eventId: unique("roy"),
        email,
        productKey: `album-${i}`,
        period: "2026-Q1",
        amount: 0.1,
      });
      expect(r.status).toBe(201);
      royaltyIds.push(r.body.id);
    }
    const podium = await chessPartner({ tournamentId: unique("cup"), podium: [{ email, place: 2, amount: 25.5 }] });
    expect(podium.status).toBe(201);
    const cert = await registryPartner({ eventId: unique("cert"), email, artifactVersionId: "artv_9", amount: 0.2 });
    expect(cert.status).toBe(201);
    const replay = await registryPartner({
      eventId: cert.body.eventId,
      email,
      artifactVersionId: "artv_9",
      amount: 0.2,
    });
    expect(replay).toEqual({ status: 200, body: { ...cert.body, replayed: true } });

    const client = await signUp(email);

    const seen: string[] = [];
    for await (const royalty of client.earnings.royalties.list({ limit: 2 })) {
      expect(royalty.amount).toBe(0.1);
      seen.push(royalty.id);
    }
    expect(seen).toEqual([...royaltyIds].reverse());
    const firstPage = await client.earnings.royalties.list({ limit: 2 });
    expect(firstPage.total).toBe(5);
    expect(firstPage.nextCursor).toEqual(expect.any(String));

    const results = await client.chess.results.list();
    expect(results.items).toEqual([
      {
        id: podium.body.recorded[0].id,
        tournamentId: podium.body.tournamentId,
        place: 2,
        amount: 25.5,
        finalizedAt: podium.body.finalizedAt,
      },
    ]);
    const payouts = await client.earnings.payouts.list();
    expect(payouts.items).toEqual([
      { id: cert.body.id, artifactVersionId: "artv_9", amount: 0.2, certifiedAt: cert.body.certifiedAt },
    ]);

    const aggregate = await client.earnings.retrieve();
    expect(aggregate.totals).toEqual({ rights: 0.5, chess: 25.5, registry: 0.2, all: 26.2 });
    expect(aggregate.perSource.map((s) => [s.source, s.count])).toEqual([
      ["rights", 5],
      ["chess", 1],
      ["registry", 1],
    ]);

    const { items: accounts } = await client.ledger.accounts.list();
    expect(accounts[0]!.balance).toBe(26.2);
    const kinds = new Set<string>();
    for await (const op of client.ledger.operations.list()) kinds.add(op.kind);
    expect([...kinds]).toEqual(["earning"]);
  });

  it("refuses lists without a token, and a bad limit, with typed errors", async () => {
    const anonymous = createFintechClient({ baseUrl: app.url });
    await expect(anonymous.earnings.retrieve()).rejects.toBeInstanceOf(AuthenticationError);
    const client = await signUp(`${unique("x")}@example.test`);
    await expect(client.chess.results.list({ limit: 500 })).rejects.toBeInstanceOf(ValidationError);
  });

  it("operators manage tournaments and everyone sees the upcoming ones", async () => {
    const email = `${unique("op")}@example.test`;
    const operator = await signUp(email);
    await app.ctx.db.query(sql.unsafe`UPDATE users SET role = 'admin' WHERE lower(email) = ${email}`);
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await operator.chess.tournaments.create({
      name: "Lunch Blitz",
      startsAt,
      format: "Blitz 5+0",
      prizePool: 20,
      capacity: 16,
    });
    const updated = await operator.chess.tournaments.update(created.id, { entries: 9 });
    expect(updated).toMatchObject({ id: created.id, entries: 9, capacity: 16, prizePool: 20 });

    const visitor = createFintechClient({ baseUrl: app.url });
    const { items } = await visitor.chess.tournaments.upcoming.list();
    expect(items.find((t) => t.id === created.id)).toEqual({
      id: created.id,
      name: "Lunch Blitz",
      startsAt: created.startsAt,
      format: "Blitz 5+0",
      prizePool: 20,
      entries: 9,
      capacity: 16,
    });

    const plain = await signUp(`${unique("plain")}@example.test`);
    await expect(
      plain.chess.tournaments.create({ name: "Nope", startsAt, format: "Blitz", prizePool: 0, capacity: 2 }),
    ).rejects.toBeInstanceOf(PermissionError);
  });

  it("the webhook receivers are not part of the client", () => {
    /** Every method under the client, by dotted name (`earnings.royalties.list`). */
    const names = (node: object, prefix = ""): string[] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === "function" ? [`${prefix}${key}`] : names(value as object, `${prefix}${key}.`),
      );
    const methods = names(createFintechClient({ baseUrl: app.url }));
    expect(methods).toContain("earnings.royalties.list");
    expect(methods).toContain("earnings.payouts.list");
    expect(methods.some((m) => /webhook|receive/i.test(m))).toBe(false);
  });
});
