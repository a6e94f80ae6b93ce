import { readFileSync } from "node:fs";

/** One published client package, as the aggregate index's `sdk` section lists it. */
export type SdkPackage = {
  package: string;
  version: string;
  description: string;
  install: string;
  /** Module ids (catalog ids, or contract tags such as `auth`) the package covers. */
  modules: string[];
};

/** The workspace folder of each published package and the modules it covers. */
const PUBLISHED: readonly { dir: string; modules: string[] }[] = [
  { dir: "sdk-catalog", modules: ["hub"] },
  { dir: "sdk-fintech", modules: ["auth", "ledger", "signing", "rights", "registry", "chess"] },
  { dir: "sdk-payments", modules: ["payments"] },
  { dir: "sdk-llm", modules: ["llm", "fanout"] },
  { dir: "webhook-verifier", modules: ["rights", "chess", "registry", "payments"] },
];

/** packages/ of the monorepo, found from this file so the working directory does not matter. */
const PACKAGES_DIR = new URL("../../../../", import.meta.url);

type PackageJson = { name?: string; version?: string; description?: string };

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
      packages.push({
        package: pkg.name,
        version: pkg.version,
        description: pkg.description ?? "",
        install: `npm install ${pkg.name}`,
        modules,
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
