import type { Config } from "../../config.ts";
import type { Schema } from "../../platform/operations.ts";

/** GET /api/hub/version: static between deployments, except the uptime. */
export type VersionInfo = Schema<"VersionInfo">;

export const buildInfo = (options: {
  config: Pick<Config, "env" | "releaseId">;
  serverVersion: string;
  apiVersion: string;
  startedAt: Date;
}): ((now?: number) => VersionInfo) => {
  const fixed = {
    status: "ok" as const,
    version: options.serverVersion,
    apiVersion: options.apiVersion,
    runtime: `node ${process.version}`,
    environment: options.config.env,
    releaseId: options.config.releaseId,
    startedAt: options.startedAt.toISOString(),
  };
  const started = options.startedAt.getTime();
  return (now = Date.now()) => ({ ...fixed, uptimeSeconds: Math.max(0, Math.floor((now - started) / 1000)) });
};
