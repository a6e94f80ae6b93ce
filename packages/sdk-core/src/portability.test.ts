import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The runtime must run in browsers, Deno, Bun and edge runtimes: nothing Node-only on its path.
describe("portability", () => {
  it("the runtime imports nothing but openapi-fetch and itself, and touches no Node globals", () => {
    const dir = new URL(".", import.meta.url);
    const sources = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.includes(".test"),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const text = readFileSync(new URL(file, dir), "utf8");
      const imports = [...text.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
      for (const specifier of imports) expect(specifier, file).toMatch(/^(\.\.?\/|openapi-fetch$)/);
      expect(text, file).not.toMatch(/\b(process|Buffer|require)\s*[.(]/);
    }
  });
});
