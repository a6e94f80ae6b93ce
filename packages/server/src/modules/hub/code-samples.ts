import { SAMPLE_BASE_URL } from "@trustplane/openapi/code-samples";
import type { OpenApiDocument } from "../../http/openapi.ts";

type Sample = { source: string };

/**
 * The contract as this server serves it: its code samples (`x-codeSamples`, made at bundle time against
 * `npm start`'s default address) call this server's public address (PUBLIC_BASE_URL), so the docs page's
 * curl commands and client calls run as shown wherever it is deployed. Nothing else changes.
 */
export const withSamplesAt = (contract: OpenApiDocument, baseUrl: string): OpenApiDocument => {
  if (baseUrl === SAMPLE_BASE_URL) return contract;
  const copy = structuredClone(contract);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { "x-codeSamples"?: Sample[] }>)) {
      for (const sample of operation?.["x-codeSamples"] ?? []) {
        sample.source = sample.source.replaceAll(SAMPLE_BASE_URL, baseUrl);
      }
    }
  }
  return copy;
};
