import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { HttpProblem } from "../../http/problem.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import { generateEd25519, privateKeyFromSeed, signBytes } from "../signing/index.ts";
import type { KeyshieldConfig } from "./config.ts";
import { keyView } from "./presenters.ts";
import { keyshieldProblems } from "./problems.ts";
import {
  type AuditOperation,
  advanceEpoch,
  appendAudit,
  insertKey,
  listAudit,
  listKeys,
  newKeyId,
  readKey,
  retireKey,
  type StoredKey,
} from "./store.ts";
import { lockKey, unlockKey } from "./unlock.ts";

/** Key management (openapi/keyshield.yaml): threshold keys, their recovery, rotation and audit log. */
export const keyshieldOperations = (ctx: AppContext, config: KeyshieldConfig): OperationHandlers => {
  const { db } = ctx;
  const kek = ctx.personalDataKeys;

  /** The caller's key, or the same 404 for someone else's and an unknown id. */
  const ownKey = async (userId: string, id: string): Promise<StoredKey> => {
    const key = await readKey(db, userId, id);
    if (!key) throw keyshieldProblems.keyNotFound(id);
    return key;
  };

  const uses = ctx.metrics.counter({
    name: "trustplane_keyshield_operations_total",
    help: "Threshold-key derivations, recoveries and rotations, by operation and outcome: ok, the refusal's problem code (shares-do-not-combine, share-stale-epoch, …) or error (a 5xx).",
    labelNames: ["operation", "outcome"],
  });
  /** Counts an operation's outcome for the metrics (the audit log keeps who and which key). */
  const counted = async <T>(operation: AuditOperation, run: () => Promise<T>): Promise<T> => {
    try {
      const result = await run();
      uses.bind({ operation, outcome: "ok" }).inc();
      return result;
    } catch (err) {
      const refused = err instanceof HttpProblem && err.status >= 400 && err.status < 500;
      uses.bind({ operation, outcome: refused ? err.type : "error" }).inc();
      throw err;
    }
  };

  /** Runs a use of the key; a refusal (4xx) is written to the key's audit log before it is answered. */
  const audited = async <T>(
    userId: string,
    key: StoredKey,
    operation: AuditOperation,
    requestId: string | undefined,
    use: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await use();
    } catch (err) {
      if (err instanceof HttpProblem && err.status >= 400 && err.status < 500) {
        await appendAudit(db, { keyId: key.id, userId, operation, epoch: key.epoch, code: err.type, requestId });
      }
      throw err;
    }
  };

  return {
    deriveKeyshieldKey: ({ body, caller, req }) =>
      counted("derive", async () => {
        const user = caller();
        if (body.threshold > body.shares) throw keyshieldProblems.thresholdAboveShares(body.threshold, body.shares);
        const id = newKeyId();
        const pair = body.kind === "ed25519" ? generateEd25519() : undefined;
        const secret = pair ? pair.seed : randomBytes(32);
        try {
          const locked = await lockKey(
            kek(),
            { id, kind: body.kind, epoch: 1, threshold: body.threshold, shares: body.shares },
            secret,
          );
          const key = await insertKey(db, config.maxKeysPerUser, {
            id,
            userId: user.id,
            kind: body.kind,
            label: body.label ?? null,
            publicKey: pair?.publicKey ?? null,
            threshold: body.threshold,
            shares: body.shares,
            sealed: locked.sealed,
            fingerprints: locked.fingerprints,
            requestId: req.id,
          });
          if (key === "limit-reached") throw keyshieldProblems.keyLimit(config.maxKeysPerUser);
          return {
            status: 201,
            headers: { Location: `/api/keyshield/keys/${id}` },
            body: { key: keyView(key), shares: locked.shareTexts },
          };
        } finally {
          secret.fill(0);
        }
      }),

    recoverKeyshieldKey: ({ body, caller, req }) =>
      counted("recover", async () => {
        const user = caller();
        const key = await ownKey(user.id, body.keyId);
        return audited(user.id, key, "recover", req.id, async () => {
          if (key.retiredAt !== null) throw keyshieldProblems.keyRetired(key.id);
          if (key.kind === "ed25519" && body.message === undefined) throw keyshieldProblems.messageRequired();
          if (key.kind === "secret-256" && body.message !== undefined) throw keyshieldProblems.messageNotApplicable();
          const secret = await unlockKey(kek(), key, body.shares);
          try {
            const signature =
              key.kind === "ed25519"
                ? signBytes(privateKeyFromSeed(secret), Buffer.from(body.message ?? "", "utf8")).toString("base64url")
                : null;
            const answer = {
              keyId: key.id,
              kind: key.kind,
              epoch: key.epoch,
              publicKey: key.publicKey,
              signature,
              secret: key.kind === "secret-256" ? secret.toString("base64url") : null,
            };
            await appendAudit(db, {
              keyId: key.id,
              userId: user.id,
              operation: "recover",
              epoch: key.epoch,
              code: null,
              requestId: req.id,
            });
            return { status: 200 as const, body: answer };
          } finally {
            secret.fill(0);
          }
        });
      }),

    rotateKeyshieldKey: ({ body, caller, req }) =>
      counted("rotate", async () => {
        const user = caller();
        const key = await ownKey(user.id, body.keyId);
        return audited(user.id, key, "rotate", req.id, async () => {
          if (key.retiredAt !== null) throw keyshieldProblems.keyRetired(key.id);
          const secret = await unlockKey(kek(), key, body.shares);
          try {
            const epoch = key.epoch + 1;
            const locked = await lockKey(
              kek(),
              { id: key.id, kind: key.kind, epoch, threshold: key.threshold, shares: key.shares },
              secret,
            );
            const rotated = await advanceEpoch(db, {
              id: key.id,
              userId: user.id,
              fromEpoch: key.epoch,
              sealed: locked.sealed,
              fingerprints: locked.fingerprints,
              requestId: req.id,
            });
            if (rotated === "retired") throw keyshieldProblems.keyRetired(key.id);
            if (!rotated) throw keyshieldProblems.rotatedMeanwhile();
            return { status: 200 as const, body: { key: keyView(rotated), shares: locked.shareTexts } };
          } finally {
            secret.fill(0);
          }
        });
      }),

    listKeyshieldKeys: async ({ query, caller }) => ({
      status: 200,
      body: await listKeys(db, caller().id, parsePageQuery(query)),
    }),

    getKeyshieldKey: async ({ params, caller }) => ({
      status: 200,
      body: keyView(await ownKey(caller().id, params.id)),
    }),

    retireKeyshieldKey: async ({ params, caller, req }) => {
      if (!(await retireKey(db, caller().id, params.id, req.id))) throw keyshieldProblems.keyNotFound(params.id);
      return { status: 204 };
    },

    listKeyshieldKeyAudit: async ({ params, query, caller }) => {
      const key = await ownKey(caller().id, params.id);
      return { status: 200, body: await listAudit(db, key.id, parsePageQuery(query)) };
    },
  };
};
