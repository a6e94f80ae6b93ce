import type { Schema } from "../../platform/operations.ts";
import type { TrackRow, VideoRow } from "./catalog.ts";

export const videoView = (row: VideoRow): Schema<"MediaVideo"> => ({
  id: row.id,
  title: row.title,
  description: row.description,
  durationSeconds: row.duration_seconds,
  videoUrl: row.video_url,
  thumbnailUrl: row.thumbnail_url,
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
  createdAt: row.created_at,
});
