import type { FuzzParameter, Schema } from "./contract-operations.ts";
import type { PoolRef, Pools } from "./wire.ts";

/**
 * Id factories: where requests get values that exist on the server, so that some of them get past
 * "404 not found" into the handlers. Values are harvested from every successful response (the fixtures'
 * and the fuzzer's own): strings under an `id`/`…Id` key go to the pool of each anchored id pattern of
 * the contract they match (`^acc_…$`, `^rgt_…$`, …), `email`s to the email pool, `nextCursor`s to the
 * cursor pool. A few parameters no pattern singles out have a seed here, by name. A new operation whose
 * ids follow the contract's patterns needs nothing added: its ids are harvested like the others.
 */

/** Seeds by parameter name: values that are right without any response to harvest them from. */
const PARAMETER_SEEDS: Record<string, string[]> = {
  // Identity providers the fuzz server configures (fake-oauth-provider).
  provider: ["github", "google"],
  // A handful of reused keys: a retry with the same request replays, another request with the key is 422.
  "Idempotency-Key": ["fuzz-replayed-key-1", "fuzz-replayed-key-2", "fuzz-replayed-key-3"],
};

/** Pools by parameter name: `cursor` draws from the `nextCursor`s harvested from the same list. */
const PARAMETER_POOLS: Record<string, (template: string) => string> = {
  cursor: (template) => `nextCursor ${template}`,
  provider: () => "provider",
};

const HARVESTED_KEY = /^(?:id|.*Id|.*_id)$/;
const MAX_POOL = 64;

/** The pool a string schema's valid values may come from: its anchored pattern's, or emails'. */
export const poolForSchema = (schema: Schema): string | undefined => {
  if (typeof schema.pattern === "string" && schema.pattern.startsWith("^") && schema.pattern.endsWith("$"))
    return `pattern:${schema.pattern}`;
  if (schema.format === "email") return "email";
  return undefined;
};

/** The pool a parameter's valid values may come from, by its name (and its operation's path). */
export const poolForParameter = (parameter: FuzzParameter, template: string): string | undefined =>
  PARAMETER_POOLS[parameter.name]?.(template) ??
  (PARAMETER_SEEDS[parameter.name] ? `seed:${parameter.name}` : undefined);

export class RunPools implements Pools {
  readonly #pools = new Map<string, string[]>();
  readonly #patterns: { key: string; regex: RegExp }[];

  /** `patterns`: the anchored patterns of the contract's request schemas, whose pools fill by harvesting. */
  constructor(patterns: Iterable<string>) {
    this.#patterns = [...new Set(patterns)].map((p) => ({ key: `pattern:${p}`, regex: new RegExp(p, "u") }));
    for (const [name, values] of Object.entries(PARAMETER_SEEDS)) for (const v of values) this.add(`seed:${name}`, v);
    for (const v of PARAMETER_SEEDS.provider!) this.add("provider", v);
  }

  add(pool: string, value: string): void {
    let values = this.#pools.get(pool);
    if (!values) {
      values = [];
      this.#pools.set(pool, values);
    }
    if (values.includes(value)) return;
    values.push(value);
    if (values.length > MAX_POOL) values.shift();
  }

  pick(ref: PoolRef): string {
    const values = this.#pools.get(ref.pool);
    return values && values.length > 0 ? values[ref.index % values.length]! : ref.fallback;
  }

  sizes(): Record<string, number> {
    return Object.fromEntries([...this.#pools].map(([key, values]) => [key, values.length]));
  }

  /** Take ids, emails and cursors from a successful JSON response to a request on `template`. */
  harvest(body: unknown, template: string, depth = 0): void {
    if (depth > 6 || body === null || typeof body !== "object") return;
    if (Array.isArray(body)) {
      for (const item of body.slice(0, 50)) this.harvest(item, template, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === "string") {
        if (key === "nextCursor") this.add(`nextCursor ${template}`, value);
        else if (key === "email") this.add("email", value);
        else if (HARVESTED_KEY.test(key)) {
          for (const { key: pool, regex } of this.#patterns) if (regex.test(value)) this.add(pool, value);
        }
      } else this.harvest(value, template, depth + 1);
    }
  }
}
