import { randomInt } from "node:crypto";
import { type CommonQueryMethods, type FragmentSqlToken, type QuerySqlToken, sql } from "slonik";
import { COMMIT_DEADLINE_SETTING } from "../db/deadline.ts";
import { asTemplate, fixedStatement, numberedAfter, type Prepare } from "../db/prepared.ts";
import type { BatchWrites, LockedRow } from "./batch.ts";
import { type AccountKind, type Leg, type Movement, plan } from "./movement.ts";

/**
 * The money engine's books: the one writer of balances, for every currency (migration 0001_journal.sql holds
 * its tables and the constraints that are the last guard). Every statement that writes `journal_accounts`
 * or `journal_entries` is here: one movement's (`move`, move.ts, runs them), a batch's (batch.ts), and
 * `openAccount` and `setDailyOutflowCap`. Modules read balances and entries from those tables.
 */

/** A movement's `also` writes as CTEs named `<prefix>0`, `<prefix>1`…, joined by commas. */
const alsoCtes = (also: NonNullable<Movement["also"]>, prefix: string): FragmentSqlToken =>
  sql.fragment`${sql.join(
    also.writes.map((write, i) => sql.fragment`${sql.identifier([`${prefix}${i}`])} AS (${write})`),
    sql.fragment`, `,
  )}`;

/** The UTC day, which the daily outflow counter is kept for. */
const TODAY_TEXT = "(now() AT TIME ZONE 'UTC')::date";
const TODAY = sql.fragment(asTemplate(TODAY_TEXT));

const texts = (values: readonly string[]) => sql.array(values, "text");
const int8s = (values: readonly bigint[]) =>
  sql.array(
    values.map((v) => String(v)),
    "int8",
  );

/**
 * One movement as ONE statement, whatever its legs:
 *
 * 1. `locked` takes FOR UPDATE locks on every account involved, in id order. Every movement locks in this
 *    order (system accounts sort first), so concurrent movements queue instead of deadlocking; in READ
 *    COMMITTED each locked row is its latest committed version.
 * 2. `checked` aggregates the locked rows (so every lock is held before anything below runs): every
 *    account exists and holds the currency, the owned account is the user's, recipients are users'
 *    accounts, no balance would go below zero (but clearing and mint), the outflow stays within the daily
 *    cap, and the request's database deadline has not passed.
 * 3. `moved` applies each account's net change (and held change) only when every check passed, and
 *    advances the outflow counter (reset on a new UTC day); `entries` writes the journal rows only from
 *    it, each side with its account's owner and balance right after that entry (computed from the locked
 *    balance and the legs' running changes, passed as arrays). On a failed check nothing is written and
 *    the outcome row says which check failed.
 */
export const moveStatement = (movement: Movement, entryIds: string[], deadline: string | null) => {
  const { net, sides } = plan(movement.legs);
  for (const hold of movement.holds ?? []) if (!net.has(hold.accountId)) net.set(hold.accountId, 0n);
  const ids = [...net.keys()];
  const holdOf = new Map((movement.holds ?? []).map((h) => [h.accountId, h.delta]));
  const { legs, owned, outflow } = movement;
  const outflowAccount = outflow?.accountId ?? null;
  const outflowAmount = String(outflow?.amount ?? 0n);
  return sql.unsafe`
    WITH locked AS MATERIALIZED (
      SELECT id, owner_id, kind, currency, balance, held, outflow_day, outflow_today, daily_outflow_cap
      FROM journal_accounts WHERE id = ANY(${texts(ids)}) ORDER BY id FOR UPDATE
    ),
    deltas AS (
      SELECT * FROM unnest(${texts(ids)}, ${int8s(ids.map((id) => net.get(id)!))},
        ${int8s(ids.map((id) => holdOf.get(id) ?? 0n))}) AS d(id, delta, held_delta)
    ),
    checked AS (
      SELECT count(*) = ${ids.length} AND bool_and(l.currency = ${movement.currency}) AS all_exist,
        coalesce(bool_or(l.id = ${owned?.accountId ?? null}::text AND l.owner_id = ${owned?.ownerId ?? null}::text),
          ${owned === undefined}) AS owns,
        coalesce(bool_and(l.kind = 'user') FILTER (WHERE l.id = ANY(${texts(movement.userAccounts ?? [])})),
          true) AS kinds_ok,
        coalesce(bool_and((l.balance + d.delta >= 0 OR l.kind IN ('clearing', 'mint')) AND l.held + d.held_delta >= 0),
          false) AS funded,
        max(l.daily_outflow_cap) FILTER (WHERE l.id = ${outflowAccount}::text) AS cap,
        max(CASE WHEN l.outflow_day = ${TODAY} THEN l.outflow_today ELSE 0 END)
          FILTER (WHERE l.id = ${outflowAccount}::text) AS spent_today,
        (${deadline}::timestamptz IS NULL OR clock_timestamp() < ${deadline}::timestamptz) AS in_time
      FROM locked l JOIN deltas d USING (id)
    ),
    gate AS (
      SELECT *, (cap IS NULL OR coalesce(spent_today, 0) + ${outflowAmount}::int8 <= cap) AS within_cap
      FROM checked
    ),
    moved AS (
      UPDATE journal_accounts a SET balance = a.balance + d.delta, held = a.held + d.held_delta, updated_at = now(),
        outflow_today = CASE WHEN a.id = ${outflowAccount}::text
          THEN (CASE WHEN a.outflow_day = ${TODAY} THEN a.outflow_today ELSE 0 END) + ${outflowAmount}::int8
          ELSE a.outflow_today END,
        outflow_day = CASE WHEN a.id = ${outflowAccount}::text THEN ${TODAY} ELSE a.outflow_day END
      FROM deltas d, gate g
      -- The ids again, so the planner finds the rows by the primary key whatever it guesses of \`deltas\`.
      WHERE a.id = ANY(${texts(ids)}) AND a.id = d.id AND g.all_exist AND g.owns AND g.kinds_ok AND g.funded AND g.within_cap AND g.in_time
      RETURNING a.id, a.balance
    ),
    entries AS (
      INSERT INTO journal_entries (id, movement_id, currency, kind, amount, debit_account_id, debit_owner_id,
        debit_balance_after, credit_account_id, credit_owner_id, credit_balance_after, fee, idempotency_key)
      SELECT e.id, e.movement_id, ${movement.currency}, e.kind, e.amount, e.debit, ld.owner_id,
        ld.balance + e.debit_change, e.credit, lc.owner_id, lc.balance + e.credit_change,
        ${String(movement.fee ?? 0n)}::int8, ${movement.idempotencyKey ?? null}::text
      FROM unnest(${texts(entryIds)}, ${texts(legs.map((l) => l.movementId ?? movement.id))},
        ${texts(legs.map((l) => l.kind))}, ${int8s(legs.map((l) => l.amount))}, ${texts(legs.map((l) => l.from))},
        ${int8s(sides.map((s) => s.debit))}, ${texts(legs.map((l) => l.to))}, ${int8s(sides.map((s) => s.credit))})
        WITH ORDINALITY AS e(id, movement_id, kind, amount, debit, debit_change, credit, credit_change, n)
      JOIN locked ld ON ld.id = e.debit
      JOIN locked lc ON lc.id = e.credit
      WHERE EXISTS (SELECT 1 FROM moved)
      -- In leg order, so \`seq\` follows it within the movement too.
      ORDER BY e.n
      RETURNING created_at
    )${movement.also ? sql.fragment`, ${alsoCtes(movement.also, "also_")}` : sql.fragment``}
    SELECT g.in_time, g.all_exist, g.owns, g.kinds_ok, g.funded, g.within_cap, g.cap, g.spent_today,
      (SELECT count(*) FROM entries)::int AS written, (SELECT max(created_at) FROM entries) AS created_at,
      (SELECT json_agg(json_build_object('id', id, 'balance', balance::text)) FROM moved) AS balances
    FROM gate g`;
};

/** What a one-leg statement checks and writes beyond the transfer itself: its text differs by these. */
type OneLegShape = {
  owned: boolean;
  /** Which sides must be users' accounts. */
  fromUser: boolean;
  toUser: boolean;
  outflow: boolean;
  /** The `also` CTEs' statement name, when there are any. */
  also: string | undefined;
};

/**
 * A one-leg statement's parameters by position ($n; one may be used several times): ten every statement
 * uses, then the owned account and its owner when the shape checks one, then the outflow when it counts
 * one (PostgreSQL cannot type a parameter the text never uses, so none is passed unused). The `also` CTEs'
 * own parameters follow these.
 */
const oneLegParameters = (shape: OneLegShape) => {
  const owned = shape.owned ? { account: "$11", owner: "$12" } : undefined;
  const outflow = shape.outflow ? `$${owned ? 13 : 11}` : undefined;
  return { owned, outflow, count: 10 + (owned ? 2 : 0) + (outflow ? 1 : 0) };
};

const oneLegValues = (movement: Movement, leg: Leg, entryId: string, deadline: string | null): (string | null)[] => [
  leg.from, // $1
  leg.to, // $2
  movement.currency, // $3
  String(leg.amount), // $4
  deadline, // $5
  entryId, // $6
  leg.movementId ?? movement.id, // $7
  leg.kind, // $8
  String(movement.fee ?? 0n), // $9
  movement.idempotencyKey ?? null, // $10
  ...(movement.owned ? [movement.owned.accountId, movement.owned.ownerId] : []),
  ...(movement.outflow ? [String(movement.outflow.amount)] : []),
];

/**
 * A movement of one leg (a ledger transfer or top-up, a deposit, a payout's hold): the same locks, checks
 * and writes as moveStatement, as the simpler statement the planner runs fastest (two single-row updates by
 * primary key, one insert), since most movements are one leg. The outflow, if any, is the debited account's.
 * What the movement does not ask is left out of the text, not passed as a parameter to skip (a ledger
 * transfer checks an owner and a recipient, and counts no outflow). The text depends only on the shape, so
 * it is made once per shape (oneLegTexts) and each movement passes only its values.
 */
const renderOneLeg = (shape: OneLegShape): string => {
  const { owned, outflow } = oneLegParameters(shape);
  const mustBeUsers = [...(shape.fromUser ? ["$1"] : []), ...(shape.toUser ? ["$2"] : [])];
  return `
    WITH locked AS MATERIALIZED (
      SELECT id, owner_id, kind, currency, balance${outflow ? ", outflow_day, outflow_today, daily_outflow_cap" : ""}
      FROM journal_accounts WHERE id IN ($1, $2) ORDER BY id FOR UPDATE
    ),
    checked AS (
      SELECT count(*) = 2 AND bool_and(currency = $3) AS all_exist,
        ${owned ? `coalesce(bool_or(id = ${owned.account} AND owner_id = ${owned.owner}), false)` : "true"} AS owns,
        ${mustBeUsers.length === 0 ? "true" : `coalesce(bool_and(kind = 'user') FILTER (WHERE id IN (${mustBeUsers.join(", ")})), true)`} AS kinds_ok,
        coalesce(bool_or(id = $1 AND (balance >= $4::int8 OR kind IN ('clearing', 'mint'))), false) AS funded,
        ${
          outflow
            ? `max(daily_outflow_cap) FILTER (WHERE id = $1) AS cap,
        max(CASE WHEN outflow_day = ${TODAY_TEXT} THEN outflow_today ELSE 0 END) FILTER (WHERE id = $1) AS spent_today`
            : "NULL::int8 AS cap, NULL::int8 AS spent_today"
        },
        ($5::timestamptz IS NULL OR clock_timestamp() < $5::timestamptz) AS in_time
      FROM locked
    ),
    gate AS (
      SELECT *, ${outflow ? `(cap IS NULL OR coalesce(spent_today, 0) + ${outflow}::int8 <= cap)` : "true"} AS within_cap FROM checked
    ),
    debit AS (
      UPDATE journal_accounts a SET balance = a.balance - $4::int8, updated_at = now()${
        outflow
          ? `, outflow_today = (CASE WHEN a.outflow_day = ${TODAY_TEXT} THEN a.outflow_today ELSE 0 END) + ${outflow}::int8,
        outflow_day = ${TODAY_TEXT}`
          : ""
      }
      FROM gate g
      WHERE a.id = $1 AND g.all_exist AND g.owns AND g.kinds_ok AND g.funded AND g.within_cap AND g.in_time
      RETURNING a.owner_id, a.balance
    ),
    moved AS (
      UPDATE journal_accounts a SET balance = a.balance + $4::int8, updated_at = now()
      FROM debit d
      WHERE a.id = $2
      RETURNING a.owner_id, a.balance
    ),
    entries AS (
      INSERT INTO journal_entries (id, movement_id, currency, kind, amount, debit_account_id, debit_owner_id,
        debit_balance_after, credit_account_id, credit_owner_id, credit_balance_after, fee, idempotency_key)
      SELECT $6::text, $7::text, $3::text, $8::text, $4::int8, $1::text, d.owner_id, d.balance, $2::text,
        c.owner_id, c.balance, $9::int8, $10::text
      FROM debit d, moved c
      RETURNING created_at
    )`;
};

const OUTCOME_OF_ONE_LEG = `
    SELECT g.in_time, g.all_exist, g.owns, g.kinds_ok, g.funded, g.within_cap, g.cap, g.spent_today,
      (SELECT count(*) FROM entries)::int AS written, (SELECT created_at FROM entries) AS created_at,
      (SELECT balance FROM debit) AS debit_balance, (SELECT balance FROM moved) AS credit_balance
    FROM gate g`;

/** The prepared statement's name of a one-leg movement: its text differs by its shape. */
const oneLegName = (shape: OneLegShape): string =>
  `journal_one_${shape.owned ? "o" : "-"}${shape.fromUser ? "u" : "-"}${shape.toUser ? "u" : "-"}${shape.outflow ? "c" : "-"}_${shape.also ?? "plain"}`;

/** Each shape's text (a handful in all: one per kind of one-leg movement the modules make). */
const oneLegTexts = new Map<string, string>();

/**
 * A one-leg movement's statement: its shape's text (its `also` CTEs appended, their `$slonik_n`
 * placeholders numbered after the statement's own) and the values, the CTEs' after the statement's.
 */
export const oneLegStatement = (movement: Movement, leg: Leg, entryId: string, deadline: string | null) => {
  const shape: OneLegShape = {
    owned: movement.owned !== undefined,
    fromUser: movement.userAccounts?.includes(leg.from) ?? false,
    toUser: movement.userAccounts?.includes(leg.to) ?? false,
    outflow: movement.outflow !== undefined,
    also: movement.also?.statement,
  };
  const name = oneLegName(shape);
  const also = movement.also ? alsoCtes(movement.also, "also_") : undefined;
  let text = oneLegTexts.get(name);
  if (text === undefined) {
    const ctes = also ? `, ${numberedAfter(also, oneLegParameters(shape).count)}` : "";
    text = `${renderOneLeg(shape)}${ctes}${OUTCOME_OF_ONE_LEG}`;
    oneLegTexts.set(name, text);
  }
  const values = oneLegValues(movement, leg, entryId, deadline);
  return [name, fixedStatement(text, also ? [...values, ...also.values] : values)] as const;
};

/**
 * A batch's first statement (batch.ts): every account it names locked in id order, with the database's UTC
 * day and clock read after the locks.
 */
const BATCH_LOCK = `
  WITH locked AS MATERIALIZED (
    SELECT id, owner_id, kind, currency, balance, held, outflow_day, outflow_today, daily_outflow_cap
    FROM journal_accounts WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE
  )
  SELECT coalesce(json_agg(json_build_object('id', id, 'owner', owner_id, 'kind', kind, 'currency', currency,
      'balance', balance::text, 'held', held::text, 'day', outflow_day::text, 'outflow', outflow_today::text,
      'cap', daily_outflow_cap::text)), '[]'::json) AS accounts,
    (${TODAY_TEXT})::text AS today,
    -- After the aggregate has read (so locked) every row: the deadlines are checked after the locks.
    (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now_ms
  FROM locked`;

/** A batch's writes (batch.ts): each account's net change and every entry, with the commit deadline. */
const BATCH_WRITE = `
  WITH deadline AS MATERIALIZED (SELECT set_config('${COMMIT_DEADLINE_SETTING}', $1::text, true) AS value),
  moved AS (
    UPDATE journal_accounts a SET balance = a.balance + d.delta, held = a.held + d.held_delta,
      outflow_day = coalesce(d.outflow_day, a.outflow_day), outflow_today = coalesce(d.outflow_today, a.outflow_today),
      updated_at = now()
    FROM unnest($2::text[], $3::int8[], $4::int8[], $5::date[], $6::int8[]) AS d(id, delta, held_delta, outflow_day, outflow_today)
    -- The ids again, so the planner finds the rows by the primary key whatever it guesses of the arrays.
    WHERE a.id = ANY($2::text[]) AND a.id = d.id
    RETURNING a.id
  ),
  entries AS (
    INSERT INTO journal_entries (id, movement_id, currency, kind, amount, debit_account_id, debit_owner_id,
      debit_balance_after, credit_account_id, credit_owner_id, credit_balance_after, fee, idempotency_key)
    SELECT e.id, e.movement_id, e.currency, e.kind, e.amount, e.debit, e.debit_owner, e.debit_after, e.credit,
      e.credit_owner, e.credit_after, e.fee, e.idempotency_key
    FROM unnest($7::text[], $8::text[], $9::text[], $10::text[], $11::int8[], $12::text[], $13::text[], $14::int8[],
      $15::text[], $16::text[], $17::int8[], $18::int8[], $19::text[])
      WITH ORDINALITY AS e(id, movement_id, currency, kind, amount, debit, debit_owner, debit_after, credit,
        credit_owner, credit_after, fee, idempotency_key, n)
    -- In the order applied, so each account's entries' \`seq\` follows its balance.
    ORDER BY e.n
    RETURNING created_at
  )`;

/** What a batch's write statement answers, after its CTEs (and its movements' `also` writes). */
const BATCH_WRITE_OUTCOME = `
  SELECT (SELECT count(*) FROM moved)::int AS accounts, (SELECT count(*) FROM entries)::int AS written,
    (SELECT max(created_at) FROM entries) AS created_at, (SELECT value FROM deadline) AS deadline`;

/**
 * A batch's write statement and its name: its text depends only on which `also` writes follow it, in order
 * (a batch of eight P2P transfers is `journal_batch_write_transfer*8`), so each such shape is parsed and
 * planned once per connection. `locked` is there for the `also` writes to read owners from, as in one
 * movement's statement. The values are BATCH_WRITE's parameters, in its order.
 */
const batchWriteStatement = (writes: BatchWrites): { name: string; token: QuerySqlToken } => {
  const accounts = [...writes.accounts];
  const { entries } = writes;
  const values = [
    writes.deadline ?? "",
    accounts.map(([id]) => id),
    accounts.map(([, a]) => String(a.delta)),
    accounts.map(([, a]) => String(a.held)),
    accounts.map(([, a]) => a.day),
    accounts.map(([, a]) => (a.outflow === null ? null : String(a.outflow))),
    entries.map((e) => e.id),
    entries.map((e) => e.movementId),
    entries.map((e) => e.currency),
    entries.map((e) => e.kind),
    entries.map((e) => String(e.amount)),
    entries.map((e) => e.debit),
    entries.map((e) => e.debitOwner),
    entries.map((e) => String(e.debitAfter)),
    entries.map((e) => e.credit),
    entries.map((e) => e.creditOwner),
    entries.map((e) => String(e.creditAfter)),
    entries.map((e) => String(e.fee)),
    entries.map((e) => e.idempotencyKey),
  ];
  if (writes.also.length === 0) {
    return { name: "journal_batch_write", token: fixedStatement(`${BATCH_WRITE}${BATCH_WRITE_OUTCOME}`, values) };
  }
  const runs: [string, number][] = [];
  for (const { statement } of writes.also) {
    const last = runs.at(-1);
    if (last?.[0] === statement) last[1]++;
    else runs.push([statement, 1]);
  }
  const name = `journal_batch_write_${runs.map(([statement, n]) => `${statement}*${n}`).join("+")}`;
  const ctes = sql.fragment`${sql.join(
    writes.also.map((also, m) => alsoCtes(also, `also_${m}_`)),
    sql.fragment`, `,
  )}`;
  const text = `${BATCH_WRITE},
    locked AS (SELECT id, owner_id FROM journal_accounts WHERE id = ANY($2::text[])),
    ${numberedAfter(ctes, values.length)}${BATCH_WRITE_OUTCOME}`;
  return { name, token: fixedStatement(text, [...values, ...ctes.values]) };
};

/** Locks a batch's accounts (`ids`) in id order and reads them, the database's UTC day and its clock after the locks. */
export const lockBatch = async (db: CommonQueryMethods, ids: readonly string[], prepare: Prepare) =>
  (await db.one(prepare("journal_batch_lock", fixedStatement(BATCH_LOCK, [ids])))) as {
    accounts: LockedRow[];
    today: string;
    now_ms: number;
  };

/** Writes a batch's accepted movements (BatchWrites): their entries' time. */
export const writeBatch = async (db: CommonQueryMethods, writes: BatchWrites, prepare: Prepare): Promise<string> => {
  const { name, token } = batchWriteStatement(writes);
  const written = (await db.one(prepare(name, token))) as {
    written: number;
    created_at: string | null;
  };
  if (written.written !== writes.entries.length || written.created_at === null) {
    throw new Error(`a batch wrote ${written.written} of its ${writes.entries.length} entries`);
  }
  return written.created_at;
};

export type NewAccount = {
  id: string;
  currency: string;
  ownerId: string | null;
  kind: AccountKind;
  dailyOutflowCap?: bigint | null;
};

/** Opens an account with a zero balance (in the caller's transaction, with the module's own row). */
export const openAccount = async (db: CommonQueryMethods, account: NewAccount): Promise<void> => {
  await db.query(sql.unsafe`
    INSERT INTO journal_accounts (id, currency, owner_id, kind, daily_outflow_cap)
    VALUES (${account.id}, ${account.currency}, ${account.ownerId}, ${account.kind},
      ${account.dailyOutflowCap === undefined || account.dailyOutflowCap === null ? null : String(account.dailyOutflowCap)}::int8)`);
};

/** Lifts (null) or sets the daily outflow cap of a user's accounts in one currency. */
export const setDailyOutflowCap = async (
  db: CommonQueryMethods,
  input: { ownerId: string; currency: string; cap: bigint | null },
): Promise<void> => {
  await db.query(sql.unsafe`
    UPDATE journal_accounts SET daily_outflow_cap = ${input.cap === null ? null : String(input.cap)}::int8, updated_at = now()
    WHERE owner_id = ${input.ownerId} AND currency = ${input.currency}`);
};

/** One of a sharded system account's ids (`<base><hex shard>`), picked at random so writers spread out. */
export const anyShard = (base: string, shards = 16): string => `${base}${randomInt(shards).toString(16).toUpperCase()}`;
