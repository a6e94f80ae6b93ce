import { type Env, integer, type SettingDoc, text } from "../../env.ts";
import { secretKeyFromEnv } from "../../sealing/seal.ts";
import { checkKeyName } from "./note.ts";

const TRANSPARENCY_LOG_ORIGIN = text("TRANSPARENCY_LOG_ORIGIN", {
  format: "a signed-note key name (no spaces or `+`)",
  description:
    "the transparency log's origin, the first line of its checkpoints and its key's name (default: the host of `PUBLIC_BASE_URL` and `/log`, e.g. `api.example.com/log`); a new `TRANSPARENCY_LOG_KEY` needs a new origin, which starts a new log",
});

const TRANSPARENCY_INTEGRATE_INTERVAL_MS = integer("TRANSPARENCY_INTEGRATE_INTERVAL_MS", {
  default: 250,
  min: 10,
  description:
    "how often each instance looks for entries sequenced since the last checkpoint, adds them to the tree and signs a new checkpoint (one instance at a time does it)",
});

export const TRANSPARENCY_SETTINGS: readonly SettingDoc[] = [
  {
    name: "TRANSPARENCY_LOG_KEY",
    format: "32 bytes in base64",
    default: "generated",
    description:
      "the seed of the transparency log's Ed25519 key, which signs its checkpoints (`openssl rand -base64 32`); required in production; in development one is generated on first use and kept in `DATA_DIR/transparency-log-key`",
  },
  TRANSPARENCY_LOG_ORIGIN,
  TRANSPARENCY_INTEGRATE_INTERVAL_MS,
];

export type TransparencyConfig = {
  /** The log key's 32-byte seed (read on first use: development writes it to DATA_DIR then). */
  seed: () => Buffer;
  /** The configured origin; unset, the server's host and `/log` (logOrigin). */
  origin: string | undefined;
  integrateIntervalMs: number;
};

/** The log's origin: the configured one, or the host of the server's public address and `/log`. */
export const logOrigin = (config: TransparencyConfig, publicBaseUrl: string): string => {
  const origin = config.origin ?? `${new URL(publicBaseUrl).host}/log`;
  try {
    return checkKeyName(origin);
  } catch {
    throw new Error(`TRANSPARENCY_LOG_ORIGIN must be a signed-note key name (no spaces or "+"), got "${origin}"`);
  }
};

export const transparencyConfigFromEnv = (env: Env): TransparencyConfig => {
  const key = secretKeyFromEnv(env, {
    variable: "TRANSPARENCY_LOG_KEY",
    developmentFile: "transparency-log-key",
    label: "trustplane transparency log key",
  });
  return {
    seed: () => key().key,
    origin: TRANSPARENCY_LOG_ORIGIN.read(env),
    integrateIntervalMs: TRANSPARENCY_INTEGRATE_INTERVAL_MS.read(env),
  };
};
