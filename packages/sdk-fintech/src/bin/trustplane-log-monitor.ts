#!/usr/bin/env node
// The `trustplane-log-monitor` command (npx -p @trustplane/sdk-fintech trustplane-log-monitor …): wires
// runMonitorCli to this process. SIGINT and SIGTERM stop it between polls.
import { runMonitorCli } from "../monitor-cli.js";

const stop = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop.abort());

runMonitorCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  signal: stop.signal,
}).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(`trustplane-log-monitor: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 4;
  },
);
