// The shared build of the client packages (scripts/tsup-client.mjs): ESM + CommonJS, `name/version` baked in.
import { clientBuild } from "../../scripts/tsup-client.mjs";

export default clientBuild({ noExternal: ["openapi-fetch"] });
