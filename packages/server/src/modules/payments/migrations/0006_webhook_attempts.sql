-- Merchant webhook attempts (openapi/merchant-webhooks.yaml, PaymentWebhookAttempt).
--
-- At most 5 attempts per delivery, as the contract says (`attempts` and an attempt's `number` are at most
-- 5) and as PAYMENTS_WEBHOOK_SCHEDULE_MS allows since: a longer schedule made a sixth attempt, and every
-- read of that delivery failed its own contract. Deliveries such a schedule took past 5 keep their first
-- four attempts and their last (numbered 5, so their status and last_* columns still match the log);
-- the ones in between are dropped.
DELETE FROM payment_webhook_attempts a USING payment_webhook_deliveries d
WHERE a.delivery_id = d.id AND d.attempts > 5 AND a.number >= 5 AND a.number < d.attempts;
UPDATE payment_webhook_attempts a SET number = 5 FROM payment_webhook_deliveries d
WHERE a.delivery_id = d.id AND d.attempts > 5 AND a.number = d.attempts;
UPDATE payment_webhook_deliveries SET attempts = 5,
  status = CASE WHEN status IN ('pending', 'delivering') THEN 'failed' ELSE status END,
  next_attempt_at = CASE WHEN status IN ('pending', 'delivering') THEN NULL ELSE next_attempt_at END,
  lease_until = NULL, lease_token = NULL, updated_at = now()
WHERE attempts > 5;
ALTER TABLE payment_webhook_deliveries ADD CONSTRAINT payment_webhook_deliveries_attempts_max CHECK (attempts <= 5);
ALTER TABLE payment_webhook_attempts ADD CONSTRAINT payment_webhook_attempts_number_max CHECK (number <= 5);

-- An attempt is recorded when it is claimed, before its request is sent (`pending`, no latency yet), and
-- completed with its outcome by the claim's holder (queue.ts). One whose claim lapsed first (the worker
-- stopped or died: the receiver may or may not have got it) is `interrupted` for good, and counts.
ALTER TABLE payment_webhook_attempts DROP CONSTRAINT payment_webhook_attempts_outcome_check;
ALTER TABLE payment_webhook_attempts ADD CONSTRAINT payment_webhook_attempts_outcome_check
  CHECK (outcome IN ('pending', 'succeeded', 'failed', 'gone', 'interrupted'));
ALTER TABLE payment_webhook_attempts ALTER COLUMN latency_ms DROP NOT NULL;
ALTER TABLE payment_webhook_attempts ADD CONSTRAINT payment_webhook_attempts_latency
  CHECK ((latency_ms IS NULL) = (outcome IN ('pending', 'interrupted')));
