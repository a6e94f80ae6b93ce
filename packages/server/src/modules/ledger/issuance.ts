import { anyShard } from "../../money/journal.ts";

/**
 * Where test-net money comes from: the mint's 16 shards in the books (migration 0013), system accounts
 * whose ids sort before every user's. Top-ups and reported earnings are entries from one of them, picked
 * at random so concurrent issuance does not queue on one row.
 */
export const mintAccount = (): string => anyShard("acc_0000000000000000000000MN0");
