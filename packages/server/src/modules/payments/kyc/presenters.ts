import type { Schema } from "../../../platform/operations.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import { kzt } from "../wallets/currency.ts";
import { type KycRow, openKycData } from "./store.ts";

/** The identity checks as the contract's shapes (openapi/payouts.yaml). Never log what they open. */

/** A submission as its user sees it: their name and the IIN's last four digits, nothing more. */
export const kycSubmissionView = (keys: SealingKeys, row: KycRow, livemode: boolean): Schema<"KycSubmission"> => {
  const data = openKycData(keys, row);
  return {
    id: row.id,
    livemode,
    status: row.status,
    fullName: data.fullName,
    iinLast4: data.iin.slice(-4),
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    reason: row.reason,
  };
};

export const kycDecisionView = (row: KycRow, livemode: boolean): Schema<"KycDecision"> => ({
  id: row.id,
  livemode,
  userId: row.user_id,
  status: row.status,
  submittedAt: row.submitted_at,
  decidedAt: row.decided_at,
  reason: row.reason,
});

/** A submission as operators see it, the data opened for review. */
export const adminKycSubmissionView = (
  keys: SealingKeys,
  row: KycRow,
  livemode: boolean,
): Schema<"AdminKycSubmission"> => ({
  ...kycDecisionView(row, livemode),
  data: openKycData(keys, row),
});

/** The user's verification: their latest submission (if any) and the daily outflow cap (tiyn) it leaves them. */
export const kycStatusView = (
  submission: Schema<"KycSubmission"> | null,
  dailyOutflowCap: bigint | null,
): Schema<"KycStatus"> => ({
  status: submission?.status ?? "unverified",
  ...(submission ? { submission } : {}),
  limits: { dailyOutflowCap: dailyOutflowCap === null ? null : kzt(dailyOutflowCap) },
});
