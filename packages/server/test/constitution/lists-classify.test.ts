// The public lists and classification, through @trustplane/sdk-catalog (its built dist/): what the
// playground loads, cached for an hour with strong ETags, and the model behind the API.
import { evaluate, REGIMES, SLIDER_SPEC } from "@trustplane/governance-model";
import { createCatalogClient, ValidationError } from "@trustplane/sdk-catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { AUTOCRATIC, NORDIC, rejection } from "./helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("the public lists", () => {
  it("serve the model's regimes and slider ranges", async () => {
    const client = createCatalogClient({ baseUrl: app.url });
    expect((await client.constitution.public.regimes.list()).items).toEqual(
      REGIMES.map(({ id, name, description }) => ({ id, name, description })),
    );
    const spec = await client.constitution.public.slidersSpec.retrieve();
    expect(spec.items).toEqual(SLIDER_SPEC);
    expect(spec.items.map((s) => [s.key, s.min, s.max, s.step])).toEqual(
      [
        "floor",
        "ruleOfLaw",
        "rotation",
        "transparency",
        "multiStatus",
        "skinInGame",
        "polycentricity",
        "positiveSum",
      ].map((key) => [key, 0, 100, 1]),
    );
  });

  it("serve at least 6 presets and 12 illustrative countries, each with the model's regime and metrics", async () => {
    const client = createCatalogClient({ baseUrl: app.url });
    const presets = (await client.constitution.public.presets.list()).items;
    expect(presets.length).toBeGreaterThanOrEqual(6);
    expect(new Set(presets.map((p) => p.id)).size).toBe(presets.length);
    // Between them the presets show every regime the model knows.
    expect(new Set(presets.map((p) => p.regime.id))).toEqual(new Set(REGIMES.map((r) => r.id)));
    const countries = await client.constitution.public.countries.list();
    expect(countries.items.length).toBeGreaterThanOrEqual(12);
    expect(countries.note).toMatch(/illustrative/i);
    expect(countries.items.map((c) => c.code)).toContain("KZ");
    for (const entry of [...presets, ...countries.items]) {
      expect({ regime: entry.regime, metrics: entry.metrics }).toEqual(evaluate(entry.sliders));
    }
  });

  it.each(["regimes", "presets", "countries", "sliders-spec"])(
    "/%s is public, cached for an hour with a strong ETag, and 304 on If-None-Match",
    async (list) => {
      const path = `/api/constitution/public/${list}`;
      const first = await app.call("GET", path);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("public, max-age=3600");
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      const again = await app.call("GET", path);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.text).toBe(first.text);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"nope", ${etag}`]) {
        const res = await app.call("GET", path, { headers: { "if-none-match": ifNoneMatch } });
        expect(res.status).toBe(304);
        expect(res.text).toBe("");
        expect(res.headers.get("etag")).toBe(etag);
        expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      }
      const stale = await app.call("GET", path, { headers: { "if-none-match": '"something-else"' } });
      expect(stale.status).toBe(200);
      expect(stale.body).toEqual(first.body);
      // Answered ahead of validation from now on (as the cached catalog), with the same headers; a
      // request that is not exactly the list's path still meets the contract.
      expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
      expect((await app.call("GET", `${path}?page=2`)).status).toBe(400);
      expect((await app.call("POST", path)).status).toBe(405);
    },
  );

  it("a 304 through the client resolves with no data; an unknown query parameter is 400", async () => {
    const client = createCatalogClient({ baseUrl: app.url });
    const { response } = await client.constitution.public.presets.list.withResponse();
    const etag = response.headers.get("etag")!;
    const cached = await client.constitution.public.presets.list.withResponse({ headers: { "If-None-Match": etag } });
    expect(cached.response.status).toBe(304);
    expect(cached.data).toBeUndefined();
    const res = await app.call("GET", "/api/constitution/public/regimes?lang=kk");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation");
  });
});

describe("classification", () => {
  it("answers the model's regime and metrics, without signing in", async () => {
    const client = createCatalogClient({ baseUrl: app.url });
    await expect(client.constitution.classify({ sliders: NORDIC })).resolves.toEqual({
      regime: { id: "social-democracy", name: "Social democracy" },
      metrics: {
        eliteFear: 81,
        intraConflict: 21.5,
        resentment: 13.8,
        innovation: 74.8,
        stability: 79.5,
        legitimacy: 83.3,
      },
    });
    await expect(client.constitution.classify({ sliders: AUTOCRATIC })).resolves.toEqual(evaluate(AUTOCRATIC));
  });

  it.each([
    ["a slider above 100", { ...NORDIC, floor: 101 }],
    ["a fractional slider", { ...NORDIC, rotation: 50.5 }],
    ["a slider given as text", { ...NORDIC, transparency: "50" }],
    ["a missing slider", { floor: 1 }],
    ["an unknown slider", { ...NORDIC, monarchy: 100 }],
  ])("refuses %s with 400 validation", async (_, sliders) => {
    const client = createCatalogClient({ baseUrl: app.url, maxRetries: 0 });
    const error = await rejection(client.constitution.classify({ sliders } as never));
    expect(error).toBeInstanceOf(ValidationError);
    expect(client.constitution.classify.isError(error)).toBe(true);
    expect((error as ValidationError).code).toBe("validation");
    expect((error as ValidationError).status).toBe(400);
  });

  it("refuses a body over 4 KiB with 413 and a body that is not JSON with 400", async () => {
    const big = await app.call("POST", "/api/constitution/classify", {
      body: { sliders: NORDIC, padding: "x".repeat(5000) },
    });
    expect(big.status).toBe(413);
    const broken = await app.call("POST", "/api/constitution/classify", {
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe("malformed-json");
  });
});
