import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTemplate } from "../database-template.ts";
import { eventually, TEST_JWT_SECRET } from "../harness.ts";

/**
 * Adding a module touches four files: its contract file, its folder, its line in src/modules/index.ts
 * and the tag list of the client package that publishes it (docs/ARCHITECTURE.md, "Adding a module").
 * In a copy of the repository's files this adds one, `beacons`, with an operation, a migration, a job
 * on the PostgreSQL-backed queue and a page outside the contract; runs what a developer then runs (the
 * bundle, the generators, the settings docs); and proves that git sees those four changed and only
 * generated output besides, that the tree's own checks agree with it, and that the copy's server serves
 * it: the operation as the contract says (directly and through the client package), the page, and the
 * rows its job writes.
 */

const repoDir = path.resolve(new URL("../../../../", import.meta.url).pathname);
/** The client package the module joins, and the workspace packages the copy uses as they are built here. */
const CLIENT = "sdk-catalog";
const COPIED_PACKAGES = new Set(["openapi", "server", CLIENT]);

const THE_FOUR = [
  "openapi/beacons.yaml",
  `packages/${CLIENT}/package.json`,
  "packages/server/src/modules/beacons/",
  "packages/server/src/modules/index.ts",
];

const CONTRACT = `# Beacons: a job records a pulse each time it runs; this counts them.
tags:
  - name: beacons
    description: Pulses a background job records, and how many there are.
paths:
  /api/beacons/pulses:
    get:
      tags: [beacons]
      operationId: countBeaconPulses
      summary: How many pulses the job has recorded (public).
      description: The number of pulses recorded so far and when the last one was, \`null\` before the first.
      responses:
        '200':
          description: The count.
          content: { application/json: { schema: { $ref: '#/components/schemas/BeaconPulses' } } }
        '400': { $ref: './components.yaml#/components/responses/BadRequest' }
        '429': { $ref: './components.yaml#/components/responses/TooManyRequests' }
        '503': { $ref: './components.yaml#/components/responses/ServiceUnavailable' }
        default: { $ref: './components.yaml#/components/responses/Problem' }
components:
  schemas:
    BeaconPulses:
      type: object
      additionalProperties: false
      required: [pulses, last]
      properties:
        pulses: { type: integer, minimum: 0 }
        last: { type: string, format: date-time, nullable: true }
`;

const MODULE = `import { Router } from "express";
import { sql } from "slonik";
import { z } from "zod";
import { cronSetting } from "../../jobs/scheduled-job.ts";
import { defineModule } from "../../platform/module.ts";

const BEACONS_PULSE_CRON = cronSetting("BEACONS_PULSE_CRON", { description: "when the job records a pulse" });

/** Pulses: a job records one each time it runs, an operation counts them, a page shows the count. */
export const beaconsModule = defineModule({
  segment: "beacons",
  config: (env) => ({ pulseCron: BEACONS_PULSE_CRON.read(env) }),
  settings: [BEACONS_PULSE_CRON],
  migrations: new URL("./migrations/", import.meta.url),
  create: (ctx, { config }) => {
    const count = () =>
      ctx.db.one(
        sql.type(z.object({ pulses: z.number(), last: z.string().nullable() }))\`
          SELECT count(*)::int AS pulses, max(at) AS last FROM beacon_pulses\`,
      );
    return {
      handlers: {
        countBeaconPulses: async () => ({ status: 200, body: await count() }),
      },
      jobs: [
        {
          name: "pulse",
          cron: config.pulseCron,
          run: async () => {
            await ctx.db.query(sql.unsafe\`INSERT INTO beacon_pulses DEFAULT VALUES\`);
            return 1;
          },
        },
      ],
      pagePrefixes: ["/beacons"],
      extraRoutes: [
        Router().get("/beacons", async (_req, res) => {
          const { pulses } = await count();
          res.type("html").send(\`<!doctype html><title>Beacons</title><p>\${pulses} pulses so far</p>\`);
        }),
      ],
    };
  },
});
`;

const MIGRATION = "CREATE TABLE beacon_pulses (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now());\n";

let scratch: string;
let copy: string;

const at = (...parts: string[]) => path.join(copy, ...parts);
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=new-module", "-c", "user.email=new-module@example.test", ...args], {
    cwd: copy,
    encoding: "utf8",
  });
/** This process's environment without what makes a vitest inside it think it is one of this run's workers. */
const ownEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
/** Runs a script of the copy with this Node; fails with its output when it fails. */
const run = async (cwd: string, script: string, ...args: string[]): Promise<void> => {
  await promisify(execFile)(process.execPath, [script, ...args], {
    cwd: at(cwd),
    env: { ...ownEnv(), REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  }).catch((err: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`${script} ${args.join(" ")} failed in ${cwd}: ${err.stderr || err.stdout || err.message}`);
  });
};

/** The repository's files as they are here (committed or not, ignored ones aside), committed in a fresh repository. */
const copyRepository = () => {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoDir,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file !== "" && existsSync(path.join(repoDir, file)));
  for (const file of new Set(files)) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    copyFileSync(path.join(repoDir, file), at(file));
  }
  git("init", "--quiet");
  git("add", "--all");
  git("commit", "--quiet", "--no-gpg-sign", "--message", "as it is");
};

/**
 * The installed packages, linked: the copy's own for the workspace packages it changes, this checkout's
 * (with their builds) for the others.
 */
const linkInstalledPackages = () => {
  const installed = path.join(repoDir, "node_modules");
  mkdirSync(at("node_modules/@trustplane"), { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (entry === "@trustplane" || entry === ".cache") continue;
    symlinkSync(path.join(installed, entry), at("node_modules", entry));
  }
  for (const pkg of readdirSync(path.join(installed, "@trustplane"))) {
    const target = readlinkSync(path.join(installed, "@trustplane", pkg));
    const folder = path.basename(target);
    symlinkSync(
      COPIED_PACKAGES.has(folder) ? target : path.resolve(installed, "@trustplane", target),
      at("node_modules/@trustplane", pkg),
    );
  }
};

/** The four edits, as a developer makes them. */
const addTheModule = () => {
  writeFileSync(at("openapi/beacons.yaml"), CONTRACT);
  mkdirSync(at("packages/server/src/modules/beacons/migrations"), { recursive: true });
  writeFileSync(at("packages/server/src/modules/beacons/index.ts"), MODULE);
  writeFileSync(at("packages/server/src/modules/beacons/migrations/0001_pulses.sql"), MIGRATION);
  const list = at("packages/server/src/modules/index.ts");
  const lines = readFileSync(list, "utf8")
    .replace(/\n\];\n$/, "\n  beaconsModule,\n];\n")
    .split("\n");
  const imports = lines.filter((line) => line.startsWith("import { "));
  const importLine = 'import { beaconsModule } from "./beacons/index.ts";';
  const before = imports.find((line) => line.slice(line.indexOf('"')) > importLine.slice(importLine.indexOf('"')));
  lines.splice(before ? lines.indexOf(before) : lines.indexOf(imports.at(-1)!) + 1, 0, importLine);
  writeFileSync(list, lines.join("\n"));
  const manifest = at(`packages/${CLIENT}/package.json`);
  const pkg = JSON.parse(readFileSync(manifest, "utf8"));
  pkg.trustplane.tags.push("beacons");
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
};

/**
 * What a developer runs next (`npx turbo run bundle generate`, `npm run docs:settings`): the bundle, then
 * the server's and the client's code generated from it; the settings docs beside them.
 */
const regenerate = () =>
  Promise.all([
    run("openapi", "scripts/bundle.mjs").then(() =>
      Promise.all([
        run("packages/server", "scripts/generate-contract-types.mjs"),
        run(`packages/${CLIENT}`, "../../scripts/generate-clients.mjs"),
      ]),
    ),
    run("packages/server", "scripts/settings-docs.ts"),
  ]);

/** A text with its generated blocks (`<!-- … generated … -->` up to `<!-- end of generated … -->`) and blank lines left out. */
const handWritten = (text: string) =>
  text
    .replace(/^<!-- [^\n]*\bgenerated\b[^\n]*-->\n[\s\S]*?^<!-- end of generated [^\n]*-->$/gm, "")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .join("\n");

/**
 * The paths git reports changed (a new folder as one), but for generated output: files marked
 * `linguist-generated` (.gitattributes) and pages whose hand-written text is unchanged.
 */
const touched = () => {
  const entries = git("status", "--porcelain=v1", "-z", "--untracked-files=normal").split("\0").filter(Boolean);
  return entries
    .map((entry) => ({ status: entry.slice(0, 2), file: entry.slice(3) }))
    .filter(({ status, file }) => {
      if (status === "??") return true;
      if (git("check-attr", "linguist-generated", "--", file).trim().endsWith(": set")) return false;
      return handWritten(git("show", `HEAD:${file}`)) !== handWritten(readFileSync(at(file), "utf8"));
    })
    .map(({ file }) => file)
    .sort();
};

/** The copy's server, in a process of its own, on the migrated database the other tests start from. */
const startCopy = async (): Promise<{ url: string; child: ChildProcess }> => {
  const template = path.join(scratch, "database.tar");
  writeFileSync(template, Buffer.from(await (await databaseTemplate()).arrayBuffer()));
  const server = pathToFileURL(at("packages/server/src/server.ts")).href;
  const config = pathToFileURL(at("packages/server/src/config.ts")).href;
  const launcher = `
    import { readFileSync } from "node:fs";
    import { loadConfig } from ${JSON.stringify(config)};
    import { startServer } from ${JSON.stringify(server)};
    const running = await startServer(loadConfig(), {
      inMemoryDatabase: true,
      databaseTemplate: new Blob([readFileSync(${JSON.stringify(template)})]),
    });
    console.log(JSON.stringify({ listening: running.url }));
    process.on("SIGTERM", () => running.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "--eval", launcher], {
    cwd: at("packages/server"),
    stdio: ["ignore", "pipe", "pipe"],
    // Its own settings alone: never a DATABASE_URL or REDIS_URL this run was given for other tests.
    env: {
      PATH: process.env.PATH ?? "",
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: "/nonexistent-test-data-dir",
      LOG_LEVEL: "warn",
      // Each second, so a test sees it run.
      BEACONS_PULSE_CRON: "* * * * * *",
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`the copy's server exited (${code}) before it listened: ${stderr}`);
  });
  const listening = (async () => {
    for await (const line of lines) {
      if (line.startsWith('{"listening"')) return JSON.parse(line).listening as string;
    }
    throw new Error(`the copy's server closed its output before it listened: ${stderr}`);
  })();
  const url = await Promise.race([listening, exited]);
  // It exits when stopped, later; and what it logs from now on is drained, unread.
  exited.catch(() => {});
  child.stdout?.resume();
  return { url, child };
};

/** The copy's server, started once the copy is ready, while the checks run. */
let serving: Promise<{ url: string; child: ChildProcess }> | undefined;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "tp-new-module-"));
  copy = path.join(scratch, "repo");
  copyRepository();
  linkInstalledPackages();
  addTheModule();
  await regenerate();
  serving = startCopy();
  // Awaited by the test that uses it; a failure before then is that test's.
  serving.catch(() => {});
}, 120_000);

afterAll(async () => {
  const server = await serving?.catch(() => undefined);
  if (server && server.child.exitCode === null) {
    const exited = once(server.child, "exit");
    server.child.kill("SIGTERM");
    await exited;
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("a new module with an operation, a migration, a job and a page", () => {
  it("touches four files, and the rest is generated from them", () => {
    expect(touched()).toEqual(THE_FOUR);
    // What was generated: the contract's tag and operation, the server's and client's types, the client's
    // table of methods, the module's table of settings.
    const bundle = JSON.parse(readFileSync(at("openapi/dist/openapi.json"), "utf8"));
    expect(bundle.tags.map((tag: { name: string }) => tag.name)).toContain("beacons");
    expect(bundle.paths["/api/beacons/pulses"].get.operationId).toBe("countBeaconPulses");
    expect(readFileSync(at(`packages/${CLIENT}/src/generated/operations.ts`), "utf8")).toContain(
      '"beacons.pulses.count": { method: "GET", path: "/api/beacons/pulses", params: "none" }',
    );
    expect(readFileSync(at(`packages/${CLIENT}/README.md`), "utf8")).toContain(
      "| `client.beacons.pulses.count()` | `GET /api/beacons/pulses` |",
    );
    expect(readFileSync(at("docs/configuration.md"), "utf8")).toMatch(
      /^## beacons\n\n.*\n.*\n\| `BEACONS_PULSE_CRON` \|/m,
    );
  });

  it("leaves the tree's checks agreeing: lint, the settings docs, the client's README, the bundle's order", async () => {
    const vitest = path.join(repoDir, "node_modules/vitest/vitest.mjs");
    const biome = path.join(repoDir, "node_modules/@biomejs/biome/bin/biome");
    await Promise.all([
      run(".", biome, "check", ...THE_FOUR),
      run("packages/server", "scripts/settings-docs.ts", "--check"),
      run(`packages/${CLIENT}`, vitest, "run", "src/readme.test.ts"),
      run("openapi", vitest, "run", "scripts/bundle.test.mjs"),
    ]);
  }, 60_000);

  it("is served: its operation as the contract says, through the client too, its page, and the rows of its job", async () => {
    const { url } = await serving!;
    const pulses = async () => {
      const res = await fetch(`${url}/api/beacons/pulses`);
      const text = await res.text();
      expect(res.status, text).toBe(200);
      return JSON.parse(text) as { pulses: number; last: string | null };
    };
    const counted = await pulses();
    expect(Object.keys(counted).sort()).toEqual(["last", "pulses"]);
    // The contract holds the request too: a query parameter it does not declare is refused.
    const refused = await fetch(`${url}/api/beacons/pulses?since=1`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe("validation");
    // The job runs on its schedule, and each run is a row the operation counts.
    await eventually(async () => {
      const now = await pulses();
      if (now.pulses === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(now.pulses).toBeGreaterThan(0);
      expect(new Date(now.last ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }, 45_000);
    // The client package has the method, generated from the contract.
    const { createCatalogClient } = await import(pathToFileURL(at(`packages/${CLIENT}/src/index.ts`)).href);
    const client = createCatalogClient({ baseUrl: url });
    const viaClient = (await client.beacons.pulses.count()) as typeof counted;
    expect(viaClient.pulses).toBeGreaterThan(0);
    // The page, outside the contract and its validation (its query is not the contract's business).
    const page = await fetch(`${url}/beacons?from=anywhere`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<p>\d+ pulses so far<\/p>/);
    const notAPage = await fetch(`${url}/beaconsx`);
    expect(notAPage.status).toBe(404);
  }, 90_000);
});
