import { idMinter } from "../../ids.ts";

/** The id prefixes the registry module mints (checked unique across modules at start-up). */
export const REGISTRY_IDS = { registryArtifact: "art", registryArtifactVersion: "arv" } as const;

export const newArtifactId = idMinter(REGISTRY_IDS.registryArtifact);
export const newArtifactVersionId = idMinter(REGISTRY_IDS.registryArtifactVersion);
