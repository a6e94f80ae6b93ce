/**
 * The test-net native unit every wallet account holds. Amounts travel as JSON numbers in the API and
 * are stored as integer minor units (bigint): 1 TNU = 100 minor units.
 */
export const NATIVE_UNIT = { code: "TNU", decimals: 2 } as const;

export type MoneyUnit = { readonly code: string; readonly decimals: number };

/**
 * The largest amount or balance in minor units: 15 significant digits (9,999,999,999,999.99 TNU).
 * A double holds every decimal of up to 15 significant digits exactly (its text round-trips), so
 * every amount the API sends is a JSON number any client reads back to the same value; beyond that,
 * neighbouring hundredths collapse into one double. The database checks balances against it too.
 */
export const MAX_MINOR_UNITS = 999_999_999_999_999n;

/** Why an amount was refused; the message is written for the client ("amount must …"). */
export class InvalidAmount extends Error {
  override name = "InvalidAmount";
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A JSON amount (a number) as integer minor units. The number's shortest decimal form (what
 * `String(n)` prints, which is what the client most likely wrote) must be positive, finite, within
 * MAX_MINOR_UNITS and have no more decimals than the unit: `12.5` → 1250n, `0.29` → 29n (never the
 * 28.999… of float arithmetic), `0.001` and `1e-7` are refused.
 */
export const toMinorUnits = (value: unknown, unit: MoneyUnit = NATIVE_UNIT): bigint => {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidAmount("amount must be a finite number");
  if (value <= 0) throw new InvalidAmount("amount must be greater than 0");
  const text = String(value);
  // Exponent forms only appear below 1e-6 (too many decimals) or from 1e21 up (too large).
  if (/e-/i.test(text)) throw new InvalidAmount(`amount must have at most ${unit.decimals} decimals`);
  const match = PLAIN_DECIMAL.exec(text);
  if (!match)
    throw new InvalidAmount(`amount is larger than the largest amount (${formatMinorUnits(MAX_MINOR_UNITS, unit)})`);
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > unit.decimals) throw new InvalidAmount(`amount must have at most ${unit.decimals} decimals`);
  const minor = BigInt(whole + fraction.padEnd(unit.decimals, "0"));
  if (minor > MAX_MINOR_UNITS) {
    throw new InvalidAmount(`amount is larger than the largest amount (${formatMinorUnits(MAX_MINOR_UNITS, unit)})`);
  }
  return minor;
};

/** Minor units as a decimal string with exactly the unit's decimals: 1250n → "12.50" (CSV exports). */
export const formatMinorUnits = (minor: bigint, unit: MoneyUnit = NATIVE_UNIT): string => {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(unit.decimals + 1, "0");
  const whole = digits.slice(0, digits.length - unit.decimals);
  const fraction = digits.slice(digits.length - unit.decimals);
  return `${negative ? "-" : ""}${whole}${unit.decimals > 0 ? `.${fraction}` : ""}`;
};

/**
 * Minor units as the JSON number the API sends: 1250n → 12.5. Parsed from the exact decimal text,
 * so the number is the double closest to the true amount. Refuses what a double cannot hold exactly.
 */
export const fromMinorUnits = (minor: bigint, unit: MoneyUnit = NATIVE_UNIT): number => {
  if (minor > MAX_MINOR_UNITS || minor < -MAX_MINOR_UNITS) {
    throw new RangeError(`${minor} minor units cannot be sent as an exact JSON number`);
  }
  return Number(formatMinorUnits(minor, unit));
};
