-- Outbound merchant webhooks (openapi/merchant-webhooks.yaml): a merchant's subscription, the events
-- raised for them, and the delivery log (one row per event and subscription, the queue the worker
-- claims from) with every attempt.

CREATE TABLE payment_webhook_subscriptions (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id),
  -- Set once: a new URL is a new subscription.
  url text NOT NULL,
  events text[] NOT NULL,
  -- The signing secret (`whsec_…`), sealed (platform/sealing.ts) with AAD `payment_webhook_subscriptions:<id>:secret`.
  secret bytea NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  disabled_reason text CHECK (disabled_reason IN ('replaced', 'deleted', 'gone')),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  CONSTRAINT payment_webhook_subscriptions_disabled CHECK ((status = 'disabled') = (disabled_reason IS NOT NULL))
);
-- One active subscription per merchant.
CREATE UNIQUE INDEX payment_webhook_subscriptions_one_active
  ON payment_webhook_subscriptions (owner_id) WHERE status = 'active';
CREATE INDEX payment_webhook_subscriptions_owner ON payment_webhook_subscriptions (owner_id, id);

-- An event as delivered: the body is `{id, type, createdAt, data}`; `id` is also `webhook-id`.
CREATE TABLE payment_webhook_events (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES users (id),
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_webhook_deliveries (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES payment_webhook_events (id),
  subscription_id text NOT NULL REFERENCES payment_webhook_subscriptions (id),
  owner_id text NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'delivering', 'succeeded', 'failed', 'disabled')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When the next attempt is due (NULL once the delivery is over).
  next_attempt_at timestamptz,
  -- A worker's claim: until it expires nobody else attempts the row; an expired lease (the worker
  -- died) makes the row claimable again. `lease_token` guards the claimer's write of its result.
  lease_until timestamptz,
  lease_token text,
  last_response_status integer,
  last_latency_ms integer,
  last_error text,
  last_response_excerpt text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The queue: what is due, oldest first.
CREATE INDEX payment_webhook_deliveries_due
  ON payment_webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'delivering');
CREATE INDEX payment_webhook_deliveries_owner ON payment_webhook_deliveries (owner_id, id);
CREATE INDEX payment_webhook_deliveries_subscription ON payment_webhook_deliveries (subscription_id, status);

CREATE TABLE payment_webhook_attempts (
  delivery_id text NOT NULL REFERENCES payment_webhook_deliveries (id),
  number integer NOT NULL CHECK (number >= 1),
  outcome text NOT NULL CHECK (outcome IN ('succeeded', 'failed', 'gone')),
  response_status integer,
  latency_ms integer NOT NULL,
  error text,
  response_excerpt text,
  started_at timestamptz NOT NULL,
  PRIMARY KEY (delivery_id, number)
);
