// Public surface of the playground module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { playgroundRouter } from "./routes.ts";

/**
 * The paths the playground page calls through its own prefix, `/playground/api/...`: served exactly as
 * without the prefix (an internal rewrite, src/http/path-alias.ts), and nothing else of the API.
 */
export const PLAYGROUND_API_TARGETS = [
  "/api/constitution",
  "/api/registry/constitution-artifacts",
  "/api/auth/login",
  "/api/auth/register",
  "/api/auth/me",
] as const;

/**
 * The public governance playground (docs/modules/playground.md): a page at /playground/ where
 * anyone moves the eight sliders and sees the regime and metrics computed in the browser by
 * `@trustplane/governance-model`, loads presets and countries, asks for an AI suggestion, and once
 * signed in saves and publishes scenarios. Outside the contract; no operations of its own.
 */
export const playgroundModule = defineModule({
  segment: "playground",
  create: () => ({
    pathAliases: [{ prefix: "/playground", targets: PLAYGROUND_API_TARGETS }],
    extraRoutes: [playgroundRouter()],
    pagePrefixes: ["/playground"],
  }),
});
