// The owner's side of self-destructing contracts, end to end through @trustplane/sdk-fintech:
// templates, creating (validation against the template, expiry bounds, idempotency), reading, listing,
// editing and revoking before the first view, and ownership (someone else's document is 404).
import { createFintechClient, type FintechClient } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient, rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { LOAN_FIELDS, makeNda, NDA_FIELDS, stored } from "./helpers.ts";

let app: TestServer;
let ada: FintechClient;
let grace: FintechClient;
let anonymous: FintechClient;
beforeAll(async () => {
  app = await startTestServer();
  ada = await registeredClient(app.url, "Ada");
  grace = await registeredClient(app.url, "Grace");
  anonymous = createFintechClient({ baseUrl: app.url });
});
afterAll(async () => {
  await app?.close();
});

const problem = (error: unknown) => error as { status: number; code: string; body: Record<string, any> };

describe("templates", () => {
  it("lists the five templates with typed fields, without signing in", async () => {
    const { items } = await anonymous.contracts.templates.list();
    expect(items.map((t) => t.id)).toEqual([
      "nda",
      "service-agreement",
      "loan-receipt",
      "rental-agreement",
      "freelance-work-order",
    ]);
    for (const template of items) {
      expect(template.fields.length).toBeGreaterThan(3);
      expect(template.sections.length).toBeGreaterThan(1);
      for (const field of template.fields) {
        expect(["string", "text", "date", "money", "integer"]).toContain(field.type);
        expect(field.maxLength).toBeGreaterThan(0);
        // Bounds belong to integer fields, which always have them.
        expect(field.minimum !== undefined && field.maximum !== undefined).toBe(field.type === "integer");
      }
      // Every placeholder names a field of the template.
      const names = new Set(template.fields.map((f) => f.name));
      for (const section of template.sections)
        for (const [, name] of section.body.matchAll(/\{\{(\w+)\}\}/g)) expect(names).toContain(name);
    }
    const loan = items.find((t) => t.id === "loan-receipt")!;
    expect(loan.fields.find((f) => f.name === "amount")).toMatchObject({ type: "money", required: true });
    const rental = items.find((t) => t.id === "rental-agreement")!;
    expect(rental.fields.find((f) => f.name === "termMonths")).toMatchObject({
      type: "integer",
      minimum: 1,
      maximum: 600,
    });
  });
});

describe("creating a document", () => {
  it("answers the document, a link with a 256-bit token, and stores only the token's hash and ciphertext", async () => {
    const created = await makeNda(ada, { maxViews: 3, expiresInSeconds: 3600 });
    expect(created.viewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.viewUrl).toBe(`${app.url}/api/contracts/view/${created.viewToken}`);
    expect(created.document).toMatchObject({
      template: "nda",
      title: "Non-disclosure agreement",
      status: "active",
      maxViews: 3,
      viewsUsed: 0,
      viewsRemaining: 3,
      viewed: false,
      firstViewedAt: null,
      destroyedAt: null,
      destroyedReason: null,
      fields: NDA_FIELDS,
    });
    expect(created.document.id).toMatch(/^cdoc_/);
    const lifetime = Date.parse(created.document.expiresAt) - Date.parse(created.document.createdAt);
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(2_000);

    const row = await stored(app, created.document.id);
    expect(row.token_hash.length).toBe(32);
    expect(row.data_key).not.toBeNull();
    expect(row.content).not.toBeNull();
    // Nothing readable at rest: neither the token nor any field value appears in the row.
    const dump = JSON.stringify(
      await app.ctx.db.one(sql.unsafe`SELECT * FROM contract_documents WHERE id = ${created.document.id}`),
      (_k, v) => (typeof v === "bigint" ? String(v) : v),
    );
    const bytes = Buffer.concat([row.content!, row.data_key!]).toString("latin1");
    for (const secret of [created.viewToken, "Grace Hopper", "Ada Labs", "joint venture"]) {
      expect(dump).not.toContain(secret);
      expect(bytes).not.toContain(secret);
    }
  });

  it("defaults to one view and 24 hours, and takes expiresAt instead", async () => {
    const plain = await makeNda(ada);
    expect(plain.document.maxViews).toBe(1);
    const lifetime = Date.parse(plain.document.expiresAt) - Date.parse(plain.document.createdAt);
    expect(Math.abs(lifetime - 86_400_000)).toBeLessThan(2_000);
    const at = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const dated = await makeNda(ada, { expiresAt: at });
    expect(Date.parse(dated.document.expiresAt)).toBe(Date.parse(at));
  });

  it("refuses field values that break the template, naming each field and why", async () => {
    const error = problem(
      await rejection(
        ada.contracts.documents.create({
          template: "loan-receipt",
          fields: {
            ...LOAN_FIELDS,
            lender: "Two\nlines",
            amount: 10.005,
            repayBy: "2027-02-30",
            borrower: "x".repeat(201),
            nickname: "unknown",
            receivedOn: undefined as unknown as string,
          },
        }),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe("contract-field-invalid");
    const byPath = Object.fromEntries(
      (error.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(byPath).toEqual({
      "/body/fields/nickname": "is not a field of this template",
      "/body/fields/lender": "must be one line without control characters",
      "/body/fields/borrower": "must be at most 200 characters",
      "/body/fields/amount": "must have at most 2 decimals",
      "/body/fields/receivedOn": "is required",
      "/body/fields/repayBy": "must be a date as YYYY-MM-DD",
    });
    const wrongTypes = problem(
      await rejection(
        ada.contracts.documents.create({
          template: "loan-receipt",
          fields: { ...LOAN_FIELDS, amount: "12" as unknown as number, lender: 5 as unknown as string },
        }),
      ),
    );
    expect(wrongTypes.body.errors).toEqual([
      { path: "/body/fields/lender", message: "must be a string" },
      { path: "/body/fields/amount", message: "must be a number" },
    ]);
    const negative = problem(
      await rejection(
        ada.contracts.documents.create({ template: "loan-receipt", fields: { ...LOAN_FIELDS, amount: -1 } }),
      ),
    );
    expect(negative.body.errors).toEqual([
      { path: "/body/fields/amount", message: "must be at least 0 and below 1e12" },
    ]);
  });

  it("takes integer fields as whole JSON numbers within their bounds", async () => {
    const answers = [];
    for (const termMonths of ["24", 0, 601, 1.5]) {
      const error = problem(
        await rejection(
          ada.contracts.documents.create({
            template: "nda",
            fields: { ...NDA_FIELDS, termMonths: termMonths as number },
          }),
        ),
      );
      expect(error.code).toBe("contract-field-invalid");
      answers.push(error.body.errors);
    }
    expect(answers).toEqual([
      [{ path: "/body/fields/termMonths", message: "must be a whole number" }],
      [{ path: "/body/fields/termMonths", message: "must be from 1 to 600" }],
      [{ path: "/body/fields/termMonths", message: "must be from 1 to 600" }],
      [{ path: "/body/fields/termMonths", message: "must be a whole number" }],
    ]);
    const created = await ada.contracts.documents.create({
      template: "freelance-work-order",
      fields: {
        client: "Ada Labs LLP",
        freelancer: "Grace Hopper",
        projectTitle: "A compiler",
        deliverables: "Source and docs",
        price: 500000,
        deadline: "2027-01-31",
        revisions: 0,
      },
    });
    const view = await anonymous.contracts.links.view(created.viewToken);
    expect(view.fields.find((f) => f.name === "revisions")).toMatchObject({ type: "integer", value: "0" });
  });

  it("refuses an unknown template, a bad expiry and view limits outside 1–100", async () => {
    const unknown = problem(await rejection(ada.contracts.documents.create({ template: "will", fields: {} })));
    expect([unknown.status, unknown.code]).toEqual([400, "contract-template-unknown"]);
    const both = problem(
      await rejection(makeNda(ada, { expiresInSeconds: 3600, expiresAt: new Date().toISOString() })),
    );
    expect([both.status, both.code]).toEqual([400, "contract-expiry"]);
    const far = problem(
      await rejection(makeNda(ada, { expiresAt: new Date(Date.now() + 31 * 86_400_000).toISOString() })),
    );
    expect(far.code).toBe("contract-expiry");
    const soon = problem(await rejection(makeNda(ada, { expiresAt: new Date(Date.now() + 10_000).toISOString() })));
    expect(soon.code).toBe("contract-expiry");
    for (const maxViews of [0, 101]) {
      const error = problem(await rejection(makeNda(ada, { maxViews })));
      expect([error.status, error.code]).toEqual([400, "validation"]);
    }
    const tooLong = problem(await rejection(makeNda(ada, { expiresInSeconds: 30 * 86_400 + 1 })));
    expect(tooLong.code).toBe("validation");
  });

  it("needs a signed-in caller", async () => {
    const error = problem(await rejection(makeNda(anonymous)));
    expect([error.status, error.code]).toEqual([401, "unauthorized"]);
  });

  it("answers a retry with the same Idempotency-Key with the same document and link, sealed at rest", async () => {
    const key = `contracts-${Date.now()}`;
    const body = { template: "nda", fields: NDA_FIELDS };
    const first = await ada.contracts.documents.create(body, { idempotencyKey: key });
    const again = await ada.contracts.documents.create.withResponse(body, { idempotencyKey: key });
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    expect(again.data.document.id).toBe(first.document.id);
    expect(again.data.viewToken).toBe(first.viewToken);
    // The stored answer (which holds the link) is sealed, never in clear.
    const storedAnswers = (await app.ctx.db.any(sql.unsafe`
      SELECT response_body, response_sealed FROM idempotency_keys WHERE key = ${key}`)) as readonly {
      response_body: string | null;
      response_sealed: Buffer | null;
    }[];
    expect(storedAnswers).toHaveLength(1);
    expect(storedAnswers[0]!.response_body).toBeNull();
    expect(storedAnswers[0]!.response_sealed!.toString("latin1")).not.toContain(first.viewToken);
    const reused = problem(
      await rejection(ada.contracts.documents.create({ ...body, maxViews: 2 }, { idempotencyKey: key })),
    );
    expect([reused.status, reused.code]).toEqual([422, "idempotency-key-reused"]);
  });
});

describe("reading and listing", () => {
  it("shows the owner their document and lists theirs only, newest first, without content", async () => {
    const carol = await registeredClient(app.url, "Carol");
    const first = await makeNda(carol);
    const second = await carol.contracts.documents.create({ template: "loan-receipt", fields: LOAN_FIELDS });
    await makeNda(grace);
    const one = await carol.contracts.documents.retrieve(second.document.id);
    expect(one).toEqual(second.document);
    const page = await carol.contracts.documents.list({ limit: 1 });
    expect(page.total).toBe(2);
    expect(page.items.map((d) => d.id)).toEqual([second.document.id]);
    expect(page.items[0]).not.toHaveProperty("fields");
    const next = await carol.contracts.documents.list({ limit: 1, cursor: page.nextCursor! });
    expect(next.items.map((d) => d.id)).toEqual([first.document.id]);
    expect(next.nextCursor).toBeNull();
  });

  it("answers 404 for someone else's document and for an unknown id, alike", async () => {
    const { document } = await makeNda(ada);
    const answers = [];
    for (const call of [
      () => grace.contracts.documents.retrieve(document.id),
      () => grace.contracts.documents.retrieve("cdoc_01JD0000000000000000000000"),
      () => grace.contracts.documents.update(document.id, { maxViews: 5 }),
      () => grace.contracts.documents.update(document.id, { revoked: true }),
      () => grace.contracts.documents.exportLog(document.id),
    ]) {
      const error = problem(await rejection(call()));
      answers.push([error.status, error.code, error.body.detail]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([404, "contract-document-not-found", "No document of yours has this id."]);
    // Nothing changed.
    expect(await ada.contracts.documents.retrieve(document.id)).toEqual(document);
  });
});

describe("editing and revoking before the first view", () => {
  it("edits fields, views and expiry; the link stays, the content is re-encrypted", async () => {
    const created = await makeNda(ada);
    const before = await stored(app, created.document.id);
    const edited = await ada.contracts.documents.update(created.document.id, {
      fields: { ...NDA_FIELDS, purpose: "A new purpose" },
      maxViews: 2,
      expiresInSeconds: 7200,
    });
    expect(edited.fields).toEqual({ ...NDA_FIELDS, purpose: "A new purpose" });
    expect(edited.maxViews).toBe(2);
    expect(Math.abs(Date.parse(edited.expiresAt) - Date.now() - 7_200_000)).toBeLessThan(5_000);
    const after = await stored(app, created.document.id);
    expect(after.token_hash).toEqual(before.token_hash);
    expect(after.data_key).not.toEqual(before.data_key);
    const view = await anonymous.contracts.links.view(created.viewToken);
    expect(view.sections[1]!.text).toContain("A new purpose");
    expect(view.viewsRemaining).toBe(1);
  });

  it("refuses an edit that breaks the template, a bad expiry, an empty body, and revoke with an edit", async () => {
    const { document } = await makeNda(ada);
    const fields = problem(
      await rejection(ada.contracts.documents.update(document.id, { fields: { purpose: "only" } })),
    );
    expect(fields.code).toBe("contract-field-invalid");
    const expiry = problem(
      await rejection(
        ada.contracts.documents.update(document.id, { expiresAt: new Date(Date.now() - 1000).toISOString() }),
      ),
    );
    expect(expiry.code).toBe("contract-expiry");
    const mixed = problem(await rejection(ada.contracts.documents.update(document.id, { revoked: true, maxViews: 2 })));
    expect(mixed.code).toBe("contract-expiry");
    const empty = problem(await rejection(ada.contracts.documents.update(document.id, {})));
    expect([empty.status, empty.code]).toEqual([400, "validation"]);
    expect(await ada.contracts.documents.retrieve(document.id)).toEqual(document);
  });

  it("refuses edits and revocation once someone viewed it (409 document-already-viewed)", async () => {
    const created = await makeNda(ada, { maxViews: 2 });
    await anonymous.contracts.links.view(created.viewToken);
    for (const body of [{ maxViews: 5 }, { revoked: true as const }, { fields: NDA_FIELDS }]) {
      const error = problem(await rejection(ada.contracts.documents.update(created.document.id, body)));
      expect([error.status, error.code]).toEqual([409, "document-already-viewed"]);
    }
    expect((await stored(app, created.document.id)).content).not.toBeNull();
  });

  it("revoking shreds key and content at once; the link then answers 410 and the owner still sees it", async () => {
    const created = await makeNda(ada);
    const revoked = await ada.contracts.documents.update(created.document.id, { revoked: true });
    expect(revoked).toMatchObject({ status: "destroyed", destroyedReason: "revoked", fields: null, viewed: false });
    expect(revoked.destroyedAt).not.toBeNull();
    const row = await stored(app, created.document.id);
    expect([row.data_key, row.content]).toEqual([null, null]);
    const gone = problem(await rejection(anonymous.contracts.links.view(created.viewToken)));
    expect([gone.status, gone.code, gone.body.destroyedReason]).toEqual([410, "document-destroyed", "revoked"]);
    expect(gone.body.destroyedAt).toBe(revoked.destroyedAt);
    const again = problem(await rejection(ada.contracts.documents.update(created.document.id, { revoked: true })));
    expect([again.status, again.code]).toEqual([410, "document-destroyed"]);
    expect(await ada.contracts.documents.retrieve(created.document.id)).toEqual(revoked);
  });
});
