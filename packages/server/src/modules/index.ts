import type { Module } from "../platform/module.ts";
import { ledgerModule } from "./ledger/index.ts";
import { signingModule } from "./signing/index.ts";

/**
 * The modules this server serves, in order: a module may use the services of those before it, its
 * migrations run after theirs, and its hooks run after theirs. Adding a module is one line here
 * (CONTRIBUTING.md).
 */
export const MODULES: readonly Module[] = [ledgerModule, signingModule];
