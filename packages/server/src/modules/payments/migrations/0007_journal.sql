-- Payments' money moves into the money engine's books (src/money/migrations/0001_journal.sql): every
-- wallet's balance, held amount and outflow counter into journal_accounts (system wallets keep their ids,
-- which sort first), the journal into journal_entries in the order it was applied, with every sum
-- unchanged. `payment_wallets` keeps what is payments' own: whose wallet it is, one per user.
INSERT INTO journal_accounts (id, currency, owner_id, kind, balance, held, outflow_day, outflow_today,
  daily_outflow_cap, created_at, updated_at)
SELECT id, currency, owner_id, kind, balance, held, outflow_day, outflow_today, daily_outflow_cap, created_at,
  updated_at
FROM payment_wallets;

INSERT INTO journal_entries (id, movement_id, currency, kind, amount, debit_account_id, debit_owner_id,
  debit_balance_after, credit_account_id, credit_owner_id, credit_balance_after, fee, idempotency_key, created_at)
SELECT e.id, e.movement_id, 'KZT', e.kind, e.amount, e.debit_wallet_id, d.owner_id, e.debit_balance_after,
  e.credit_wallet_id, c.owner_id, e.credit_balance_after, e.fee, e.idempotency_key, e.created_at
FROM payment_entries e
JOIN payment_wallets d ON d.id = e.debit_wallet_id
JOIN payment_wallets c ON c.id = e.credit_wallet_id
ORDER BY e.seq;

DROP TABLE payment_entries;
DROP FUNCTION payment_entries_immutable();

ALTER TABLE payment_wallets DROP COLUMN balance, DROP COLUMN held, DROP COLUMN outflow_day,
  DROP COLUMN outflow_today, DROP COLUMN daily_outflow_cap, DROP COLUMN updated_at;
ALTER TABLE payment_wallets ADD CONSTRAINT payment_wallets_journal_account
  FOREIGN KEY (id, currency) REFERENCES journal_accounts (id, currency);
