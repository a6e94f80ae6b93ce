// The checks every client package's README gets (its src/readme.test.ts calls describeReadme): the
// README cannot drift from the code. Its msw example is a test file of the package, shown verbatim
// under "Testing" in the runtime guide (sdk-core's README, which holds one example per package); its
// table of methods is the generated operation table, row for row.
import { readFileSync } from "node:fs";
import { dirname, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The code block right after `<!-- example: FILE -->`. */
const exampleIn = (doc, file) =>
  new RegExp(`<!-- example: ${escapeRegExp(file)} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\`\\n`).exec(doc)?.[1];

export const describeReadme = ({
  readme: readmeUrl,
  operations,
  what = "method of the client",
  testingGuide = readmeUrl,
}) => {
  const readme = readFileSync(readmeUrl, "utf8");
  const example = new URL("src/readme-testing-example.test.ts", new URL("./", readmeUrl));
  // The example is named by its path from the document that shows it (`src/…` in its own README).
  const shownAs = relative(dirname(fileURLToPath(testingGuide)), fileURLToPath(example))
    .split(sep)
    .join("/");
  describe("README", () => {
    it(`shows under Testing exactly the msw example that runs as src/readme-testing-example.test.ts (${shownAs})`, () => {
      const guide = readFileSync(testingGuide, "utf8");
      expect(exampleIn(guide, shownAs)).toBe(readFileSync(example, "utf8"));
    });

    it(`lists every ${what}, and only those, with its operation`, () => {
      const rows = [...readme.matchAll(/^\| `client\.([\w.]+)\([^)]*\)` \| `(\w+) ([^`]+)` \|/gm)];
      expect(rows.map(([, name]) => name).sort()).toEqual(Object.keys(operations).sort());
      for (const [, name, method, path] of rows) expect(operations[name], name).toMatchObject({ method, path });
    });
  });
};
