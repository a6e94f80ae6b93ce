// The User-Agent every request sends: the client package and its version (baked in at build time, see
// scripts/tsup-client.mjs), the runtime and its version. Not sent from browsers: they set their own
// (Chrome ignores a script's), and an extra header would turn simple requests into preflighted ones.

declare const __TRUSTPLANE_PACKAGE__: string | undefined;

/** This package as `name/version`, from its package.json at build time (its name alone when run from source). */
export const CORE_PACKAGE =
  typeof __TRUSTPLANE_PACKAGE__ === "string" ? __TRUSTPLANE_PACKAGE__ : "@trustplane/sdk-core/source";

type Globals = {
  process?: { versions?: { node?: string; bun?: string }; platform?: string; arch?: string };
  Deno?: { version?: { deno?: string }; build?: { os?: string; arch?: string } };
  window?: unknown;
  importScripts?: unknown;
};

/** `node 24.11.0; linux x64`, `deno 2.1.4; linux x86_64`, …; undefined in a browser (or a browser worker). */
export const runtimeDescription = (globals: Globals = globalThis as Globals): string | undefined => {
  const { process: proc, Deno: deno } = globals;
  if (proc?.versions?.bun) return `bun ${proc.versions.bun}; ${proc.platform} ${proc.arch}`;
  if (deno?.version?.deno) return `deno ${deno.version.deno}; ${deno.build?.os} ${deno.build?.arch}`;
  if (proc?.versions?.node) return `node ${proc.versions.node}; ${proc.platform} ${proc.arch}`;
  if (globals.window !== undefined || typeof globals.importScripts === "function") return undefined;
  return "unknown runtime";
};

/**
 * `@trustplane/sdk-fintech/0.1.0 @trustplane/sdk-core/0.1.0 (node 24.11.0; linux x64)`: the package that
 * made the client, the runtime package it runs on, then the JavaScript runtime. Undefined in browsers.
 */
export const userAgent = (clientPackage: string, runtime: string | undefined): string | undefined => {
  if (runtime === undefined) return undefined;
  const packages = clientPackage === CORE_PACKAGE ? clientPackage : `${clientPackage} ${CORE_PACKAGE}`;
  return `${packages} (${runtime})`;
};
