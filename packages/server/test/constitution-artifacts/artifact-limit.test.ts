// CONSTITUTION_MAX_ARTIFACTS_PER_USER through @trustplane/sdk-catalog: a user has at most that many
// published artifacts; the next publication is 403 `constitution-artifact-limit` with `limit` and stores
// nothing; deleting one frees its place.
import { type CatalogClient, PermissionError } from "@trustplane/sdk-catalog";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { AUTOCRATIC, LIBERAL, member } from "./helpers.ts";

let app: TestServer;
let ada: CatalogClient;
let bo: CatalogClient;
beforeAll(async () => {
  app = await startTestServer({ CONSTITUTION_MAX_ARTIFACTS_PER_USER: "2" });
  ada = await member(app.url, "Ada");
  bo = await member(app.url, "Bo");
});
afterAll(async () => {
  await app?.close();
});

const storedArtifacts = async (): Promise<number> =>
  Number(await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM constitution_artifacts`));

const refusal = async (call: PromiseLike<unknown>) => {
  const error = await rejection(call);
  expect(error).toBeInstanceOf(PermissionError);
  expect(error).toMatchObject({ status: 403, code: "constitution-artifact-limit" });
  expect((error as PermissionError).body).toMatchObject({ limit: 2 });
};

describe("the per-user artifact limit", () => {
  it("refuses a publication past the limit and stores nothing; deleting one frees its place", async () => {
    const first = await ada.constitutionArtifacts.publish({ title: "First", sliders: LIBERAL });
    await ada.constitutionArtifacts.publish({ title: "Second", sliders: AUTOCRATIC });
    const before = await storedArtifacts();
    await refusal(ada.constitutionArtifacts.publish({ title: "Third", sliders: LIBERAL }));
    expect(await storedArtifacts()).toBe(before);

    // Another user's artifacts are counted apart.
    await bo.constitutionArtifacts.publish({ title: "Bo's", sliders: LIBERAL });

    await ada.constitutionArtifacts.delete(first.id);
    const again = await ada.constitutionArtifacts.publish({ title: "Third, again", sliders: LIBERAL });
    await refusal(ada.constitutionArtifacts.publish({ title: "Fourth", sliders: AUTOCRATIC }));
    const titles = (await ada.constitutionArtifacts.list()).items.map((a) => a.title).sort();
    expect(titles).toEqual(["Bo's", "Second", "Third, again"]);
    expect(again.title).toBe("Third, again");
  });
});
