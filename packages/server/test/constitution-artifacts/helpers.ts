// Shared by the constitution-artifacts tests, which drive the server through @trustplane/sdk-catalog.
import type { Sliders } from "@trustplane/governance-model";
import { type CatalogClient, createCatalogClient } from "@trustplane/sdk-catalog";
import { registeredClientOf } from "../e2e/sdk-helpers.ts";

export { AUTOCRATIC } from "../constitution/helpers.ts";

/** A newly registered user's catalog client (it keeps the token it registered with). */
export const member = (baseUrl: string, name: string): Promise<CatalogClient> =>
  registeredClientOf(createCatalogClient({ baseUrl }), name.toLowerCase().replace(/[^a-z0-9]+/g, "-"));

export const anyone = (baseUrl: string): CatalogClient => createCatalogClient({ baseUrl });

/** Every slider at `value`, then `overrides`. */
export const sliders = (value: number, overrides: Partial<Sliders> = {}): Sliders => ({
  floor: value,
  ruleOfLaw: value,
  rotation: value,
  transparency: value,
  multiStatus: value,
  skinInGame: value,
  polycentricity: value,
  positiveSum: value,
  ...overrides,
});

/** The model's liberal-democracy prototype (an autocracy is the constitution tests' AUTOCRATIC). */
export const LIBERAL: Sliders = {
  floor: 55,
  ruleOfLaw: 85,
  rotation: 80,
  transparency: 80,
  multiStatus: 70,
  skinInGame: 70,
  polycentricity: 60,
  positiveSum: 75,
};
