import type { CapturedResponse } from "../../http/idempotency/capture.ts";

/**
 * What a derive's Idempotency-Key keeps for a replay: the answer with `shares: null`. The shares are
 * given out once and never stored anywhere, an idempotency record included.
 */
export const withoutShares = (response: CapturedResponse): CapturedResponse => {
  if (response.status !== 201) return response;
  try {
    const body = JSON.parse(response.body) as Record<string, unknown>;
    return { ...response, body: JSON.stringify({ ...body, shares: null }) };
  } catch {
    // Not JSON (it always is): keep nothing of it rather than risk keeping shares.
    return { ...response, body: JSON.stringify({ shares: null }) };
  }
};
