import { type Env, setting } from "../../env.ts";

/**
 * The registry's validator set and quorum, from REGISTRY_VALIDATORS and REGISTRY_QUORUM (docs/configuration.md).
 * Parsed once at start-up; a malformed value stops the server with a message naming the variable.
 */

export const ARTIFACT_TYPES = ["music", "film", "code", "web"] as const;
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];

export const RULES = ["integrity", "provenance", "policy", "duplication"] as const;
export type Rule = (typeof RULES)[number];

export type ValidatorParams = {
  /** provenance: the certificate must be at least this old when submitted. */
  minCertificateAgeSeconds?: number;
  /** provenance: the owner's account must be at least this old when submitting. */
  minAccountAgeSeconds?: number;
  /** policy: the artifact types this validator accepts. */
  allowedTypes?: ArtifactType[];
};

export type ValidatorConfig = { id: string; rule: Rule; weight: number; params: ValidatorParams };

/** A threshold as an exact fraction: verified when approving weight × denominator ≥ total × numerator. */
export type Quorum = { numerator: number; denominator: number };

export type RegistryConfig = { validators: ValidatorConfig[]; quorum: Quorum };

/**
 * Four validators, one per rule. Integrity, policy and duplication weigh 2 and provenance 1 (total 7);
 * with the default threshold 3/4 the verdict needs 6: any one of the weight-2 validators rejecting
 * rejects the submission, while provenance alone (an advisory signal) cannot, only together with another.
 */
export const DEFAULT_VALIDATORS: ValidatorConfig[] = [
  { id: "integrity", rule: "integrity", weight: 2, params: {} },
  { id: "provenance", rule: "provenance", weight: 1, params: { minCertificateAgeSeconds: 0, minAccountAgeSeconds: 0 } },
  { id: "policy", rule: "policy", weight: 2, params: { allowedTypes: [...ARTIFACT_TYPES] } },
  { id: "duplication", rule: "duplication", weight: 2, params: {} },
];
export const DEFAULT_QUORUM: Quorum = { numerator: 3, denominator: 4 };

const ID_SHAPE = /^[a-z0-9][a-z0-9-]{0,62}$/;
const MAX_WEIGHT = 1000;
const MAX_VALIDATORS = 32;
const MAX_SECONDS = 10 * 365 * 24 * 3600;

const fail = (name: string, message: string): never => {
  throw new Error(`${name}: ${message}`);
};

const seconds = (value: unknown, where: string): number => {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_SECONDS) {
    fail("REGISTRY_VALIDATORS", `${where} must be an integer from 0 to ${MAX_SECONDS}`);
  }
  return value as number;
};

const paramsFor = (rule: Rule, raw: unknown, where: string): ValidatorParams => {
  if (raw === undefined) raw = {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return fail("REGISTRY_VALIDATORS", `${where}.params must be an object`);
  }
  const given = raw as Record<string, unknown>;
  const allowed: Record<Rule, string[]> = {
    integrity: [],
    provenance: ["minCertificateAgeSeconds", "minAccountAgeSeconds"],
    policy: ["allowedTypes"],
    duplication: [],
  };
  for (const key of Object.keys(given)) {
    if (!allowed[rule].includes(key)) fail("REGISTRY_VALIDATORS", `${where}.params.${key} is not a ${rule} parameter`);
  }
  if (rule === "provenance") {
    return {
      minCertificateAgeSeconds: seconds(
        given.minCertificateAgeSeconds ?? 0,
        `${where}.params.minCertificateAgeSeconds`,
      ),
      minAccountAgeSeconds: seconds(given.minAccountAgeSeconds ?? 0, `${where}.params.minAccountAgeSeconds`),
    };
  }
  if (rule === "policy") {
    const types = given.allowedTypes ?? [...ARTIFACT_TYPES];
    if (
      !Array.isArray(types) ||
      types.length === 0 ||
      !types.every((t) => (ARTIFACT_TYPES as readonly unknown[]).includes(t))
    ) {
      fail(
        "REGISTRY_VALIDATORS",
        `${where}.params.allowedTypes must be a non-empty list of ${ARTIFACT_TYPES.join(", ")}`,
      );
    }
    return { allowedTypes: [...new Set(types as ArtifactType[])] };
  }
  return {};
};

export const parseValidators = (text: string): ValidatorConfig[] => {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail("REGISTRY_VALIDATORS", "must be a JSON array");
  }
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_VALIDATORS) {
    return fail("REGISTRY_VALIDATORS", `must be a JSON array of 1 to ${MAX_VALIDATORS} validators`);
  }
  const seen = new Set<string>();
  return raw.map((entry: unknown, index) => {
    const where = `[${index}]`;
    if (typeof entry !== "object" || entry === null) return fail("REGISTRY_VALIDATORS", `${where} must be an object`);
    const { id, rule, weight, params, ...rest } = entry as Record<string, unknown>;
    const extra = Object.keys(rest);
    if (extra.length > 0) fail("REGISTRY_VALIDATORS", `${where}.${extra[0]} is not a validator field`);
    if (typeof id !== "string" || !ID_SHAPE.test(id)) {
      fail("REGISTRY_VALIDATORS", `${where}.id must be 1–63 of a-z, 0-9 and -, starting with a letter or digit`);
    }
    if (seen.has(id as string)) fail("REGISTRY_VALIDATORS", `${where}.id "${id}" is used twice`);
    seen.add(id as string);
    if (!(RULES as readonly unknown[]).includes(rule)) {
      fail("REGISTRY_VALIDATORS", `${where}.rule must be one of ${RULES.join(", ")}`);
    }
    if (!Number.isInteger(weight) || (weight as number) < 1 || (weight as number) > MAX_WEIGHT) {
      fail("REGISTRY_VALIDATORS", `${where}.weight must be an integer from 1 to ${MAX_WEIGHT}`);
    }
    return {
      id: id as string,
      rule: rule as Rule,
      weight: weight as number,
      params: paramsFor(rule as Rule, params, where),
    };
  });
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** "3/4", or a decimal such as "0.75" (at most 6 decimals); more than 0, at most 1. */
export const parseQuorum = (text: string): Quorum => {
  const value = text.trim();
  let numerator: number;
  let denominator: number;
  const fraction = /^(\d{1,6})\/(\d{1,6})$/.exec(value);
  const decimal = /^(0|1)(?:\.(\d{1,6}))?$/.exec(value);
  if (fraction) {
    numerator = Number(fraction[1]);
    denominator = Number(fraction[2]);
  } else if (decimal) {
    const digits = decimal[2] ?? "";
    denominator = 10 ** digits.length;
    numerator = Number(decimal[1]) * denominator + Number(digits || "0");
  } else {
    return fail("REGISTRY_QUORUM", `must be a fraction like 3/4 or a decimal like 0.75, got "${text}"`);
  }
  if (denominator === 0 || numerator === 0 || numerator > denominator) {
    fail("REGISTRY_QUORUM", `must be more than 0 and at most 1, got "${text}"`);
  }
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
};

const REGISTRY_VALIDATORS = setting({
  name: "REGISTRY_VALIDATORS",
  format: "JSON array",
  default: "four validators, see [the registry guide](modules/registry.md)",
  description:
    "the certification registry's validators: `{id, rule, weight, params?}` each (rule `integrity`, `provenance`, `policy` or `duplication`; integer weight 1–1000)",
  read: (env) => (env.REGISTRY_VALIDATORS?.trim() ? parseValidators(env.REGISTRY_VALIDATORS) : DEFAULT_VALIDATORS),
});
const REGISTRY_QUORUM = setting({
  name: "REGISTRY_QUORUM",
  format: "fraction or decimal",
  default: `\`${DEFAULT_QUORUM.numerator}/${DEFAULT_QUORUM.denominator}\``,
  description:
    "share of the validators' weight that must approve for a verdict `verified`: a fraction (`2/3`) or a decimal (`0.75`), more than 0, at most 1",
  read: (env) => (env.REGISTRY_QUORUM?.trim() ? parseQuorum(env.REGISTRY_QUORUM) : DEFAULT_QUORUM),
});

export const REGISTRY_SETTINGS = [REGISTRY_VALIDATORS, REGISTRY_QUORUM];

export const registryConfigFromEnv = (env: Env): RegistryConfig => ({
  validators: REGISTRY_VALIDATORS.read(env),
  quorum: REGISTRY_QUORUM.read(env),
});
