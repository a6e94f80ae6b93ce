import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { operations } from "./generated/operations.js";

// The README cannot drift from the code: its msw example is a test file of this package, and its table
// of methods is the generated one.
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The code block right after `<!-- example: FILE -->`. */
const example = (file: string) =>
  new RegExp(`<!-- example: ${file.replaceAll(".", "\\.")} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\`\\n`).exec(readme)?.[1];

describe("README", () => {
  it("shows under Testing exactly the msw example that runs as src/readme-testing-example.test.ts", () => {
    const file = readFileSync(new URL("./readme-testing-example.test.ts", import.meta.url), "utf8");
    expect(example("src/readme-testing-example.test.ts")).toBe(file);
  });

  it("lists every method of the client, and only those, with its operation", () => {
    const rows = [...readme.matchAll(/^\| `client\.([\w.]+)\([^)]*\)` \| `(\w+) ([^`]+)` \|/gm)];
    expect(rows.map(([, name]) => name).sort()).toEqual(Object.keys(operations).sort());
    for (const [, name, method, path] of rows) {
      expect(operations[name as keyof typeof operations], name).toMatchObject({ method, path });
    }
  });
});
