import { idMinter } from "../../ids.ts";

/** The id prefixes the ledger module mints (checked unique across modules at start-up). */
export const LEDGER_IDS = { account: "acc", operation: "op", transfer: "trf" } as const;

export const newAccountId = idMinter(LEDGER_IDS.account);
/** A journal row's id (`ledger_operations`): the earnings module credits accounts with them too. */
export const newOperationId = idMinter(LEDGER_IDS.operation);
export const newTransferId = idMinter(LEDGER_IDS.transfer);
