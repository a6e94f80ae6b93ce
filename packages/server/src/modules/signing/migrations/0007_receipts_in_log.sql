-- Each receipt issued from now on is an entry of the transparency log (src/transparency/), sequenced in the
-- statement that writes the receipt: its index in the log, and the salt of the entry's commitment to the
-- payload (handed to the holder in the answer, and kept so the owner's audit shows it again). Receipts
-- issued before the log have neither.
ALTER TABLE signing_receipts ADD COLUMN log_index bigint, ADD COLUMN transparency_salt bytea;
