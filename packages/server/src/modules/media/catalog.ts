import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { idMinter } from "../../ids.ts";
import type { Schema } from "../../platform/operations.ts";
import { trackView, videoView } from "./presenters.ts";

/** Published videos and tracks (tables `media_videos`, `media_tracks`, migration 0001). */

export const MEDIA_ID_PREFIXES = { "media-video": "mvd", "media-track": "mtr" } as const;
const newVideoId = idMinter(MEDIA_ID_PREFIXES["media-video"]);
const newTrackId = idMinter(MEDIA_ID_PREFIXES["media-track"]);

export type VideoRow = {
  id: string;
  title: string;
  description: string;
  duration_seconds: number;
  video_url: string;
  thumbnail_url: string | null;
  created_at: string;
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
  created_at: string;
};

const VIDEO_COLUMNS = sql.fragment`id, title, description, duration_seconds, video_url, thumbnail_url, created_at`;
const TRACK_COLUMNS = sql.fragment`id, title, artist, description, duration_seconds, audio_url, cover_url, plays, created_at`;

export type OffsetPage<T> = { items: T[]; total: number; limit: number; offset: number };

/** Newest first, `limit` rows from `offset` (both already bounded by the contract), and the total. */
const offsetPage = async <Row, Item>(
  db: CommonQueryMethods,
  table: "media_videos" | "media_tracks",
  columns: ReturnType<typeof sql.fragment>,
  map: (row: Row) => Item,
  limit: number,
  offset: number,
): Promise<OffsetPage<Item>> => {
  const from = sql.identifier([table]);
  const rows = (await db.any(sql.unsafe`
    SELECT ${columns} FROM ${from} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`)) as readonly Row[];
  const total = Number(await db.oneFirst(sql.unsafe`SELECT count(*) FROM ${from}`));
  return { items: rows.map(map), total, limit, offset };
};

export const listVideos = (db: CommonQueryMethods, limit: number, offset: number) =>
  offsetPage(db, "media_videos", VIDEO_COLUMNS, videoView, limit, offset);

export const listTracks = (db: CommonQueryMethods, limit: number, offset: number) =>
  offsetPage(db, "media_tracks", TRACK_COLUMNS, trackView, limit, offset);

export const findTrack = async (db: CommonQueryMethods, id: string): Promise<Schema<"MediaTrack"> | null> => {
  const row = (await db.maybeOne(
    sql.unsafe`SELECT ${TRACK_COLUMNS} FROM media_tracks WHERE id = ${id}`,
  )) as TrackRow | null;
  return row ? trackView(row) : null;
};

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

/** Publish a video (the development seed and tests; there is no publishing route yet). */
export const insertVideo = async (db: CommonQueryMethods, input: VideoInput): Promise<Schema<"MediaVideo">> =>
  videoView(
    (await db.one(sql.unsafe`
      INSERT INTO media_videos (id, title, description, duration_seconds, video_url, thumbnail_url)
      VALUES (${newVideoId()}, ${input.title}, ${input.description ?? ""}, ${input.durationSeconds},
        ${input.videoUrl}, ${input.thumbnailUrl ?? null})
      RETURNING ${VIDEO_COLUMNS}`)) as VideoRow,
  );

/** Publish a track (the development seed and tests; there is no publishing route yet). */
export const insertTrack = async (db: CommonQueryMethods, input: TrackInput): Promise<Schema<"MediaTrack">> =>
  trackView(
    (await db.one(sql.unsafe`
      INSERT INTO media_tracks (id, title, artist, description, duration_seconds, audio_url, cover_url)
      VALUES (${newTrackId()}, ${input.title}, ${input.artist}, ${input.description ?? ""}, ${input.durationSeconds},
        ${input.audioUrl}, ${input.coverUrl ?? null})
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
