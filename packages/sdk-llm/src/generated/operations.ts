// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-llm` (scripts/generate-clients.mjs).
// The contract has no operation tagged llm, fanout yet.
import type { OperationTable } from "@trustplane/sdk-core";

/** How to call each operation, grouped by OpenAPI tag. */
export const operations = {
} as const satisfies OperationTable;

/** The typed methods of each tag's operations. */
export interface Api {
}
