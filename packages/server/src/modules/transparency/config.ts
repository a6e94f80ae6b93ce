import { type Env, integer, type SettingDoc, setting, text } from "../../env.ts";
import { secretKeyFromEnv } from "../../sealing/seal.ts";
import { checkKeyName } from "./note.ts";
import { parseWitnesses, type Witness } from "./witness-config.ts";

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

const TRANSPARENCY_WITNESSES = setting<Witness[]>({
  name: "TRANSPARENCY_WITNESSES",
  format: "`<name> <vkey> <url>` per witness, separated by newlines or commas",
  default: "—",
  description:
    "the witnesses asked to cosign each checkpoint (C2SP `tlog-witness`), each as a C2SP `tlog-policy` `witness` line (the word `witness` first is optional): a short name (a letter, then letters, digits or `_`: its label in metrics and logs), its cosignature verifier key (`<key name>+<key hash>+<base64 of 0x04 and the Ed25519 key>`, C2SP `tlog-cosignature`) and its submission prefix (`https://…`, to which `/add-checkpoint` is added); their cosignatures are served with the checkpoint. Witnesses on non-public addresses also need `OUTBOUND_ALLOW_PRIVATE`",
  read: (env) => parseWitnesses(env.TRANSPARENCY_WITNESSES ?? ""),
});

const TRANSPARENCY_WITNESS_TIMEOUT_MS = integer("TRANSPARENCY_WITNESS_TIMEOUT_MS", {
  default: 5000,
  min: 100,
  description:
    "how long one request to a witness may take in all (connecting, the answer's headers and body); a witness that is slow or down never delays integration or checkpoints, only its own cosignature",
});

const TRANSPARENCY_WITNESS_RETRY_MAX_MS = integer("TRANSPARENCY_WITNESS_RETRY_MAX_MS", {
  default: 300_000,
  min: 10,
  description:
    "the longest a witness that failed waits before it is asked again: the wait starts at 1 s (or this, if smaller) and doubles with each failure in a row",
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
  TRANSPARENCY_WITNESSES,
  TRANSPARENCY_WITNESS_TIMEOUT_MS,
  TRANSPARENCY_WITNESS_RETRY_MAX_MS,
];

export type TransparencyConfig = {
  /** The log key's 32-byte seed (read on first use: development writes it to DATA_DIR then). */
  seed: () => Buffer;
  /** The configured origin; unset, the server's host and `/log` (logOrigin). */
  origin: string | undefined;
  integrateIntervalMs: number;
  /** The witnesses asked to cosign each checkpoint (none: no witnessing). */
  witnesses: readonly Witness[];
  witnessTimeoutMs: number;
  witnessRetryMaxMs: number;
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
    witnesses: TRANSPARENCY_WITNESSES.read(env),
    witnessTimeoutMs: TRANSPARENCY_WITNESS_TIMEOUT_MS.read(env),
    witnessRetryMaxMs: TRANSPARENCY_WITNESS_RETRY_MAX_MS.read(env),
  };
};
