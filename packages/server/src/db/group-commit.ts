/**
 * Group commit: writes that arrive while another is under way are gathered and written together, in one
 * statement, and each caller's promise settles when the statement holding its item has committed. A
 * caller still answers only after its own row is durable; what is saved is the per-statement cost of the
 * database (on the embedded one, a WAL flush each), which dominates a small insert.
 *
 * At most one batch is in flight; the first item of an idle writer goes out on the next turn of the
 * event loop (so items of one turn share it), later ones with the batch after the one in flight, up to
 * `maxBatch` items each. When a batch fails, its items are written one by one, so one bad row fails only
 * its own caller.
 */
export const groupCommit = <T>(
  write: (items: readonly T[]) => Promise<void>,
  options: { maxBatch?: number } = {},
): ((item: T) => Promise<void>) => {
  const maxBatch = options.maxBatch ?? 64;
  type Waiting = { item: T; resolve: () => void; reject: (err: unknown) => void };
  let queue: Waiting[] = [];
  let running = false;

  const writeBatch = async (batch: Waiting[]) => {
    try {
      await write(batch.map((w) => w.item));
      for (const w of batch) w.resolve();
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      for (const w of batch) {
        await write([w.item]).then(w.resolve, w.reject);
      }
    }
  };

  const drain = async () => {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
    running = false;
  };

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running && queue.length === 1) setImmediate(() => void drain());
    });
};
