-- Live mode (docs/modules/payments.md, "Test mode and live mode"): real money through an acquirer.
--
-- A database holds one mode's payments, for good: the first start of the payments module records which,
-- and a server in the other mode refuses to start on it (payments index.ts). So test money and live money
-- never meet: not in a wallet, not in the clearing or fee accounts, not in a request or its payment.
CREATE TABLE payment_mode (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  livemode boolean NOT NULL,
  chosen_at timestamptz NOT NULL DEFAULT now()
);

-- A live deposit is a payment at the acquirer: its id there, and the page the payer is sent to.
ALTER TABLE payment_checkout_sessions
  ADD COLUMN acquirer_payment_id text UNIQUE,
  ADD COLUMN acquirer_redirect_url text;

-- The acquirer's notifications, by their id: one that comes again is acknowledged and not applied twice.
CREATE TABLE payment_acquirer_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  object_id text,
  received_at timestamptz NOT NULL DEFAULT now()
);
