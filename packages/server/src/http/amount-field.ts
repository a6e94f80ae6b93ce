import { InvalidAmount, toMinorUnits } from "../money.ts";
import { validationFailed } from "./problem.ts";

/** The request's `amount` in minor units, or a 400 naming the field. */
export const amountField = (value: unknown, path = "/body/amount"): bigint => {
  try {
    return toMinorUnits(value);
  } catch (err) {
    if (!(err instanceof InvalidAmount)) throw err;
    // The message names the field as the request does (`prizePool must …`); array items keep `amount`.
    const field = path.slice(path.lastIndexOf("/") + 1);
    const message = field === "amount" ? err.message : err.message.replace(/^amount/, field);
    throw validationFailed(message, { errors: [{ path, message }] });
  }
};
