// Public surface of the waitlist module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { catalogModules } from "../hub/index.ts";
import { waitlistOperations } from "./operations.ts";

/**
 * Waitlists (openapi/waitlist.yaml): the page each catalog item's `waitlist` links to, the API sign-up,
 * and the operators' counts and export. Part of the hub's catalog, so it has no catalog entry of its own.
 */
export const waitlistModule = defineModule({
  segment: "waitlist",
  migrations: new URL("./migrations/", import.meta.url),
  create: (ctx, { served }) => ({ handlers: waitlistOperations(ctx, catalogModules(served)) }),
});
