// The command line as shipped (dist/esm/cli.js, built by `npm test`), spawned as a partner would run it.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestVectors, verifyIncomingMessage, WebhookVerificationError } from "../src/index.js";
import vectorsFile from "../test-vectors.json" with { type: "json" };

const CLI = fileURLToPath(new URL("../dist/esm/cli.js", import.meta.url));
const VECTOR = (vectorsFile as TestVectors).vectors.find((v) => v.name === "unicode-keys")!;
const dir = mkdtempSync(join(tmpdir(), "webhook-verifier-cli-"));
const bodyFile = join(dir, "body.json");
// Pretty-printed and unsorted, as a partner would write it: the CLI canonicalizes it.
writeFileSync(bodyFile, JSON.stringify(VECTOR.body, null, 2));

type Run = { code: number | null; stdout: string; stderr: string };

const run = async (args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Run> => {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", ...options.env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end(options.stdin ?? "");
  const [code] = (await once(child, "close")) as [number | null];
  return { code, stdout, stderr };
};

let server: Server;
let url: string;
const received: { headers: Record<string, unknown>; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    try {
      const verified = await verifyIncomingMessage(req, { secret: VECTOR.secret, now: VECTOR.timestamp });
      received.push({ headers: req.headers, body: verified.text });
      res
        .writeHead(202, { "content-type": "application/json" })
        .end(JSON.stringify({ accepted: verified.payload !== undefined }));
    } catch (error) {
      res.writeHead(error instanceof WebhookVerificationError ? 401 : 500).end(`refused: ${(error as Error).message}`);
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/rights`;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("webhook-verifier sign", () => {
  it("prints the headers and the canonical body (the vector's exactly)", async () => {
    const result = await run([
      "sign",
      "--secret",
      VECTOR.secret,
      "--body",
      bodyFile,
      "--timestamp",
      String(VECTOR.timestamp),
    ]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toBe(
      `X-Svc-Timestamp: ${VECTOR.timestamp}\nX-Svc-Signature: ${VECTOR.signature}\nContent-Type: application/json\n\n${VECTOR.canonicalBody}\n`,
    );
  });

  it("prints JSON with --json, reads the secret from WEBHOOK_SECRET and the body from standard input", async () => {
    const result = await run(["sign", "--body", "-", "--timestamp", String(VECTOR.timestamp), "--json"], {
      stdin: JSON.stringify(VECTOR.body),
      env: { WEBHOOK_SECRET: VECTOR.secret },
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      headers: {
        "X-Svc-Timestamp": String(VECTOR.timestamp),
        "X-Svc-Signature": VECTOR.signature,
        "Content-Type": "application/json",
      },
      body: VECTOR.canonicalBody,
    });
  });

  it("defaults the timestamp to now", async () => {
    const before = Math.floor(Date.now() / 1000);
    const result = await run(["sign", "--secret", "s", "--body", bodyFile, "--json"]);
    const timestamp = Number(JSON.parse(result.stdout).headers["X-Svc-Timestamp"]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it("with --url, POSTs the signed request and prints the response status and body", async () => {
    received.length = 0;
    const result = await run([
      "sign",
      "--secret",
      VECTOR.secret,
      "--body",
      bodyFile,
      "--timestamp",
      String(VECTOR.timestamp),
      "--url",
      url,
      "--header",
      "X-Partner: acme",
    ]);
    expect(result).toEqual({ code: 0, stdout: '202 Accepted\n{"accepted":true}\n', stderr: "" });
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toBe(VECTOR.canonicalBody);
    expect(received[0]!.headers).toMatchObject({
      "x-svc-timestamp": String(VECTOR.timestamp),
      "x-svc-signature": VECTOR.signature,
      "content-type": "application/json",
      "x-partner": "acme",
    });
  });

  it("exits 1 and prints the refusal when the receiver answers non-2xx", async () => {
    const result = await run([
      "sign",
      "--secret",
      "wrong",
      "--body",
      bodyFile,
      "--timestamp",
      String(VECTOR.timestamp),
      "--url",
      url,
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("401 Unauthorized\nrefused: X-Svc-Signature does not match the request\n");
  });

  it("exits 1 with the reason when the receiver cannot be reached", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, "close");
    const result = await run(["sign", "--secret", "s", "--body", bodyFile, "--url", `http://127.0.0.1:${port}/`]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/POST http:\/\/127\.0\.0\.1:\d+\/ failed: .*ECONNREFUSED/);
  });

  it.each([
    [["sign", "--body", "x.json"], /a secret is required/],
    [["sign", "--secret", "s"], /--body FILE is required/],
    [["sign", "--secret", "s", "--body", "/nonexistent/body.json"], /cannot read --body/],
    [["sign", "--secret", "s", "--body", "-"], /is not JSON/],
    [["sign", "--secret", "s", "--body", bodyFile, "--timestamp", "soon"], /--timestamp must be unix seconds/],
    [["sign", "--secret", "s", "--body", bodyFile, "--url", "ftp://example.test/"], /--url must be http or https/],
    [
      ["sign", "--secret", "s", "--body", bodyFile, "--url", "http://127.0.0.1/", "--header", "nocolon"],
      /--header must look like/,
    ],
    [["sign", "--secret", "a", "--secret", "b", "--body", bodyFile], /sign takes one --secret/],
    [["sign", "--bogus"], /Unknown option '--bogus'/],
    [["publish"], /unknown command "publish"/],
  ])("exits 2 on a usage error: %j", async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe("");
  });
});

describe("webhook-verifier verify", () => {
  it("accepts the vector's body and headers, and says which secret matched", async () => {
    const canonicalFile = join(dir, "received.json");
    writeFileSync(canonicalFile, VECTOR.canonicalBody);
    const args = [
      "verify",
      "--body",
      canonicalFile,
      "--timestamp",
      String(VECTOR.timestamp),
      "--signature",
      VECTOR.signature,
    ];
    const ok = await run([
      ...args,
      "--secret",
      "old",
      "--secret",
      VECTOR.secret,
      "--now",
      String(VECTOR.timestamp + 10),
    ]);
    expect(ok).toEqual({
      code: 0,
      stdout: `ok: signed at ${VECTOR.timestamp}, matched on the raw body with secret #2\n`,
      stderr: "",
    });
    const pretty = await run([
      "verify",
      "--secret",
      VECTOR.secret,
      "--body",
      bodyFile,
      "--timestamp",
      String(VECTOR.timestamp),
      "--signature",
      VECTOR.signature,
      "--now",
      String(VECTOR.timestamp),
      "--json",
    ]);
    expect(JSON.parse(pretty.stdout)).toEqual({
      ok: true,
      timestamp: VECTOR.timestamp,
      matchedOn: "canonical",
      secretIndex: 0,
    });
  });

  it("exits 1 with the error code when the request must be refused", async () => {
    const args = ["verify", "--secret", VECTOR.secret, "--body", bodyFile, "--timestamp", String(VECTOR.timestamp)];
    const skewed = await run([...args, "--signature", VECTOR.signature]);
    expect(skewed.code).toBe(1);
    expect(skewed.stdout).toMatch(/^refused \(timestamp_skew\): timestamp skew/);
    const tolerant = await run([...args, "--signature", VECTOR.signature, "--tolerance", "1e12"]);
    expect(tolerant.code).toBe(0);
    const forged = await run([...args, "--signature", "0".repeat(64), "--now", String(VECTOR.timestamp), "--json"]);
    expect(forged.code).toBe(1);
    expect(JSON.parse(forged.stdout)).toMatchObject({ ok: false, error: "bad_signature" });
  });

  it("needs --timestamp and --signature", async () => {
    const result = await run(["verify", "--secret", "s", "--body", bodyFile]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/needs --timestamp and --signature/);
  });
});

describe("webhook-verifier as an installed bin", () => {
  it("runs through a symlink (as npx and node_modules/.bin call it) and prints help and version", async () => {
    const link = join(dir, "webhook-verifier");
    symlinkSync(CLI, link);
    const child = spawn(link, ["--version"], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    const [code] = await once(child, "close");
    const { version } = (await import("../package.json", { with: { type: "json" } })).default;
    expect({ code, stdout }).toEqual({ code: 0, stdout: `${version}\n` });
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage:\n {2}webhook-verifier sign --secret S --body FILE/);
    expect((await run([])).code).toBe(2);
  });
});
