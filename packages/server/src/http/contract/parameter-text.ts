import { unrepresentableText } from "../json-screen.ts";

/** Why a parameter's text (or any of a repeated one's) cannot be taken: NUL, lone surrogates. */
export const unusableParameter = (value: unknown): string | undefined => {
  if (typeof value === "string") return unrepresentableText(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = typeof item === "string" ? unrepresentableText(item) : undefined;
      if (problem) return problem;
    }
  }
  return undefined;
};

/** A number as JSON writes it: coercion from text must not let `Infinity`, `NaN` or `0x10` through. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

export const NOT_A_DECIMAL_NUMBER = "must be a number written in decimal";

/**
 * Whether a numeric parameter's text (query or path) is no number JSON could write: checked before the
 * schema coerces it, so `1e400` is not taken as Infinity.
 */
export const notADecimalNumber = (text: string): boolean => !JSON_NUMBER.test(text) || !Number.isFinite(Number(text));
