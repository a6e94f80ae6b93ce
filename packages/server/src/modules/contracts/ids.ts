import { idMinter } from "../../ids.ts";

/** The id prefixes the contracts module mints (checked unique across modules at start-up). */
export const CONTRACTS_IDS = { "contract-document": "cdoc" } as const;

export const newDocumentId = idMinter(CONTRACTS_IDS["contract-document"]);
