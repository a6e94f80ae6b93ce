import { catalogModules } from "../src/modules/hub/index.ts";
import { MODULES as SERVED } from "../src/modules/index.ts";

/** Every module the catalog lists: the served modules' entries and the planned ones, by priority. */
export const MODULES = catalogModules(SERVED.flatMap((m) => (m.catalog ? [m.catalog] : [])));
