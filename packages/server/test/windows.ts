/**
 * Rate-limit windows are aligned to the epoch on the wall clock. A test that counts hits in one window
 * must not straddle a window's end: these helpers start it far enough from the turn, whatever the time
 * of day the suite happens to run at.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The index of the window of `windowMs` that `now` falls in. */
export const windowIndex = (windowMs: number, now: number = Date.now()): number => Math.floor(now / windowMs);

/** Sleep until just after the current window of `windowMs` ends. */
export const untilNextWindow = async (windowMs: number, marginMs = 20): Promise<void> => {
  await sleep(windowMs - (Date.now() % windowMs) + marginMs);
};

/**
 * Return once at least `needMs` are left in the current window of `windowMs`: at once when there are,
 * otherwise just after the window turns.
 */
export const clearOfWindowTurn = async (windowMs: number, needMs: number): Promise<void> => {
  if (needMs >= windowMs) throw new Error(`needMs (${needMs}) must be shorter than the window (${windowMs})`);
  if (windowMs - (Date.now() % windowMs) < needMs) await untilNextWindow(windowMs);
};
