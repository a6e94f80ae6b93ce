import type { Quorum } from "./config.ts";

export type Verdict = "verified" | "rejected";

export type Tally = {
  verdict: Verdict;
  approvedWeight: number;
  totalWeight: number;
  /** The least approving weight that reaches the threshold: ⌈totalWeight × numerator / denominator⌉. */
  requiredWeight: number;
};

/** The smallest integer weight w with w / total ≥ numerator / denominator, in integers (no rounding). */
export const requiredWeight = (totalWeight: number, quorum: Quorum): number =>
  Math.floor((totalWeight * quorum.numerator + quorum.denominator - 1) / quorum.denominator);

/** `verified` when the approving weight reaches the threshold of the weight cast, else `rejected`. */
export const tally = (votes: readonly { approve: boolean; weight: number }[], quorum: Quorum): Tally => {
  const totalWeight = votes.reduce((sum, vote) => sum + vote.weight, 0);
  const approvedWeight = votes.reduce((sum, vote) => sum + (vote.approve ? vote.weight : 0), 0);
  const required = requiredWeight(totalWeight, quorum);
  return {
    verdict: totalWeight > 0 && approvedWeight >= required ? "verified" : "rejected",
    approvedWeight,
    totalWeight,
    requiredWeight: required,
  };
};

export const thresholdNumber = (quorum: Quorum): number => quorum.numerator / quorum.denominator;
