-- Transcripts are kept only as long as the parent chooses (decision 148): 7, 30 or 90 days after a conversation's
-- last message, 30 until they choose. A flagged conversation waits until the parent has opened it.
CREATE TABLE parent_settings (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  retention_days integer NOT NULL DEFAULT 30 CHECK (retention_days IN (7, 30, 90))
);

-- When the parent first opened a conversation in the parents area.
CREATE TABLE conversation_reviews (
  session_id uuid PRIMARY KEY REFERENCES companion_sessions(id) ON DELETE CASCADE,
  seen_at bigint NOT NULL
);
