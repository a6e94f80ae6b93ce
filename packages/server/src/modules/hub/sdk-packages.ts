import { readFileSync } from "node:fs";
import type { Schema } from "../../platform/operations.ts";

/** One published client package, as the aggregate index's `sdk` section lists it. */
export type SdkPackage = Schema<"ApiIndex">["sdk"][number];

/**
 * The workspace folder of each package that is, or will be, published (a package marked `private` is
 * left out until it is not). A client package's modules are the contract tags it
 * is generated from (`trustplane.tags` in its package.json) plus `auth`, which every client carries
 * through the shared runtime; the webhook verifier serves the partner webhooks of these modules.
 */
const PUBLISHED: readonly { dir: string; modules?: string[] }[] = [
  { dir: "sdk-catalog" },
  { dir: "sdk-fintech" },
  { dir: "sdk-payments" },
  { dir: "sdk-llm" },
  { dir: "webhook-verifier", modules: ["rights", "chess", "registry"] },
];

/** packages/ of the monorepo, found from this file so the working directory does not matter. */
const PACKAGES_DIR = new URL("../../../../", import.meta.url);

type PackageJson = {
  name?: string;
  version?: string;
  description?: string;
  private?: boolean;
  trustplane?: { tags?: string[] };
};

export const readPackageJson = (url: URL): PackageJson => JSON.parse(readFileSync(url, "utf8")) as PackageJson;

/**
 * Read the published packages' package.json files (once, at start-up). A package that is not present
 * (a deployment that ships only the server) is reported in `missing` rather than failing the start.
 */
export const readSdkPackages = (packagesDir: URL = PACKAGES_DIR): { packages: SdkPackage[]; missing: string[] } => {
  const packages: SdkPackage[] = [];
  const missing: string[] = [];
  for (const { dir, modules } of PUBLISHED) {
    try {
      const pkg = readPackageJson(new URL(`${dir}/package.json`, packagesDir));
      if (!pkg.name || !pkg.version) throw new Error("no name or version");
      // Not published yet: `npm install` would fail.
      if (pkg.private) continue;
      packages.push({
        package: pkg.name,
        version: pkg.version,
        description: pkg.description ?? "",
        install: `npm install ${pkg.name}`,
        modules: modules ?? ["auth", ...(pkg.trustplane?.tags ?? [])],
        readme: `https://www.npmjs.com/package/${pkg.name}`,
      });
    } catch {
      missing.push(dir);
    }
  }
  return { packages, missing };
};

/** The server's own package.json version. */
export const serverVersion = (): string =>
  readPackageJson(new URL("../../../package.json", import.meta.url)).version ?? "0.0.0";
