import { describe, expect, it } from "vitest";
import { aliasedUrl } from "./path-alias.ts";

const aliases = [{ prefix: "/playground", targets: ["/api/constitution", "/api/auth/me"] }];

describe("aliasedUrl", () => {
  it("serves a listed target and the paths below it, query included", () => {
    expect(aliasedUrl(aliases, "/playground/api/constitution/public/regimes?x=1")).toBe(
      "/api/constitution/public/regimes?x=1",
    );
    expect(aliasedUrl(aliases, "/playground/api/constitution")).toBe("/api/constitution");
    expect(aliasedUrl(aliases, "/playground/api/auth/me")).toBe("/api/auth/me");
  });

  it("leaves alone paths outside the list, on a segment boundary", () => {
    for (const url of [
      "/playground/api/auth/sign-out-everywhere",
      "/playground/api/auth/mess",
      "/playground/api/constitutional",
      "/playground/api/ledger/accounts",
      "/playground/",
      "/playgroundapi/constitution",
      "/api/constitution/public/regimes",
    ])
      expect(aliasedUrl(aliases, url), url).toBeUndefined();
  });

  it("never rewrites dot segments or encoded separators", () => {
    for (const url of [
      "/playground/api/constitution/../../api/ledger/accounts",
      "/playground/api/constitution/%2e%2e/%2E%2E/ledger",
      "/playground/api/constitution/./public",
      "/playground/api/constitution/..",
      "/playground/api/constitution%2f..%2fledger",
      "/playground/api/constitution\\..\\ledger",
    ])
      expect(aliasedUrl(aliases, url), url).toBeUndefined();
  });
});
