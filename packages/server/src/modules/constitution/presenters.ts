import { REGIMES } from "@trustplane/governance-model";
import type { Schema } from "../../platform/operations.ts";
import type { ScenarioRow } from "./store.ts";

const REGIME_NAMES = new Map(REGIMES.map((r) => [r.id, r.name]));

/** A saved scenario as the API shows it. */
export const scenarioView = (row: ScenarioRow): Schema<"ConstitutionScenario"> => ({
  id: row.id,
  title: row.title,
  sliders: row.sliders,
  regime: { id: row.regime_id, name: REGIME_NAMES.get(row.regime_id) ?? row.regime_id },
  metrics: row.metrics,
  tags: row.tags,
  createdAt: row.created_at,
});
