import { type CommonQueryMethods, type DatabasePool, type FragmentSqlToken, sql } from "slonik";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { idMinter } from "../../ids.ts";
import { fetchPage, type KeysetColumns, keysetCondition } from "../../persistence/pages.ts";
import type { Schema } from "../../platform/operations.ts";
import { trackView, videoView } from "./presenters.ts";

/**
 * Videos and tracks (tables `media_videos`, `media_tracks`, migrations 0001 and 0002): the public reads
 * (published only) and the operators' (drafts too). The operators' writes are publishing.ts's.
 */

export const MEDIA_ID_PREFIXES = { "media-video": "mvd", "media-track": "mtr" } as const;
export const newVideoId = idMinter(MEDIA_ID_PREFIXES["media-video"]);
export const newTrackId = idMinter(MEDIA_ID_PREFIXES["media-track"]);

export type MediaStatus = "draft" | "published";

export type VideoRow = {
  id: string;
  title: string;
  description: string;
  duration_seconds: number;
  video_url: string;
  thumbnail_url: string | null;
  status: MediaStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};

export type TrackRow = {
  id: string;
  title: string;
  artist: string;
  description: string;
  duration_seconds: number;
  audio_url: string;
  cover_url: string | null;
  plays: bigint;
  status: MediaStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};

export const VIDEO_COLUMNS = sql.fragment`id, title, description, duration_seconds, video_url, thumbnail_url, status,
  published_at, created_at, updated_at`;
export const TRACK_COLUMNS = sql.fragment`id, title, artist, description, duration_seconds, audio_url, cover_url, plays,
  status, published_at, created_at, updated_at`;

type Table = "media_videos" | "media_tracks";

const PUBLISHED = sql.fragment`status = 'published'`;
/** The public lists' order: newest published first (published_at is kept when an item is unpublished). */
const PUBLIC_ORDER: KeysetColumns = { createdAt: sql.identifier(["published_at"]) };

/** A page of a public list: the cursor envelope, and the `limit` and `offset` the list always answered. */
export type PublicPage<T> = Page<T> & { limit: number; offset: number };

/**
 * One page of a public list, by cursor or (never both, the route checks) by offset. With a cursor,
 * `offset` is how many published items now come before the page.
 */
const publicPage = async <Row extends Record<string, unknown>, Item>(
  db: CommonQueryMethods,
  table: Table,
  columns: FragmentSqlToken,
  map: (row: Row) => Item,
  page: PageQuery,
  offset: number | undefined,
): Promise<PublicPage<Item>> => {
  const from = sql.fragment`${sql.identifier([table])}`;
  const found = await fetchPage(db, {
    page,
    columns,
    from,
    where: PUBLISHED,
    orderBy: "created_at",
    keyColumns: PUBLIC_ORDER,
    offset,
    map,
  });
  let before = offset ?? 0;
  if (page.cursor !== undefined) {
    const rest = Number(
      await db.oneFirst(sql.unsafe`
        SELECT count(*) FROM ${from} WHERE ${PUBLISHED} AND ${keysetCondition(page.cursor, "created_at", PUBLIC_ORDER)}`),
    );
    before = Math.max(0, found.total - rest);
  }
  return { ...found, limit: page.limit, offset: before };
};

export const listPublishedVideos = (db: CommonQueryMethods, page: PageQuery, offset: number | undefined) =>
  publicPage(db, "media_videos", VIDEO_COLUMNS, videoView, page, offset);

export const listPublishedTracks = (db: CommonQueryMethods, page: PageQuery, offset: number | undefined) =>
  publicPage(db, "media_tracks", TRACK_COLUMNS, trackView, page, offset);

/** The operators' lists: every item (or those in `status`), newest first by creation. */
export const listAllVideos = (db: CommonQueryMethods, page: PageQuery, status: MediaStatus | undefined) =>
  fetchPage(db, {
    page,
    columns: VIDEO_COLUMNS,
    from: sql.fragment`media_videos`,
    where: status === undefined ? sql.fragment`TRUE` : sql.fragment`status = ${status}`,
    orderBy: "created_at",
    map: (row: VideoRow) => row,
  });

export const listAllTracks = (db: CommonQueryMethods, page: PageQuery, status: MediaStatus | undefined) =>
  fetchPage(db, {
    page,
    columns: TRACK_COLUMNS,
    from: sql.fragment`media_tracks`,
    where: status === undefined ? sql.fragment`TRUE` : sql.fragment`status = ${status}`,
    orderBy: "created_at",
    map: (row: TrackRow) => row,
  });

/** A video by id: any (the operators'), or only a published one (the public's). */
export const findVideo = async (
  db: CommonQueryMethods,
  id: string,
  visible: "published" | "any",
): Promise<VideoRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT ${VIDEO_COLUMNS} FROM media_videos
    WHERE id = ${id} AND ${visible === "published" ? PUBLISHED : sql.fragment`TRUE`}`)) as VideoRow | null;

/** A track by id: any (the operators'), or only a published one (the public's). */
export const findTrack = async (
  db: CommonQueryMethods,
  id: string,
  visible: "published" | "any",
): Promise<TrackRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT ${TRACK_COLUMNS} FROM media_tracks
    WHERE id = ${id} AND ${visible === "published" ? PUBLISHED : sql.fragment`TRUE`}`)) as TrackRow | null;

export type VideoInput = {
  title: string;
  description?: string;
  durationSeconds: number;
  videoUrl: string;
  thumbnailUrl?: string | null;
};

export type TrackInput = {
  title: string;
  artist: string;
  description?: string;
  durationSeconds: number;
  audioUrl: string;
  coverUrl?: string | null;
};

/**
 * Publish a video directly: the development seed and tests. Operators add theirs through the API
 * (publishing.ts), which audits them.
 */
export const insertVideo = async (db: CommonQueryMethods, input: VideoInput): Promise<Schema<"MediaVideo">> =>
  videoView(
    (await db.one(sql.unsafe`
      INSERT INTO media_videos (id, title, description, duration_seconds, video_url, thumbnail_url, status, published_at)
      VALUES (${newVideoId()}, ${input.title}, ${input.description ?? ""}, ${input.durationSeconds},
        ${input.videoUrl}, ${input.thumbnailUrl ?? null}, 'published', now())
      RETURNING ${VIDEO_COLUMNS}`)) as VideoRow,
  );

/** Publish a track directly: the development seed and tests (as insertVideo). */
export const insertTrack = async (db: CommonQueryMethods, input: TrackInput): Promise<Schema<"MediaTrack">> =>
  trackView(
    (await db.one(sql.unsafe`
      INSERT INTO media_tracks (id, title, artist, description, duration_seconds, audio_url, cover_url, status, published_at)
      VALUES (${newTrackId()}, ${input.title}, ${input.artist}, ${input.description ?? ""}, ${input.durationSeconds},
        ${input.audioUrl}, ${input.coverUrl ?? null}, 'published', now())
      RETURNING ${TRACK_COLUMNS}`)) as TrackRow,
  );

/** The development seeder's transaction-scoped advisory lock: (70070011, hashtext('media')). */
const SEED_LOCK_NAMESPACE = 70_070_011;

const CDN = "https://media.trustplane.dev";

const SEED_VIDEOS: VideoInput[] = [
  {
    title: "Signing a document in sixty seconds",
    description: "Register a work, sign its certificate with your Ed25519 key and verify it offline.",
    durationSeconds: 64,
    videoUrl: `${CDN}/videos/signing-in-sixty-seconds.mp4`,
    thumbnailUrl: `${CDN}/videos/signing-in-sixty-seconds.jpg`,
  },
  {
    title: "Wallets and P2P transfers",
    description: "Open a KZT wallet, fund it through the hosted checkout and send money to a friend.",
    durationSeconds: 185,
    videoUrl: `${CDN}/videos/wallets-and-transfers.mp4`,
    thumbnailUrl: `${CDN}/videos/wallets-and-transfers.jpg`,
  },
  {
    title: "Opening theory with the coach",
    description: "Start a coaching session from a position and review the plans it suggests.",
    durationSeconds: 742,
    videoUrl: `${CDN}/videos/opening-theory-with-the-coach.mp4`,
    thumbnailUrl: null,
  },
];

const SEED_TRACKS: TrackInput[] = [
  {
    title: "Night Train",
    artist: "The Ledger Lines",
    description: "Piano sketch in D minor.",
    durationSeconds: 214,
    audioUrl: `${CDN}/tracks/night-train.mp3`,
    coverUrl: `${CDN}/tracks/night-train.jpg`,
  },
  {
    title: "Steppe Wind",
    artist: "Aigerim Sadykova",
    description: "Dombra and strings.",
    durationSeconds: 263,
    audioUrl: `${CDN}/tracks/steppe-wind.mp3`,
    coverUrl: null,
  },
  {
    title: "Zugzwang",
    artist: "Blitz Quartet",
    description: "",
    durationSeconds: 178,
    audioUrl: `${CDN}/tracks/zugzwang.mp3`,
    coverUrl: `${CDN}/tracks/zugzwang.jpg`,
  },
];

/**
 * Development only: a few videos and tracks, so the public lists are not empty on a fresh start.
 * Seeds each table only while it is empty (one seeder at a time across instances starting together).
 * @returns how many rows were added.
 */
export const seedDevelopmentMedia = (db: DatabasePool): Promise<number> =>
  db.transaction(async (tx) => {
    await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${SEED_LOCK_NAMESPACE}::int, hashtext('media'))`);
    let added = 0;
    if (!(await tx.exists(sql.unsafe`SELECT 1 FROM media_videos`))) {
      for (const video of SEED_VIDEOS) await insertVideo(tx, video);
      added += SEED_VIDEOS.length;
    }
    if (!(await tx.exists(sql.unsafe`SELECT 1 FROM media_tracks`))) {
      for (const track of SEED_TRACKS) await insertTrack(tx, track);
      added += SEED_TRACKS.length;
    }
    return added;
  });
