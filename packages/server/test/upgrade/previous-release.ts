import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The commit whose server built the databases this release must open: the previous release. Move it to
 * the commit a release is cut from, once that release is deployed (its databases are then the ones the
 * next release meets). The upgrade test builds a database with this commit's own code, so the commit must
 * be in the clone: CI clones with full history; a shallow clone fails the test, it does not skip it.
 */
export const PREVIOUS_RELEASE = "b126d7bb050cbc8768b4302648c19c05be09fa02";

const SERVER_DIR = new URL("../../", import.meta.url).pathname;
const git = (...args: string[]): string => execFileSync("git", args, { cwd: SERVER_DIR, encoding: "utf8" }).trim();

export type PreviousRelease = {
  /** Its `src/main.ts`, to start as a child process. */
  main: string;
  remove(): void;
};

/**
 * The previous release's tree, ready to run: `git archive` of the pinned commit into a temporary folder,
 * this checkout's installed packages linked in when its lockfile is the same (else a clean `npm ci`
 * there), the contract bundled and the workspace libraries the server loads built (as `npm start` does).
 */
export const checkOutPreviousRelease = (): PreviousRelease => {
  const root = git("rev-parse", "--show-toplevel");
  const present = spawnSync("git", ["cat-file", "-e", `${PREVIOUS_RELEASE}^{commit}`], { cwd: root });
  if (present.status !== 0) {
    throw new Error(
      `The previous release's commit ${PREVIOUS_RELEASE} (test/upgrade/previous-release.ts) is not in this clone: ` +
        "the upgrade test builds its database with that commit's code. Clone with full history (git fetch --unshallow).",
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), "tp-previous-release-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync("sh", ["-c", `git archive --format=tar ${PREVIOUS_RELEASE} | tar -x -C "${dir}"`], { cwd: root });
    const lockOf = (tree: string) => readFileSync(path.join(tree, "package-lock.json"), "utf8");
    if (lockOf(dir) === lockOf(root)) linkInstalledPackages(root, dir);
    else run("npm", ["ci", "--no-audit", "--no-fund"], dir);
    run(process.execPath, ["scripts/bundle.mjs"], path.join(dir, "openapi"));
    run(process.execPath, ["../../scripts/build-start.mjs"], path.join(dir, "packages/server"));
  } catch (err) {
    remove();
    throw err;
  }
  return { main: path.join(dir, "packages/server/src/main.ts"), remove };
};

const run = (command: string, args: string[], cwd: string): void => {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}: ${result.stderr || result.stdout}`);
  }
};

/**
 * The same lockfile installs the same packages: link each of this checkout's into the old tree rather
 * than install them again. The workspace's own packages are the old tree's (their links are relative).
 */
const linkInstalledPackages = (root: string, dir: string): void => {
  const installed = (tree: string) => path.join(tree, "node_modules");
  mkdirSync(installed(dir));
  for (const entry of readdirSync(installed(root))) {
    const from = path.join(installed(root), entry);
    const to = path.join(installed(dir), entry);
    if (entry === "@trustplane") {
      mkdirSync(to);
      for (const pkg of readdirSync(from)) symlinkSync(readlinkSync(path.join(from, pkg)), path.join(to, pkg));
    } else {
      symlinkSync(from, to);
    }
  }
  for (const workspace of ["openapi", ...readdirSync(path.join(root, "packages")).map((p) => `packages/${p}`)]) {
    const nested = installed(path.join(root, workspace));
    if (existsSync(nested) && existsSync(path.join(dir, workspace)))
      symlinkSync(nested, installed(path.join(dir, workspace)));
  }
};
