-- Each recipient's lifetime earnings, kept as a running total so the API can always report it exactly.
--
-- GET /api/ecosystem/earnings sums a user's records per source and in all; an amount is a JSON number,
-- exact only up to 999,999,999,999,999 minor units (money.ts, MAX_MINOR_UNITS). A recipient who kept
-- spending what they earned could collect more than that over time, and the sum could no longer be
-- reported (the contract fuzzer found it as a 500). A report that would take the recipient's total
-- past that is now refused (422 `earnings-limit`, nothing recorded), like a credit past the largest
-- balance. The total is per recipient email: the key a report names, and the one every record of a
-- user carries (records keep the email they were reported for).
CREATE TABLE earnings_recipient_totals (
  email text PRIMARY KEY,
  total bigint NOT NULL,
  CONSTRAINT earnings_recipient_total_limit CHECK (total <= 999999999999999)
);

INSERT INTO earnings_recipient_totals (email, total)
SELECT email, least(sum(amount), 999999999999999)::bigint FROM earnings GROUP BY email;

-- Every insert (a royalty, a payout, a podium prize) adds to its recipient's total in the same
-- statement, so a refused total rolls the record back with it. Recipients of one email are already
-- serialized by the per-email advisory lock the recording functions take.
CREATE FUNCTION earnings_add_to_recipient_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO earnings_recipient_totals AS t (email, total) VALUES (NEW.email, NEW.amount)
  ON CONFLICT (email) DO UPDATE SET total = t.total + EXCLUDED.total;
  RETURN NULL;
END;
$$;

CREATE TRIGGER earnings_recipient_total AFTER INSERT ON earnings
FOR EACH ROW EXECUTE FUNCTION earnings_add_to_recipient_total();
