// Every TypeScript block of every package README type-checks under --strict, as an integrator who copies
// it into their project would compile it, against the packages' built types. A block that continues an
// earlier one, or uses something the reader already has (a client, a secret), says so in an HTML comment
// right above it, which the README does not show: `<!-- ts-context: declare const client: FintechClient; -->`.
// That context is typed, so it cannot hide a mistake the way an `any` would.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repo = resolve(fileURLToPath(new URL("../../../..", import.meta.url)));
const packagesDir = join(repo, "packages");
const tsc = join(repo, "node_modules/typescript/bin/tsc");

type Snippet = { readme: string; line: number; file: string; code: string };

/** The ```ts blocks of a README, each with the context its comment above declares. */
const snippetsOf = (readme: string, text: string): Omit<Snippet, "file">[] => {
  const found: Omit<Snippet, "file">[] = [];
  const block = /^```ts\n([\s\S]*?)^```/gm;
  for (let match = block.exec(text); match !== null; match = block.exec(text)) {
    const before = text.slice(0, match.index).trimEnd();
    const context = /<!--\s*ts-context:((?:(?!-->)[\s\S])*)-->$/.exec(before)?.[1]?.trim() ?? "";
    const line = text.slice(0, match.index).split("\n").length + 1;
    found.push({ readme, line, code: `${context}\n${match[1]}` });
  }
  return found;
};

// Inside the server package (a `"type": "module"` package whose node_modules reach every client), so the
// imports resolve as an installed package's do.
const dir = mkdtempSync(join(repo, "packages/server/readme-snippets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the package READMEs' TypeScript", () => {
  it("type-checks under --strict, block by block", () => {
    const snippets: Snippet[] = [];
    for (const name of readdirSync(packagesDir)) {
      let text: string;
      try {
        text = readFileSync(join(packagesDir, name, "README.md"), "utf8");
      } catch {
        continue;
      }
      for (const [i, snippet] of snippetsOf(`packages/${name}/README.md`, text).entries()) {
        snippets.push({ ...snippet, file: `${name}-${i + 1}.ts` });
      }
    }
    expect(snippets.length).toBeGreaterThan(30);
    for (const { file, code } of snippets) writeFileSync(join(dir, file), `${code}\nexport {};\n`);
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        extends: join(repo, "tsconfig.base.json"),
        compilerOptions: { noEmit: true, strict: true, types: ["node"], noUnusedLocals: false },
        files: snippets.map((s) => s.file),
      }),
    );
    let output = "";
    try {
      execFileSync(process.execPath, [tsc, "-p", join(dir, "tsconfig.json"), "--pretty", "false"], {
        cwd: dir,
        encoding: "utf8",
      });
    } catch (err) {
      output = (err as { stdout: string }).stdout;
    }
    // Each error named by the README and the line its block starts on.
    const errors = output
      .split("\n")
      .filter((line) => line.includes("error TS"))
      .map((line) => {
        const snippet = snippets.find((s) => line.startsWith(`${s.file}(`));
        return snippet ? `${snippet.readme} (block at line ${snippet.line}): ${line.slice(snippet.file.length)}` : line;
      });
    expect(errors).toEqual([]);
  }, 120_000);
});
