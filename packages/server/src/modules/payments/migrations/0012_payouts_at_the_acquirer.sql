-- Live payouts wait for the bank (docs/modules/payments.md, "Test mode and live mode"). Approved and sent
-- to the acquirer, a payout is `processing` (its amount still held) until the acquirer reports it `paid`
-- (then `settled`, as an operator's settlement is) or `failed` (then `failed`, the amount released back to
-- the wallet). The acquirer's id for it is kept, unique, to find it from the acquirer's notifications.
ALTER TABLE payment_payouts DROP CONSTRAINT payment_payouts_status_check;
ALTER TABLE payment_payouts ADD CONSTRAINT payment_payouts_status_check
  CHECK (status IN ('pending', 'processing', 'settled', 'rejected', 'cancelled', 'failed'));
ALTER TABLE payment_payouts ADD COLUMN acquirer_payout_id text UNIQUE;

-- A change the acquirer reported has no actor (`actor_id` null, `by_operator` false).
ALTER TABLE payment_payout_events DROP CONSTRAINT payment_payout_events_status_check;
ALTER TABLE payment_payout_events ADD CONSTRAINT payment_payout_events_status_check
  CHECK (status IN ('pending', 'processing', 'settled', 'rejected', 'cancelled', 'failed'));
ALTER TABLE payment_payout_events ALTER COLUMN actor_id DROP NOT NULL;
