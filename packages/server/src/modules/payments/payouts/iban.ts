/**
 * Kazakh IBANs (ISO 13616): `KZ`, two check digits, a 3-digit bank code and a 13-character account
 * number, 20 characters in all. Valid when the number read with the first four characters moved to the
 * end (letters as 10–35) leaves 1 modulo 97.
 */
const KZ_IBAN = /^KZ[0-9]{2}[0-9]{3}[0-9A-Z]{13}$/;

/** The IBAN without spaces, in upper case (how it is stored and compared). */
export const normalizeIban = (input: string): string => input.replaceAll(" ", "").toUpperCase();

/** ISO 7064 MOD 97-10 over the rearranged IBAN, digit by digit (no big integers needed). */
const mod97 = (iban: string): number => {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    rest = value < 10 ? (rest * 10 + value) % 97 : (rest * 100 + value) % 97;
  }
  return rest;
};

/** Why `iban` (normalized) is not a valid Kazakh IBAN, or null when it is. */
export const kzIbanProblem = (iban: string): string | null => {
  if (!iban.startsWith("KZ")) return "must be a Kazakh IBAN (starting with KZ)";
  if (iban.length !== 20) return "must be 20 characters (KZ and 18 more)";
  if (!KZ_IBAN.test(iban)) return "must be KZ, 2 check digits, a 3-digit bank code and 13 letters or digits";
  if (mod97(iban) !== 1) return "has wrong check digits";
  return null;
};

/** How users see an IBAN: the country and the last four characters (`KZ•••• 0100`). */
export const maskIban = (last4: string): string => `KZ•••• ${last4}`;
