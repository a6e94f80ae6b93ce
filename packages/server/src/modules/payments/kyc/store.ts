import { type CommonQueryMethods, type DatabasePool, sql, UniqueIntegrityConstraintViolationError } from "slonik";
import { setDailyOutflowCap } from "../../../money/journal.ts";
import type { Schema } from "../../../platform/operations.ts";
import { type SealingKeys, sealBytes, unsealBytes } from "../../../sealing/seal.ts";
import type { PaymentsConfig } from "../config.ts";
import { newKycSubmissionId } from "../ids.ts";
import { notify } from "../notifications/notify.ts";
import { KZT } from "../wallets/currency.ts";
import { kycProblems } from "./problems.ts";

export type KycStatus = "pending" | "approved" | "rejected";

/** What a user submitted (openapi/payouts.yaml `KycSubmitRequest`): sealed as one JSON blob. */
export type KycData = Schema<"KycSubmitRequest">;

export type KycRow = {
  id: string;
  user_id: string;
  status: KycStatus;
  data: Buffer;
  submitted_at: string;
  decided_at: string | null;
  reason: string | null;
};

export const KYC_COLUMNS = sql.fragment`id, user_id, status, data, submitted_at, decided_at, reason`;

const dataAad = (id: string) => `payment_kyc_submissions:${id}:data`;

export const openKycData = (keys: SealingKeys, row: KycRow): KycData =>
  JSON.parse(unsealBytes(keys, dataAad(row.id), row.data, `identity check ${row.id}`).toString("utf8")) as KycData;

/** The user's latest submission, or null. */
export const latestSubmission = async (db: CommonQueryMethods, userId: string): Promise<KycRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT ${KYC_COLUMNS} FROM payment_kyc_submissions WHERE user_id = ${userId}
    ORDER BY id DESC LIMIT 1`)) as KycRow | null;

/**
 * The daily outflow cap a wallet of `userId` gets (wallets/store.ts `openWallet`'s `cap`): none once
 * an identity check of theirs is approved, else the unverified cap of the configuration.
 */
export const outflowCapFor = async (
  db: CommonQueryMethods,
  userId: string,
  config: Pick<PaymentsConfig, "unverifiedDailyOutflowTiyn">,
): Promise<bigint | null> => {
  const verified = await db.exists(sql.unsafe`
    SELECT 1 FROM payment_kyc_submissions WHERE user_id = ${userId} AND status = 'approved'`);
  return verified ? null : config.unverifiedDailyOutflowTiyn;
};

/**
 * Records a pending submission, its data sealed with the row's id in the AAD. Refused while another
 * is pending (a partial unique index, so two concurrent submissions make one) or once one is approved.
 */
export const submitKyc = async (
  db: DatabasePool,
  keys: SealingKeys,
  userId: string,
  data: KycData,
): Promise<KycRow> => {
  const id = newKycSubmissionId();
  const sealed = sealBytes(keys, dataAad(id), Buffer.from(JSON.stringify(data), "utf8"));
  let row: KycRow | null;
  try {
    row = (await db.maybeOne(sql.unsafe`
      INSERT INTO payment_kyc_submissions (id, user_id, status, data)
      SELECT ${id}, ${userId}, 'pending', ${sql.binary(sealed)}
      WHERE NOT EXISTS (
        SELECT 1 FROM payment_kyc_submissions WHERE user_id = ${userId} AND status IN ('pending', 'approved')
      )
      RETURNING ${KYC_COLUMNS}`)) as KycRow | null;
  } catch (err) {
    if (err instanceof UniqueIntegrityConstraintViolationError) throw kycProblems.pending();
    throw err;
  }
  if (row) return row;
  const latest = await latestSubmission(db, userId);
  throw latest?.status === "approved" ? kycProblems.alreadyVerified() : kycProblems.pending();
};

/**
 * Decides a pending submission (`UPDATE … WHERE status = 'pending'`: of two concurrent decisions one
 * wins, the other is 409). Approval lifts the daily outflow cap of the user's wallet in the same
 * transaction; the user is notified either way.
 */
export const decideKyc = async (
  pool: DatabasePool,
  keys: SealingKeys,
  id: string,
  decision: { to: "approved"; actorId: string } | { to: "rejected"; actorId: string; reason: string },
): Promise<KycRow> =>
  pool.transaction(async (tx) => {
    const reason = decision.to === "rejected" ? decision.reason : null;
    const row = (await tx.maybeOne(sql.unsafe`
      UPDATE payment_kyc_submissions
      SET status = ${decision.to}, decided_at = now(), decided_by = ${decision.actorId}, reason = ${reason}::text
      WHERE id = ${id} AND status = 'pending'
      RETURNING ${KYC_COLUMNS}`)) as KycRow | null;
    if (!row) {
      const current = (await tx.maybeOneFirst(sql.unsafe`
        SELECT status FROM payment_kyc_submissions WHERE id = ${id}`)) as string | null;
      throw current === null ? kycProblems.notFound() : kycProblems.notPending(current);
    }
    if (decision.to === "approved") {
      // As a wallet being opened does (wallets/store.ts openWallet): then the update below, a new
      // statement after the lock, sees a wallet opened meanwhile, or that wallet sees this approval.
      await tx.query(sql.unsafe`SELECT 1 FROM users WHERE id = ${row.user_id} FOR NO KEY UPDATE`);
      await setDailyOutflowCap(tx, { ownerId: row.user_id, currency: KZT.code, cap: null });
    }
    await notify(tx, keys, {
      userId: row.user_id,
      kind: decision.to === "approved" ? "kyc.approved" : "kyc.rejected",
      data: { submissionId: row.id, ...(reason === null ? {} : { reason }) },
    });
    return row;
  });
