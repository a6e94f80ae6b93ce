// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-payments` (scripts/generate-clients.mjs).
// The contract has no operation tagged payments yet.
import type { OperationTable } from "@trustplane/sdk-core";

/** How to call each operation, grouped by OpenAPI tag. */
export const operations = {
} as const satisfies OperationTable;

/** The typed methods of each tag's operations. */
export interface Api {
}
