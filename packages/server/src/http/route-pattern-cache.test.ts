import { describe, expect, it } from "vitest";
import { memoizeValidatorRoutePatterns } from "./route-pattern-cache.ts";

describe("memoized route patterns for the contract validator", () => {
  it("compiles each pattern once and returns the same, still correct, matcher", () => {
    const mod = memoizeValidatorRoutePatterns();
    const first = mod.pathToRegexp("/api/hub/catalog/:id", { sensitive: false, strict: false });
    const again = mod.pathToRegexp("/api/hub/catalog/:id", { sensitive: false, strict: false });
    expect(again).toBe(first);
    expect(first.regexp.exec("/api/hub/catalog/ledger")?.[1]).toBe("ledger");
    expect(first.regexp.exec("/api/hub/catalog/ledger")?.[1]).toBe("ledger");
    expect(first.regexp.exec("/api/hub/other")).toBeNull();
  });

  it("keeps options apart and is installed once however often it is called", () => {
    const mod = memoizeValidatorRoutePatterns();
    const sensitive = mod.pathToRegexp("/Case", { sensitive: true });
    const insensitive = mod.pathToRegexp("/Case", { sensitive: false });
    expect(sensitive).not.toBe(insensitive);
    expect(sensitive.regexp.test("/case")).toBe(false);
    expect(insensitive.regexp.test("/case")).toBe(true);
    expect(memoizeValidatorRoutePatterns().pathToRegexp).toBe(mod.pathToRegexp);
  });
});
