// Shared by the constitution module's tests, which drive the server through @trustplane/sdk-catalog.

import type { Sliders } from "@trustplane/governance-model";
import { type CatalogClient, createCatalogClient } from "@trustplane/sdk-catalog";
import { registeredClientOf } from "../e2e/sdk-helpers.ts";

export { rejection } from "../e2e/sdk-helpers.ts";

export const NORDIC: Sliders = {
  floor: 90,
  ruleOfLaw: 90,
  rotation: 80,
  transparency: 90,
  multiStatus: 75,
  skinInGame: 60,
  polycentricity: 60,
  positiveSum: 80,
};

export const AUTOCRATIC: Sliders = {
  floor: 20,
  ruleOfLaw: 15,
  rotation: 5,
  transparency: 10,
  multiStatus: 10,
  skinInGame: 20,
  polycentricity: 5,
  positiveSum: 20,
};

/** A newly registered user's catalog client (it keeps the token it registered with). */
export const signedIn = async (
  baseUrl: string,
  name: string,
  /** Sent with every request (an `X-Forwarded-For` where the server trusts the test's proxy). */
  headers?: Record<string, string>,
): Promise<CatalogClient> =>
  registeredClientOf(createCatalogClient({ baseUrl, maxRetries: 0, ...(headers ? { headers } : {}) }), name);
