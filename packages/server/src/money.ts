/**
 * The test-net native unit every wallet account holds. Amounts travel as JSON numbers in the API and
 * are stored as integer minor units (bigint): 1 TNU = 100 minor units.
 */
export const NATIVE_UNIT = { code: "TNU", decimals: 2 } as const;
