// CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER through @trustplane/sdk-fintech: a user has at most that many
// documents not yet destroyed; the next create is 403 `contract-document-limit` with `limit` and stores
// nothing; a destroyed document (revoked, or viewed out) frees its place.
import { createFintechClient, type FintechClient, PermissionError } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient, rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { makeNda } from "./helpers.ts";

let app: TestServer;
let ada: FintechClient;
let grace: FintechClient;
beforeAll(async () => {
  app = await startTestServer({ CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER: "2" });
  ada = await registeredClient(app.url, "Ada");
  grace = await registeredClient(app.url, "Grace");
});
afterAll(async () => {
  await app?.close();
});

const storedDocuments = async (): Promise<number> =>
  Number(await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM contract_documents`));

const refusal = async (call: PromiseLike<unknown>) => {
  const error = await rejection(call);
  expect(error).toBeInstanceOf(PermissionError);
  expect(error).toMatchObject({ status: 403, code: "contract-document-limit" });
  expect((error as PermissionError).body).toMatchObject({ limit: 2 });
};

describe("the per-user limit of live documents", () => {
  it("refuses a create past the limit and stores nothing; a destroyed document frees its place", async () => {
    const first = await makeNda(ada);
    const second = await makeNda(ada);
    const before = await storedDocuments();
    await refusal(makeNda(ada));
    expect(await storedDocuments()).toBe(before);
    expect((await ada.contracts.documents.list()).total).toBe(2);

    // Another user's documents are counted apart.
    await makeNda(grace);

    // Revoking destroys at once: its place is free.
    await ada.contracts.documents.update(first.document.id, { revoked: true });
    const third = await makeNda(ada);
    await refusal(makeNda(ada));

    // The last allowed view destroys a document too.
    await createFintechClient({ baseUrl: app.url }).contracts.links.view(second.viewToken);
    expect((await ada.contracts.documents.retrieve(second.document.id)).status).toBe("destroyed");
    await makeNda(ada);
    await refusal(makeNda(ada));

    const statuses = (await ada.contracts.documents.list()).items.map((d) => d.status).sort();
    expect(statuses).toEqual(["active", "active", "destroyed", "destroyed"]);
    expect(third.document.status).toBe("active");
  });
});
