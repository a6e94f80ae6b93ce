// Records platform-only optional packages that this machine's registry mirror does not serve
// (biome's and turbo's macOS/Windows/musl binaries). Without these entries `npm ci` refuses the lock
// ("Missing: … from lock file"). Each entry carries its os/cpu/libc, so npm skips it on other hosts,
// and its integrity when the registry knows it. Run after `npm install`: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const platform = (name) => {
  const os = /darwin/.test(name)
    ? "darwin"
    : /win32|windows/.test(name)
      ? "win32"
      : /android/.test(name)
        ? "android"
        : "linux";
  const cpu = /arm64/.test(name) ? "arm64" : "x64";
  const entry = { os: [os], cpu: [cpu] };
  if (/musl/.test(name)) entry.libc = ["musl"];
  return entry;
};
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = key === "" ? "" : `${key}/`;
    const candidates = [`${base}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    lock.packages[`node_modules/${dep}`] = {
      version,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      ...platform(dep),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform-only optional entries`);
