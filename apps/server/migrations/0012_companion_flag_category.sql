-- The safety layer's category for a flagged exchange (self-harm, abuse, secrets, …), so the parents area can
-- name it and list flagged conversations first. Older flagged rows keep their reason text and no category.
ALTER TABLE companion_messages ADD COLUMN flag_category text;
CREATE INDEX companion_messages_flagged_idx ON companion_messages (session_id) WHERE flagged;
