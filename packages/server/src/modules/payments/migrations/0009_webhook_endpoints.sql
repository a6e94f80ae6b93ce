-- Merchant webhook endpoints (openapi/merchant-webhooks.yaml): up to 16 active subscriptions per merchant
-- (counted when one is created, under a lock of the merchant's user row), a secret that rotates with an
-- overlap during which both sign, and deliveries of a disabled subscription `cancelled` in the log.

DROP INDEX payment_webhook_subscriptions_one_active;
CREATE INDEX payment_webhook_subscriptions_active ON payment_webhook_subscriptions (owner_id) WHERE status = 'active';

-- `secret_version` counts rotations (the worker caches a subscription's signing keys by it). During an
-- overlap `previous_secret` (sealed like `secret`, same AAD) signs too, until `previous_secret_expires_at`.
ALTER TABLE payment_webhook_subscriptions
  ADD COLUMN secret_version integer NOT NULL DEFAULT 1,
  ADD COLUMN secret_rotated_at timestamptz,
  ADD COLUMN previous_secret bytea,
  ADD COLUMN previous_secret_expires_at timestamptz,
  ADD CONSTRAINT payment_webhook_subscriptions_previous_secret
    CHECK ((previous_secret IS NULL) = (previous_secret_expires_at IS NULL));

ALTER TABLE payment_webhook_deliveries DROP CONSTRAINT payment_webhook_deliveries_status_check;
UPDATE payment_webhook_deliveries SET status = 'cancelled' WHERE status = 'disabled';
ALTER TABLE payment_webhook_deliveries ADD CONSTRAINT payment_webhook_deliveries_status_check
  CHECK (status IN ('pending', 'delivering', 'succeeded', 'failed', 'cancelled'));

-- Recovery reads a subscription's failed and cancelled deliveries by when they ended.
CREATE INDEX payment_webhook_deliveries_recoverable ON payment_webhook_deliveries (subscription_id, updated_at)
  WHERE status IN ('failed', 'cancelled');
