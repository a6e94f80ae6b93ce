/**
 * The command line, as a function of its arguments and streams (the `bin` in cli.ts only wires it to the
 * process). Node-only, unlike the library entry.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { WebhookVerificationError } from "./errors.js";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from "./headers.js";
import { sign } from "./sign.js";
import { verify } from "./verify.js";

export const USAGE = `Usage:
  webhook-verifier sign --secret S --body FILE [--timestamp T] [--url URL [--header "Name: value"]...] [--json]
  webhook-verifier verify --secret S --body FILE --timestamp T --signature HEX [--tolerance SECONDS] [--now T]

sign     Serializes the JSON in FILE canonically (RFC 8785) and signs it. Prints the headers and the exact
         body to send; with --url, POSTs it there and prints the response status and body.
verify   Checks a received body (the bytes of FILE, as received) against its X-Svc-Timestamp and
         X-Svc-Signature, under one or more secrets (repeat --secret during a rotation).

  --secret S        The shared secret; defaults to the WEBHOOK_SECRET environment variable (which keeps
                    it out of your shell history).
  --body FILE       A file, or - for standard input.
  --timestamp T     Unix seconds; sign defaults to now.
  --url URL         http(s) URL to POST the signed request to.
  --header H        An extra request header for --url, as "Name: value" (repeatable).
  --json            Print {"headers": …, "body": …} instead of HTTP-style lines.
  --tolerance N     Allowed clock difference for verify, seconds (default 300).
  --now T           The clock verify compares with, unix seconds (default: now).

Exit status: 0 success (a 2xx response with --url), 1 refused or non-2xx, 2 usage error.`;

export type CliIo = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<Uint8Array>;
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  version: string;
};

class UsageError extends Error {}

const readBody = async (file: string | undefined, io: CliIo): Promise<Uint8Array> => {
  if (file === undefined) throw new UsageError("--body FILE is required (- reads standard input)");
  try {
    return file === "-" ? await io.readStdin() : readFileSync(file);
  } catch (error) {
    throw new UsageError(`cannot read --body ${file}: ${(error as Error).message}`);
  }
};

const secretsFrom = (values: string[] | undefined, io: CliIo): string[] => {
  const secrets = values?.length ? values : io.env.WEBHOOK_SECRET ? [io.env.WEBHOOK_SECRET] : [];
  if (secrets.length === 0 || secrets.some((s) => s === ""))
    throw new UsageError("a secret is required: --secret S, or the WEBHOOK_SECRET environment variable");
  return secrets;
};

const unixSeconds = (value: string | undefined, flag: string): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d{1,12}$/.test(value)) throw new UsageError(`${flag} must be unix seconds (digits only)`);
  return Number(value);
};

const extraHeaders = (values: string[] | undefined): [string, string][] =>
  (values ?? []).map((line) => {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new UsageError(`--header must look like "Name: value", got ${JSON.stringify(line)}`);
    return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
  });

const targetUrl = (value: string): URL => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--url is not a URL: ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError("--url must be http or https");
  return url;
};

const OPTIONS = {
  secret: { type: "string", multiple: true },
  body: { type: "string" },
  timestamp: { type: "string" },
  url: { type: "string" },
  header: { type: "string", multiple: true },
  json: { type: "boolean" },
  signature: { type: "string" },
  tolerance: { type: "string" },
  now: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

const signCommand = async (values: Values, io: CliIo): Promise<number> => {
  const [secret, ...others] = secretsFrom(values.secret, io);
  if (others.length > 0) throw new UsageError("sign takes one --secret");
  const bytes = await readBody(values.body, io);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (error) {
    throw new UsageError(`--body ${values.body} is not JSON: ${(error as Error).message}`);
  }
  const timestamp = unixSeconds(values.timestamp, "--timestamp");
  const signed = await sign({ secret: secret!, body: value, ...(timestamp === undefined ? {} : { timestamp }) });

  if (values.url === undefined) {
    if (values.json) io.stdout(`${JSON.stringify(signed, null, 2)}\n`);
    else {
      const lines = Object.entries(signed.headers).map(([name, v]) => `${name}: ${v}`);
      io.stdout(`${lines.join("\n")}\n\n${signed.body}\n`);
    }
    return 0;
  }

  const url = targetUrl(values.url);
  const headers = new Headers(extraHeaders(values.header));
  for (const [name, v] of Object.entries(signed.headers)) headers.set(name, v);
  let response: Response;
  try {
    response = await io.fetch(url, { method: "POST", headers, body: signed.body, redirect: "manual" });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    io.stderr(`POST ${url.href} failed: ${(error as Error).message}${cause ? ` (${cause})` : ""}\n`);
    return 1;
  }
  const text = await response.text();
  if (values.json) {
    io.stdout(`${JSON.stringify({ status: response.status, statusText: response.statusText, body: text }, null, 2)}\n`);
  } else {
    io.stdout(`${response.status} ${response.statusText}\n${text}${text.endsWith("\n") || text === "" ? "" : "\n"}`);
  }
  return response.ok ? 0 : 1;
};

const verifyCommand = async (values: Values, io: CliIo): Promise<number> => {
  const secrets = secretsFrom(values.secret, io);
  const body = await readBody(values.body, io);
  if (values.timestamp === undefined || values.signature === undefined)
    throw new UsageError("verify needs --timestamp and --signature (the X-Svc-* header values received)");
  const tolerance = values.tolerance === undefined ? undefined : Number(values.tolerance);
  if (tolerance !== undefined && !(tolerance >= 0)) throw new UsageError("--tolerance must be seconds ≥ 0");
  const now = unixSeconds(values.now, "--now");
  try {
    const verified = await verify({
      secret: secrets,
      body,
      headers: { [TIMESTAMP_HEADER]: values.timestamp, [SIGNATURE_HEADER]: values.signature },
      ...(tolerance === undefined ? {} : { toleranceSeconds: tolerance }),
      ...(now === undefined ? {} : { now }),
    });
    io.stdout(
      values.json
        ? `${JSON.stringify({ ok: true, ...verified })}\n`
        : `ok: signed at ${verified.timestamp}, matched on the ${verified.matchedOn} body with secret #${verified.secretIndex + 1}\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    io.stdout(
      values.json
        ? `${JSON.stringify({ ok: false, error: error.code, message: error.message })}\n`
        : `refused (${error.code}): ${error.message}\n`,
    );
    return 1;
  }
};

/** Run the command line; resolves with the exit status. */
export const runCli = async (argv: readonly string[], io: CliIo): Promise<number> => {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
    if (values.version) {
      io.stdout(`${io.version}\n`);
      return 0;
    }
    const [command, ...rest] = positionals;
    if (values.help || command === undefined || command === "help") {
      io.stdout(`${USAGE}\n`);
      return command === undefined && !values.help ? 2 : 0;
    }
    if (rest.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(rest[0])}`);
    if (command === "sign") return await signCommand(values, io);
    if (command === "verify") return await verifyCommand(values, io);
    throw new UsageError(`unknown command ${JSON.stringify(command)} (sign or verify)`);
  } catch (error) {
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    io.stderr(
      `webhook-verifier: ${(error as Error).message}\n${usage ? "Run webhook-verifier --help for usage.\n" : ""}`,
    );
    return 2;
  }
};
