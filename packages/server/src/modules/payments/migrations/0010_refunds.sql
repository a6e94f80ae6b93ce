-- Refunds of paid payment requests (openapi/merchants.yaml, `POST /api/payments/requests/{id}/refunds`):
-- all or part of what was paid goes back from the merchant's wallet to the payer's, in several refunds up
-- to the paid amount. `amount_refunded` is their running total, kept on the request so the bound is one
-- row's CHECK: refunds that race lock the row in turn and can never pass it.
ALTER TABLE payment_requests ADD COLUMN amount_refunded bigint NOT NULL DEFAULT 0;
ALTER TABLE payment_requests ADD CONSTRAINT payment_requests_refunded_within_paid
  CHECK (amount_refunded >= 0 AND amount_refunded <= amount AND (amount_refunded = 0 OR status = 'paid'));

CREATE TABLE payment_refunds (
  id text PRIMARY KEY,
  request_id text NOT NULL REFERENCES payment_requests (id),
  merchant_id text NOT NULL REFERENCES users (id),
  merchant_wallet_id text NOT NULL REFERENCES payment_wallets (id),
  payer_wallet_id text NOT NULL REFERENCES payment_wallets (id),
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_refunds_request_idx ON payment_refunds (request_id, id);

-- A subscription made without a filter took every type there was: it takes refunds too.
UPDATE payment_webhook_subscriptions SET events = events || ARRAY['payment_request.refunded']
WHERE events @> ARRAY['payment_request.created', 'payment_request.paid', 'payment_request.expired',
  'payment_request.cancelled'];
