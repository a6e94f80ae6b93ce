-- The ledger's money moves into the money engine's books (src/money/migrations/0001_journal.sql): each
-- account's balance into journal_accounts, the journal into journal_entries, with every sum unchanged.
-- `accounts` keeps what is the ledger's own (owner, default); `ledger_operations` becomes the ledger's
-- view of the TNU journal, in the shape its lists and exports read.

-- The mint: where test-net money is issued (faucet top-ups, reported earnings). 16 shards, so concurrent
-- issuance does not queue on one row (a movement picks one at random); the total issued is minus their sum.
INSERT INTO journal_accounts (id, currency, kind)
SELECT 'acc_0000000000000000000000MN0' || upper(to_hex(n)), 'TNU', 'mint' FROM generate_series(0, 15) AS n;

INSERT INTO journal_accounts (id, currency, owner_id, kind, balance, created_at, updated_at)
SELECT id, currency, owner_id, 'user', balance, created_at, updated_at FROM accounts;

-- Issuance so far is recorded on the first shard: its balance after each issuing entry is minus the
-- running total. The journal keeps its ids; `earning_id` (added by the earnings module's migrations on
-- databases that applied them) is read through to_jsonb, so this runs whether or not the column exists.
WITH ops AS (
  SELECT o.*, to_jsonb(o) ->> 'earning_id' AS earning,
    -sum(CASE WHEN o.kind <> 'transfer' THEN o.amount ELSE 0 END) OVER (ORDER BY o.created_at, o.id) AS issued_after
  FROM ledger_operations o
)
INSERT INTO journal_entries (id, movement_id, currency, kind, amount, debit_account_id, debit_owner_id,
  debit_balance_after, credit_account_id, credit_owner_id, credit_balance_after, idempotency_key, created_at)
SELECT id, CASE kind WHEN 'transfer' THEN transfer_id WHEN 'earning' THEN earning ELSE id END, 'TNU', kind, amount,
  coalesce(from_account_id, 'acc_0000000000000000000000MN00'), from_owner_id, coalesce(from_balance_after, issued_after),
  to_account_id, to_owner_id, to_balance_after, idempotency_key, created_at
FROM ops ORDER BY ops.created_at, ops.id;

UPDATE journal_accounts SET balance = -(
  SELECT coalesce(sum(amount), 0) FROM journal_entries WHERE currency = 'TNU' AND kind <> 'transfer'
) WHERE id = 'acc_0000000000000000000000MN00';

DROP TABLE ledger_operations;
DROP FUNCTION ledger_operations_immutable();

ALTER TABLE accounts DROP COLUMN balance, DROP COLUMN updated_at;
ALTER TABLE accounts ADD CONSTRAINT accounts_journal_account
  FOREIGN KEY (id, currency) REFERENCES journal_accounts (id, currency);

-- The ledger's journal as its lists read it: top-ups and earnings have no `from` side (the mint is not an
-- account anyone holds), a transfer's resource is its movement.
CREATE VIEW ledger_operations AS
SELECT e.id, e.kind, e.amount,
  CASE WHEN e.kind = 'transfer' THEN e.debit_account_id END AS from_account_id,
  e.debit_owner_id AS from_owner_id,
  CASE WHEN e.kind = 'transfer' THEN e.debit_balance_after END AS from_balance_after,
  e.credit_account_id AS to_account_id, e.credit_owner_id AS to_owner_id, e.credit_balance_after AS to_balance_after,
  CASE WHEN e.kind = 'transfer' THEN e.movement_id END AS transfer_id,
  CASE WHEN e.kind = 'earning' THEN e.movement_id END AS earning_id,
  e.idempotency_key, e.created_at
FROM journal_entries e
WHERE e.currency = 'TNU';
