/**
 * Group commit: writes that arrive while another is under way are gathered and written together, in one
 * statement, and each caller's promise settles when the statement holding its item has committed. A
 * caller still answers only after its own row is durable; what is saved is the per-statement cost of the
 * database (on the embedded one, a WAL flush each), which dominates a small insert.
 *
 * At most `inFlight` batches (default 1) are in flight; the first item of an idle writer goes out on the
 * next turn of the event loop (so items of one turn share it), later ones with the next batch to leave, up
 * to `maxBatch` items each. When a batch fails, its items are written one by one, so one bad row fails only
 * its own caller; unless `writeAloneAfter` says the failure leaves the batch's fate unknown (it may yet
 * have committed), in which case writing its items again could write them twice: each caller gets the
 * batch's error.
 *
 * `write` may answer each item (its result, in the items' order): the caller of that item gets it.
 *
 * With `maxWait`, an item still queued (not yet in a batch) after `maxWait.ms` is taken out and its caller
 * gets `maxWait.error()`: nothing of it was written. Waiting for a batch is waiting for the database, and a
 * stalled one (an outage) must not hold callers past the bound they would have had alone.
 */
export const groupCommit = <T, R = void>(
  // biome-ignore lint/suspicious/noConfusingVoidType: a writer that answers nothing is a `Promise<void>` function.
  write: (items: readonly T[]) => Promise<readonly R[] | void>,
  options: {
    maxBatch?: number;
    inFlight?: number;
    writeAloneAfter?: (err: unknown) => boolean;
    maxWait?: { ms: number; error: () => unknown };
  } = {},
): ((item: T) => Promise<R>) => {
  const maxBatch = options.maxBatch ?? 64;
  const inFlight = options.inFlight ?? 1;
  const writeAloneAfter = options.writeAloneAfter ?? (() => true);
  const { maxWait } = options;
  type Waiting = { item: T; since: number; resolve: (result: R) => void; reject: (err: unknown) => void };
  let queue: Waiting[] = [];
  /** Batches being written, and whether a writer is about to start (on the next turn of the event loop). */
  let writing = 0;
  let starting = false;

  /** One timer for the whole queue, due when its oldest item (the first) has waited `maxWait.ms`. */
  let expiry: NodeJS.Timeout | undefined;
  const expire = () => {
    expiry = undefined;
    const now = Date.now();
    while (queue.length > 0 && now - queue[0]!.since >= maxWait!.ms) queue.shift()!.reject(maxWait!.error());
    watch();
  };
  const watch = () => {
    if (maxWait === undefined || expiry !== undefined || queue.length === 0) return;
    expiry = setTimeout(expire, Math.max(0, queue[0]!.since + maxWait.ms - Date.now()));
    expiry.unref();
  };

  const settle = (waiting: readonly Waiting[], results: readonly R[] | undefined) => {
    for (const [i, w] of waiting.entries()) w.resolve(results?.[i] as R);
  };

  const writeBatch = async (batch: Waiting[]) => {
    try {
      settle(batch, (await write(batch.map((w) => w.item))) ?? undefined);
    } catch (err) {
      if (batch.length === 1 || !writeAloneAfter(err)) {
        for (const w of batch) w.reject(err);
        return;
      }
      for (const w of batch) {
        await write([w.item]).then(
          (results) => settle([w], results ?? undefined),
          (alone: unknown) => w.reject(alone),
        );
      }
    }
  };

  const drain = async () => {
    starting = false;
    writing++;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
    writing--;
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, since: maxWait === undefined ? 0 : Date.now(), resolve, reject });
      watch();
      if (writing < inFlight && !starting) {
        starting = true;
        setImmediate(() => void drain());
      }
    });
};
