/** Where `npm start` serves by default: every sample runs against a local server as it is. */
export declare const SAMPLE_BASE_URL: string;

/** One entry of an operation's `x-codeSamples`. */
export type CodeSample = { lang: "Shell" | "TypeScript"; label: string; source: string };

/** A published client package: its name, its factory (`createFintechClient`) and the contract tags it covers. */
export type SampleClient = { package: string; factory: string; tags: readonly string[] };

/** Per operationId, its samples (curl first), with the path, method and example input they were made from. */
export declare const codeSamples: (
  spec: unknown,
  clients: readonly SampleClient[],
) => Map<string, { path: string; method: string; input: unknown; samples: CodeSample[] }>;
