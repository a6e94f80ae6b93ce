import { type CommonQueryMethods, sql } from "slonik";

/**
 * The offset between the database's clock and this process's, measured once when the pool opens, so
 * that a deadline computed here ("request start + N ms") can be checked by the database against its own
 * `clock_timestamp()`. Half the round trip is the measurement's uncertainty: deadlines are moved that
 * much earlier, never later.
 */
type ClockOffset = { offsetMs: number; uncertaintyMs: number };

const offsets = new WeakMap<object, ClockOffset>();

export const measureClockOffset = async (db: CommonQueryMethods): Promise<ClockOffset> => {
  const sent = Date.now();
  const dbMs = Number(await db.oneFirst(sql.unsafe`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8`));
  const received = Date.now();
  const measured = { offsetMs: dbMs - (sent + received) / 2, uncertaintyMs: (received - sent) / 2 };
  offsets.set(db, measured);
  return measured;
};

/**
 * `ms` from now, as an instant on the database's clock (ISO 8601), for a deadline the database checks.
 * Without a measurement (a pool not opened by openDatabase) the clocks are taken to agree.
 */
export const databaseInstantIn = (db: object, ms: number, now: number = Date.now()): string => {
  const clock = offsets.get(db) ?? { offsetMs: 0, uncertaintyMs: 0 };
  return new Date(now + ms + clock.offsetMs - clock.uncertaintyMs).toISOString();
};
