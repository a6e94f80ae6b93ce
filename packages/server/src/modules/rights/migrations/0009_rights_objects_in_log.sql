-- Each rights certificate registered from now on is an entry of the transparency log (src/transparency/,
-- kind rights-certificate), sequenced in the statement that stores it: the log and index it has there, and
-- the salt of its commitment to the certificate document (handed to the owner in the answer). Certificates
-- registered before the log have none.
ALTER TABLE rights_objects ADD COLUMN log_id integer, ADD COLUMN log_index bigint, ADD COLUMN transparency_salt bytea;
