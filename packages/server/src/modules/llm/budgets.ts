import { type CommonQueryMethods, type DatabasePool, type FragmentSqlToken, sql } from "slonik";
import { CHANNELS } from "../../db/notifications.ts";
import { notifiedCache, oncePerDatabase } from "../../db/notified-cache.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import type { Schema } from "../../platform/operations.ts";
import { llmProblems } from "./problems.ts";
import type { RunOwner } from "./store.ts";

/**
 * Spend limits on the gateway (docs/modules/llm.md, "Budgets"): one per user and one per API key, each a
 * limit in the price table's currency per calendar period (UTC day, ISO week, month). A call is admitted
 * only when every budget it counts against has room for the most it can cost (`held` until it ends);
 * when it ends it is charged what it cost and its hold released. Admission is one statement under the
 * budget's row lock, so no number of instances admits past a limit.
 */

export type BudgetPeriod = "day" | "week" | "month";

/** A budget as the contract's `LlmBudget`. */
export type BudgetView = Schema<"LlmBudget">;

/** How a budget is named in the API (`user`, or an API key's id) and in the database (`user:<id>`, `key:<id>`). */
export const subjectOf = (userId: string, name: string): string => (name === "user" ? `user:${userId}` : `key:${name}`);

const subjectsOf = (owner: RunOwner): string[] => [
  `user:${owner.userId}`,
  ...(owner.apiKeyId === null ? [] : [`key:${owner.apiKeyId}`]),
];

const iso = (column: FragmentSqlToken) =>
  sql.fragment`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The start of a budget's period now, and of the next (UTC). */
const PERIOD_START = sql.fragment`(date_trunc(b.period, now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
const PERIOD_END = sql.fragment`((date_trunc(b.period, now() AT TIME ZONE 'UTC') + ('1 ' || b.period)::interval) AT TIME ZONE 'UTC')`;

const VIEW_COLUMNS = sql.fragment`
  b.subject, b.api_key_id, b.amount_limit::text AS amount_limit, b.period, b.set_by,
  coalesce(s.spent, 0)::text AS spent, coalesce(s.held, 0)::text AS held, coalesce(s.calls, 0) AS calls,
  ${iso(PERIOD_START)} AS period_start, ${iso(PERIOD_END)} AS resets_at,
  ${iso(sql.fragment`b.created_at`)} AS created_at, ${iso(sql.fragment`b.updated_at`)} AS updated_at`;

const VIEW_FROM = sql.fragment`
  llm_budgets b LEFT JOIN llm_budget_spend s ON s.subject = b.subject AND s.period_start = ${PERIOD_START}`;

type ViewRow = {
  subject: string;
  api_key_id: string | null;
  amount_limit: string;
  period: BudgetPeriod;
  set_by: "user" | "operator";
  spent: string;
  held: string;
  calls: number;
  period_start: string;
  resets_at: string;
  created_at: string;
  updated_at: string;
};

const viewOf = (row: ViewRow): BudgetView => {
  const limit = Number(row.amount_limit);
  const spent = Number(row.spent);
  const held = Number(row.held);
  return {
    subject: row.api_key_id ?? "user",
    keyId: row.api_key_id,
    limit,
    currency: "USD",
    period: row.period,
    setBy: row.set_by,
    spent,
    held,
    remaining: Math.max(0, Number((limit - spent - held).toFixed(12))),
    calls: row.calls,
    periodStart: row.period_start,
    resetsAt: row.resets_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

/** The user's budget of this subject (`user:…` or `key:…`), with its period's spend; null when none. */
export const findBudget = async (db: CommonQueryMethods, userId: string, subject: string) => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${VIEW_COLUMNS} FROM ${VIEW_FROM} WHERE b.subject = ${subject} AND b.user_id = ${userId}`)) as ViewRow | null;
  return row === null ? null : viewOf(row);
};

/** A page of the user's budgets: their own (`user`) and their keys'. */
export const listBudgets = (db: CommonQueryMethods, userId: string, page: PageQuery): Promise<Page<BudgetView>> =>
  fetchPage(db, {
    page,
    columns: VIEW_COLUMNS,
    from: VIEW_FROM,
    where: sql.fragment`b.user_id = ${userId}`,
    orderBy: "id",
    keyColumns: { id: sql.identifier(["b", "subject"]) },
    map: viewOf,
  });

/**
 * Sets a budget (creates or replaces it), keeping its period's spend. `setBy` 'user' does not replace an
 * operator's: it answers "operator" and changes nothing.
 */
export const setBudget = async (
  db: CommonQueryMethods,
  budget: { userId: string; subject: string; keyId: string | null; limit: number; period: BudgetPeriod },
  setBy: "user" | "operator",
): Promise<BudgetView | "operator"> => {
  const written = await db.maybeOne(sql.unsafe`
    INSERT INTO llm_budgets AS b (subject, user_id, api_key_id, amount_limit, period, set_by)
    VALUES (${budget.subject}, ${budget.userId}, ${budget.keyId}, ${String(budget.limit)}::numeric,
            ${budget.period}, ${setBy})
    ON CONFLICT (subject) DO UPDATE SET amount_limit = EXCLUDED.amount_limit, period = EXCLUDED.period,
      set_by = EXCLUDED.set_by, updated_at = date_trunc('milliseconds', now())
      WHERE ${setBy} = 'operator' OR b.set_by = 'user'
    RETURNING b.subject`);
  if (written === null) return "operator";
  const view = await findBudget(db, budget.userId, budget.subject);
  if (view === null) throw new Error(`budget ${budget.subject} vanished after it was written`);
  return view;
};

/**
 * Removes a budget. `by` 'user' does not remove an operator's ("operator"); "none" when there was none.
 */
export const deleteBudget = async (
  db: CommonQueryMethods,
  userId: string,
  subject: string,
  by: "user" | "operator",
): Promise<"deleted" | "none" | "operator"> => {
  const row = (await db.maybeOne(sql.unsafe`
    WITH found AS (SELECT set_by FROM llm_budgets WHERE subject = ${subject} AND user_id = ${userId}),
    gone AS (
      DELETE FROM llm_budgets WHERE subject = ${subject} AND user_id = ${userId}
        AND (${by} = 'operator' OR set_by = 'user')
      RETURNING subject)
    SELECT (SELECT set_by FROM found) AS set_by, (SELECT count(*) FROM gone)::int AS deleted`)) as {
    set_by: string | null;
    deleted: number;
  };
  if (row.deleted > 0) return "deleted";
  return row.set_by === null ? "none" : "operator";
};

export type BudgetPresence = {
  /** Whether any budget applies to the owner's calls (most callers have none, and pay no read for it). */
  applies(owner: RunOwner): Promise<boolean>;
  /** This instance set or removed the subject's budget: drop what it knew, before the notification comes. */
  forget(subject: string): void;
};

/**
 * Whether a subject has a budget, cached per instance like the users and keys requests authenticate with
 * (db/notified-cache.ts): setting or removing a budget is announced at commit on `trustplane_llm_budgets`
 * (migration 0002) and drops the subject on every instance; the cache is read through while the
 * notification feed is not live. Whether a call fits is never cached: that is `holdBudgets`, in the database.
 */
export const budgetPresenceOf = oncePerDatabase((database): BudgetPresence => {
  const cache = notifiedCache<{ has: boolean }>(database.notifications, CHANNELS.llmBudgets);
  const has = async (subject: string) =>
    (await cache.get(subject, async () => ({
      has: (await database.pool.maybeOne(sql.unsafe`SELECT 1 FROM llm_budgets WHERE subject = ${subject}`)) !== null,
    })))!.has;
  return {
    applies: async (owner) => {
      for (const subject of subjectsOf(owner)) if (await has(subject)) return true;
      return false;
    },
    forget: (subject) => cache.forget(subject),
  };
});

class Refused extends Error {
  readonly subjects: string[];
  constructor(subjects: string[]) {
    super("budget refused");
    this.subjects = subjects;
  }
}

/**
 * Holds `amounts` (the most each call can cost) on every budget of the owner's, all or nothing: each
 * budget's period row is updated only while its spend, its holds and these stay within its limit (the
 * row lock orders concurrent admissions, on any instance). Refused: 429 `llm-budget-exceeded` naming the
 * budget that has no room, how much it has, and when its period ends.
 */
export const holdBudgets = async (
  db: DatabasePool,
  owner: RunOwner,
  holdIds: string[],
  amounts: number[],
  holdSeconds: number,
): Promise<void> => {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  const subjects = subjectsOf(owner);
  try {
    await db.transaction(async (tx) => {
      const row = (await tx.one(sql.unsafe`
        WITH b AS (
          SELECT subject, amount_limit, ${PERIOD_START} AS period_start
          FROM llm_budgets b WHERE subject = ANY(${sql.array(subjects, "text")})
        ), up AS (
          INSERT INTO llm_budget_spend AS s (subject, period_start, held)
          SELECT subject, period_start, ${String(total)}::numeric FROM b WHERE ${String(total)}::numeric <= amount_limit
          ON CONFLICT (subject, period_start) DO UPDATE SET held = s.held + EXCLUDED.held
            WHERE s.spent + s.held + EXCLUDED.held <= (SELECT l.amount_limit FROM llm_budgets l WHERE l.subject = s.subject)
          RETURNING s.subject, s.period_start
        ), holds AS (
          INSERT INTO llm_budget_holds (id, subject, period_start, amount, expires_at)
          SELECT h.id, up.subject, up.period_start, h.amount, now() + make_interval(secs => ${holdSeconds})
          FROM up CROSS JOIN unnest(${sql.array(holdIds, "text")}, ${sql.array(amounts.map(String), "numeric")})
            AS h(id, amount)
        )
        SELECT coalesce((SELECT array_agg(subject) FROM b), '{}') AS budgets,
               coalesce((SELECT array_agg(subject) FROM up), '{}') AS admitted`)) as {
        budgets: string[];
        admitted: string[];
      };
      const refused = row.budgets.filter((s) => !row.admitted.includes(s));
      if (refused.length > 0) throw new Refused(refused);
    });
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    // Named by the one with the least room: the key's before the user's when both are full.
    const views = (await Promise.all(err.subjects.map((subject) => findBudget(db, owner.userId, subject)))).filter(
      (v) => v !== null,
    );
    const view = views.sort((a, b) => a.remaining - b.remaining)[0];
    if (!view) throw llmProblems.budgetExceeded(null, total);
    throw llmProblems.budgetExceeded(view, total);
  }
};

/**
 * Ends a call's hold: its budgets are charged `charge` (null: the whole hold, when what the call cost is
 * not known) and the hold released. A hold already charged by the sweep is left as it is (charged once).
 */
export const chargeHold = async (db: CommonQueryMethods, holdId: string, charge: number | null): Promise<void> => {
  await db.query(sql.unsafe`
    WITH h AS (DELETE FROM llm_budget_holds WHERE id = ${holdId} RETURNING subject, period_start, amount)
    UPDATE llm_budget_spend s
    SET held = s.held - h.amount, spent = s.spent + coalesce(${charge === null ? null : String(charge)}::numeric, h.amount),
        calls = s.calls + 1
    FROM h WHERE s.subject = h.subject AND s.period_start = h.period_start`);
};

/**
 * Charges in full, and releases, the holds past their time (a call whose instance died before charging
 * it: it may have cost that much). Answers how many holds it ended.
 */
export const sweepBudgetHolds = async (db: CommonQueryMethods): Promise<number> =>
  Number(
    await db.oneFirst(sql.unsafe`
      WITH h AS (
        DELETE FROM llm_budget_holds WHERE expires_at < now() RETURNING subject, period_start, amount
      ), g AS (
        SELECT subject, period_start, sum(amount) AS amount, count(*)::int AS n FROM h GROUP BY subject, period_start
      ), charged AS (
        UPDATE llm_budget_spend s SET held = s.held - g.amount, spent = s.spent + g.amount, calls = s.calls + g.n
        FROM g WHERE s.subject = g.subject AND s.period_start = g.period_start
        RETURNING 1
      )
      SELECT count(*) FROM h`),
  );
