// The checks every client package's README gets (its src/readme.test.ts calls describeReadme): the
// README cannot drift from the code. Its msw example is a test file of the package, shown verbatim under
// "Testing"; its table of methods is the generated operation table, row for row.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The code block right after `<!-- example: FILE -->`. */
const exampleIn = (readme, file) =>
  new RegExp(`<!-- example: ${file.replaceAll(".", "\\.")} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\`\\n`).exec(readme)?.[1];

export const describeReadme = ({ readme: readmeUrl, operations, what = "method of the client" }) => {
  const readme = readFileSync(readmeUrl, "utf8");
  describe("README", () => {
    it("shows under Testing exactly the msw example that runs as src/readme-testing-example.test.ts", () => {
      const file = readFileSync(new URL("src/readme-testing-example.test.ts", new URL("./", readmeUrl)), "utf8");
      expect(exampleIn(readme, "src/readme-testing-example.test.ts")).toBe(file);
    });

    it(`lists every ${what}, and only those, with its operation`, () => {
      const rows = [...readme.matchAll(/^\| `client\.([\w.]+)\([^)]*\)` \| `(\w+) ([^`]+)` \|/gm)];
      expect(rows.map(([, name]) => name).sort()).toEqual(Object.keys(operations).sort());
      for (const [, name, method, path] of rows) expect(operations[name], name).toMatchObject({ method, path });
    });
  });
};
