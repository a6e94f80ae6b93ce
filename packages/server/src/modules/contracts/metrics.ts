import type { CounterChild, MetricsRegistry } from "../../observability/metrics.ts";
import type { DestroyedReason } from "./store.ts";

/** How a POST on a link ended, as `outcome` labels. */
export type ViewOutcome = "shown" | "destroyed" | "not_found";

export type ContractMetrics = {
  /** A POST on a link: the document shown (a view used), 410 (destroyed), or 404. */
  viewed(outcome: ViewOutcome): void;
  /** Documents destroyed, by why (a sweep counts each it destroyed). */
  destroyed(reason: DestroyedReason, count?: number): void;
};

/** The contracts module's business metrics (docs/operations.md, "Business metrics"): bound once, counted into plain numbers. */
export const contractMetrics = (metrics: MetricsRegistry): ContractMetrics => {
  const views = metrics.counter({
    name: "trustplane_contract_views_total",
    help: "POSTs on a contract document's link by outcome: shown (a view used), destroyed (410), not_found (404).",
    labelNames: ["outcome"],
  });
  const byOutcome: Record<ViewOutcome, CounterChild> = {
    shown: views.bind({ outcome: "shown" }),
    destroyed: views.bind({ outcome: "destroyed" }),
    not_found: views.bind({ outcome: "not_found" }),
  };
  const destroyedCounter = metrics.counter({
    name: "trustplane_contract_documents_destroyed_total",
    help: "Contract documents crypto-shredded, by reason: views_exhausted (the last view), expired (the sweep or a read found it past its expiry), revoked (by its owner).",
    labelNames: ["reason"],
  });
  const byReason: Record<DestroyedReason, CounterChild> = {
    "views-exhausted": destroyedCounter.bind({ reason: "views_exhausted" }),
    expired: destroyedCounter.bind({ reason: "expired" }),
    revoked: destroyedCounter.bind({ reason: "revoked" }),
  };
  return {
    viewed: (outcome) => byOutcome[outcome].inc(),
    destroyed: (reason, count = 1) => {
      if (count > 0) byReason[reason].inc(count);
    },
  };
};
