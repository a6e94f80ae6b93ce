// Public surface of the transparency module: other modules import from here only.
import { createOutboundClient, type OutboundClient } from "../../outbound/client.ts";
import { defineModule } from "../../platform/module.ts";
import { type EntrySource, storedEntrySource } from "../../transparency/sources.ts";
import { logOrigin, TRANSPARENCY_SETTINGS, type TransparencyConfig, transparencyConfigFromEnv } from "./config.ts";
import { startIntegrator } from "./integrator.ts";
import { transparencyMetrics } from "./metrics.ts";
import { keyPairOfSeed, verifierKey } from "./note.ts";
import { transparencyOperations } from "./operations.ts";
import { type Log, openCurrentLog } from "./store.ts";
import { startWitnessing } from "./witnessing.ts";

export type TransparencyService = {
  /** The current log's origin and verifier key (once the server is ready). */
  identity: () => { origin: string; verifierKey: string };
  /**
   * Where an issuing module keeps the entries it sequences without storing their bytes (sequence.ts):
   * given while the modules are created, before the server starts.
   */
  addEntrySource: (source: EntrySource) => void;
};

declare module "../../platform/module.ts" {
  interface Services {
    /**
     * The transparency log: modules that issue receipts sequence entries into it within their own
     * statements (src/transparency/sequence.ts), which needs a current log, which this module opens.
     */
    transparency: TransparencyService;
  }
}

/**
 * The public transparency log (openapi/transparency.yaml): opens the configured log at start-up, integrates
 * what is sequenced into its Merkle tree and signs checkpoints (integrator.ts), asks the configured witnesses
 * to cosign them (witnessing.ts), and serves the checkpoint with their cosignatures, the entries, proofs and
 * tiles. The tables and the sequencing are the core's (src/transparency/).
 */
export const transparencyModule = defineModule<TransparencyConfig, TransparencyService>({
  segment: "transparency",
  config: transparencyConfigFromEnv,
  settings: TRANSPARENCY_SETTINGS,
  create: (ctx, { config }) => {
    const origin = logOrigin(config, ctx.config.publicBaseUrl);
    let current: Log | undefined;
    const log = (): Log => {
      if (!current) throw new Error("the transparency log is not open yet");
      return current;
    };
    let integrator: ReturnType<typeof startIntegrator> | undefined;
    let witnessing: ReturnType<typeof startWitnessing> | undefined;
    let witnessClient: OutboundClient | undefined;
    const sources: EntrySource[] = [storedEntrySource];
    const metrics = transparencyMetrics(
      ctx.metrics,
      {
        db: ctx.db,
        logId: () => current?.id,
        onError: (err) => ctx.logger.warn({ err }, "transparency log: reading its metrics failed"),
      },
      config.witnesses,
    );
    return {
      service: {
        identity: () => ({ origin, verifierKey: verifierKey(origin, log().publicKey) }),
        addEntrySource: (source) => {
          if (integrator) throw new Error(`the entry source ${source.name} came after the log started`);
          sources.push(source);
        },
      },
      handlers: transparencyOperations(ctx, log, sources, config.witnesses),
      ready: async () => {
        const { privateKey, publicKey } = keyPairOfSeed(config.seed());
        current = await openCurrentLog(ctx.db, origin, privateKey, publicKey);
      },
      start: () => {
        if (config.witnesses.length > 0) {
          // Witnesses are the operator's, but reached as any outside URL: public addresses only unless
          // OUTBOUND_ALLOW_PRIVATE says otherwise, no redirects, a deadline and a size cap.
          witnessClient = createOutboundClient({
            allowPrivate: ctx.config.outbound.allowPrivate,
            resolve: ctx.config.outbound.resolve,
            timeoutMs: config.witnessTimeoutMs,
            maxResponseBytes: 16 * 1024,
            userAgent: "Trustplane-Transparency-Log/1.0",
          });
          witnessing = startWitnessing({
            pool: ctx.db,
            log,
            witnesses: config.witnesses,
            client: witnessClient,
            intervalMs: config.integrateIntervalMs,
            timeoutMs: config.witnessTimeoutMs,
            retryMaxMs: config.witnessRetryMaxMs,
            logger: ctx.logger,
            metrics,
          });
        }
        integrator = startIntegrator({
          pool: ctx.db,
          log,
          sources,
          intervalMs: config.integrateIntervalMs,
          logger: ctx.logger,
          onIntegrated: () => witnessing?.wake(),
          onFailed: () => metrics.integrationFailed(),
        });
      },
      stop: async () => {
        await integrator?.stop();
        await witnessing?.stop();
        await witnessClient?.close();
      },
    };
  },
});
