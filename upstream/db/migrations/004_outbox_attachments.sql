-- Files sent with an e-mail (the sign-up confirmation's .ics): a JSON array of
-- { filename, content_type, content } with text content.
ALTER TABLE outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
