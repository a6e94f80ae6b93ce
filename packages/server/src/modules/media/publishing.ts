import { type DatabasePool, type DatabaseTransactionConnection, sql } from "slonik";
import type { ProblemFieldError } from "../../http/problem.ts";
import {
  type MediaStatus,
  newTrackId,
  newVideoId,
  TRACK_COLUMNS,
  type TrackRow,
  VIDEO_COLUMNS,
  type VideoRow,
} from "./catalog.ts";
import { adminTrackView, adminVideoView } from "./presenters.ts";
import { mediaProblems } from "./problems.ts";

/**
 * The operators' writes (openapi/media.yaml, /api/media/admin/...): create, edit, publish, unpublish and
 * delete videos and tracks. Each change is one transaction with its record in `media_changes` (who, when,
 * what: the item as made or as deleted, or each changed field from and to), as role_changes records roles.
 */

type Value = string | number | null;

/** An editable field: its name in the API and its column. */
type Field = { api: string; column: string };

type Kind<Row> = {
  table: "media_videos" | "media_tracks";
  columns: ReturnType<typeof sql.fragment>;
  fields: readonly Field[];
  newId: () => string;
  /** The item as the audit keeps it: the operators' view. */
  snapshot: (row: Row) => unknown;
};

const field = (api: string, column: string): Field => ({ api, column });

const VIDEO: Kind<VideoRow> = {
  table: "media_videos",
  columns: VIDEO_COLUMNS,
  fields: [
    field("title", "title"),
    field("description", "description"),
    field("durationSeconds", "duration_seconds"),
    field("videoUrl", "video_url"),
    field("thumbnailUrl", "thumbnail_url"),
  ],
  newId: newVideoId,
  snapshot: adminVideoView,
};

const TRACK: Kind<TrackRow> = {
  table: "media_tracks",
  columns: TRACK_COLUMNS,
  fields: [
    field("title", "title"),
    field("artist", "artist"),
    field("description", "description"),
    field("durationSeconds", "duration_seconds"),
    field("audioUrl", "audio_url"),
    field("coverUrl", "cover_url"),
  ],
  newId: newTrackId,
  snapshot: adminTrackView,
};

/** The URL fields: `https://`, a host, no credentials (the contract has checked the shape and length). */
const URL_FIELDS = ["videoUrl", "thumbnailUrl", "audioUrl", "coverUrl"] as const;

/** What the authority of `https://authority/...` is, as written (WHATWG's parser would repair `https:///x`). */
const AUTHORITY = /^https:\/\/([^/?#]*)/;

const urlProblem = (value: string): string | undefined => {
  const authority = AUTHORITY.exec(value)?.[1] ?? "";
  if (authority === "") return "must name a host right after https://";
  if (authority.includes("@")) return "must not carry credentials (user:password@)";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "is not a valid absolute URL";
  }
  if (url.protocol !== "https:" || url.hostname === "") return "is not an https: URL with a host";
  return undefined;
};

/** 400 `media-invalid-url` naming every URL field of the body that is not an https: URL with a host. */
export const checkUrls = (body: Record<string, unknown>): void => {
  const errors: ProblemFieldError[] = [];
  for (const name of URL_FIELDS) {
    const value = body[name];
    if (typeof value !== "string") continue;
    const problem = urlProblem(value);
    if (problem) errors.push({ path: `/body/${name}`, message: problem });
  }
  if (errors.length > 0) throw mediaProblems.invalidUrl(errors);
};

type Action = "create" | "update" | "publish" | "unpublish" | "delete";

const audit = async (
  tx: DatabaseTransactionConnection,
  itemId: string,
  action: Action,
  actorId: string,
  changes: unknown,
): Promise<void> => {
  await tx.query(sql.unsafe`
    INSERT INTO media_changes (item_id, action, actor_id, changes)
    VALUES (${itemId}, ${action}, ${actorId}, ${JSON.stringify(changes)}::jsonb)`);
};

/** What the request body gives for the kind's fields (the contract has checked their types). */
type Fields = Record<string, Value | undefined>;

const create = <Row extends { id: string }>(
  kind: Kind<Row>,
  db: DatabasePool,
  input: Fields & { status?: MediaStatus },
  actorId: string,
): Promise<Row> =>
  db.transaction(async (tx) => {
    const status = input.status ?? "draft";
    const given = kind.fields.filter((f) => input[f.api] !== undefined);
    const row = (await tx.one(sql.unsafe`
      INSERT INTO ${sql.identifier([kind.table])}
        (id, status, published_at, ${sql.join(
          given.map((f) => sql.identifier([f.column])),
          sql.fragment`, `,
        )})
      VALUES (${kind.newId()}, ${status}, ${status === "published" ? sql.fragment`now()` : sql.fragment`NULL`},
        ${sql.join(
          given.map((f) => input[f.api] ?? null),
          sql.fragment`, `,
        )})
      RETURNING ${kind.columns}`)) as Row;
    await audit(tx, row.id, "create", actorId, kind.snapshot(row));
    return row;
  });

/**
 * Change the given fields (and status). The row is locked while the change is worked out, so two
 * operators' edits apply one after the other and each audit record says what its edit changed. A
 * request that changes nothing writes nothing.
 */
const update = <Row extends { id: string; status: MediaStatus }>(
  kind: Kind<Row>,
  db: DatabasePool,
  id: string,
  patch: Fields & { status?: MediaStatus },
  actorId: string,
): Promise<Row | null> =>
  db.transaction(async (tx) => {
    const before = (await tx.maybeOne(sql.unsafe`
      SELECT ${kind.columns} FROM ${sql.identifier([kind.table])} WHERE id = ${id} FOR UPDATE`)) as Row | null;
    if (!before) return null;
    const old = before as unknown as Record<string, Value>;
    const changes: Record<string, { from: Value; to: Value }> = {};
    const changed: Field[] = [];
    for (const f of kind.fields) {
      const to = patch[f.api];
      if (to === undefined || to === old[f.column]) continue;
      changes[f.api] = { from: old[f.column] ?? null, to };
      changed.push(f);
    }
    const status = patch.status ?? before.status;
    if (status !== before.status) changes.status = { from: before.status, to: status };
    if (Object.keys(changes).length === 0) return before;
    const sets = [
      ...changed.map((f) => sql.fragment`${sql.identifier([f.column])} = ${patch[f.api] ?? null}`),
      sql.fragment`status = ${status}`,
      // The first publication's time is kept: an item published again keeps its place in the public list.
      sql.fragment`published_at = CASE WHEN ${status}::text = 'published' THEN coalesce(published_at, now()) ELSE published_at END`,
      sql.fragment`updated_at = now()`,
    ];
    const row = (await tx.one(sql.unsafe`
      UPDATE ${sql.identifier([kind.table])} SET ${sql.join(sets, sql.fragment`, `)}
      WHERE id = ${id} RETURNING ${kind.columns}`)) as Row;
    const action: Action = status === before.status ? "update" : status === "published" ? "publish" : "unpublish";
    await audit(tx, id, action, actorId, changes);
    return row;
  });

/** Delete the item (a track's play records with it); false when there is none. */
const remove = <Row extends { id: string }>(
  kind: Kind<Row>,
  db: DatabasePool,
  id: string,
  actorId: string,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const row = (await tx.maybeOne(sql.unsafe`
      DELETE FROM ${sql.identifier([kind.table])} WHERE id = ${id} RETURNING ${kind.columns}`)) as Row | null;
    if (!row) return false;
    await audit(tx, id, "delete", actorId, kind.snapshot(row));
    return true;
  });

export type VideoFields = {
  title?: string;
  description?: string;
  durationSeconds?: number;
  videoUrl?: string;
  thumbnailUrl?: string | null;
  status?: MediaStatus;
};

export type TrackFields = {
  title?: string;
  artist?: string;
  description?: string;
  durationSeconds?: number;
  audioUrl?: string;
  coverUrl?: string | null;
  status?: MediaStatus;
};

export const createVideo = (db: DatabasePool, input: VideoFields, actorId: string) => create(VIDEO, db, input, actorId);
export const updateVideo = (db: DatabasePool, id: string, patch: VideoFields, actorId: string) =>
  update(VIDEO, db, id, patch, actorId);
export const deleteVideo = (db: DatabasePool, id: string, actorId: string) => remove(VIDEO, db, id, actorId);

export const createTrack = (db: DatabasePool, input: TrackFields, actorId: string) => create(TRACK, db, input, actorId);
export const updateTrack = (db: DatabasePool, id: string, patch: TrackFields, actorId: string) =>
  update(TRACK, db, id, patch, actorId);
export const deleteTrack = (db: DatabasePool, id: string, actorId: string) => remove(TRACK, db, id, actorId);
