import type { Logger } from "pino";
import type { DatabasePool } from "slonik";
import { type OutboundClient, OutboundError } from "../../outbound/client.ts";
import { consistencyPlan, consistencyProof } from "../../transparency/merkle.ts";
import type { TransparencyMetrics } from "./metrics.ts";
import { parseNote } from "./note.ts";
import { type Log, latestTree, latestTreeWithEdge, type Tree, treeReader } from "./store.ts";
import type { Witness } from "./witness-config.ts";
import { addCheckpointBody, readAnswer, type WitnessAnswer, type WitnessOutcome } from "./witness-protocol.ts";
import { addWitnesses, type Claim, claimWitness, dueWitnesses, recordCosigned, recordFailed } from "./witness-store.ts";

/** 409s followed in one attempt (each names the size to prove from); a witness that keeps answering 409 fails. */
const MAX_CONFLICTS = 3;
/** The first wait after a failure (or TRANSPARENCY_WITNESS_RETRY_MAX_MS if smaller); it doubles. */
const FIRST_WAIT_MS = 1000;
/** Outcomes that say the log and the witness disagree on the log's history: an operator must look. */
const ALARMING: ReadonlySet<WitnessOutcome> = new Set(["witness_ahead", "bad_proof", "forbidden", "unknown_log"]);

export type WitnessingOptions = {
  pool: DatabasePool;
  log: () => Log;
  witnesses: readonly Witness[];
  /** The SSRF-safe outbound client (outbound/client.ts), its timeout TRANSPARENCY_WITNESS_TIMEOUT_MS. */
  client: OutboundClient;
  intervalMs: number;
  timeoutMs: number;
  retryMaxMs: number;
  logger: Logger;
  metrics: TransparencyMetrics;
};

/**
 * Asks each configured witness to cosign the latest checkpoint (C2SP tlog-witness `add-checkpoint`), apart
 * from integration: each instance looks every `intervalMs` (and at once after it integrated) for witnesses
 * without a cosignature of the latest checkpoint, claims each for the length of its requests (a row claim
 * taken and released in single statements: one instance asks a witness at a time, and no transaction is
 * open across a request), and asks it with the consistency proof from the size it last cosigned. A 409
 * names the witness's size: the request is made again from it. A cosignature is verified against the
 * configured key before it is kept. A witness that fails waits (1 s, doubling, at most `retryMaxMs`); a
 * slow or absent one holds up nobody else: each witness's attempt runs on its own.
 */
export const startWitnessing = (options: WitnessingOptions) => {
  const { pool, witnesses, client, logger, metrics } = options;
  const reader = treeReader();
  const byKey = new Map(witnesses.map((witness) => [witness.verifierKey, witness]));
  const leaseMs = options.timeoutMs * (MAX_CONFLICTS + 1) + 1000;
  const inFlight = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let added: number | undefined;

  const waitAfter = (claim: Claim) => {
    const first = Math.min(FIRST_WAIT_MS, options.retryMaxMs);
    return Math.min(options.retryMaxMs, first * 2 ** Math.min(claim.failures, 30));
  };

  const proofFrom = async (log: Log, tree: Tree, old: number): Promise<Buffer[]> => {
    if (old === 0 || old === tree.size) return [];
    const nodes = await reader.nodes(pool, log.id, tree, consistencyPlan(old, tree.size));
    return consistencyProof(nodes, old, tree.size);
  };

  const post = async (witness: Witness, body: string): Promise<WitnessAnswer | OutboundError | "stopped"> => {
    try {
      const res = await client.post(`${witness.url}/add-checkpoint`, {
        headers: { "content-type": "text/plain; charset=utf-8" },
        body,
        signal: stopping.signal,
      });
      return {
        status: res.status,
        contentType: res.headers["content-type"],
        body: res.bodyExcerpt,
        truncated: res.truncated,
      };
    } catch (err) {
      if (stopping.signal.aborted) return "stopped";
      if (err instanceof OutboundError) return err;
      throw err;
    }
  };

  /** One witness asked under its claim, up to MAX_CONFLICTS 409s; the outcome recorded before the claim is let go. */
  const ask = async (log: Log, witness: Witness, tree: Tree, claim: Claim) => {
    const text = parseNote(tree.checkpoint)!.text;
    // A size beyond the tree cannot be proved from: ask from 0 and let the witness say its own.
    let old = claim.size <= tree.size ? claim.size : 0;
    const failed = async (outcome: WitnessOutcome, detail: string) => {
      const waitMs = waitAfter(claim);
      const line = { witness: witness.name, outcome, detail, treeSize: tree.size, old, retryInMs: waitMs };
      if (ALARMING.has(outcome)) logger.error(line, "transparency log: a witness refused the checkpoint");
      else logger.warn(line, "transparency log: no cosignature from a witness");
      await recordFailed(pool, log.id, witness.verifierKey, claim, { size: old, outcome, waitMs });
    };
    for (let conflicts = 0; ; conflicts++) {
      const body = addCheckpointBody(old, await proofFrom(log, tree, old), tree.checkpoint);
      const answer = await post(witness, body);
      if (answer === "stopped" || stopping.signal.aborted) {
        await recordFailed(pool, log.id, witness.verifierKey, claim, { size: old, outcome: "stopped", waitMs: 0 });
        return;
      }
      if (answer instanceof OutboundError) {
        metrics.witnessed(witness, "unreachable");
        return failed("unreachable", answer.message);
      }
      const verdict = readAnswer(answer, witness, text, tree.size, Date.now() / 1000);
      metrics.witnessed(witness, verdict.outcome);
      if (verdict.outcome === "cosigned") {
        await recordCosigned(pool, log.id, witness.verifierKey, claim, {
          ...verdict,
          size: tree.size,
          root: tree.root,
        });
        logger.debug({ witness: witness.name, treeSize: tree.size }, "transparency log: checkpoint cosigned");
        return;
      }
      if (verdict.outcome !== "conflict") return failed(verdict.outcome, verdict.detail);
      if (verdict.size === old || conflicts === MAX_CONFLICTS) {
        return failed("bad_response", `answered 409 with size ${verdict.size} after a request from ${old}`);
      }
      logger.info(
        { witness: witness.name, believed: old, size: verdict.size },
        "transparency log: a witness's last cosigned size was another; asking again from it",
      );
      old = verdict.size;
    }
  };

  const attempt = async (log: Log, witness: Witness) => {
    const tree = await latestTreeWithEdge(pool, log.id);
    const claim = await claimWitness(pool, log.id, witness.verifierKey, tree, leaseMs);
    if (!claim) return;
    try {
      await ask(log, witness, tree, claim);
    } catch (err) {
      logger.error({ err, witness: witness.name }, "transparency log: asking a witness failed");
      await recordFailed(pool, log.id, witness.verifierKey, claim, {
        size: claim.size,
        outcome: "bad_response",
        waitMs: waitAfter(claim),
      }).catch(() => {});
    }
  };

  const tick = async () => {
    const log = options.log();
    if (added !== log.id) {
      await addWitnesses(pool, log.id, witnesses);
      added = log.id;
    }
    const tree = await latestTree(pool, log.id);
    for (const key of await dueWitnesses(pool, log.id, witnesses, tree)) {
      const witness = byKey.get(key);
      if (!witness || inFlight.has(key) || stopped) continue;
      const done = attempt(log, witness).finally(() => {
        inFlight.delete(key);
        // The tree may have grown meanwhile: look again at once.
        wake();
      });
      inFlight.set(key, done);
    }
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = tick()
        .catch((err: unknown) => logger.error({ err }, "transparency log: looking for witnesses to ask failed"))
        .finally(() => {
          running = undefined;
          const now = again;
          again = false;
          schedule(now ? 0 : options.intervalMs);
        });
    }, delay);
    timer.unref();
  };

  /** Look for witnesses to ask now (a checkpoint was just signed). */
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    schedule(0);
  };

  schedule(0);
  return {
    wake,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopping.abort(new Error("the server is stopping"));
      await running;
      await Promise.allSettled(inFlight.values());
    },
  };
};
