// The contracts module's business metrics, as a Prometheus scrape shows them: views by outcome and
// destructions by reason, exported at 0 from start-up.
import { createFintechClient } from "@trustplane/sdk-fintech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient, rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { expireNow, makeNda } from "./helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

/** The value of each `name{label="value"}` series of these names. */
const scrape = async (): Promise<Record<string, number>> => {
  const text = (await app.call("GET", "/metrics")).text;
  const found: Record<string, number> = {};
  for (const [, series, value] of text.matchAll(/^(trustplane_contract_\w+\{[^}]*\}) (\S+)$/gm))
    found[series!] = Number(value);
  return found;
};

describe("contracts metrics", () => {
  it("counts views by outcome and destructions by reason", async () => {
    const before = await scrape();
    expect(before).toEqual({
      'trustplane_contract_views_total{outcome="shown"}': 0,
      'trustplane_contract_views_total{outcome="destroyed"}': 0,
      'trustplane_contract_views_total{outcome="not_found"}': 0,
      'trustplane_contract_documents_destroyed_total{reason="views_exhausted"}': 0,
      'trustplane_contract_documents_destroyed_total{reason="expired"}': 0,
      'trustplane_contract_documents_destroyed_total{reason="revoked"}': 0,
    });
    const ada = await registeredClient(app.url, "Ada");
    const reader = createFintechClient({ baseUrl: app.url });
    const burnt = await makeNda(ada);
    await reader.contracts.links.view(burnt.viewToken);
    await rejection(reader.contracts.links.view(burnt.viewToken));
    await rejection(reader.contracts.links.view("B".repeat(43)));
    const revoked = await makeNda(ada);
    await ada.contracts.documents.update(revoked.document.id, { revoked: true });
    const expired = await makeNda(ada);
    await expireNow(app, expired.document.id);
    await reader.contracts.links.retrieve(expired.viewToken);
    expect(await scrape()).toEqual({
      'trustplane_contract_views_total{outcome="shown"}': 1,
      'trustplane_contract_views_total{outcome="destroyed"}': 1,
      'trustplane_contract_views_total{outcome="not_found"}': 1,
      'trustplane_contract_documents_destroyed_total{reason="views_exhausted"}': 1,
      'trustplane_contract_documents_destroyed_total{reason="expired"}': 1,
      'trustplane_contract_documents_destroyed_total{reason="revoked"}': 1,
    });
  });
});
