/**
 * The P2P transfer fee (openapi/payments.yaml, `Transfer.fee`): 0.1% of the amount, rounded half-up to
 * the tiyn, and at least 1 tiyn on any positive amount. The payer pays it on top of the amount; the
 * recipient receives the amount whole. Integer arithmetic only: fee = max(1, ⌊(amount + 500) / 1000⌋).
 */
export const FEE_PER_MILLE = 1n;

export const transferFee = (amount: bigint): bigint => {
  if (amount <= 0n) throw new RangeError("a transfer's amount is positive");
  const fee = (amount * FEE_PER_MILLE + 500n) / 1000n;
  return fee < 1n ? 1n : fee;
};
