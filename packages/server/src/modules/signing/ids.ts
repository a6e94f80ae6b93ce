import { idMinter } from "../../ids.ts";

/** The id prefixes the signing module mints (checked unique across modules at start-up). */
export const SIGNING_IDS = { signingKey: "key", signatureReceipt: "sig" } as const;

export const newSigningKeyId = idMinter(SIGNING_IDS.signingKey);
export const newSignatureReceiptId = idMinter(SIGNING_IDS.signatureReceipt);
