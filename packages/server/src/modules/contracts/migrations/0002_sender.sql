-- The name a document's owner chose to show its reader as the sender (`senderName`), on the page its link
-- opens in a browser. Personal data, so encrypted like the field values: AES-256-GCM under the document's
-- own key (`data_key`), bound to the document's id. NULL when the owner gave none, and once the document is
-- destroyed: the statement that shreds its key and content overwrites it too (the constraint holds it).
ALTER TABLE contract_documents ADD COLUMN sender bytea;
ALTER TABLE contract_documents ADD CONSTRAINT contract_documents_sender_shredded
  CHECK (destroyed_at IS NULL OR sender IS NULL);
