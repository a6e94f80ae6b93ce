#!/usr/bin/env node
// The `webhook-verifier` command (npx @trustplane/webhook-verifier sign …): wires runCli to this process.
import { readFileSync } from "node:fs";
import { runCli } from "./cli-run.js";

const readStdin = async (): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin,
  env: process.env,
  fetch: (...args) => fetch(...args),
  version,
});
