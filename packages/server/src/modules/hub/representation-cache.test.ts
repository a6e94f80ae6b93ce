import { describe, expect, it } from "vitest";
import { strongEtag } from "../../http/etag.ts";
import { RepresentationCache } from "./representation-cache.ts";

const source = (body: string) => ({ contentType: "text/plain", body });
const CACHE_CONTROL = "public, max-age=120";

describe("RepresentationCache", () => {
  it("renders a key once per TTL and again after it expires", () => {
    let now = 1_000;
    let renders = 0;
    const cache = new RepresentationCache({
      ttlMs: 120_000,
      maxEntries: 10,
      cacheControl: CACHE_CONTROL,
      now: () => now,
    });
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
    const cache = new RepresentationCache({ ttlMs: 60_000, maxEntries: 2, cacheControl: CACHE_CONTROL });
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
    const cache = new RepresentationCache({ ttlMs: 60_000, maxEntries: 2, cacheControl: CACHE_CONTROL });
    expect(() =>
      cache.get("x", () => {
        throw new Error("404");
      }),
    ).toThrow("404");
    expect(cache.size).toBe(0);
  });

  it("derives a strong ETag from the exact bytes", () => {
    const cache = new RepresentationCache({ ttlMs: 60_000, maxEntries: 5, cacheControl: CACHE_CONTROL });
    const a = cache.get("a", () => source("same")).representation;
    const b = cache.get("b", () => source("same")).representation;
    const c = cache.get("c", () => source("different")).representation;
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toBe(strongEtag(Buffer.from("same")));
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });

  it("peeks, for the socket's edge, only at a fresh representation a contract route rendered", () => {
    let now = 1_000;
    const cache = new RepresentationCache({
      ttlMs: 60_000,
      maxEntries: 5,
      cacheControl: CACHE_CONTROL,
      now: () => now,
    });
    cache.get("/unrouted", () => source("x"));
    expect(cache.peek("/unrouted")).toBeUndefined();
    expect(cache.peek("/never")).toBeUndefined();
    const build = () => ({ ...source("y"), headers: { "Content-Disposition": "attachment" } });
    const { representation } = cache.get("/a?b=1", build, "/a");
    const answer = cache.peek("/a?b=1");
    expect(answer).toEqual({
      route: "/a",
      body: representation.body,
      etag: representation.etag,
      contentType: "text/plain",
      cacheControl: CACHE_CONTROL,
      headers: { "Content-Disposition": "attachment" },
    });
    // The same object while it is cached (the edge keeps what it made for it by that object).
    expect(cache.peek("/a?b=1")).toBe(answer);
    now += 60_000;
    expect(cache.peek("/a?b=1")).toBeUndefined();
  });
});
