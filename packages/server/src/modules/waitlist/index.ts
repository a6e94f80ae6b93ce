// Public surface of the waitlist module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { catalogModules } from "../hub/index.ts";
import { type WaitlistConfig, waitlistConfigFromEnv } from "./config.ts";
import { waitlistOperations } from "./operations.ts";

/**
 * Waitlists (openapi/waitlist.yaml): the page each catalog item's `waitlist` links to, the API sign-up,
 * and the operators' counts and export. Part of the hub's catalog, so it has no catalog entry of its own.
 */
export const waitlistModule = defineModule<WaitlistConfig>({
  segment: "waitlist",
  config: waitlistConfigFromEnv,
  migrations: new URL("./migrations/", import.meta.url),
  create: (ctx, { config, served }) => ({ handlers: waitlistOperations(ctx, config, catalogModules(served)) }),
});
