import { HttpProblem } from "../../http/problem.ts";
import type { CounterChild, MetricsRegistry } from "../../observability/metrics.ts";

type Api = "v1" | "v2";

/** How a verification came out: the signature holds, it does not, or the key named does not fit. */
export type VerificationOutcome = "valid" | "invalid" | "unknown_key" | "key_mismatch";

const VERIFICATION_OUTCOMES: readonly VerificationOutcome[] = ["valid", "invalid", "unknown_key", "key_mismatch"];

export type SigningMetrics = {
  /** Each item of a signing request: signed (and its receipt stored), or refused (its key, its payload). */
  signed(api: Api, outcomes: readonly unknown[]): void;
  verified(api: Api, outcome: VerificationOutcome): void;
};

const NOT_COUNTED: SigningMetrics = { signed: () => {}, verified: () => {} };

/**
 * Signatures made and verified through the signing API (v1 and v2 sign, verify and their batches), by
 * API generation and outcome. Counted per item: a batch of 100 counts 100. A bureau certificate's
 * signature, written in the bureau's own transaction, is not counted here. Without a registry (a
 * signer built outside a server) nothing is counted.
 */
export const signingMetrics = (metrics: MetricsRegistry | undefined): SigningMetrics => {
  if (!metrics) return NOT_COUNTED;
  const made = metrics.counter({
    name: "trustplane_signatures_total",
    help: "Ed25519 signatures asked for, per item, by API generation and outcome: signed (receipt stored) or refused (the key or payload was refused).",
    labelNames: ["api", "outcome"],
  });
  const checked = metrics.counter({
    name: "trustplane_signature_verifications_total",
    help: "Signature verifications, per item, by API generation and outcome: valid, invalid, unknown_key, key_mismatch.",
    labelNames: ["api", "outcome"],
  });
  const bindAll = <O extends string>(outcomes: readonly O[], bind: (api: Api, outcome: O) => CounterChild) =>
    Object.fromEntries(
      (["v1", "v2"] as const).map((api) => [api, Object.fromEntries(outcomes.map((o) => [o, bind(api, o)]))]),
    ) as Record<Api, Record<O, CounterChild>>;
  const signing = bindAll(["signed", "refused"] as const, (api, outcome) => made.bind({ api, outcome }));
  const verifying = bindAll(VERIFICATION_OUTCOMES, (api, outcome) => checked.bind({ api, outcome }));
  return {
    signed: (api, outcomes) => {
      let refused = 0;
      for (const outcome of outcomes) if (outcome instanceof HttpProblem) refused++;
      if (outcomes.length > refused) signing[api].signed.inc(outcomes.length - refused);
      if (refused > 0) signing[api].refused.inc(refused);
    },
    verified: (api, outcome) => verifying[api][outcome].inc(),
  };
};
