import { type CommonQueryMethods, sql } from "slonik";
import { blindIndexes, type SealingKeys, seal, unseal } from "../../sealing/seal.ts";

/** Addresses are compared trimmed and lower-cased (the contract's rule). */
export const normalizeWaitlistEmail = (email: string): string => email.trim().toLowerCase();

const INDEX_PURPOSE = "waitlist email";
/** Binds a sealed address to its module's list: copied onto another module's row, it does not open. */
const aadOf = (module: string): string => `trustplane:waitlist:${module}`;

/**
 * Put `email` on `module`'s list, once: an address already there (under any configured KEK's blind
 * index) changes nothing, and two simultaneous sign-ups of one address meet on the primary key.
 * @returns whether a row was added (for metrics; the API answers the same either way).
 */
export const addSignup = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  module: string,
  email: string,
): Promise<boolean> => {
  const address = normalizeWaitlistEmail(email);
  const indexes = blindIndexes(keys, INDEX_PURPOSE, address).map((index) => index.toString("hex"));
  const sealed = seal(keys, aadOf(module), Buffer.from(address, "utf8"));
  const added = await db.query(sql.unsafe`
    INSERT INTO waitlist_signups (module, email_index, email_ciphertext, email_nonce, kek_id)
    SELECT ${module}, decode(${indexes[0]!}, 'hex'), ${sql.binary(sealed.ciphertext)}, ${sql.binary(sealed.nonce)},
           ${sealed.kekId}
    WHERE NOT EXISTS (
      SELECT 1 FROM waitlist_signups
      WHERE module = ${module}
        AND email_index IN (SELECT decode(i, 'hex') FROM unnest(${sql.array(indexes, "text")}) AS i))
    ON CONFLICT (module, email_index) DO NOTHING`);
  return added.rowCount > 0;
};

export type ModuleSignups = { module: string; signups: number; firstAt: string; latestAt: string };

/** Per module with at least one sign-up, most first (then by id). */
export const signupCounts = async (db: CommonQueryMethods): Promise<ModuleSignups[]> => {
  const rows = (await db.any(sql.unsafe`
    SELECT module, count(*)::int AS signups, min(created_at) AS first_at, max(created_at) AS latest_at
    FROM waitlist_signups GROUP BY module ORDER BY count(*) DESC, module ASC`)) as readonly {
    module: string;
    signups: number;
    first_at: number;
    latest_at: number;
  }[];
  return rows.map((row) => ({
    module: row.module,
    signups: row.signups,
    firstAt: new Date(row.first_at).toISOString(),
    latestAt: new Date(row.latest_at).toISOString(),
  }));
};

/** Rows read per query while exporting. */
export const EXPORT_BATCH = 500;

type SignupRow = {
  email_index: Buffer;
  email_ciphertext: Buffer;
  email_nonce: Buffer;
  kek_id: string;
  created_at: number;
};

/**
 * A module's list, oldest first, decrypted, in keyset batches of short independent queries (no
 * transaction or cursor held while the client reads; see the ledger's exportRows).
 */
export async function* exportSignups(
  db: CommonQueryMethods,
  keys: SealingKeys,
  module: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<{ email: string; joinedAt: Date }> {
  let after: { at: string; index: string } | undefined;
  for (;;) {
    const rows = (await db.any(sql.unsafe`
      SELECT email_index, email_ciphertext, email_nonce, kek_id, created_at FROM waitlist_signups
      WHERE module = ${module}
        ${after ? sql.fragment`AND (created_at, email_index) > (${after.at}::timestamptz, decode(${after.index}, 'hex'))` : sql.fragment``}
      ORDER BY created_at ASC, email_index ASC LIMIT ${batchSize}`)) as readonly SignupRow[];
    for (const row of rows) {
      const sealed = { kekId: row.kek_id, nonce: row.email_nonce, ciphertext: row.email_ciphertext };
      const email = unseal(keys, aadOf(module), sealed, "a waitlist address").toString("utf8");
      yield { email, joinedAt: new Date(row.created_at) };
    }
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { at: new Date(last.created_at).toISOString(), index: last.email_index.toString("hex") };
  }
}
