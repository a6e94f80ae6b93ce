import type { CommonQueryMethods } from "slonik";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/pool.ts";
import { preparedOn } from "../../db/prepared.ts";
import { HttpProblem } from "../../http/problem.ts";
import { newSalt } from "../../transparency/entry.ts";
import { signBytes } from "./ed25519.ts";
import { sha256Hex } from "./encoding.ts";
import { newSignatureReceiptId } from "./ids.ts";
import type { KeyStore, UsableKey } from "./keys.ts";
import { signingMetrics } from "./metrics.ts";
import { payloadBytesOrProblem } from "./payload.ts";
import { signingProblems } from "./problems.ts";
import { createReceiptWriter } from "./receipt-writer.ts";
import { insertReceipts, type Receipt } from "./receipts.ts";
import { receiptStatementBytes } from "./statements.ts";

/**
 * One thing to sign: a payload, or the canonical bytes of one a route already checked (`canonical`,
 * from payload.ts: routes refuse a payload that cannot be canonicalized before anything is signed).
 * `keyId` names the key; without it the owner's current key signs.
 */
export type SignInput = { keyId?: string } & ({ payload: unknown } | { canonical: Buffer });

/** A signature made and stored, with the key that made it. */
export type Signed = { receipt: Receipt; key: UsableKey };

export type SignOutcome = Signed | HttpProblem;

/** One instance, so a refused write is found again by identity. */
const REFUSED = signingProblems.keyChanged();

/**
 * Sign payloads for one user and store a receipt for each, all in one write (shared with concurrent
 * requests' by the receipt writer's group commit). Each item uses the key it
 * names, or the user's current key (made on first use). Problems with a named key (unknown, someone
 * else's, retired) are per item, so a batch reports them item by item, and so is a payload that cannot
 * be canonicalized (a 400: it was built from the caller's data). v2 receipts are attested by the
 * platform key. When the INSERT refuses rows because a key was retired meanwhile (by another instance),
 * those items are signed once more with freshly read keys.
 *
 * For a caller that stores receipts in its own transaction together with its other writes (the bureau
 * pipeline): `prepare` signs without writing (every database read happens here, before the caller opens
 * its transaction: on PGlite an open transaction holds the only backend), then `writeWithin` writes the
 * receipts with the transaction. A receipt it refuses (key rotated meanwhile) fails the caller's
 * attempt; its next `prepare` with `fresh` reads the keys again.
 */
/** The receipts of the outcomes that were signed (not problems). */
const receiptsOf = (outcomes: SignOutcome[]): Receipt[] =>
  outcomes.filter((o): o is Signed => !(o instanceof HttpProblem)).map((o) => o.receipt);

export const createSigner = (
  ctx: Pick<AppContext, "db"> & { database?: Pick<Database, "kind">; metrics?: AppContext["metrics"] },
  keys: KeyStore,
) => {
  const writer = createReceiptWriter(ctx.db, { prepare: preparedOn(ctx.database?.kind ?? "embedded") });
  const metrics = signingMetrics(ctx.metrics);
  const resolveKey = (ownerId: string, keyId: string | undefined, fresh: boolean): Promise<UsableKey> =>
    keyId === undefined ? keys.currentUserKey(ownerId, { fresh }) : keys.userKeyForSigning(ownerId, keyId, { fresh });

  const prepare = async (
    ownerId: string,
    items: SignInput[],
    apiVersion: "v1" | "v2",
    fresh: boolean,
  ): Promise<SignOutcome[]> => {
    const distinct = [...new Set(items.map((item) => item.keyId))];
    const resolved = new Map<string | undefined, UsableKey | HttpProblem>();
    for (const keyId of distinct) {
      try {
        resolved.set(keyId, await resolveKey(ownerId, keyId, fresh));
      } catch (err) {
        if (!(err instanceof HttpProblem)) throw err;
        resolved.set(keyId, err);
      }
    }
    const platform = apiVersion === "v2" ? await keys.platformKey({ fresh }) : undefined;
    const createdAt = new Date().toISOString();
    const outcomes: SignOutcome[] = items.map((item) => {
      const key = resolved.get(item.keyId)!;
      if (key instanceof HttpProblem) return key;
      const bytes = "canonical" in item ? item.canonical : payloadBytesOrProblem(item.payload);
      if (bytes instanceof HttpProblem) return bytes;
      const signature = signBytes(key.privateKey, bytes);
      const receiptId = newSignatureReceiptId();
      const payloadSha256 = sha256Hex(bytes);
      const attestation = platform && {
        keyId: platform.id,
        signature: signBytes(
          platform.privateKey,
          receiptStatementBytes({
            receiptId,
            keyId: key.id,
            publicKey: key.publicKey,
            signature,
            payloadSha256,
            createdAt,
          }),
        ),
      };
      // Its entry in the transparency log commits to the payload under a salt only the caller gets; the log
      // rebuilds the entry from the receipt once it is written (receipts.ts, receiptEntry).
      const salt = newSalt();
      const receipt: Receipt = {
        id: receiptId,
        ownerId,
        keyId: key.id,
        payloadSha256,
        signature,
        apiVersion,
        attestation: attestation ?? null,
        createdAt,
        transparency: { logIndex: -1, salt },
      };
      return { receipt, key };
    });
    return outcomes;
  };

  /**
   * Outcomes after a write: a receipt written gets its log index; one not written becomes REFUSED and its
   * keys leave the cache.
   */
  const settle = (outcomes: SignOutcome[], written: Map<string, number>): SignOutcome[] =>
    outcomes.map((o) => {
      if (o instanceof HttpProblem) return o;
      const logIndex = written.get(o.receipt.id);
      if (logIndex !== undefined) {
        const { salt } = o.receipt.transparency!;
        return { ...o, receipt: { ...o.receipt, transparency: { logIndex, salt } } };
      }
      keys.forget(o.key.id);
      if (o.receipt.attestation) keys.forget(o.receipt.attestation.keyId);
      return REFUSED;
    });

  const attempt = async (
    ownerId: string,
    items: SignInput[],
    apiVersion: "v1" | "v2",
    fresh: boolean,
  ): Promise<SignOutcome[]> => {
    const outcomes = await prepare(ownerId, items, apiVersion, fresh);
    const written = await writer.write(receiptsOf(outcomes));
    return settle(outcomes, written);
  };

  return {
    /** Signs and stores (counted in `trustplane_signatures_total`; `prepare` and `writeWithin` are not). */
    sign: async (ownerId: string, items: SignInput[], apiVersion: "v1" | "v2"): Promise<SignOutcome[]> => {
      const first = await attempt(ownerId, items, apiVersion, false);
      const again = items.filter((_, index) => first[index] === REFUSED);
      if (again.length === 0) {
        metrics.signed(apiVersion, first);
        return first;
      }
      const second = await attempt(ownerId, again, apiVersion, true);
      let next = 0;
      const outcomes = first.map((outcome) => (outcome === REFUSED ? second[next++]! : outcome));
      metrics.signed(apiVersion, outcomes);
      return outcomes;
    },

    /** Sign without storing (see above); `fresh` reads keys from the database, not the cache. */
    prepare: (
      ownerId: string,
      items: SignInput[],
      apiVersion: "v1" | "v2",
      options: { fresh?: boolean } = {},
    ): Promise<SignOutcome[]> => prepare(ownerId, items, apiVersion, options.fresh ?? false),

    /**
     * Store prepared signatures with `tx`; each outcome comes back as it was, or as a 409 problem
     * ("signing-key-changed") when its key stopped being current, and then nothing should commit.
     */
    writeWithin: async (tx: CommonQueryMethods, outcomes: SignOutcome[]): Promise<SignOutcome[]> => {
      const receipts = receiptsOf(outcomes);
      return settle(outcomes, await insertReceipts(tx, receipts));
    },
  };
};

export type Signer = ReturnType<typeof createSigner>;
