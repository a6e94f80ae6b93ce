import { fromMinorUnits, type MoneyUnit } from "../../../money.ts";

/** Kazakhstani tenge: amounts travel as JSON numbers of KZT with up to 2 decimals, stored as tiyn. */
export const KZT: MoneyUnit = { code: "KZT", decimals: 2 };

/** Tiyn as the JSON number of KZT the API shows. */
export const kzt = (tiyn: bigint): number => fromMinorUnits(tiyn, KZT);
