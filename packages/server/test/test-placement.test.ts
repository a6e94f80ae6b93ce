import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Tests that start the whole server live under test/<segment>/; src/ keeps the unit tests beside the code.
 * A test file under src/ is refused when it imports `startServer` (src/server.ts) or src/main.ts, names
 * the server's entry (`main.ts`, to spawn it), or imports a helper from test/ that starts a server: an
 * exported helper whose code calls `startServer(`, names `main.ts` or calls such a helper, found anew
 * on every run so a new helper is covered by itself.
 */

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

type Sources = Map<string, string>;

const walk = (dir: string, keep: (file: string) => boolean): string[] =>
  readdirSync(join(serverDir, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => relative(serverDir, join(entry.parentPath, entry.name)));

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

const namesMainEntry = (text: string) => /["'`][^"'`]*\bmain\.ts["'`]/.test(text);

/**
 * The exported names of test/ helpers that start a server: a top-level declaration starts one when its
 * code calls `startServer(` or names `main.ts`, uses a declaration of its file that does, or calls an
 * exported starter of another helper.
 */
const serverStarters = (helpers: Sources): Map<string, Set<string>> => {
  type Declaration = { code: string; exported: boolean };
  const declared = new Map<string, Map<string, Declaration>>();
  for (const [file, text] of helpers) {
    const names = new Map<string, Declaration>();
    for (const statement of parse(file, text).statements) {
      const exported = ts.canHaveModifiers(statement)
        ? (ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false)
        : false;
      if (ts.isFunctionDeclaration(statement) && statement.name) {
        names.set(statement.name.text, { code: statement.getText(), exported });
      }
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name))
            names.set(declaration.name.text, { code: declaration.getText(), exported });
        }
      }
    }
    declared.set(file, names);
  }
  const starts = new Map<string, Set<string>>([...declared.keys()].map((file) => [file, new Set<string>()]));
  for (let grew = true; grew; ) {
    grew = false;
    const exportedStarters = [...declared].flatMap(([file, names]) =>
      [...starts.get(file)!].filter((name) => names.get(name)!.exported),
    );
    for (const [file, names] of declared) {
      const local = starts.get(file)!;
      for (const [name, { code }] of names) {
        if (local.has(name)) continue;
        const body = code.slice(name.length);
        if (
          code.includes("startServer(") ||
          namesMainEntry(code) ||
          [...local].some((other) => new RegExp(`\\b${other}\\b`).test(body)) ||
          exportedStarters.some((other) => code.includes(`${other}(`))
        ) {
          local.add(name);
          grew = true;
        }
      }
    }
  }
  return new Map(
    [...starts].map(([file, names]) => [
      file,
      new Set([...names].filter((name) => declared.get(file)!.get(name)!.exported)),
    ]),
  );
};

/** Test files under src/ that start the whole server, with the reason. */
export const serverStartsInSrc = (tests: Sources, helpers: Sources): string[] => {
  const starters = serverStarters(helpers);
  const findings: string[] = [];
  for (const [file, text] of tests) {
    if (namesMainEntry(text)) findings.push(`${file}: names the server's entry, main.ts`);
    for (const statement of parse(file, text).statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = relative(serverDir, resolve(serverDir, dirname(file), statement.moduleSpecifier.text));
      const bindings = statement.importClause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => (e.propertyName ?? e.name).text) : [];
      if (target === "src/main.ts") findings.push(`${file}: imports src/main.ts`);
      if (target === "src/server.ts" && names.includes("startServer")) findings.push(`${file}: imports startServer`);
      for (const name of names) {
        if (starters.get(target)?.has(name)) findings.push(`${file}: imports ${name} from ${target}`);
      }
    }
  }
  return findings;
};

const read = (files: string[]): Sources =>
  new Map(files.map((file) => [file, readFileSync(join(serverDir, file), "utf8")]));

const treeTests = () => read(walk("src", (name) => name.endsWith(".test.ts")));
const treeHelpers = () => read(walk("test", (name) => name.endsWith(".ts") && !name.endsWith(".test.ts")));

describe("tests that start the server live in test/", () => {
  it("holds on the tree: no test under src/ starts the server", () => {
    expect(serverStartsInSrc(treeTests(), treeHelpers())).toEqual([]);
  });

  it("finds a test under src/ that starts the server through a helper, directly, or as a process", () => {
    const helpers = treeHelpers();
    helpers.set(
      "test/ledger/wrapped.ts",
      `import { startTestServer } from "../harness.ts";\nexport const ledgerServer = () => startTestServer({});\n`,
    );
    const tests: Sources = new Map([
      [
        "src/modules/ledger/a.test.ts",
        `import { startTestServer, type TestServer } from "../../../test/harness.ts";\n`,
      ],
      ["src/modules/ledger/b.test.ts", `import { ledgerServer } from "../../../test/ledger/wrapped.ts";\n`],
      ["src/http/c.test.ts", `import { startServer } from "../server.ts";\n`],
      ["src/db/d.test.ts", `const MAIN = new URL("../main.ts", import.meta.url).pathname;\n`],
      ["src/http/e.test.ts", `import { anotherInstance } from "../../test/another-instance.ts";\n`],
      ["src/modules/ledger/f.test.ts", `import { startChildServer } from "../../../test/ledger/child-server.ts";\n`],
      // A unit test may use the harness's other helpers.
      ["src/http/g.test.ts", `import { listenOnLoopback, realPostgresUrl } from "../../test/harness.ts";\n`],
    ]);
    expect(serverStartsInSrc(tests, helpers)).toEqual([
      "src/modules/ledger/a.test.ts: imports startTestServer from test/harness.ts",
      "src/modules/ledger/b.test.ts: imports ledgerServer from test/ledger/wrapped.ts",
      "src/http/c.test.ts: imports startServer",
      "src/db/d.test.ts: names the server's entry, main.ts",
      "src/http/e.test.ts: imports anotherInstance from test/another-instance.ts",
      "src/modules/ledger/f.test.ts: imports startChildServer from test/ledger/child-server.ts",
    ]);
  });
});
