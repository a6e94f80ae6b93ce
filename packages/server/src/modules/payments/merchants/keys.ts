import type { DatabasePool } from "slonik";
import type { Database } from "../../../db/pool.ts";
import type { Page, PageQuery } from "../../../http/pagination.ts";
import type { Schema } from "../../../platform/operations.ts";
import {
  apiKeyView,
  apiKeyWithSecretView,
  authProblems,
  createApiKey,
  findApiKeyOf,
  isLiveApiKey,
  listApiKeys,
  liveApiKeysOf,
  MAX_LIVE_KEYS_PER_USER,
  revokeApiKey,
  rollApiKey,
} from "../../auth/index.ts";
import { merchantProblems } from "./problems.ts";

/**
 * Merchant keys are API keys (docs/api-keys.md) holding the merchant scopes: every merchant operation,
 * nothing of the merchant's own wallet money. `/api/payments/merchant/keys` is a view of the caller's API
 * keys that hold `merchants:write`, and creates, rotates (rolls) and revokes them through the auth module.
 */
export const MERCHANT_SCOPES = [
  "merchants:read",
  "merchants:write",
  "merchant-webhooks:read",
  "merchant-webhooks:write",
] as const;
const MERCHANT_SCOPE = "merchants:write";

type KeyWithSecret = Schema<"ApiKeyWithSecret">;

export const merchantKeys = (db: DatabasePool, database: Database, livemode: boolean) => {
  const live = liveApiKeysOf(database);
  /** The caller's key of this id that holds the merchant scope, or 404 merchant-key-not-found. */
  const ownKey = async (userId: string, id: string) => {
    const key = await findApiKeyOf(db, userId, id);
    if (key === null || !key.scopes.includes(MERCHANT_SCOPE)) throw merchantProblems.keyNotFound();
    return key;
  };
  return {
    async create(userId: string, name: string): Promise<KeyWithSecret> {
      const made = await createApiKey(db, {
        userId,
        name,
        scopes: MERCHANT_SCOPES,
        expiresAt: null,
        rateLimitPerMinute: null,
        livemode,
      });
      if (made === "limit") throw authProblems.apiKeyLimit(MAX_LIVE_KEYS_PER_USER);
      return apiKeyWithSecretView(made.row, made.secret, livemode);
    },

    async page(userId: string, page: PageQuery): Promise<Page<Schema<"ApiKey">>> {
      const found = await listApiKeys(db, userId, page, MERCHANT_SCOPE);
      return { ...found, items: found.items.map((key) => apiKeyView(key, livemode)) };
    },

    /** A new key for a live one; the old one expires after `overlapSeconds` (0: now). */
    async rotate(userId: string, id: string, overlapSeconds: number): Promise<KeyWithSecret> {
      const key = await ownKey(userId, id);
      if (!isLiveApiKey(key)) throw merchantProblems.keyRevoked();
      const made = await rollApiKey(db, userId, id, overlapSeconds, livemode);
      // Revoked or expired between the read and the roll's locked read.
      if (made === null) throw merchantProblems.keyRevoked();
      if (made === "limit") throw authProblems.apiKeyLimit(MAX_LIVE_KEYS_PER_USER);
      live.forget(id);
      return apiKeyWithSecretView(made.row, made.secret, livemode);
    },

    /** One of the caller's merchant keys (never its secret). */
    async get(userId: string, id: string): Promise<Schema<"ApiKey">> {
      return apiKeyView(await ownKey(userId, id), livemode);
    },

    /** Revokes the key (revoking a revoked key changes nothing). */
    async revoke(userId: string, id: string): Promise<void> {
      await ownKey(userId, id);
      await revokeApiKey(db, userId, id);
      live.forget(id);
    },
  };
};
