-- Each bureau certificate issued from now on is an entry of the transparency log (src/transparency/, kind
-- bureau-certificate: the platform key's attestation and a commitment to the statement it signs), sequenced
-- in the statement that stores it. Certificates issued before the log have none.
ALTER TABLE bureau_certificates ADD COLUMN log_id integer, ADD COLUMN log_index bigint, ADD COLUMN transparency_salt bytea;
