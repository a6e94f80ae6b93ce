// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-payments` (scripts/generate-clients.mjs).
// The contract has no operation tagged payments yet.
import type { OperationTable } from "@trustplane/sdk-core";

/** How to call each operation, by client method. */
export const operations = {
} as const satisfies OperationTable;

/** The typed methods: `client.<tag>.<resource>.<verb>(...pathParameters, params?, options?)`. */
export interface Api {
}
