import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { MODULES } from "../src/modules/index.ts";

/**
 * The server's layering rules (packages/server/biome.jsonc, run by `npm run lint`): proof that they fail
 * on violating code, pass on the tree, and still cover every module file; and the check, which no lint
 * rule can express, that code in src/ is there for the server and not only for tests.
 */

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoDir = resolve(serverDir, "../..");
const biomeBin = createRequire(join(repoDir, "package.json")).resolve("@biomejs/biome/bin/biome");

type Finding = { file: string; line: number; message: string };

/** Biome's import rule alone over `paths` (relative to `cwd`): its findings and exit code. */
const lintImports = (cwd: string, paths: string[], extra: string[] = []): { findings: Finding[]; status: number } => {
  const args = [biomeBin, "lint", "--only=style/noRestrictedImports", "--reporter=json", ...extra, ...paths];
  let stdout: string;
  let status = 0;
  try {
    stdout = execFileSync(process.execPath, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (err) {
    const failed = err as { stdout: string; status: number };
    stdout = failed.stdout;
    status = failed.status;
  }
  const report = JSON.parse(stdout) as {
    diagnostics: { category?: string; message: string; location?: { path?: string; start?: { line: number } } }[];
  };
  const findings = report.diagnostics
    .filter((d) => d.category === "lint/style/noRestrictedImports")
    .map((d) => ({ file: d.location!.path!, line: d.location!.start!.line, message: d.message }));
  return { findings, status };
};

/**
 * Fixture files, each linted at the path it names (under packages/server). A line ending in
 * `// violation` must be flagged; every other line must not be.
 */
const FIXTURES: Record<string, string[]> = {
  // The imports this change removed from the core.
  "src/http/auth.ts": [
    `import { readToken } from "../modules/auth/tokens.ts"; // violation`,
    `import { unauthorized } from "./problem.ts";`,
  ],
  "src/http/validator.test.ts": [
    `import type { LiveUsers } from "../modules/auth/live-users.ts"; // violation`,
    `import { listenOnLoopback } from "../../test/harness.ts";`,
  ],
  "src/http/contract/deeper.ts": [
    `import { createUser } from "../../modules/auth/index.ts"; // violation`,
    `import { badRequest } from "../problem.ts";`,
  ],
  "src/db/uses-a-module.ts": [`import type { UserRow } from "../modules/auth/users.ts"; // violation`],
  // HTTP mechanics keep no data themselves: the database, its client and the stores are out of reach.
  "src/http/keeps-data.ts": [
    `import { sql } from "slonik"; // violation`,
    `import { createPgDriverFactory } from "@slonik/pg-driver"; // violation`,
    `import pg from "pg"; // violation`,
    `import { PGlite } from "@electric-sql/pglite"; // violation`,
    `import { createClient } from "redis"; // violation`,
    `import { boundsOf } from "../db/bounds.ts"; // violation`,
    `import { idempotencyKeys } from "../persistence/idempotency-keys.ts"; // violation`,
    `import { readToken } from "../modules/auth/tokens.ts"; // violation`,
    `import { runWithDeadline } from "../request-context.ts";`,
    `import type { MetricsRegistry } from "../observability/metrics.ts";`,
    `import { conflict } from "./problem.ts";`,
  ],
  "src/http/rate-limit/counts-itself.ts": [
    `import { openRateLimitStore } from "../../persistence/rate-limit/stores.ts"; // violation`,
    `import type { LimitStore } from "../rate-limit.ts";`,
  ],
  // A test of HTTP mechanics may use a real database (the server-starting ones do).
  "src/http/keeps-data.test.ts": [
    `import { sql } from "slonik";`,
    `import { idempotencyKeys } from "../persistence/idempotency-keys.ts";`,
    `import { authModule } from "../modules/auth/index.ts"; // violation`,
  ],
  // The folders that left platform/, and persistence/, are core too.
  "src/persistence/uses-a-module.ts": [
    `import { LEDGER_IDS } from "../modules/ledger/ids.ts"; // violation`,
    `import { boundsOf } from "../db/bounds.ts";`,
    `import type { IdempotencyKeyStore } from "../http/idempotency.ts";`,
    `import { testConfig } from "../../test/harness.ts"; // violation`,
  ],
  "src/outbound/uses-a-module.ts": [`import { deliveryPolicy } from "../modules/payments/index.ts"; // violation`],
  "src/sealing/uses-a-module.ts": [`import { contractsModule } from "../modules/contracts/index.ts"; // violation`],
  "src/jobs/uses-a-module.ts": [
    `import { sweep } from "../modules/payments/merchants/sweep.ts"; // violation`,
    `import { int } from "../env.ts";`,
  ],
  "src/jobs/uses-a-module.test.ts": [`import { sweep } from "../modules/payments/index.ts"; // violation`],
  "src/observability/uses-a-module.ts": [`import { ledgerMetrics } from "../modules/ledger/metrics.ts"; // violation`],
  "src/core-file.ts": [
    `import { balanceConstraintProblem } from "./modules/ledger/index.ts"; // violation`,
    `import { idMinter } from "./ids.ts";`,
  ],
  // Module configuration lives in the modules now: config.ts is core like any other file in src/.
  "src/config.ts": [
    `import { registryConfigFromEnv } from "./modules/registry/config.ts"; // violation`,
    `import type { SigningConfig } from "./modules/signing/index.ts"; // violation`,
    `import { databaseBoundsFromEnv } from "./db/bounds.ts";`,
    `import { dataDirOf } from "./env.ts";`,
  ],
  // The platform is core: it defines what a module is and never knows which ones exist.
  "src/platform/assemble.ts": [
    `import { MODULES } from "../modules/index.ts"; // violation`,
    `import type { HubService } from "../modules/hub/operations.ts"; // violation`,
    `import { idempotent } from "../http/idempotency.ts";`,
    `import { CORE_SOURCE } from "../db/migrate.ts";`,
    `import { idMinter } from "../ids.ts";`,
  ],
  "src/platform/module.test.ts": [
    `import { authModule } from "../modules/auth/index.ts"; // violation`,
    `import { startTestServer } from "../../test/harness.ts";`,
  ],
  "src/app.ts": [
    `import { bearerAuthenticator } from "./modules/auth/index.ts"; // violation`,
    `import { testConfig } from "../test/harness.ts"; // violation`,
  ],
  "src/server.ts": [
    `import { MODULES } from "./modules/index.ts";`,
    `import { startTestServer } from "../test/harness.ts"; // violation`,
  ],
  // The module list assembles the modules too.
  "src/modules/index.ts": [
    `import type { Module } from "../platform/module.ts";`,
    `import { authModule } from "./auth/index.ts";`,
    `import { testConfig } from "../../test/harness.ts"; // violation`,
  ],
  "src/http/rate-limit/test-helper.ts": [`import { testConfig } from "../../../test/harness.ts"; // violation`],
  // A module reaching into another, in each form an import can take.
  "src/modules/bureau/reaches-in.ts": [
    `import { signBytes } from "../signing/ed25519.ts"; // violation`,
    `import type { KeyStore } from "../signing/keys.ts"; // violation`,
    `import { findReceipt } from "../../modules/signing/receipts.ts"; // violation`,
    `export { escapeXml } from "../hub/xml.ts"; // violation`,
    `export * from "../rights/objects.ts"; // violation`,
    `export const later = () => import("../signing/service.ts"); // violation`,
    `import { testConfig } from "../../../test/harness.ts"; // violation`,
    `import { createSigningService } from "../signing/index.ts";`,
    `import { certificateDocument } from "../../modules/rights/index.ts";`,
    `import { caller } from "../../http/auth.ts";`,
    `import { sql } from "../../db/prepared.ts";`,
    `import { toMinorUnits } from "../../money.ts";`,
    `import { loadIssued } from "./issued.ts";`,
    `import { MODULES } from "../index.ts"; // violation`,
    `import { MODULES as all } from "../../modules/index.ts"; // violation`,
    `import { defineModule } from "../../platform/module.ts";`,
  ],
  "src/modules/bureau/reaches-in.test.ts": [
    `import { createUser } from "../auth/users.ts"; // violation`,
    `import { createSigningService } from "../signing/index.ts";`,
    `import { startTestServer } from "../../../test/harness.ts";`,
    `import { MODULES } from "../index.ts"; // violation`,
  ],
  "src/modules/earnings/chess/reaches-in.ts": [
    `import { amountField } from "../../ledger/problems.ts"; // violation`,
    `import { testConfig } from "../../../../test/harness.ts"; // violation`,
    `import { balanceConstraintProblem } from "../../ledger/index.ts";`,
    `import { claimPendingEarnings } from "../credit.ts";`,
    `import { caller } from "../../../http/auth.ts";`,
    `import { MODULES } from "../../index.ts"; // violation`,
    `import { MODULES as all } from "../../../modules/index.ts"; // violation`,
  ],
  "src/modules/earnings/chess/reaches-in.test.ts": [
    `import { createUser } from "../../auth/users.ts"; // violation`,
    `import { createUser as make } from "../../auth/index.ts";`,
    `import { MODULES } from "../../index.ts"; // violation`,
  ],
};

describe("layering lint (packages/server/biome.jsonc)", () => {
  it("passes on the tree", () => {
    const { findings, status } = lintImports(repoDir, ["packages/server"]);
    expect(findings).toEqual([]);
    expect(status).toBe(0);
  });

  it("fails on each deliberately violating import, and only on those", () => {
    // A copy of the repository's Biome configuration (both files, verbatim) with the fixtures in place.
    const dir = mkdtempSync(join(tmpdir(), "tp-layering-"));
    try {
      const server = join(dir, "packages/server");
      mkdirSync(server, { recursive: true });
      copyFileSync(join(repoDir, "biome.json"), join(dir, "biome.json"));
      copyFileSync(join(serverDir, "biome.jsonc"), join(server, "biome.jsonc"));
      const expected: Omit<Finding, "message">[] = [];
      for (const [file, lines] of Object.entries(FIXTURES)) {
        mkdirSync(dirname(join(server, file)), { recursive: true });
        writeFileSync(join(server, file), `${lines.join("\n")}\n`);
        lines.forEach((line, i) => {
          if (line.endsWith("// violation")) expected.push({ file: `packages/server/${file}`, line: i + 1 });
        });
      }
      const { findings, status } = lintImports(dir, ["packages/server"], ["--vcs-enabled=false"]);
      const key = (f: Omit<Finding, "message">) => `${f.file}:${f.line}`;
      expect(findings.map(key).sort()).toEqual(expected.map(key).sort());
      expect(status).not.toBe(0);
      // Each rule says what to do instead.
      const messages = new Set(findings.map((f) => f.message.split(":")[0]));
      expect(messages).toEqual(
        new Set([
          "The core (src/http, src/db, src/persistence, src/observability, src/platform, src/outbound, src/sealing, src/jobs and the files in src/) never imports a module",
          "src/http is HTTP mechanics and never touches a database or store",
          "Code in src/ that is not a test never imports test/",
          "A module imports another module only through its index.ts (its public surface). A helper both need belongs in src/http/ or a core file in src/, not in either module.",
          "A module never imports the module list (src/modules/index.ts)",
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has an override for the depth of every module file", () => {
    // The module patterns are written per depth (src/modules/<m>/*.ts and src/modules/<m>/<sub>/*.ts):
    // a file deeper than that would be unchecked, so adding one must come with its override.
    const tooDeep = sourceFiles(join(serverDir, "src/modules"), "").filter((f) => f.split("/").length > 3);
    expect(tooDeep).toEqual([]);
  });
});

/** Every .ts file under `dir`, as paths relative to `dir` prefixed with `prefix`. */
const sourceFiles = (dir: string, prefix: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(join(dir, entry.name), path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });

const isTest = (file: string) => file.endsWith(".test.ts");

/**
 * The source files in `srcDir` (not tests) that the entry points do not reach through static or dynamic
 * imports: code only tests use, which belongs in test/.
 */
const unusedByServer = (srcDir: string, entries: string[]): string[] => {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(join(srcDir, file), "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = relative(srcDir, resolve(dirname(join(srcDir, file)), fileName));
      if (!target.startsWith("..") && target.endsWith(".ts")) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return sourceFiles(srcDir, "").filter((file) => !isTest(file) && !reached.has(file));
};

describe("test helpers live in test/", () => {
  it("every source file in src/ is used by the server, not only by tests", () => {
    // The entry points: the server, and the operators' CLI (`npm run admin`).
    expect(unusedByServer(join(serverDir, "src"), ["main.ts", "modules/auth/admin-cli.ts"])).toEqual([]);
  });

  it("finds a file in src/ that only a test imports", () => {
    const dir = mkdtempSync(join(tmpdir(), "tp-test-only-"));
    try {
      const files: Record<string, string> = {
        "main.ts": `import { start } from "./server.ts";\nstart();\n`,
        "server.ts": `export const start = async () => (await import("./late.ts")).late;\n`,
        "late.ts": `export const late = 1;\n`,
        "helper.ts": `// import { start } from "./server.ts";\nexport const helper = 1;\n`,
        "server.test.ts": `import { helper } from "./helper.ts";\nimport { start } from "./server.ts";\n`,
      };
      for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
      expect(unusedByServer(dir, ["main.ts"])).toEqual(["helper.ts"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Where id prefixes are written, over the source files in `srcDir` (not tests): `declared` maps each
 * prefix to the module folder that declares it. A prefix written as a property value (`user: "usr"`)
 * outside its module's folder is a table of other modules' prefixes; `idMinter`/`hasIdPrefix` given a
 * literal repeat a prefix outside its declaration, and called outside src/modules/ mint for no module.
 */
const prefixFindings = (srcDir: string, declared: ReadonlyMap<string, string>): string[] => {
  const findings: string[] = [];
  for (const file of sourceFiles(srcDir, "").filter((f) => !isTest(f) && !f.startsWith("generated/"))) {
    const source = ts.createSourceFile(file, readFileSync(join(srcDir, file), "utf8"), ts.ScriptTarget.Latest);
    const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.initializer)) {
        const owner = declared.get(node.initializer.text);
        if (owner !== undefined && !file.startsWith(`modules/${owner}/`)) {
          findings.push(`${at(node)}: the prefix "${node.initializer.text}" belongs to the ${owner} module`);
        }
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        if (name === "idMinter" || name === "hasIdPrefix") {
          if (!file.startsWith("modules/")) findings.push(`${at(node)}: ${name} outside a module`);
          else if (node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
            findings.push(`${at(node)}: ${name} with a literal prefix instead of the module's declaration`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
};

describe("id prefixes are declared once, by the module that mints them", () => {
  const declared = new Map(MODULES.flatMap((m) => Object.values(m.ids ?? {}).map((p) => [p, m.segment] as const)));

  it("holds on the tree: no global prefix table, no prefix repeated outside its declaration", () => {
    expect(declared.size).toBeGreaterThan(0);
    expect(prefixFindings(join(serverDir, "src"), declared)).toEqual([]);
  });

  it("finds a global prefix table, a prefix written again, and minting outside a module", () => {
    const dir = mkdtempSync(join(tmpdir(), "tp-id-prefixes-"));
    try {
      const files: Record<string, string> = {
        "ids.ts": `export const ID_PREFIXES = { user: "usr", account: "acc" };\nexport const newId = (kind) => idMinter(ID_PREFIXES[kind]);\n`,
        "modules/auth/ids.ts": `export const AUTH_IDS = { user: "usr" };\nexport const newUserId = idMinter(AUTH_IDS.user);\n`,
        "modules/ledger/ids.ts": `export const LEDGER_IDS = { account: "acc" };\nexport const isUserId = (v) => hasIdPrefix("usr", v);\n`,
        "modules/ledger/ids.test.ts": `const fixture = { user: "usr" };\nidMinter("acc");\n`,
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), text);
      }
      const fixtureDeclared = new Map([
        ["usr", "auth"],
        ["acc", "ledger"],
      ]);
      expect(prefixFindings(dir, fixtureDeclared)).toEqual([
        `ids.ts:1: the prefix "usr" belongs to the auth module`,
        `ids.ts:1: the prefix "acc" belongs to the ledger module`,
        "ids.ts:2: idMinter outside a module",
        `modules/ledger/ids.ts:2: hasIdPrefix with a literal prefix instead of the module's declaration`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
