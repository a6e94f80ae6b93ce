import type { Metrics, RegimeId, Sliders } from "@trustplane/governance-model";
import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { lockForTransaction } from "../../db/advisory-lock.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { scenarioView } from "./presenters.ts";

/** A saved scenario as the API shows it (openapi/constitution.yaml, ConstitutionScenario). */
export type Scenario = {
  id: string;
  title: string;
  sliders: Sliders;
  regime: { id: RegimeId; name: string };
  metrics: Metrics;
  tags: string[];
  createdAt: string;
};

const ISO_MS = sql.fragment`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export type ScenarioRow = {
  id: string;
  title: string;
  sliders: Sliders;
  regime_id: RegimeId;
  metrics: Metrics;
  tags: string[];
  created_at: string;
};

const COLUMNS = sql.fragment`
  id, title, sliders, regime_id, metrics, tags, to_char(created_at AT TIME ZONE 'UTC', ${ISO_MS}) AS created_at`;

/**
 * Saves a scenario unless the user already has `max`: the user's scenarios are counted under a
 * transaction-scoped advisory lock on the user, so two saves at once cannot both take the last place.
 */
export const insertScenario = (
  db: DatabasePool,
  scenario: Omit<Scenario, "createdAt"> & { userId: string },
  max: number,
): Promise<Scenario | "quota-exceeded"> =>
  db.transaction(async (tx) => {
    await lockForTransaction(tx, `constitution:scenarios:${scenario.userId}`);
    const saved = Number(
      await tx.oneFirst(sql.unsafe`SELECT count(*) FROM constitution_scenarios WHERE user_id = ${scenario.userId}`),
    );
    if (saved >= max) return "quota-exceeded";
    const row = (await tx.one(sql.unsafe`
      INSERT INTO constitution_scenarios (id, user_id, title, sliders, regime_id, metrics, tags)
      VALUES (${scenario.id}, ${scenario.userId}, ${scenario.title}, ${sql.jsonb(scenario.sliders)},
              ${scenario.regime.id}, ${sql.jsonb(scenario.metrics)}, ${sql.jsonb(scenario.tags)})
      RETURNING ${COLUMNS}`)) as ScenarioRow;
    return scenarioView(row);
  });

export const listScenarios = (db: CommonQueryMethods, userId: string, page: PageQuery): Promise<Page<Scenario>> =>
  fetchPage(db, {
    page,
    columns: COLUMNS,
    from: sql.fragment`constitution_scenarios`,
    where: sql.fragment`user_id = ${userId}`,
    orderBy: "id",
    map: scenarioView,
  });

/** The user's scenario of this id, or undefined (someone else's included). */
export const findScenario = async (
  db: CommonQueryMethods,
  userId: string,
  id: string,
): Promise<Scenario | undefined> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM constitution_scenarios WHERE id = ${id} AND user_id = ${userId}`)) as ScenarioRow | null;
  return row ? scenarioView(row) : undefined;
};

/** Deletes one of the user's scenarios; false when the user has none of this id. */
export const deleteScenario = async (db: CommonQueryMethods, userId: string, id: string): Promise<boolean> =>
  (await db.maybeOneFirst(sql.unsafe`
    DELETE FROM constitution_scenarios WHERE id = ${id} AND user_id = ${userId} RETURNING id`)) !== null;

export const countScenarios = async (db: CommonQueryMethods, userId: string): Promise<number> =>
  Number(await db.oneFirst(sql.unsafe`SELECT count(*) FROM constitution_scenarios WHERE user_id = ${userId}`));

export type UsageKind = "ai-suggestion" | "pdf";

/** Today's UTC date as `YYYY-MM-DD`, and the next 00:00 UTC (when daily quotas reset). */
export const utcDay = (now = new Date()): { day: string; resetAt: Date } => {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { day: new Date(start).toISOString().slice(0, 10), resetAt: new Date(start + 86_400_000) };
};

/**
 * Counts one use of today's `kind` for the user, unless it would pass `limit`: one upsert whose update
 * only applies below the limit, so concurrent requests (on any instance) never count past it. True when
 * counted.
 */
export const takeDailyUse = async (
  db: CommonQueryMethods,
  userId: string,
  kind: UsageKind,
  day: string,
  limit: number,
): Promise<boolean> => {
  if (limit <= 0) return false;
  const counted = await db.maybeOneFirst(sql.unsafe`
    INSERT INTO constitution_usage AS u (user_id, kind, day, used) VALUES (${userId}, ${kind}, ${day}::date, 1)
    ON CONFLICT (user_id, kind, day) DO UPDATE SET used = u.used + 1 WHERE u.used < ${limit}
    RETURNING used`);
  return counted !== null;
};

/** Today's uses of each kind for the user. */
export const dailyUsage = async (
  db: CommonQueryMethods,
  userId: string,
  day: string,
): Promise<Record<UsageKind, number>> => {
  const rows = (await db.any(sql.unsafe`
    SELECT kind, used FROM constitution_usage WHERE user_id = ${userId} AND day = ${day}::date`)) as readonly {
    kind: UsageKind;
    used: number;
  }[];
  const usage: Record<UsageKind, number> = { "ai-suggestion": 0, pdf: 0 };
  for (const row of rows) usage[row.kind] = row.used;
  return usage;
};
