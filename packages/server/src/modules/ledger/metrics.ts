import { type CounterChild, failureOutcome, type MetricsRegistry } from "../../observability/metrics.ts";

/** How a transfer or top-up ended, as `outcome` labels. */
const TRANSFER_FAILURES = [
  "insufficient_funds",
  "not_account_owner",
  "account_not_found",
  "same_account",
  "idempotency_key_reused",
  "balance_limit",
] as const;
const TOPUP_FAILURES = [
  "topup_limit",
  "topup_rate_limited",
  "not_account_owner",
  "idempotency_key_reused",
  "balance_limit",
] as const;

/** Minor units (1/100 TNU): 1 TNU to 10 million TNU. */
const AMOUNT_BUCKETS = [100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000];

export type MoneyMovementMetrics = {
  /** The money moved (a new journal row). */
  committed(amount: bigint): void;
  /** Answered with the effect an earlier request with the same Idempotency-Key recorded. */
  replayed(): void;
  /** The handler threw: counted by the problem it answers with. */
  failed(err: unknown): void;
};

const outcomeSeries = <F extends string>(
  metrics: MetricsRegistry,
  name: string,
  help: string,
  failures: readonly F[],
): Record<string, CounterChild> => {
  const counter = metrics.counter({ name, help, labelNames: ["outcome"] });
  const outcomes = ["committed", "replayed", ...failures, "refused", "error"];
  return Object.fromEntries(outcomes.map((outcome) => [outcome, counter.bind({ outcome })]));
};

/**
 * The ledger's business metrics: transfers and top-ups by outcome, and the amounts they moved. Only
 * what the handlers decide is counted here; a retry the idempotency step answers from the stored
 * response never reaches them (`trustplane_idempotency_requests_total{outcome="replayed"}` counts it).
 */
export const ledgerMetrics = (
  metrics: MetricsRegistry,
): { transfer: MoneyMovementMetrics; topup: MoneyMovementMetrics } => {
  const transfers = outcomeSeries(
    metrics,
    "trustplane_ledger_transfers_total",
    "Wallet transfers by outcome: committed, replayed (an Idempotency-Key's recorded transfer), a refusal's problem type, refused (another client error) or error.",
    TRANSFER_FAILURES,
  );
  const transferred = metrics
    .counter({
      name: "trustplane_ledger_transfer_amount_minor_units_total",
      help: "Money moved by committed transfers, in minor units (1/100 TNU).",
    })
    .bind({});
  const transferSizes = metrics.histogram({
    name: "trustplane_ledger_transfer_size_minor_units",
    help: "Amounts of committed transfers, in minor units (1/100 TNU).",
    buckets: AMOUNT_BUCKETS,
  });
  const topups = outcomeSeries(
    metrics,
    "trustplane_ledger_topups_total",
    "Faucet top-ups by outcome: committed, replayed (an Idempotency-Key's recorded top-up), a refusal's problem type, refused (another client error) or error.",
    TOPUP_FAILURES,
  );
  const toppedUp = metrics
    .counter({
      name: "trustplane_ledger_topup_amount_minor_units_total",
      help: "Money minted by committed top-ups, in minor units (1/100 TNU).",
    })
    .bind({});

  return {
    transfer: {
      committed: (amount) => {
        transfers.committed!.inc();
        const value = Number(amount);
        transferred.inc(value);
        transferSizes.observe(value);
      },
      replayed: () => transfers.replayed!.inc(),
      failed: (err) => transfers[failureOutcome(err, TRANSFER_FAILURES)]!.inc(),
    },
    topup: {
      committed: (amount) => {
        topups.committed!.inc();
        toppedUp.inc(Number(amount));
      },
      replayed: () => topups.replayed!.inc(),
      failed: (err) => topups[failureOutcome(err, TOPUP_FAILURES)]!.inc(),
    },
  };
};
