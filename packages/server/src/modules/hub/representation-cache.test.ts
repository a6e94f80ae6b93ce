import { describe, expect, it } from "vitest";
import { strongEtag } from "../../http/etag.ts";
import { RepresentationCache } from "./representation-cache.ts";

const source = (body: string) => ({ contentType: "text/plain", body });

describe("RepresentationCache", () => {
  it("renders a key once per TTL and again after it expires", () => {
    let now = 1_000;
    let renders = 0;
    const cache = new RepresentationCache({ ttlMs: 120_000, maxEntries: 10, now: () => now });
    const build = () => source(`render ${++renders}`);
    const first = cache.get("/a", build);
    expect(first.rendered).toBe(true);
    now += 119_999;
    const hit = cache.get("/a", build);
    expect(hit.rendered).toBe(false);
    expect(hit.representation).toBe(first.representation);
    now += 1;
    const expired = cache.get("/a", build);
    expect(expired.rendered).toBe(true);
    expect(expired.representation.body.toString()).toBe("render 2");
    expect(cache.size).toBe(1);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = new RepresentationCache({ ttlMs: 60_000, maxEntries: 2 });
    let renders = 0;
    const build = () => source(String(++renders));
    cache.get("a", build);
    cache.get("b", build);
    cache.get("a", build); // a is now the most recent
    cache.get("c", build); // evicts b
    expect(cache.size).toBe(2);
    expect(cache.get("a", build).rendered).toBe(false);
    expect(cache.get("b", build).rendered).toBe(true);
  });

  it("caches nothing when rendering throws", () => {
    const cache = new RepresentationCache({ ttlMs: 60_000, maxEntries: 2 });
    expect(() =>
      cache.get("x", () => {
        throw new Error("404");
      }),
    ).toThrow("404");
    expect(cache.size).toBe(0);
  });

  it("derives a strong ETag from the exact bytes", () => {
    const cache = new RepresentationCache({ ttlMs: 60_000, maxEntries: 5 });
    const a = cache.get("a", () => source("same")).representation;
    const b = cache.get("b", () => source("same")).representation;
    const c = cache.get("c", () => source("different")).representation;
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toBe(strongEtag(Buffer.from("same")));
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });
});
