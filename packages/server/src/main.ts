import { loadConfig } from "./config.ts";
import { createLogger, startServer } from "./server.ts";

const config = loadConfig();
const logger = createLogger(config);

try {
  const running = await startServer(config, { logger });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    running.close().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (err) {
  logger.fatal({ err }, "start-up failed");
  process.exit(1);
}
