import { hasIdPrefix, idMinter } from "../src/ids.ts";
import { MODULES } from "../src/modules/index.ts";

/**
 * Ids of a kind some module declares (`ids` in its definition, e.g. `operation` for the ledger's
 * `op_…`), for tests that need one without the module that mints it: `newId("operation")`. The prefix
 * is looked up in the modules' declarations, never written here.
 */
const prefixOf = (kind: string): string => {
  for (const module of MODULES) {
    const prefix = module.ids?.[kind];
    if (prefix !== undefined) return prefix;
  }
  throw new Error(`no module declares the id kind "${kind}"`);
};

/** A new id of `kind`, ordered after every id made before it in this process. */
export const newId = (kind: string): string => idMinter(prefixOf(kind))();

/** True when `value` is an id of `kind`. */
export const isId = (kind: string, value: unknown): value is string => hasIdPrefix(prefixOf(kind), value);
