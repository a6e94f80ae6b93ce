/** `AbortSignal.any` where it exists; Node 20.0–20.2 and Safari before 17.4 lack it. */
const anySignal = (signals: AbortSignal[]): AbortSignal => {
  if (typeof AbortSignal.any === "function") return AbortSignal.any(signals);
  const controller = new AbortController();
  const forward = (signal: AbortSignal) => () => controller.abort(signal.reason);
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener("abort", forward(signal), { once: true, signal: controller.signal });
  }
  return controller.signal;
};

/** One attempt's signal: the caller's (if any) or the attempt's own timeout, whichever fires first. */
export const attemptSignal = (timeoutMs: number, caller: AbortSignal | undefined): AbortSignal => {
  const timeout = AbortSignal.timeout(timeoutMs);
  return caller ? anySignal([caller, timeout]) : timeout;
};

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export const sleep = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
