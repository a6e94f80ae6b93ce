/** Registers the README's tests (see readme-checks.mjs). */
export declare const describeReadme: (options: {
  /** The package's README.md. */
  readme: URL;
  /** The generated operation table, by client method name. */
  operations: Readonly<Record<string, { method: string; path: string }>>;
  /** What a table row is, for the test's name (default "method of the client"). */
  what?: string;
  /** The document whose "Testing" section shows the package's msw example (default: the README itself). */
  testingGuide?: URL;
}) => void;
