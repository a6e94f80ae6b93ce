/**
 * The Kazakh individual identification number (ИИН): 12 digits, `YYMMDD` (date of birth), one digit
 * for the century and sex (1–2: 1800s, 3–4: 1900s, 5–6: 2000s), a 4-digit serial and a check digit.
 * The check digit is the sum of the first 11 digits weighted 1…11, modulo 11; when that is 10, the
 * sum weighted 3…11, 1, 2, modulo 11; when that is 10 too, no IIN is issued with those digits.
 */
const W1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const W2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

const weighted = (digits: number[], weights: number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11;

/** The check digit for the first 11 digits, or null when none exists (both sums give 10). */
export const iinCheckDigit = (first11: string): number | null => {
  const digits = [...first11].map(Number);
  const first = weighted(digits, W1);
  if (first !== 10) return first;
  const second = weighted(digits, W2);
  return second === 10 ? null : second;
};

const CENTURY: Record<string, number> = { "1": 1800, "2": 1800, "3": 1900, "4": 1900, "5": 2000, "6": 2000 };

/** Why `iin` is not a valid IIN of someone born on `dateOfBirth` (`YYYY-MM-DD`), or null when it is. */
export const iinProblem = (iin: string, dateOfBirth: string): string | null => {
  if (!/^[0-9]{12}$/.test(iin)) return "must be 12 digits";
  if (iinCheckDigit(iin.slice(0, 11)) !== Number(iin[11])) return "has a wrong check digit";
  const century = CENTURY[iin[6]!];
  if (century === undefined) return "has an unknown century digit (the 7th must be 1 to 6)";
  const born = `${century + Number(iin.slice(0, 2))}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;
  if (born !== dateOfBirth) return "does not match dateOfBirth (its first 7 digits encode the date of birth)";
  return null;
};

/** Whether someone born on `dateOfBirth` (`YYYY-MM-DD`) is 18 or older on `today` (`YYYY-MM-DD`, UTC). */
export const isAdult = (dateOfBirth: string, today: string): boolean => {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const eighteenth = `${String(y + 18).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return eighteenth <= today;
};
