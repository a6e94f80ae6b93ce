import { idMinter } from "../../ids.ts";

/** The id prefixes the earnings module mints (checked unique across modules at start-up). */
export const EARNINGS_IDS = { royalty: "roy", certificationPayout: "cpo", prize: "prz" } as const;

export const newRoyaltyId = idMinter(EARNINGS_IDS.royalty);
export const newCertificationPayoutId = idMinter(EARNINGS_IDS.certificationPayout);
export const newPrizeId = idMinter(EARNINGS_IDS.prize);
