// The log monitor of @trustplane/sdk-fintech against a real server: two users sign, and a monitor watching
// one user's key reports exactly that key's receipts, at their log indexes, as the library and as the shipped
// command (`trustplane-log-monitor --once`, its state file carried from one run to the next).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { createLogMonitor } from "@trustplane/sdk-fintech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let alice: string;
let bob: string;
let verifierKey: string;
beforeAll(async () => {
  app = await startTestServer();
  [{ token: alice }, { token: bob }] = await Promise.all([app.register(), app.register()]);
  ({ verifierKey } = (await app.call("GET", "/api/transparency/log")).body);
});
afterAll(async () => {
  await app?.close();
});

type Signed = { id: string; keyId: string; index: number; issuedAt: string };

/** Signs with the user's own key, through v1 and v2; what each receipt says of its entry. */
const sign = async (token: string, label: string): Promise<Signed[]> => {
  const signed: Signed[] = [];
  for (const path of ["/api/signing/sign", "/api/signing/v2/sign"]) {
    const res = await app.call("POST", path, { token, body: { payload: { label, path } } });
    expect(res.status, res.text).toBe(200);
    const { receiptId, keyId, createdAt, transparency } = res.body;
    signed.push({ id: receiptId, keyId, index: transparency.logIndex, issuedAt: createdAt });
  }
  return signed;
};

/** Waits until the log's checkpoint covers every index given (the integrator runs every 250 ms). */
const logged = async (signed: Signed[]): Promise<number> => {
  const last = Math.max(...signed.map((s) => s.index));
  let size = 0;
  await eventually(async () => {
    size = (await app.call("GET", "/api/transparency/log")).body.treeSize;
    expect(size).toBeGreaterThan(last);
  }, 10_000);
  return size;
};

/** What a poll reported, as signed receipts: each with its key (a watched key is never an unsigned entry's null). */
const reported = (entries: { id: string; keyId: string | null; index: number; issuedAt: string }[]): Signed[] =>
  entries.map(({ id, keyId, index, issuedAt }) => {
    expect(keyId).not.toBeNull();
    return { id, keyId: keyId!, index, issuedAt };
  });

const pkg = createRequire(import.meta.url).resolve("@trustplane/sdk-fintech/package.json");
const bin = join(dirname(pkg), JSON.parse(readFileSync(pkg, "utf8")).bin["trustplane-log-monitor"]);
const command = async (args: string[]) => {
  const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args], { timeout: 20_000 });
  return stdout
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line));
};

describe("the log monitor against the server", () => {
  let aliceSigned: Signed[];
  let bobSigned: Signed[];

  it("reports, as a library, every receipt signed with the watched key and no other, then the next ones", async () => {
    const a1 = await sign(alice, "a1");
    bobSigned = await sign(bob, "b1");
    aliceSigned = [...a1, ...(await sign(alice, "a2"))];
    const [aliceKey, bobKey] = [aliceSigned[0]!.keyId, bobSigned[0]!.keyId];
    expect(aliceKey).not.toBe(bobKey);
    expect(new Set(aliceSigned.map((s) => s.keyId))).toEqual(new Set([aliceKey]));
    const size = await logged([...aliceSigned, ...bobSigned]);

    const monitor = createLogMonitor({ baseUrl: app.url, verifierKey, keyIds: [aliceKey] });
    const first = await monitor.poll();
    expect(first.previousSize).toBe(0);
    expect(first.checkpoint.treeSize).toBeGreaterThanOrEqual(size);
    expect(first.newEntries).toBe(first.checkpoint.treeSize);
    expect(reported(first.entries)).toEqual(aliceSigned);

    const more = [...(await sign(bob, "b2")), ...(await sign(alice, "a3"))];
    await logged(more);
    const second = await monitor.poll();
    expect(second.previousSize).toBe(first.checkpoint.treeSize);
    expect(reported(second.entries)).toEqual(more.filter((s) => s.keyId === aliceKey));
    aliceSigned.push(...more.filter((s) => s.keyId === aliceKey));
    bobSigned.push(...more.filter((s) => s.keyId === bobKey));
  });

  it("reports them as the trustplane-log-monitor command, once per run, carrying its state file", async () => {
    const state = join(mkdtempSync(join(tmpdir(), "log-monitor-")), "state.json");
    const args = ["--url", app.url, "--verifier-key", verifierKey, "--key-id", bobSigned[0]!.keyId];
    const first = await command([...args, "--state", state, "--once"]);
    const treeSize = JSON.parse(readFileSync(state, "utf8")).treeSize;
    expect(first[0]).toMatchObject({ type: "checkpoint", previousSize: 0, treeSize, reported: bobSigned.length });
    expect(first.slice(1).every((line) => line.type === "entry")).toBe(true);
    expect(reported(first.slice(1))).toEqual(bobSigned);

    const later = await sign(bob, "b3");
    await logged(later);
    const second = await command([...args, "--state", state, "--once"]);
    expect(second[0]).toMatchObject({ type: "checkpoint", previousSize: treeSize, reported: later.length });
    expect(reported(second.slice(1))).toEqual(later);

    // Watching both keys, from the first entry: every receipt of the two users.
    const both = await command([...args, "--key-id", aliceSigned[0]!.keyId, "--once"]);
    expect(reported(both.slice(1))).toEqual([...aliceSigned, ...bobSigned, ...later].sort((a, b) => a.index - b.index));
  });
});
