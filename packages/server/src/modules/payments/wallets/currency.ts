import type { MoneyUnit } from "../../../money.ts";

/** Kazakhstani tenge: amounts travel as JSON numbers of KZT with up to 2 decimals, stored as tiyn. */
export const KZT: MoneyUnit = { code: "KZT", decimals: 2 };
