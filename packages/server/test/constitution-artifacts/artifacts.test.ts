// Publishing, reading, listing, statistics, nearest neighbours and withdrawal of constitution artifacts,
// end to end through @trustplane/sdk-catalog (imported by name: its built dist/), on whichever database
// the run has (PGlite, or PostgreSQL with DATABASE_URL).
import { distance, evaluate, REGIMES } from "@trustplane/governance-model";
import { AuthenticationError, type CatalogClient, NotFoundError, ValidationError } from "@trustplane/sdk-catalog";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { AUTOCRATIC, anyone, LIBERAL, member, sliders } from "./helpers.ts";

let app: TestServer;
let ada: CatalogClient;
let bo: CatalogClient;
beforeAll(async () => {
  // A database of its own, so the lists and statistics start empty.
  app = await startTestServer();
  ada = await member(app.url, "Ada Lovelace");
  bo = await member(app.url, "Bo Peep");
});
afterAll(async () => {
  await app?.close();
});

describe("publishing", () => {
  it("classifies the sliders on the server and shows the author only as a handle", async () => {
    const { data: artifact, response } = await ada.constitutionArtifacts.publish.withResponse({
      title: "Rotation with a generous floor",
      sliders: LIBERAL,
      summary: "What a high floor does to resentment.",
      tags: ["floor", "rotation", "floor"],
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe(`/api/registry/constitution-artifacts/${artifact.id}`);
    const model = evaluate(LIBERAL);
    expect(artifact).toMatchObject({
      title: "Rotation with a generous floor",
      summary: "What a high floor does to resentment.",
      tags: ["floor", "rotation"],
      sliders: LIBERAL,
      regime: { id: "liberal-democracy", name: "Liberal democracy" },
      metrics: model.metrics,
      votes: 0,
      comments: 0,
    });
    expect(artifact.regime).toEqual(model.regime);
    expect(artifact.author.handle).toMatch(/^citizen-[a-z0-9]{10}$/);
    const me = await ada.auth.me();
    const text = JSON.stringify(artifact);
    for (const secret of [me.id, me.email, me.name]) expect(text).not.toContain(secret);
    // The same handle on every artifact of one author, another for another author.
    const second = await ada.constitutionArtifacts.publish({ title: "Second", sliders: AUTOCRATIC });
    expect(second.author.handle).toBe(artifact.author.handle);
    expect(second.summary).toBeNull();
    expect(second.tags).toEqual([]);
    const bos = await bo.constitutionArtifacts.publish({ title: "Bo's", sliders: sliders(50) });
    expect(bos.author.handle).not.toBe(artifact.author.handle);
  });

  it("publishes once per Idempotency-Key", async () => {
    const body = { title: "Retried", sliders: sliders(40) };
    const first = await ada.constitutionArtifacts.publish(body, { idempotencyKey: "publish-once" });
    const again = await ada.constitutionArtifacts.publish.withResponse(body, { idempotencyKey: "publish-once" });
    expect(again.data.id).toBe(first.id);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
  });

  it("refuses sliders out of range, missing or unknown, a regime sent along, a blank title, and no token", async () => {
    const refused = [
      { title: "Too high", sliders: sliders(50, { floor: 101 }) },
      { title: "Not whole", sliders: sliders(50, { rotation: 12.5 }) },
      { title: "Missing", sliders: { ...sliders(50), positiveSum: undefined } },
      { title: "Unknown", sliders: { ...sliders(50), charisma: 3 } },
      { title: "Claims a regime", sliders: AUTOCRATIC, regime: "liberal-democracy" },
      { title: "   ", sliders: sliders(50) },
      { title: "Tags", sliders: sliders(50), tags: [" padded"] },
    ];
    for (const body of refused) {
      const error = await rejection(ada.constitutionArtifacts.publish(body as never));
      expect(error, JSON.stringify(body)).toBeInstanceOf(ValidationError);
    }
    expect(
      await rejection(anyone(app.url).constitutionArtifacts.publish({ title: "x", sliders: LIBERAL })),
    ).toBeInstanceOf(AuthenticationError);
  });
});

describe("reading", () => {
  it("lists newest first, by regime, page by page, for anyone", async () => {
    const reader = anyone(app.url);
    const all = await reader.constitutionArtifacts.list({ limit: 200 });
    expect(all.total).toBe(all.items.length);
    const ids = all.items.map((item) => item.id);
    expect([...ids].sort().reverse()).toEqual(ids);

    const autocracies = await reader.constitutionArtifacts.list({ regime: "autocracy" });
    expect(autocracies.items.map((item) => item.title)).toEqual(["Second"]);
    expect(autocracies.total).toBe(1);
    const paged = await reader.constitutionArtifacts.list({ limit: 1 }).toArray();
    expect(paged.map((item) => item.id)).toEqual(ids);

    const bad = await rejection(reader.constitutionArtifacts.list({ regime: "monarchy" as never }));
    expect(bad).toBeInstanceOf(ValidationError);
    const cursor = await rejection(reader.constitutionArtifacts.list({ cursor: "not-a-cursor" }));
    expect((cursor as ValidationError).code).toBe("invalid-cursor");
  });

  it("reads one artifact; an unknown or malformed id is refused", async () => {
    const [newest] = (await anyone(app.url).constitutionArtifacts.list({ limit: 1 })).items;
    await expect(anyone(app.url).constitutionArtifacts.retrieve(newest!.id)).resolves.toEqual(newest);
    const unknown = await rejection(anyone(app.url).constitutionArtifacts.retrieve("cna_01JD0000000000000000000000"));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect((unknown as NotFoundError).code).toBe("constitution-artifact-not-found");
    expect(await rejection(anyone(app.url).constitutionArtifacts.retrieve("nonsense"))).toBeInstanceOf(ValidationError);
  });

  it("answers /stats as the statistics (not as an artifact id): every regime, counts and average metrics", async () => {
    const stats = await anyone(app.url).constitutionArtifacts.stats.retrieve();
    const all = await anyone(app.url).constitutionArtifacts.list({ limit: 200 });
    expect(stats.total).toBe(all.total);
    expect(stats.regimes.map((row) => row.regime.id)).toEqual(REGIMES.map((regime) => regime.id));
    for (const row of stats.regimes) {
      const mine = all.items.filter((item) => item.regime.id === row.regime.id);
      expect(row.count).toBe(mine.length);
      if (mine.length === 0) expect(row.averageMetrics).toBeNull();
      else {
        const mean = mine.reduce((sum, item) => sum + item.metrics.stability, 0) / mine.length;
        expect(row.averageMetrics!.stability).toBeCloseTo(mean, 1);
      }
    }
    const raw = await app.call("GET", "/api/registry/constitution-artifacts/stats");
    expect(raw.body.regimes).toHaveLength(REGIMES.length);
  });

  it("keeps /stats equal to an aggregate of the rows as artifacts are published and deleted", async () => {
    // The truth /stats must match: every artifact aggregated, as the route did before it read running totals.
    const aggregated = async () =>
      Object.fromEntries(
        (
          (await app.ctx.db.any(sql.unsafe`
            SELECT regime_id, count(*)::int AS count, round(avg(stability), 1)::float8 AS stability,
              round(avg(legitimacy), 1)::float8 AS legitimacy
            FROM constitution_artifacts GROUP BY regime_id`)) as readonly {
            regime_id: string;
            count: number;
            stability: number;
            legitimacy: number;
          }[]
        ).map((row) => [row.regime_id, { count: row.count, stability: row.stability, legitimacy: row.legitimacy }]),
      );
    const served = async () => {
      const stats = await anyone(app.url).constitutionArtifacts.stats.retrieve();
      return Object.fromEntries(
        stats.regimes
          .filter((row) => row.count > 0)
          .map((row) => [
            row.regime.id,
            { count: row.count, stability: row.averageMetrics!.stability, legitimacy: row.averageMetrics!.legitimacy },
          ]),
      );
    };
    const made = [];
    for (let i = 0; i < 6; i++)
      made.push(await bo.constitutionArtifacts.publish({ title: `Tally ${i}`, sliders: sliders(5 + i * 17) }));
    expect(await served()).toEqual(await aggregated());
    await bo.constitutionArtifacts.delete(made[1]!.id);
    await bo.constitutionArtifacts.delete(made[4]!.id);
    expect(await served()).toEqual(await aggregated());
    // Published then deleted: the totals are as they were (a regime left empty shows 0 and no averages).
    const lonely = await bo.constitutionArtifacts.publish({ title: "Alone", sliders: sliders(99) });
    await bo.constitutionArtifacts.delete(lonely.id);
    expect(await served()).toEqual(await aggregated());
  });
});

describe("similar", () => {
  it("answers the nearest artifacts by the model's distance, nearest first, without the artifact itself", async () => {
    const base = await bo.constitutionArtifacts.publish({ title: "Base", sliders: sliders(30) });
    const near = await bo.constitutionArtifacts.publish({ title: "Near", sliders: sliders(30, { floor: 33 }) });
    const twin = await bo.constitutionArtifacts.publish({ title: "Twin", sliders: sliders(30) });
    const similar = await anyone(app.url).constitutionArtifacts.similar.list(base.id, { limit: 3 });
    expect(similar.items.map((item) => item.artifact.id)).toEqual([twin.id, near.id, expect.any(String)]);
    expect(similar.items[0]!.distance).toBe(0);
    expect(similar.items[1]!.distance).toBeCloseTo(0.03, 10);
    for (const item of similar.items) {
      expect(item.artifact.id).not.toBe(base.id);
      expect(item.distance).toBe(distance(base.sliders, item.artifact.sliders));
    }
    const distances = (await anyone(app.url).constitutionArtifacts.similar.list(base.id, { limit: 50 })).items.map(
      (item) => item.distance,
    );
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances.length).toBe((await anyone(app.url).constitutionArtifacts.list()).total - 1);

    const unknown = await rejection(
      anyone(app.url).constitutionArtifacts.similar.list("cna_01JD0000000000000000000000"),
    );
    expect((unknown as NotFoundError).code).toBe("constitution-artifact-not-found");
    expect(await rejection(anyone(app.url).constitutionArtifacts.similar.list(base.id, { limit: 51 }))).toBeInstanceOf(
      ValidationError,
    );
  });
});

describe("withdrawing", () => {
  it("lets only the author delete an artifact, with its votes and comments", async () => {
    const artifact = await ada.constitutionArtifacts.publish({ title: "Short-lived", sliders: sliders(70) });
    await bo.constitutionArtifacts.vote(artifact.id);
    await bo.constitutionArtifacts.comment(artifact.id, { body: "Gone soon" });

    const notYours = await rejection(bo.constitutionArtifacts.delete(artifact.id));
    expect((notYours as NotFoundError).code).toBe("constitution-artifact-not-found");
    await expect(anyone(app.url).constitutionArtifacts.retrieve(artifact.id)).resolves.toMatchObject({
      votes: 1,
      comments: 1,
    });
    expect(await rejection(anyone(app.url).constitutionArtifacts.delete(artifact.id))).toBeInstanceOf(
      AuthenticationError,
    );

    await ada.constitutionArtifacts.delete(artifact.id);
    expect(await rejection(anyone(app.url).constitutionArtifacts.retrieve(artifact.id))).toBeInstanceOf(NotFoundError);
    expect(await rejection(ada.constitutionArtifacts.delete(artifact.id))).toBeInstanceOf(NotFoundError);
    const left = await app.ctx.db.oneFirst(
      (await import("slonik")).sql
        .unsafe`SELECT (SELECT count(*) FROM constitution_artifact_votes WHERE artifact_id = ${artifact.id})
        + (SELECT count(*) FROM constitution_artifact_comments WHERE artifact_id = ${artifact.id})`,
    );
    expect(Number(left)).toBe(0);
  });
});
