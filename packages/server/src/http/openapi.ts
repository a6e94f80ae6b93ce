import { readFileSync } from "node:fs";

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
};

/** The bundled contract (openapi/dist/openapi.json), produced by `npm run bundle`. */
export const loadContract = (file: string): OpenApiDocument => {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as OpenApiDocument;
  } catch (err) {
    throw new Error(
      `Cannot read the bundled OpenAPI contract at ${file}: run \`npm run bundle\` first (${(err as Error).message})`,
    );
  }
};
