-- A receipt's entry in the transparency log is no longer a second row: the log rebuilds it from the receipt
-- (src/modules/signing/receipts.ts, receiptEntrySource), found by the log it is in and its index there.
-- Receipts logged before keep their stored entries (transparency_entries) and no log_id, so each index is
-- held once. No foreign key: a check per receipt written, for a log row that is never deleted.
ALTER TABLE signing_receipts ADD COLUMN log_id integer;
CREATE UNIQUE INDEX signing_receipts_log_position ON signing_receipts (log_id, log_index) WHERE log_id IS NOT NULL;

-- A logged receipt is its entry's only copy: changing or removing it would change an entry already in the
-- tree. Refused (inserts pay nothing for it).
CREATE FUNCTION signing_receipt_logged_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR OLD.log_id IS NOT NULL THEN
    RAISE EXCEPTION 'a logged receipt is its transparency log entry: % on % refused', TG_OP, TG_TABLE_NAME
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER signing_receipts_immutable BEFORE UPDATE OR DELETE ON signing_receipts
  FOR EACH ROW EXECUTE FUNCTION signing_receipt_logged_unchanged();
CREATE TRIGGER signing_receipts_not_truncated BEFORE TRUNCATE ON signing_receipts
  FOR EACH STATEMENT EXECUTE FUNCTION signing_receipt_logged_unchanged();
