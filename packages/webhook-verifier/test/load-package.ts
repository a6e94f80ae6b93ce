// Loads a fresh copy of the package with the HMAC backend the test asks for: "web-crypto" hides
// process.getBuiltinModule while the module loads, as on Deno without Node compatibility or in a browser.
import { vi } from "vitest";

export type Backend = "node:crypto" | "web-crypto";
export type Package = typeof import("../src/index.js");

export const loadPackage = async (backend: Backend): Promise<Package> => {
  vi.resetModules();
  if (backend === "node:crypto") return import("../src/index.js");
  const original = process.getBuiltinModule;
  (process as { getBuiltinModule?: unknown }).getBuiltinModule = undefined;
  try {
    return await import("../src/index.js");
  } finally {
    process.getBuiltinModule = original;
  }
};

export const BACKENDS: readonly Backend[] = ["node:crypto", "web-crypto"];
