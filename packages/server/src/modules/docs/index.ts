// Public surface of the docs module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { docsRouter } from "./routes.ts";

/** Human documentation at /docs: outside the contract (no operations), served after every operation. */
export const docsModule = defineModule({
  segment: "docs",
  create: (ctx) => ({ extraRoutes: [docsRouter(ctx.contract)], pagePrefixes: ["/docs"] }),
});
