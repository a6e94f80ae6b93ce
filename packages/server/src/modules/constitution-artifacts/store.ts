import {
  distance,
  type Evaluation,
  METRIC_KEYS,
  type Metrics,
  REGIMES,
  type RegimeId,
  SLIDER_KEYS,
  type SliderKey,
  type Sliders,
} from "@trustplane/governance-model";
import { type CommonQueryMethods, sql } from "slonik";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";

/** Constitution artifacts as stored (migration 0001). */

export type ArtifactRecord = {
  id: string;
  ownerId: string;
  handle: string;
  title: string;
  summary: string | null;
  tags: string[];
  sliders: Sliders;
  regimeId: RegimeId;
  metrics: Metrics;
  votes: number;
  comments: number;
  createdAt: string;
};

/** Slider and metric keys → their columns. */
const SLIDER_COLUMNS: Record<SliderKey, string> = {
  floor: "floor",
  ruleOfLaw: "rule_of_law",
  rotation: "rotation",
  transparency: "transparency",
  multiStatus: "multi_status",
  skinInGame: "skin_in_game",
  polycentricity: "polycentricity",
  positiveSum: "positive_sum",
};
const METRIC_COLUMNS: Record<(typeof METRIC_KEYS)[number], string> = {
  eliteFear: "elite_fear",
  intraConflict: "intra_conflict",
  resentment: "resentment",
  innovation: "innovation",
  stability: "stability",
  legitimacy: "legitimacy",
};

const column = (name: string) => sql.identifier(["a", name]);

/** Every column an artifact is read with (`a` the artifact, `h` its author's handle). */
const ARTIFACT_COLUMNS = sql.fragment`a.id, a.owner_id, h.handle, a.title, a.summary, a.tags, a.regime_id,
  a.created_at,
  ${sql.join(
    SLIDER_KEYS.map((key) => sql.fragment`${column(SLIDER_COLUMNS[key])}::int AS ${sql.identifier([`s_${key}`])}`),
    sql.fragment`, `,
  )},
  ${sql.join(
    METRIC_KEYS.map((key) => sql.fragment`${column(METRIC_COLUMNS[key])}::float8 AS ${sql.identifier([`m_${key}`])}`),
    sql.fragment`, `,
  )},
  (SELECT count(*)::int FROM constitution_artifact_votes v WHERE v.artifact_id = a.id) AS votes,
  (SELECT count(*)::int FROM constitution_artifact_comments c WHERE c.artifact_id = a.id) AS comments`;

const ARTIFACT_FROM = sql.fragment`constitution_artifacts a JOIN constitution_authors h ON h.user_id = a.owner_id`;

type StoredArtifact = {
  id: string;
  owner_id: string;
  handle: string;
  title: string;
  summary: string | null;
  tags: string[];
  regime_id: RegimeId;
  created_at: string;
  votes: number;
  comments: number;
} & Record<string, unknown>;

const toRecord = (row: StoredArtifact): ArtifactRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  handle: row.handle,
  title: row.title,
  summary: row.summary,
  tags: [...row.tags],
  sliders: Object.fromEntries(SLIDER_KEYS.map((key) => [key, row[`s_${key}`] as number])) as Sliders,
  regimeId: row.regime_id,
  metrics: Object.fromEntries(METRIC_KEYS.map((key) => [key, row[`m_${key}`] as number])) as Metrics,
  votes: row.votes,
  comments: row.comments,
  createdAt: new Date(row.created_at).toISOString(),
});

export type NewArtifact = {
  id: string;
  ownerId: string;
  title: string;
  summary: string | null;
  tags: string[];
  sliders: Sliders;
  evaluation: Evaluation;
};

export const insertArtifact = async (db: CommonQueryMethods, artifact: NewArtifact): Promise<void> => {
  const sliderColumns = SLIDER_KEYS.map((key) => sql.identifier([SLIDER_COLUMNS[key]]));
  const metricColumns = METRIC_KEYS.map((key) => sql.identifier([METRIC_COLUMNS[key]]));
  await db.query(sql.unsafe`
    INSERT INTO constitution_artifacts (id, owner_id, title, summary, tags, regime_id,
      ${sql.join(sliderColumns, sql.fragment`, `)}, ${sql.join(metricColumns, sql.fragment`, `)})
    VALUES (${artifact.id}, ${artifact.ownerId}, ${artifact.title}, ${artifact.summary},
      ${sql.array(artifact.tags, "text")}, ${artifact.evaluation.regime.id},
      ${sql.join(
        SLIDER_KEYS.map((key) => sql.fragment`${artifact.sliders[key]}`),
        sql.fragment`, `,
      )},
      ${sql.join(
        METRIC_KEYS.map((key) => sql.fragment`${String(artifact.evaluation.metrics[key])}::numeric`),
        sql.fragment`, `,
      )})`);
};

/** How many artifacts the user has published (and not deleted). */
export const countOwnArtifacts = async (db: CommonQueryMethods, ownerId: string): Promise<number> =>
  Number(await db.oneFirst(sql.unsafe`SELECT count(*) FROM constitution_artifacts WHERE owner_id = ${ownerId}`));

export const findArtifact = async (db: CommonQueryMethods, id: string): Promise<ArtifactRecord | undefined> => {
  const row = (await db.maybeOne(
    sql.unsafe`SELECT ${ARTIFACT_COLUMNS} FROM ${ARTIFACT_FROM} WHERE a.id = ${id}`,
  )) as StoredArtifact | null;
  return row ? toRecord(row) : undefined;
};

/** Whether the artifact exists (a cheap check before votes and comments). */
export const artifactExists = async (db: CommonQueryMethods, id: string): Promise<boolean> =>
  (await db.maybeOne(sql.unsafe`SELECT 1 FROM constitution_artifacts WHERE id = ${id}`)) !== null;

/** Newest first, optionally of one regime. */
export const listArtifacts = (
  db: CommonQueryMethods,
  page: PageQuery,
  regime: RegimeId | undefined,
): Promise<Page<ArtifactRecord>> =>
  fetchPage(db, {
    page,
    columns: ARTIFACT_COLUMNS,
    from: ARTIFACT_FROM,
    where: regime === undefined ? sql.fragment`TRUE` : sql.fragment`a.regime_id = ${regime}`,
    orderBy: "id",
    keyColumns: { id: sql.identifier(["a", "id"]) },
    map: (row: StoredArtifact) => toRecord(row),
  });

/**
 * The `limit` artifacts nearest to `of` by the model's distance, nearest first, newest first among
 * equals, `of` itself left out. The order is by the squared distance on the integer sliders (exact in
 * SQL); the distance answered is the model's own `distance` of the same two vectors.
 */
export const nearestArtifacts = async (
  db: CommonQueryMethods,
  of: ArtifactRecord,
  limit: number,
): Promise<{ distance: number; artifact: ArtifactRecord }[]> => {
  const squared = sql.join(
    SLIDER_KEYS.map(
      (key) =>
        sql.fragment`(${column(SLIDER_COLUMNS[key])}::int - ${of.sliders[key]}) * (${column(SLIDER_COLUMNS[key])}::int - ${of.sliders[key]})`,
    ),
    sql.fragment` + `,
  );
  const rows = (await db.any(sql.unsafe`
    SELECT ${ARTIFACT_COLUMNS} FROM ${ARTIFACT_FROM}
    WHERE a.id <> ${of.id}
    ORDER BY (${squared}) ASC, a.id DESC
    LIMIT ${limit}`)) as readonly StoredArtifact[];
  return rows.map((row) => {
    const artifact = toRecord(row);
    return { distance: distance(of.sliders, artifact.sliders), artifact };
  });
};

export type RegimeStats = { regimeId: RegimeId; count: number; averageMetrics: Metrics | null };

/**
 * Per regime of the model, in its order, with a count of 0 and no averages where there is none: read from
 * the running totals a trigger keeps (migration 0002), not by aggregating every artifact.
 */
export const regimeStats = async (db: CommonQueryMethods): Promise<RegimeStats[]> => {
  const rows = (await db.any(sql.unsafe`
    SELECT regime_id, count,
      ${sql.join(
        METRIC_KEYS.map(
          (key) =>
            sql.fragment`round(${sql.identifier([METRIC_COLUMNS[key]])} / count, 1)::float8 AS ${sql.identifier([key])}`,
        ),
        sql.fragment`, `,
      )}
    FROM constitution_regime_totals WHERE count > 0`)) as readonly ({ regime_id: string; count: number } & Record<
    string,
    number
  >)[];
  const byRegime = new Map(rows.map((row) => [row.regime_id, row]));
  return REGIMES.map(({ id }) => {
    const row = byRegime.get(id);
    return {
      regimeId: id,
      count: row?.count ?? 0,
      averageMetrics: row ? (Object.fromEntries(METRIC_KEYS.map((key) => [key, row[key]!])) as Metrics) : null,
    };
  });
};

/** Deletes the owner's artifact (votes and comments go with it); false when none of theirs has the id. */
export const deleteOwnArtifact = async (db: CommonQueryMethods, id: string, ownerId: string): Promise<boolean> =>
  (await db.query(sql.unsafe`DELETE FROM constitution_artifacts WHERE id = ${id} AND owner_id = ${ownerId}`)).rowCount >
  0;
