import { hasIdPrefix, idMinter } from "../../ids.ts";

/** The id prefixes the bureau module mints (checked unique across modules at start-up). */
export const BUREAU_IDS = { bureauCertificate: "bct" } as const;

export const newBureauCertificateId = idMinter(BUREAU_IDS.bureauCertificate);
/** True when `value` has a bureau certificate's id shape (cheap, before touching the database). */
export const isBureauCertificateId = (value: unknown): value is string =>
  hasIdPrefix(BUREAU_IDS.bureauCertificate, value);
