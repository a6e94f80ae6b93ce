import { readFileSync } from "node:fs";

/**
 * The gateway's price table (prices.json, versioned by its `version`: a price change is a new version,
 * so a stored run's cost names the prices it was computed with). Prices are per million tokens, keyed
 * `<provider>/<model>`; the `echo` provider's models all cost 0 (it calls nothing). A model missing
 * from the table has no cost (`null`), never a made-up 0.
 */
type Price = { input: number; cachedInput: number; output: number };
type PriceTable = { version: string; currency: "USD"; models: Record<string, Price> };

export const PRICES: PriceTable = JSON.parse(readFileSync(new URL("./prices.json", import.meta.url), "utf8"));

export type Usage = {
  inputTokens: number | null;
  outputTokens: number | null;
  totalTokens: number | null;
  cachedInputTokens: number | null;
  reasoningTokens: number | null;
};

export type Cost = { amount: number; currency: "USD"; priceTable: string };

const priceOf = (provider: string, model: string, kind: string): Price | undefined =>
  PRICES.models[kind === "echo" ? "echo/echo-1" : `${provider}/${model}`];

/**
 * The most a call can cost: every input token at the (uncached) input price and `outputTokens` at the
 * output price; `null` when the model has no price.
 */
export const mostCostOf = (
  provider: string,
  kind: string,
  model: string,
  inputTokens: number,
  outputTokens: number,
): number | null => {
  const price = priceOf(provider, model, kind);
  return price ? (inputTokens * price.input + outputTokens * price.output) / 1_000_000 : null;
};

/** The models the table prices for a provider. */
export const pricedModels = (provider: string, kind: string): string[] =>
  Object.keys(PRICES.models)
    .filter((key) => key.startsWith(`${kind === "echo" ? "echo" : provider}/`))
    .map((key) => key.slice(key.indexOf("/") + 1));

/**
 * The cost of `usage` for a model: input tokens not read from the cache at the input price, cached ones at
 * the cached-input price, output tokens (reasoning included) at the output price. `null` when the model has
 * no price, or the provider did not say how many tokens it counted.
 */
export const costOf = (provider: string, kind: string, model: string, usage: Usage): Cost | null => {
  const price = priceOf(provider, model, kind);
  if (!price || usage.inputTokens === null || usage.outputTokens === null) return null;
  const cached = Math.min(usage.cachedInputTokens ?? 0, usage.inputTokens);
  const amount =
    ((usage.inputTokens - cached) * price.input + cached * price.cachedInput + usage.outputTokens * price.output) /
    1_000_000;
  return { amount, currency: PRICES.currency, priceTable: PRICES.version };
};
