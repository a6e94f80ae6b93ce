// The `trustplane-log-monitor` command (runMonitorCli, which the bin wires to the process) against the fake
// log: its JSON lines, its state file, its exit statuses. The shipped bin is run against a real server in
// packages/server/test/transparency/monitor.test.ts.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runMonitorCli } from "./monitor-cli.js";
import { entryBytes, type FakeLog, startFakeLog } from "./testing/fake-log.js";

let log: FakeLog;
let dir: string;
beforeEach(async () => {
  log = await startFakeLog();
  dir = mkdtempSync(join(tmpdir(), "log-monitor-cli-"));
});
afterEach(async () => {
  await log.close();
});

const run = async (args: string[], options: { signal?: AbortSignal; onLine?: (line: any) => void } = {}) => {
  const out: any[] = [];
  let err = "";
  const status = await runMonitorCli(args, {
    stdout: (text) => {
      for (const line of text.trimEnd().split("\n")) {
        out.push(JSON.parse(line));
        options.onLine?.(out.at(-1));
      }
    },
    stderr: (text) => {
      err += text;
    },
    env: {},
    signal: options.signal,
  });
  return { status, out, err };
};

const base = () => ["--url", log.url, "--verifier-key", log.verifierKey];

describe("trustplane-log-monitor", () => {
  it("prints the verified checkpoint and the watched keys' entries, and carries on from its state file", async () => {
    log.add("key_a");
    log.add("key_b", 2);
    log.add("key_c");
    log.publish();
    const state = join(dir, "state.json");
    const args = [...base(), "--key-id", "key_a", "--key-id", "key_c", "--state", state, "--once"];
    const first = await run(args);
    expect(first).toMatchObject({ status: 0, err: "" });
    const root = JSON.parse(readFileSync(state, "utf8")).rootHash;
    expect(first.out).toEqual([
      {
        type: "checkpoint",
        origin: log.origin,
        treeSize: 4,
        rootHash: root,
        previousSize: 0,
        newEntries: 4,
        reported: 2,
      },
      { type: "entry", index: 0, ...JSON.parse(entryBytes("key_a", "rcp_0").toString()) },
      { type: "entry", index: 3, ...JSON.parse(entryBytes("key_c", "rcp_3").toString()) },
    ]);
    expect(JSON.parse(readFileSync(state, "utf8"))).toMatchObject({ v: 1, treeSize: 4, checkpoint: log.note });
    expect(readdirSync(dir)).toEqual(["state.json"]); // written through a temporary file, renamed

    log.add("key_b");
    log.add("key_a");
    log.publish();
    const second = await run(args);
    expect(second.status).toBe(0);
    expect(second.out.map((line) => [line.type, line.index ?? line.previousSize])).toEqual([
      ["checkpoint", 4],
      ["entry", 5],
    ]);
    expect(JSON.parse(readFileSync(state, "utf8")).treeSize).toBe(6);
  });

  it("exits 1 on a fork, printing the failure with both checkpoints, and leaves its state as it was", async () => {
    log.add("key_a", 3);
    const before = log.publish();
    const state = join(dir, "state.json");
    const args = [...base(), "--key-id", "key_a", "--state", state, "--once"];
    expect((await run(args)).status).toBe(0);
    const saved = readFileSync(state, "utf8");
    log.entries[1] = entryBytes("key_z", "rcp_1");
    const forked = log.publish();
    const { status, out, err } = await run(args);
    expect(status).toBe(1);
    expect(out).toEqual([
      { type: "failure", code: "fork", message: expect.any(String), evidence: { previous: before, current: forked } },
    ]);
    expect(err).toMatch(/^trustplane-log-monitor: the log failed verification \(fork\): /);
    expect(readFileSync(state, "utf8")).toBe(saved);

    writeFileSync(state, "{not json");
    expect(await run(args)).toMatchObject({ status: 1, out: [{ type: "failure", code: "bad-state" }] });
  });

  it("starts from a trusted checkpoint file: a log that does not extend it fails", async () => {
    log.add("key_a", 4);
    const trusted = join(dir, "trusted.note");
    writeFileSync(trusted, log.publish());
    log.add("key_a", 2);
    log.publish();
    expect((await run([...base(), "--trusted-checkpoint", trusted, "--once"])).out[0]).toMatchObject({ treeSize: 6 });
    log.entries[0] = entryBytes("key_z", "rcp_0");
    log.publish();
    const { status, out } = await run([...base(), "--trusted-checkpoint", trusted, "--once"]);
    expect(status).toBe(1);
    expect(out[0]).toMatchObject({ type: "failure", code: "inconsistent" });
  });

  it("refuses bad usage with status 2 and an unreachable log with status 3", async () => {
    const usage: [string[], RegExp][] = [
      [["--verifier-key", log.verifierKey], /--url is required/],
      [["--url", "ftp://x", "--verifier-key", log.verifierKey], /http or https/],
      [["--url", log.url], /--verifier-key is required/],
      [["--url", log.url, "--verifier-key", log.verifierKey.replace("+", "+0")], /--verifier-key: /],
      [[...base(), "--once", "--interval", "5"], /exclude each other/],
      [[...base(), "--interval", "0"], /positive number/],
      [[...base(), "--trusted-checkpoint", join(dir, "missing")], /cannot read --trusted-checkpoint/],
      [[...base(), "--frobnicate"], /Unknown option/],
    ];
    for (const [args, message] of usage) {
      const { status, err } = await run(args);
      expect(status, args.join(" ")).toBe(2);
      expect(err).toMatch(message);
      expect(err).toContain("Usage: trustplane-log-monitor");
    }
    log.failWith = 500;
    const down = await run([...base(), "--once"]);
    expect(down.status).toBe(3);
    expect(down.err).toMatch(/checkpoint answered 500\n$/);
  });

  it("polls every interval, retries a log it could not read, and stops on its signal", async () => {
    const stop = new AbortController();
    log.add("key_a");
    log.publish();
    log.failWith = 503;
    const seen: number[] = [];
    let err = "";
    const status = await runMonitorCli([...base(), "--key-id", "key_a", "--interval", "0.02"], {
      stdout: (text) => {
        for (const line of text
          .trimEnd()
          .split("\n")
          .map((l) => JSON.parse(l))) {
          if (line.type !== "checkpoint") continue;
          seen.push(line.treeSize);
          if (seen.length === 1) {
            log.add("key_a", 2);
            log.publish();
          }
          if (line.treeSize === 3) stop.abort();
        }
      },
      stderr: (text) => {
        err += text;
        log.failWith = undefined;
      },
      env: {},
      signal: stop.signal,
    });
    expect(status).toBe(0);
    expect(err).toMatch(/answered 503; retrying in 0.02 s\n$/);
    expect(seen[0]).toBe(1);
    expect(seen.at(-1)).toBe(3);
  });
});
