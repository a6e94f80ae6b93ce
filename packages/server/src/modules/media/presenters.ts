import type { Schema } from "../../platform/operations.ts";
import type { TrackRow, VideoRow } from "./catalog.ts";

/** The public shape: only published rows are shown to the public, so `published_at` is set. */
export const videoView = (row: VideoRow): Schema<"MediaVideo"> => ({
  id: row.id,
  title: row.title,
  description: row.description,
  durationSeconds: row.duration_seconds,
  videoUrl: row.video_url,
  thumbnailUrl: row.thumbnail_url,
  publishedAt: row.published_at ?? row.created_at,
  createdAt: row.created_at,
});

export const trackView = (row: TrackRow): Schema<"MediaTrack"> => ({
  id: row.id,
  title: row.title,
  artist: row.artist,
  description: row.description,
  durationSeconds: row.duration_seconds,
  audioUrl: row.audio_url,
  coverUrl: row.cover_url,
  plays: Number(row.plays),
  publishedAt: row.published_at ?? row.created_at,
  createdAt: row.created_at,
});

/** What operators see: drafts too, with the status, when it was first published and last changed. */
export const adminVideoView = (row: VideoRow): Schema<"MediaAdminVideo"> => ({
  ...videoView(row),
  status: row.status,
  publishedAt: row.published_at,
  updatedAt: row.updated_at,
});

export const adminTrackView = (row: TrackRow): Schema<"MediaAdminTrack"> => ({
  ...trackView(row),
  status: row.status,
  publishedAt: row.published_at,
  updatedAt: row.updated_at,
});
