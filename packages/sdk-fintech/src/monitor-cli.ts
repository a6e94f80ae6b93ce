/**
 * The `trustplane-log-monitor` command as a function of its arguments and streams (src/bin/ wires it to the
 * process). Node-only, unlike the library entry: it reads and writes its state file.
 */
import { open, readFile, rename, rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { createLogMonitor, type LogMonitorPoll, type LogMonitorState, TransparencyFetchError } from "./monitor.js";
import { parseVerifierKey, TransparencyVerificationError } from "./transparency.js";

export const USAGE = `Usage: trustplane-log-monitor --url URL --verifier-key KEY [--key-id ID]... [--state FILE]
                             [--trusted-checkpoint FILE] [--interval SECONDS | --once]

Follows a Trustplane transparency log: each checkpoint is verified with the pinned verifier key and proven
consistent with the one before, each new entry downloaded and proven in the signed tree, and the entries
signed by the given key ids printed.

  --url URL                  The API's base URL (https://api.example.com).
  --verifier-key KEY         The log's verifier key, <origin>+<hash>+<base64 key>, from a source you trust
                             (default: the TRUSTPLANE_LOG_VERIFIER_KEY environment variable).
  --key-id ID                A key id whose entries to print (repeatable); without any, every entry.
  --state FILE               The last verified state (JSON, replaced atomically after each poll), read on
                             start. Without it, every run starts again from the first entry.
  --trusted-checkpoint FILE  A checkpoint (signed note) the log must extend, for a first run without state;
                             without it, the first checkpoint seen is trusted.
  --interval SECONDS         Seconds between polls (default 60).
  --once                     Poll once and exit.

Standard output has one JSON line per event:
  {"type":"checkpoint","origin","treeSize","rootHash","previousSize","newEntries","reported"}, each poll
  {"type":"entry","index","keyId","id","kind","issuedAt","signatureSha256","commitment","v"}, each reported entry
  {"type":"failure","code","message","evidence"}, when the log fails verification

Exit status: 0 done (--once, or stopped by SIGINT or SIGTERM); 1 the log failed verification (bad-signature,
fork, rollback, inconsistent, tampered-entry, malformed-entry, bad-state); 2 usage error; 3 the log could not
be read (with --once; otherwise the poll is retried at the next interval); 4 an unexpected error.`;

export type MonitorCliIo = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
  /** Stops the command between polls (it exits 0). */
  signal?: AbortSignal;
};

class UsageError extends Error {}

const NAME = "trustplane-log-monitor";

const parse = (args: string[]) =>
  parseArgs({
    args,
    strict: true,
    options: {
      url: { type: "string" },
      "verifier-key": { type: "string" },
      "key-id": { type: "string", multiple: true },
      state: { type: "string" },
      "trusted-checkpoint": { type: "string" },
      interval: { type: "string" },
      once: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });

/** The options, checked: what is wrong is a UsageError. */
const readOptions = async (argv: string[], io: MonitorCliIo) => {
  let values: ReturnType<typeof parse>["values"];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return undefined;
  let url: URL;
  try {
    url = new URL(values.url ?? "");
  } catch {
    throw new UsageError(values.url === undefined ? "--url is required" : `--url is not a URL: ${values.url}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError("--url must be http or https");
  const verifierKey = values["verifier-key"] ?? io.env.TRUSTPLANE_LOG_VERIFIER_KEY;
  if (!verifierKey) throw new UsageError("--verifier-key is required (or TRUSTPLANE_LOG_VERIFIER_KEY)");
  await parseVerifierKey(verifierKey).catch((error: Error) => {
    throw new UsageError(`--verifier-key: ${error.message}`);
  });
  if (values.once && values.interval !== undefined) throw new UsageError("--once and --interval exclude each other");
  const interval = Number(values.interval ?? 60);
  if (!/^\d+(\.\d+)?$/.test(values.interval ?? "60") || interval <= 0) {
    throw new UsageError("--interval must be a positive number of seconds");
  }
  const trustedFile = values["trusted-checkpoint"];
  const trustedCheckpoint =
    trustedFile === undefined
      ? undefined
      : await readFile(trustedFile, "utf8").catch((error: Error) => {
          throw new UsageError(`cannot read --trusted-checkpoint ${trustedFile}: ${error.message}`);
        });
  return {
    baseUrl: url.href,
    verifierKey,
    keyIds: values["key-id"],
    stateFile: values.state,
    trustedCheckpoint,
    intervalMs: interval * 1000,
    once: values.once ?? false,
  };
};

const loadState = async (file: string | undefined): Promise<LogMonitorState | undefined> => {
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new UsageError(`cannot read --state ${file}: ${(error as Error).message}`);
  }
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch {}
  if (typeof state !== "object" || state === null) {
    throw new TransparencyVerificationError(`the state file ${file} is not a JSON object`, "bad-state");
  }
  return state as LogMonitorState;
};

/** Replaces the state file atomically: a temporary file beside it, flushed, then renamed over it. */
const saveState = async (file: string, state: LogMonitorState): Promise<void> => {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(temporary, "w");
    try {
      await handle.writeFile(`${JSON.stringify(state, null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
};

const sleep = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

const report = (io: MonitorCliIo, poll: LogMonitorPoll) => {
  const { checkpoint, previousSize, newEntries, entries, state } = poll;
  io.stdout(
    line({
      type: "checkpoint",
      origin: checkpoint.origin,
      treeSize: checkpoint.treeSize,
      rootHash: state.rootHash,
      previousSize,
      newEntries,
      reported: entries.length,
    }),
  );
  for (const entry of entries) io.stdout(line({ type: "entry", ...entry }));
};

const failed = (io: MonitorCliIo, { code, message, evidence }: TransparencyVerificationError): number => {
  io.stdout(line({ type: "failure", code, message, evidence }));
  io.stderr(`${NAME}: the log failed verification (${code}): ${message}\n`);
  return 1;
};

/** Runs the command; resolves to its exit status. */
export const runMonitorCli = async (argv: string[], io: MonitorCliIo): Promise<number> => {
  let options: Awaited<ReturnType<typeof readOptions>>;
  let state: LogMonitorState | undefined;
  try {
    options = await readOptions(argv, io);
    if (options === undefined) {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    state = await loadState(options.stateFile);
  } catch (error) {
    if (error instanceof TransparencyVerificationError) return failed(io, error);
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${NAME}: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  const { stateFile, intervalMs, once, ...monitorOptions } = options;
  const monitor = createLogMonitor({ ...monitorOptions, state, ...(io.fetch ? { fetch: io.fetch } : {}) });
  for (;;) {
    try {
      const poll = await monitor.poll({ signal: io.signal });
      report(io, poll);
      // Saved once what it reports is printed: a crash in between prints it again, never loses it.
      if (stateFile !== undefined && poll.state.checkpoint !== state?.checkpoint)
        await saveState(stateFile, poll.state);
      state = poll.state;
    } catch (error) {
      if (io.signal?.aborted) return 0;
      if (error instanceof TransparencyVerificationError) return failed(io, error);
      if (!(error instanceof TransparencyFetchError)) throw error;
      io.stderr(`${NAME}: ${error.message}${once ? "" : `; retrying in ${intervalMs / 1000} s`}\n`);
      if (once) return 3;
    }
    if (once) return 0;
    await sleep(intervalMs, io.signal);
    if (io.signal?.aborted) return 0;
  }
};
