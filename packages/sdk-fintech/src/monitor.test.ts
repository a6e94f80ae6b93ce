// The log monitor against a log served on 127.0.0.1 in the real wire format (testing/fake-log.ts, whose
// tree and proofs are RFC 9162's recursive definitions, written apart from the package's code). Each way a
// log can misbehave is refused with its code, by the monitor and by the offline verifier alike, and the
// monitor's state does not move past what it could not verify.
import { canonicalize } from "@trustplane/canonical-json";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogMonitor, type LogMonitorState, TransparencyFetchError } from "./monitor.js";
import {
  consistencyPath,
  entryBytes,
  type FakeLog,
  inclusionPath,
  noteKey,
  startFakeLog,
  treeHash,
} from "./testing/fake-log.js";
import {
  leafHash,
  openCheckpoint,
  type TransparencyErrorCode,
  TransparencyVerificationError,
  verifyConsistency,
  verifyInclusion,
} from "./transparency.js";

let log: FakeLog;
beforeEach(async () => {
  log = await startFakeLog();
});
afterEach(async () => {
  await log.close();
});

const ALICE = "key_alice";
const BOB = "key_bob";
const monitorOf = (options: { keyIds?: string[]; state?: LogMonitorState; trustedCheckpoint?: string } = {}) =>
  createLogMonitor({ baseUrl: log.url, verifierKey: log.verifierKey, keyIds: [ALICE], ...options });

const refused = async (promise: Promise<unknown>, code: TransparencyErrorCode) => {
  const error = await promise.then(
    () => expect.fail(`accepted what should fail with ${code}`),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransparencyVerificationError);
  expect((error as TransparencyVerificationError).code, (error as Error).message).toBe(code);
  return error as TransparencyVerificationError;
};

/** A log of six entries (alice's at 1 and 4) that a monitor has verified. */
const verifiedAtSix = async () => {
  log.add(BOB);
  log.add(ALICE);
  log.add(BOB, 2);
  log.add(ALICE);
  log.add(BOB);
  log.publish();
  const monitor = monitorOf();
  const first = await monitor.poll();
  expect(first.entries.map((e) => e.index)).toEqual([1, 4]);
  return monitor;
};

describe("the fake log", () => {
  it("builds RFC 6962's reference tree (its published root of eight leaves)", () => {
    const leaves = ["", "00", "10", "2021", "3031", "40414243", "5051525354555657", "606162636465666768696a6b6c6d6e6f"];
    expect(treeHash(leaves.map((h) => Buffer.from(h, "hex"))).toString("hex")).toBe(
      "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
    );
  });
});

describe("the log monitor", () => {
  it("follows the log's growth over several polls and reports the watched key's entries only, each proven", async () => {
    const monitor = monitorOf();
    const empty = await monitor.poll();
    expect(empty).toMatchObject({ previousSize: 0, newEntries: 0, entries: [] });
    expect(empty.state).toMatchObject({ v: 1, treeSize: 0, subtrees: [] });

    log.add(ALICE, 2);
    log.add(BOB, 3);
    log.add(ALICE);
    log.publish();
    const first = await monitor.poll();
    expect(first).toMatchObject({ previousSize: 0, newEntries: 6 });
    expect(first.checkpoint).toMatchObject({ origin: log.origin, treeSize: 6 });
    expect(first.entries.map((e) => e.index)).toEqual([0, 1, 5]);
    expect(first.entries[0]).toEqual({ ...JSON.parse(entryBytes(ALICE, "rcp_0").toString()), index: 0 });

    // Across bundles: the rest of tile 0 (whose partial bundle is 6 wide before), a full tile 1, part of tile 2.
    log.add(BOB, 300);
    const late = log.add(ALICE, 2);
    log.add(BOB, 230);
    log.publish();
    log.requests.length = 0;
    const second = await monitor.poll();
    expect(second).toMatchObject({ previousSize: 6, newEntries: 532 });
    expect(second.entries.map((e) => e.index)).toEqual(late);
    expect(second.entries.every((e) => e.keyId === ALICE)).toBe(true);
    // Bundles only (no entry one by one), downloaded at once, so they arrive in any order.
    expect(log.requests.sort()).toEqual([
      "checkpoint",
      "proofs/consistency",
      "tile/entries/000",
      "tile/entries/001",
      "tile/entries/002.p/26",
    ]);

    // Nothing new: the same checkpoint verifies again, with nothing to download.
    log.requests.length = 0;
    const idle = await monitor.poll();
    expect(idle).toMatchObject({ previousSize: 538, newEntries: 0, entries: [] });
    expect(log.requests).toEqual(["checkpoint"]);

    // The state, saved as JSON, carries on in another monitor; without keyIds every entry is reported.
    const saved = JSON.parse(JSON.stringify(idle.state)) as LogMonitorState;
    expect(saved).toMatchObject({ treeSize: 538, checkpoint: log.note });
    expect(saved.subtrees).toHaveLength(4); // 538 = 512 + 16 + 8 + 2
    const more = log.add(ALICE, 3);
    log.publish();
    const resumed = createLogMonitor({ baseUrl: `${log.url}/`, verifierKey: log.verifierKey, state: saved });
    const third = await resumed.poll();
    expect(third.entries.map((e) => [e.index, e.keyId])).toEqual(more.map((index) => [index, ALICE]));
    expect(resumed.state?.treeSize).toBe(541);
  });

  it("reads a full bundle when the log no longer serves the partial one of the checkpoint it verifies", async () => {
    const monitor = await verifiedAtSix();
    log.add(ALICE, 600);
    log.publish(); // the log grew to 606, its tile 1 full, and dropped the partial ones
    log.partials = false;
    log.note = log.checkpoint(300); // what the monitor read just before
    log.requests.length = 0;
    const poll = await monitor.poll();
    expect(poll.checkpoint.treeSize).toBe(300);
    expect(poll.entries.map((e) => e.index)).toEqual(Array.from({ length: 294 }, (_, i) => 6 + i));
    expect(log.requests.sort()).toEqual([
      "checkpoint",
      "proofs/consistency",
      "tile/entries/000",
      "tile/entries/001",
      "tile/entries/001.p/44",
    ]);
  });

  it("refuses tampered entries (changed, dropped), reporting nothing, and the offline verifier refuses them too", async () => {
    const monitor = await verifiedAtSix();
    const [hidden] = log.add(ALICE);
    log.add(BOB);
    const note = log.publish();
    const forged = entryBytes(BOB, `rcp_${hidden}`); // alice's entry passed off as bob's
    log.tamper = (index, entry) => (index === hidden ? forged : entry);
    const error = await refused(monitor.poll(), "tampered-entry");
    expect(error.evidence?.current).toBe(note);
    expect(monitor.state?.treeSize).toBe(6);

    const checkpoint = await openCheckpoint(note, log.verifierKey);
    const path = inclusionPath(hidden!, log.entries);
    const proof = { index: hidden!, treeSize: 8, hashes: path, rootHash: checkpoint.rootHash };
    expect(await verifyInclusion({ ...proof, leafHash: await leafHash(forged) })).toBe(false);
    expect(await verifyInclusion({ ...proof, leafHash: await leafHash(log.entries[hidden!]!) })).toBe(true);

    log.tamper = (index, entry) => (index === hidden ? Buffer.alloc(0) : entry); // left out of the bundle
    await refused(monitor.poll(), "tampered-entry");
    log.tamper = (index, entry) => (index === 2 ? forged : entry); // one verified before is not read again
    const honest = await monitor.poll();
    expect(honest.entries.map((e) => e.index)).toEqual([hidden]);
  });

  it("refuses a forked history (two checkpoints of one size, two roots), with both as evidence", async () => {
    const monitor = await verifiedAtSix();
    const before = log.note;
    log.entries[3] = entryBytes(ALICE, "rcp_3");
    const forked = log.publish(6);
    const error = await refused(monitor.poll(), "fork");
    expect(error.evidence).toEqual({ previous: before, current: forked });
    const [a, b] = await Promise.all([before, forked].map((n) => openCheckpoint(n, log.verifierKey)));
    expect(a!.treeSize).toBe(b!.treeSize);
    expect(await verifyConsistency({ from: 6, to: 6, fromRoot: a!.rootHash, toRoot: b!.rootHash, hashes: [] })).toBe(
      false,
    );
    expect(monitor.state?.checkpoint).toBe(before);
    // A monitor that starts from the earlier checkpoint it was handed catches the fork too.
    await refused(monitorOf({ trustedCheckpoint: before }).poll(), "fork");
  });

  it("refuses a rolled-back checkpoint, and the offline verifier refuses the rollback too", async () => {
    const monitor = await verifiedAtSix();
    const before = log.note;
    const smaller = log.publish(4);
    const error = await refused(monitor.poll(), "rollback");
    expect(error.evidence).toEqual({ previous: before, current: smaller });
    const [a, b] = await Promise.all([before, smaller].map((n) => openCheckpoint(n, log.verifierKey)));
    const hashes = consistencyPath(4, log.entries.slice(0, 6));
    expect(await verifyConsistency({ from: 6, to: 4, fromRoot: a!.rootHash, toRoot: b!.rootHash, hashes })).toBe(false);
    log.publish(6);
    expect((await monitor.poll()).newEntries).toBe(0); // back to what it had verified
  });

  it("refuses a checkpoint without a valid signature by the pinned key", async () => {
    const monitor = await verifiedAtSix();
    log.add(ALICE);
    const good = log.publish();
    log.note = good.replace("\n7\n", "\n8\n"); // the size changed under the signature
    await refused(monitor.poll(), "bad-signature");
    const impostor = noteKey(log.origin); // the log's name, another key
    log.note = impostor.sign(good.slice(0, good.indexOf("\n\n") + 1));
    await refused(monitor.poll(), "bad-signature");
    log.note = good;
    const pinnedToAnother = createLogMonitor({ baseUrl: log.url, verifierKey: impostor.verifierKey });
    await refused(pinnedToAnother.poll(), "bad-signature");
    expect(monitor.state?.treeSize).toBe(6);
    expect((await monitor.poll()).entries.map((e) => e.index)).toEqual([6]);
  });

  it("refuses a consistency proof that does not verify: a history rewritten and grown, or a garbled proof", async () => {
    const monitor = await verifiedAtSix();
    const honest = [...log.entries];
    log.entries[1] = entryBytes(BOB, "rcp_1"); // alice's entry rewritten, then the log grows
    log.add(BOB, 4);
    const rewritten = log.publish();
    const error = await refused(monitor.poll(), "inconsistent");
    expect(error.evidence?.current).toBe(rewritten);
    const [a, b] = await Promise.all(
      [monitor.state!.checkpoint, rewritten].map((n) => openCheckpoint(n, log.verifierKey)),
    );
    const hashes = consistencyPath(6, log.entries);
    expect(await verifyConsistency({ from: 6, to: 10, fromRoot: a!.rootHash, toRoot: b!.rootHash, hashes })).toBe(
      false,
    );

    log.entries = honest;
    log.add(ALICE, 4);
    log.publish();
    log.proof = (proof) => [proof[1]!, proof[0]!, ...proof.slice(2)];
    await refused(monitor.poll(), "inconsistent");
    log.proof = undefined;
    expect((await monitor.poll()).entries.map((e) => e.index)).toEqual([6, 7, 8, 9]);
  });

  it("refuses an entry of the signed tree it cannot read for sure (not canonical JSON: a duplicate keyId)", async () => {
    const monitor = await verifiedAtSix();
    const text = entryBytes(ALICE, "rcp_6").toString();
    log.entries.push(Buffer.from(text.replace(`"keyId":"${ALICE}"`, `"keyId":"${ALICE}","keyId":"${BOB}"`)));
    log.publish();
    const error = await refused(monitor.poll(), "malformed-entry");
    expect(error.evidence?.index).toBe(6);
  });

  it("reads what is issued unsigned (null key and signature) without reporting it for a key, and refuses half of it", async () => {
    const monitor = await verifiedAtSix();
    const unsigned = JSON.parse(entryBytes(ALICE, "rgt_6").toString());
    unsigned.kind = "rights-certificate";
    unsigned.keyId = null;
    unsigned.signatureSha256 = null;
    log.entries.push(Buffer.from(canonicalize(unsigned)));
    log.add(ALICE);
    log.publish();
    const next = await monitor.poll();
    expect(next).toMatchObject({ previousSize: 6, newEntries: 2 });
    expect(next.entries.map((e) => [e.index, e.keyId])).toEqual([[7, ALICE]]);
    // A null key with a signature's hash is not an unsigned entry: malformed.
    log.entries.push(Buffer.from(canonicalize({ ...unsigned, id: "rgt_8", signatureSha256: "ab".repeat(32) })));
    log.publish();
    const error = await refused(monitor.poll(), "malformed-entry");
    expect(error.evidence?.index).toBe(8);
  });

  it("checks a saved state, or a checkpoint to start from, before trusting it", async () => {
    const { state } = await verifiedAtSix();
    const edits: Partial<LogMonitorState>[] = [
      { subtrees: [...state!.subtrees].reverse() },
      { treeSize: 5 },
      { rootHash: state!.subtrees[0]! },
      { checkpoint: log.checkpoint(5) },
      { checkpoint: state!.checkpoint.replace("\n6\n", "\n5\n") },
      { subtrees: ["not base64", state!.subtrees[1]!] },
    ];
    for (const edit of edits) await refused(monitorOf({ state: { ...state!, ...edit } }).poll(), "bad-state");
    const impostor = noteKey(log.origin).sign(`${log.origin}\n6\n${state!.rootHash}\n`);
    await refused(monitorOf({ trustedCheckpoint: impostor }).poll(), "bad-state");
    expect((await monitorOf({ state: state! }).poll()).newEntries).toBe(0);
  });

  it("tells a log it could not read from one that failed verification", async () => {
    const monitor = await verifiedAtSix();
    log.add(ALICE);
    log.publish();
    log.failWith = 503;
    const error = await monitor.poll().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransparencyFetchError);
    expect(error).toMatchObject({ status: 503, url: `${log.url}/api/transparency/checkpoint` });
    log.failWith = undefined;
    expect((await monitor.poll()).entries.map((e) => e.index)).toEqual([6]);
  });
});
